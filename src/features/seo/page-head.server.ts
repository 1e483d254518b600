// A public page's head with its SEO fields laid over the generated values, for the fixed pages and the
// insights alike: each filled field replaces its generated value, the social image read from the library.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PageMeta } from '../public-shell/seo.ts';
import type { PageSeo } from './seo.ts';

/** The social image's address and alt text from the image library, or nothing when none is chosen or it is gone. */
async function socialImage(db: Kysely<Database>, id: string): Promise<{ url: string; alt: string | null } | null> {
  if (!id) return null;
  const row = await db.selectFrom('website_images').select(['public_url', 'alt_text']).where('id', '=', id).executeTakeFirst();
  return row ? { url: row.public_url, alt: row.alt_text } : null;
}

/**
 * The page's head: each SEO field that is filled replaces the generated value, an empty one leaves it;
 * a preview is titled as one and never indexed.
 */
export async function withSeo(
  db: Kysely<Database>,
  meta: PageMeta,
  seo: PageSeo,
  preview: boolean,
): Promise<{ meta: PageMeta; cache: 'public' | 'private' }> {
  const image = await socialImage(db, seo.socialImage);
  const title = seo.metaTitle || meta.title;
  return {
    meta: {
      ...meta,
      title: preview ? `Preview: ${title}` : title,
      description: seo.metaDescription || meta.description,
      ...(image ? { image: image.url, imageAlt: image.alt ?? undefined } : {}),
      ...(seo.canonical ? { canonical: seo.canonical } : {}),
      noindex: preview || seo.noindex || meta.noindex,
    },
    cache: preview ? 'private' : 'public',
  };
}
