// The Redirects endpoints under /api/admin/redirects: any staff role reads the list and its CSV,
// editors and admins add, edit, delete and import.
import { csvFilename, csvResponse, toCsv } from '#src/platform/http/csv.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { requireRedirectEditor, requireRedirectReader } from './access.ts';
import { importRedirects, REDIRECT_CSV_COLUMNS } from './csv-import.server.ts';
import { createRedirect, deleteRedirect, listRedirects, listRedirectsPage, updateRedirect } from './redirects.server.ts';
import { REDIRECT_MESSAGES, RedirectImportSchema, RedirectQuerySchema, RedirectSaveSchema } from './schema.ts';

/** A CSV of the largest import (5,000 rows of long addresses) fits. */
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** GET /api/admin/redirects?search=&page=: one page of 50 redirects, with their hits so far and the counts. */
export const listRedirectsEndpoint = adminEndpoint({
  policy: requireRedirectReader,
  handle: async ({ request, services }) => {
    const query = RedirectQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    return jsonResponse(await listRedirectsPage(services.database, query, services.redirects.pending));
  },
});

/** POST /api/admin/redirects: a new redirect; 409 when a live page answers From and it is not confirmed. */
export const addRedirect = adminEndpoint({
  policy: requireRedirectEditor,
  handle: async ({ request, staff, services }) => {
    const { confirm_live_page, ...values } = await readJsonBody(request, RedirectSaveSchema);
    const redirect = await createRedirect(services.database, services.redirects, staff, values, {
      confirmLivePage: confirm_live_page,
    });
    return jsonResponse({ redirect }, 201);
  },
});

/** PATCH /api/admin/redirects/:id: From, To and status. */
export const editRedirect = adminEndpoint({
  policy: requireRedirectEditor,
  handle: async ({ request, params, staff, services }) => {
    const id = idParam(params, REDIRECT_MESSAGES.notFound);
    const { confirm_live_page, ...values } = await readJsonBody(request, RedirectSaveSchema);
    const redirect = await updateRedirect(services.database, services.redirects, staff, id, values, {
      confirmLivePage: confirm_live_page,
    });
    return jsonResponse({ redirect });
  },
});

/** DELETE /api/admin/redirects/:id. */
export const removeRedirect = adminEndpoint({
  policy: requireRedirectEditor,
  handle: async ({ params, staff, services }) => {
    await deleteRedirect(services.database, staff, idParam(params, REDIRECT_MESSAGES.notFound));
    return jsonResponse({ deleted: true });
  },
});

/** POST /api/admin/redirects/import: a CSV as the export writes it, all rows or none. */
export const importRedirectsEndpoint = adminEndpoint({
  policy: requireRedirectEditor,
  handle: async ({ request, staff, services }) => {
    const { csv, confirm_live_page } = await readJsonBody(request, RedirectImportSchema, { maxBytes: IMPORT_MAX_BYTES });
    const result = await importRedirects(services.database, services.redirects, staff, csv, {
      confirmLivePage: confirm_live_page,
    });
    return jsonResponse(result);
  },
});

/** GET /api/admin/redirects/export: every redirect as CSV (from, to, status, hits, last_hit_at). */
export const exportRedirects = adminEndpoint({
  policy: requireRedirectReader,
  handle: async ({ services }) => {
    const redirects = await listRedirects(services.database.db, services.redirects.pending);
    return csvResponse(toCsv(REDIRECT_CSV_COLUMNS, redirects), csvFilename('redirects_export'));
  },
});
