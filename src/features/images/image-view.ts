// What the Image Management screen shows of a library image: the preview's URL (cache-busted, so a
// replaced image shows at once) and responsive sources, and the filters' rules. No server code.
import { ALL } from '#src/ui/filter-list.ts';
import { componentLabel, pageLabel } from './catalogue.ts';
import { unsplashSizedUrl } from './page-image.ts';
import type { LibraryImage } from './types.ts';

/** The URL with `v={updated_at}`: a replaced image (same row, new file) is fetched again, not taken from the cache. */
export function cacheBusted(url: string, version: string): string {
  if (url.startsWith('data:')) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}v=${encodeURIComponent(version)}`;
}

/** The preview's `src` and sources: a small variant (or Unsplash size) for the card, cache-busted. */
export function previewOf(image: LibraryImage): { src: string; sources: { type: string; srcSet: string }[] } {
  const version = image.updated_at;
  if (image.unsplash) return { src: cacheBusted(unsplashSizedUrl(image.unsplash.rawUrl, 480), version), sources: [] };
  if (image.stored) {
    const small = (type: string) =>
      image.stored?.variants.filter((variant) => variant.contentType === type).find((variant) => variant.width >= 480) ??
      image.stored?.variants.filter((variant) => variant.contentType === type).at(-1);
    const webp = small('image/webp');
    const avif = small('image/avif');
    return {
      src: cacheBusted(webp?.url ?? image.public_url, version),
      sources: avif ? [{ type: 'image/avif', srcSet: cacheBusted(avif.url, version) }] : [],
    };
  }
  return { src: cacheBusted(image.public_url, version), sources: [] };
}

export interface ImageFilters {
  search: string;
  source: string;
  page: string;
  component: string;
  category: string;
}

/** Spec: Home by default, every other filter at all. */
export const DEFAULT_FILTERS: ImageFilters = { search: '', source: ALL, page: 'home', component: ALL, category: ALL };

/** Search by filename, title or alt text (spec), plus the four filters. */
export function matchesFilters(image: LibraryImage, filters: ImageFilters): boolean {
  const needle = filters.search.trim().toLowerCase();
  if (needle && ![image.filename, image.title ?? '', image.alt_text ?? ''].some((text) => text.toLowerCase().includes(needle))) {
    return false;
  }
  if (filters.source !== ALL && image.image_source !== filters.source) return false;
  if (filters.page !== ALL && image.page_name !== filters.page) return false;
  if (filters.component !== ALL && image.component_name !== filters.component) return false;
  if (filters.category !== ALL && image.category !== filters.category) return false;
  return true;
}

export function placementText(image: LibraryImage): { page: string; component: string } {
  return {
    page: image.page_name ? pageLabel(image.page_name) : 'None',
    component: image.component_name ? componentLabel(image.page_name, image.component_name) : 'None',
  };
}
