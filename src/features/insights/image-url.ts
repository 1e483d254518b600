// Where an insight's image may come from: an http(s) address or a path on this site. The one rule
// for the seed, the insights editor's schema and the public pages, which render no other kind.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';

export const INSIGHT_IMAGE_URL_MAX_LENGTH = 2048;
export const INSIGHT_IMAGE_URL_MESSAGE =
  'The image must be an http(s) address or a path on this site, such as /images/insights/cover.jpg.';

/** True for `https://…`, `http://…` and `/path` (not `//host`, which is another site); false for `javascript:`, `data:` and the rest. */
export function isSafeImageUrl(value: string): boolean {
  // Browsers drop control characters and read a backslash as a slash, so neither may hide a scheme or a host.
  if (value.length > INSIGHT_IMAGE_URL_MAX_LENGTH || value !== value.trim() || /[\p{Cc}\\]/u.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** For the insights editor's form: an optional image URL that must be safe when given. */
export const InsightImageUrlSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isSafeImageUrl(value), INSIGHT_IMAGE_URL_MESSAGE);

/** The image URL to render: the stored one when it is safe, else none (the page shows its fallback). */
export function renderableImageUrl(value: string | null): string | null {
  return value !== null && isSafeImageUrl(value) ? value : null;
}
