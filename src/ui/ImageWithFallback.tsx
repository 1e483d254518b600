// An <img> that shows a neutral placeholder instead of a broken-image icon when its file fails to load
// (image previews, team photos). Every <img> attribute passes through; with `sources` it is wrapped in
// a <picture> offering better formats first. srcset, sizes and sources are dropped with the broken
// source so the browser cannot pick another broken candidate.
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

/** A grey picture-frame icon, inline so it cannot fail to load itself (the CSP allows data: images). */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120" width="160" height="120"><rect width="160" height="120" fill="#f1f5f9"/><g fill="none" stroke="#94a3b8" stroke-width="4" stroke-linejoin="round"><rect x="50" y="35" width="60" height="50" rx="4"/><path d="m54 80 18-20 12 12 8-8 14 16"/></g><circle cx="94" cy="50" r="5" fill="#94a3b8"/></svg>',
)}`;

export interface ImageSource {
  /** A MIME type such as 'image/avif'. */
  type: string;
  srcSet: string;
}

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Required: describe the picture, or '' when it is decorative. */
  alt: string;
  /** Shown when `src` fails; the built-in placeholder unless given. */
  fallbackSrc?: string;
  /** Better formats first (AVIF, WebP): rendered as a <picture>'s <source>s, with the `sizes` given. */
  sources?: readonly ImageSource[];
}

export function ImageWithFallback({
  src,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE,
  srcSet,
  sizes,
  sources = [],
  onError,
  ...props
}: ImageWithFallbackProps) {
  // Keyed by source, so a new `src` (a replaced image) gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const image = useRef<HTMLImageElement>(null);

  // An image rendered on the server may have failed before React could listen for its error event.
  useEffect(() => {
    const element = image.current;
    if (!failed && element?.complete && element.naturalWidth === 0) {
      element.decode().catch(() => setFailedSrc(src));
    }
  }, [src, failed]);

  const img = (
    <img
      ref={image}
      {...props}
      alt={alt}
      src={failed ? fallbackSrc : src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      data-fallback={failed ? '' : undefined}
      onError={(event) => {
        if (!failed) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
  const shownSources = failed ? [] : sources.filter((source) => source.srcSet);
  if (shownSources.length === 0) return img;
  return (
    // `contents`: the <picture> adds no box, so the image is laid out as if it stood alone.
    <picture className="contents">
      {shownSources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
