// The page copy endpoints under /api/admin/pages: the list, one page with its draft, a draft save, a
// publish, the history and Restore. Each save carries the version it started from (409 on a newer
// one); a change clears every page cache (adminEndpoint), so a publish shows at once.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { refuseUnknownSocialImage } from '../seo/social-image.server.ts';
import { requirePagesEditor, requirePagesReader } from './access.ts';
import { listPageRevisions, publishPageCopy, readPageCopy, restorePageRevision, savePageDraft } from './copy.server.ts';
import { serverPageCopySchema } from './page-copy-schema.server.ts';
import { COPY_PAGE_IDS, COPY_PAGES, type CopyPageId, isCopyPageId, PAGES_MESSAGES } from './schema.ts';

const VersionSchema = z.number({ error: 'Version is required' }).int('Version is required').min(0, 'Version is required');

function pageParam(params: Record<string, string | undefined>): CopyPageId {
  const id = idParam(params, PAGES_MESSAGES.notFound, 'page');
  if (!isCopyPageId(id)) throw new Refusal(404, PAGES_MESSAGES.notFound);
  return id;
}

/** The copy and the version it started from: the page's own schema, the editor's rules with the sanitiser. */
const saveSchema = (id: CopyPageId) => z.object({ copy: serverPageCopySchema(id), version: VersionSchema });

/** GET /api/admin/pages: each page with its address, version and whether a draft waits. */
export const listPages = adminEndpoint({
  policy: requirePagesReader,
  handle: async ({ services }) => {
    const rows = await services.database.db
      .selectFrom('page_copy')
      .select(['page', 'version', 'draft', 'updated_at', 'published_at'])
      .execute();
    const byId = new Map(rows.map((row) => [row.page, row]));
    return jsonResponse({
      pages: COPY_PAGE_IDS.map((id) => {
        const row = byId.get(id);
        return {
          id,
          title: COPY_PAGES[id].title,
          path: COPY_PAGES[id].path,
          version: row?.version ?? 0,
          hasDraft: Boolean(row?.draft),
        };
      }),
    });
  },
});

/** GET /api/admin/pages/:page: the published copy, the draft and the version a save starts from. */
export const getPage = adminEndpoint({
  policy: requirePagesReader,
  handle: async ({ params, services }) => {
    const stored = await readPageCopy(services.database.db, pageParam(params));
    if (!stored) throw new Refusal(404, PAGES_MESSAGES.notFound);
    return jsonResponse(stored);
  },
});

/** PUT /api/admin/pages/:page: the draft saved; visitors still see the published copy. */
export const putPageDraft = adminEndpoint({
  policy: requirePagesEditor,
  handle: async ({ request, params, staff, services }) => {
    const id = pageParam(params);
    const { copy, version } = await readJsonBody(request, saveSchema(id));
    await refuseUnknownSocialImage(services.database.db, copy.seo, ['copy', 'seo']);
    return jsonResponse(await savePageDraft(services.database, staff, id, copy, version));
  },
});

/** POST /api/admin/pages/:page/publish: the copy sent becomes what visitors see; the draft ends. */
export const publishPage = adminEndpoint({
  policy: requirePagesEditor,
  handle: async ({ request, params, staff, services }) => {
    const id = pageParam(params);
    const { copy, version } = await readJsonBody(request, saveSchema(id));
    await refuseUnknownSocialImage(services.database.db, copy.seo, ['copy', 'seo']);
    return jsonResponse(await publishPageCopy(services.database, staff, id, copy, version));
  },
});

/** GET /api/admin/pages/:page/revisions: the saved versions, newest first. */
export const listRevisions = adminEndpoint({
  policy: requirePagesReader,
  handle: async ({ params, services }) =>
    jsonResponse({ revisions: await listPageRevisions(services.database.db, pageParam(params)) }),
});

/** POST /api/admin/pages/:page/revisions/:id/restore: that version published again as the newest. */
export const restoreRevision = adminEndpoint({
  policy: requirePagesEditor,
  handle: async ({ request, params, staff, services }) => {
    const id = pageParam(params);
    const revision = idParam(params, PAGES_MESSAGES.revisionNotFound);
    const { version } = await readJsonBody(request, z.object({ version: VersionSchema }));
    return jsonResponse(await restorePageRevision(services.database, staff, id, revision, version));
  },
});
