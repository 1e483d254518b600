// How a library image becomes what a page renders: the pipeline's AVIF and WebP variants, or an
// Unsplash photo's sizes made from its raw URL (Unsplash asks for hotlinking, with `w` to size),
// with width, height and `srcset`, and the hero's preload (written once, in the head). No server code: page components import it.
import { fallbackVariant, pictureSources, type StoredImage } from '#src/platform/media/responsive.ts';
import type { PageImage, UnsplashAttribution } from './types.ts';

/** Widths asked of Unsplash's image service for `srcset`. */
export const UNSPLASH_WIDTHS = [640, 960, 1280, 1920] as const;

/** `sizes` of a full-width hero and of an image beside text (half the page from 1024 px). */
export const HERO_SIZES = '100vw';
export const CONTENT_SIZES = '(min-width: 1024px) 50vw, 100vw';

/** An Unsplash image URL at a width and format; the photo's own query (ixid) is kept, as the guidelines ask. */
export function unsplashSizedUrl(rawUrl: string, width: number, format?: 'avif' | 'webp' | 'jpg'): string {
  const url = new URL(rawUrl);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', '75');
  url.searchParams.set('fit', 'max');
  if (format) url.searchParams.set('fm', format);
  else url.searchParams.set('auto', 'format');
  return url.toString();
}

export function unsplashSources(unsplash: UnsplashAttribution): { type: string; srcSet: string }[] {
  return (['avif', 'webp'] as const).map((format) => ({
    type: `image/${format}`,
    srcSet: UNSPLASH_WIDTHS.map((width) => `${unsplashSizedUrl(unsplash.rawUrl, width, format)} ${width}w`).join(', '),
  }));
}

export interface SlotImageData {
  id: string;
  public_url: string;
  width: number | null;
  height: number | null;
  stored: StoredImage | null;
  unsplash: UnsplashAttribution | null;
}

/** The responsive sources and the `<img src>` of a library image (the plain URL when it has no variants). */
export function responsiveParts(image: SlotImageData): Pick<PageImage, 'src' | 'srcSets' | 'width' | 'height'> | null {
  if (image.stored) {
    const fallback = fallbackVariant(image.stored);
    return {
      src: fallback.url,
      srcSets: pictureSources(image.stored).filter((source) => source.srcSet),
      width: image.stored.original.width,
      height: image.stored.original.height,
    };
  }
  if (image.unsplash && image.width && image.height) {
    return { src: image.public_url, srcSets: unsplashSources(image.unsplash), width: image.width, height: image.height };
  }
  return null;
}

/** What a page's head preloads for its hero: the best source's `srcset` when it has one. */
export function heroPreload(image: PageImage): {
  preloadImage: string;
  preloadImageSet?: { srcSet: string; sizes: string; type?: string };
} {
  const best = image.srcSets?.[0];
  return {
    preloadImage: image.src,
    ...(best ? { preloadImageSet: { srcSet: best.srcSet, sizes: HERO_SIZES, type: best.type } } : {}),
  };
}

/** Unsplash's referral links (required by its guidelines): the photographer's profile and Unsplash itself. */
export function unsplashLinks(unsplash: UnsplashAttribution): { photographer: string; unsplash: string } {
  const referral = (url: string) => {
    const link = new URL(url);
    link.searchParams.set('utm_source', 'calder_rowe_advisory');
    link.searchParams.set('utm_medium', 'referral');
    return link.toString();
  };
  return { photographer: referral(unsplash.photographerUrl), unsplash: referral('https://unsplash.com/') };
}
