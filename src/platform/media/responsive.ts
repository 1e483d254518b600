// The description of a stored image (its re-encoded original and its responsive variants) and the
// `srcset`/`sizes` strings pages build from it. No server code: React components import this.
import { parseJsonColumn } from '../db/values.ts';
import type { AcceptedImageType } from './image-rules.ts';

export type VariantType = 'image/avif' | 'image/webp';

export interface StoredImageFile {
  key: string;
  /** Where a browser fetches it (FileStorage.publicUrl at the time it was stored). */
  url: string;
  contentType: AcceptedImageType;
  width: number;
  height: number;
  /** In bytes. */
  size: number;
}

export interface StoredImage {
  /** The upload re-encoded in its own format, upright, cropped if asked, without metadata. */
  original: StoredImageFile;
  /** AVIF and WebP at each width up to the original's, AVIF first, narrowest first within a type. */
  variants: StoredImageFile[];
}

/** The stored image a row keeps as JSON text (website_images and team_members `stored_image`). */
export function readStoredImage(text: string | null): StoredImage | null {
  return parseJsonColumn<StoredImage>(text);
}

/** `url 320w, url 640w…` for one variant type. */
export function buildSrcset(image: StoredImage, type: VariantType): string {
  return image.variants
    .filter((variant) => variant.contentType === type)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

export interface SizesRule {
  /** A media condition such as `(min-width: 1024px)`. */
  media: string;
  /** The width the image is shown at when it holds, such as `50vw` or `320px`. */
  width: string;
}

/** `sizes`: the first rule whose media condition holds gives the displayed width, else the fallback. */
export function buildSizes(rules: readonly SizesRule[], fallback: string): string {
  return [...rules.map((rule) => `${rule.media} ${rule.width}`), fallback].join(', ');
}

/** `<source>` elements for a `<picture>`, best format first. */
export function pictureSources(image: StoredImage): { type: VariantType; srcSet: string }[] {
  return (['image/avif', 'image/webp'] as const).map((type) => ({ type, srcSet: buildSrcset(image, type) }));
}

/** The widest WebP variant: the `<img src>` for browsers that read no `<source>`. */
export function fallbackVariant(image: StoredImage): StoredImageFile {
  const webp = image.variants.filter((variant) => variant.contentType === 'image/webp');
  return webp.at(-1) ?? image.original;
}
