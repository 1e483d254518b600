// A library image in a page slot: `<picture>` with the AVIF and WebP sources and `sizes` when the
// image has them, width and height always (no layout shift), and the Unsplash credit the
// guidelines ask for ("Photo by {name} on Unsplash", both linked) when the photo is from Unsplash.
import type { ImgHTMLAttributes } from 'react';
import { unsplashLinks } from './page-image.ts';
import type { DrawnImage, UnsplashAttribution } from './types.ts';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'srcSet'>;

export function SlotImage({ image, sizes, ...props }: { image: DrawnImage; sizes: string } & ImgProps) {
  const img = <img src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={sizes} {...props} />;
  if (!image.srcSets?.length) return img;
  return (
    <picture>
      {image.srcSets.map((source) => (
        <source key={source.type ?? source.srcSet} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

export function UnsplashCredit({ unsplash, className = '' }: { unsplash: UnsplashAttribution; className?: string }) {
  const links = unsplashLinks(unsplash);
  return (
    <p className={`text-xs ${className}`} data-unsplash-credit="">
      Photo by{' '}
      <a href={links.photographer} className="underline" rel="noopener">
        {unsplash.photographer}
      </a>{' '}
      on{' '}
      <a href={links.unsplash} className="underline" rel="noopener">
        Unsplash
      </a>
    </p>
  );
}
