// What a fixed page's loader reads of its copy: the published words (services.pageCopy, held per
// page-cache generation), or, for a signed-in editor asking `?preview=draft`, the draft (never cached,
// noindex).
import { atLeast } from '../auth/roles.ts';
import { findStaffSession } from '../auth/session.server.ts';
import type { PublicPageContext } from '../public-shell/public-page.server.ts';
import { readPageDraft } from './copy.server.ts';
import type { CopyPageId, PageCopyOf } from './schema.ts';

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
