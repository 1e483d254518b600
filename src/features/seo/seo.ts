// The SEO fields every fixed page and every insight has: what search engines and social networks are
// told about it. Empty fields fall back to the generated values (the page's own title and description
// as the site has always written them); one schema for the forms and the endpoints.
import type { z } from 'zod';
import {
  type CopyValue,
  fieldSchema,
  flag,
  group,
  image,
  optionalLink,
  optionalParagraph,
  optionalText,
} from '../copy-fields/fields.ts';

/** Search engines show about this many characters of a description; the editor warns beyond it. */
export const SEO_DESCRIPTION_ADVISED = 160;

export const SEO_GROUP = group('Search and sharing', {
  metaTitle: optionalText('Meta title', 70),
  metaDescription: optionalParagraph('Meta description', 320),
  socialImage: image('Social image'),
  canonical: optionalLink('Canonical address'),
  noindex: flag('Hide from search engines'),
});

export type PageSeo = CopyValue<typeof SEO_GROUP>;
// Typed with its output as its input too, so a form (react-hook-form) knows its field names.
export const SeoSchema = fieldSchema(SEO_GROUP) as unknown as z.ZodType<PageSeo, PageSeo>;
export const NO_SEO: PageSeo = { metaTitle: '', metaDescription: '', socialImage: '', canonical: '', noindex: false };

/**
 * An article's description when its meta description is empty: the excerpt on one line, cut at the last
 * word boundary within 160 characters (with an ellipsis), rather than the whole excerpt.
 */
export function describeExcerpt(excerpt: string, limit = SEO_DESCRIPTION_ADVISED): string {
  const text = excerpt.replace(/\s+/g, ' ').trim();
  if (text.length <= limit) return text;
  const room = text.slice(0, limit - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = (lastSpace > 0 ? room.slice(0, lastSpace) : room).replace(/[\s,;:.\-–—]+$/, '');
  return `${cut}…`;
}

/** Stored SEO fields (JSON text) as the schema reads them; none stored, or no longer valid, is every field empty. */
export function readSeo(value: string | null | undefined): PageSeo {
  if (!value) return NO_SEO;
  try {
    const parsed = SeoSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : NO_SEO;
  } catch {
    return NO_SEO;
  }
}
