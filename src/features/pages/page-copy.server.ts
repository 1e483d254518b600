// What a fixed page's loader reads of its copy: the published words (services.pageCopy, held per
// page-cache generation), or, for a signed-in editor asking `?preview=draft`, the draft (never cached,
// noindex); and the page's head with its SEO fields laid over the generated values.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { atLeast } from '../auth/roles.ts';
import { findStaffSession } from '../auth/session.server.ts';
import type { PublicPageContext } from '../public-shell/public-page.server.ts';
import type { PageMeta } from '../public-shell/seo.ts';
import { readPageDraft } from './copy.server.ts';
import type { CopyPageId, PageCopyOf, PageSeo } from './schema.ts';

/** The query that asks for a page's draft. */
export const PREVIEW_PARAMETER = 'preview';
export const PREVIEW_DRAFT = 'draft';
/** Who may preview a draft: whoever may edit it. */
export const PAGE_PREVIEW_ROLE = 'editor';

export interface PageCopyRead<Id extends CopyPageId> {
  copy: PageCopyOf<Id>;
  /** True when this is the draft shown to an editor: the loader answers privately and noindex. */
  preview: boolean;
}

async function isEditor(astro: PublicPageContext): Promise<boolean> {
  if (!astro.request?.headers.get('cookie')) return false;
  const session = await findStaffSession(astro.locals.services.auth, astro.request.headers);
  return atLeast(session?.user.role ?? null, PAGE_PREVIEW_ROLE);
}

export async function readPageCopyFor<Id extends CopyPageId>(astro: PublicPageContext, id: Id): Promise<PageCopyRead<Id>> {
  if (astro.url.searchParams.get(PREVIEW_PARAMETER) === PREVIEW_DRAFT && (await isEditor(astro))) {
    const draft = await readPageDraft(astro.locals.services.database.db, id);
    if (draft) return { copy: draft, preview: true };
  }
  return { copy: await astro.locals.services.pageCopy.published(id), preview: false };
}

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
