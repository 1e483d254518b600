// The Insights Management endpoints under /api/admin/insights: any staff role reads, editors create,
// edit, restore and export, only admins delete (spec section 6, insights/access.ts). A body is read
// up to a byte limit before it is parsed, so an oversized article is refused without being held.

import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { csvResponse } from '#src/platform/http/csv.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { errorFields } from '#src/platform/log.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { refuseUnknownSocialImage } from '../seo/social-image.server.ts';
import { requireInsightDeleter, requireInsightEditor, requireInsightReader } from './access.ts';
import { listAuthorChoices, staffAuthorRef } from './authors.server.ts';
import { convertAllToAustralianEnglish } from './bulk-conversion.server.ts';
import { exportInsights } from './editor-export.server.ts';
import { getInsight, listInsightsPage } from './editor-reads.server.ts';
import { createInsight, deleteInsight, restoreRevision, saveInsight } from './editor-writes.server.ts';
import { getRevision, listRevisions } from './insight-history.server.ts';
import { brisbaneDate } from './schedule.ts';
import { CONTENT_MAX_BYTES, INSIGHT_MESSAGES, InsightQuerySchema, InsightSchema, RevisionQuerySchema } from './schema.ts';

/** The export's file name prefix (spec section 7: insights_export_{date}.csv). */
export const EXPORT_FILE_PREFIX = 'insights_export';
/** A JSON body may escape every character of a 200 KB article; more than this is not an insight. */
export const INSIGHT_BODY_MAX_BYTES = CONTENT_MAX_BYTES * 6 + 64 * 1024;

/** insights_export_{YYYY-MM-DD}.csv with today's date in Brisbane. */
export function insightsExportFilename(now = new Date()): string {
  return `${EXPORT_FILE_PREFIX}_${brisbaneDate(now)}.csv`;
}

/** The insight form's values from a JSON body of at most INSIGHT_BODY_MAX_BYTES: 413, 400 or 422 otherwise (a social image not in the library too). */
async function readInsightBody(request: Request, db: Kysely<Database>) {
  const values = await readJsonBody(request, InsightSchema, {
    maxBytes: INSIGHT_BODY_MAX_BYTES,
    tooLargeMessage: INSIGHT_MESSAGES.bodyTooLarge,
  });
  await refuseUnknownSocialImage(db, values.seo, ['seo']);
  return values;
}

function queryOf(request: Request) {
  return InsightQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
}

/** GET /api/admin/insights?search=&category=&status=&page= */
export const listInsightsEndpoint = adminEndpoint({
  policy: requireInsightReader,
  handle: async ({ request, services }) => jsonResponse(await listInsightsPage(services.database, queryOf(request))),
});

/** POST /api/admin/insights: a new insight. */
export const createInsightEndpoint = adminEndpoint({
  policy: requireInsightEditor,
  handle: async ({ request, staff, services }) => {
    const values = await readInsightBody(request, services.database.db);
    return jsonResponse({ insight: await createInsight(services.database, staff, values) }, 201);
  },
});

/** GET /api/admin/insights/authors: who an insight can be by (staff members and team members), for the dialog. */
export const listAuthorsEndpoint = adminEndpoint({
  policy: requireInsightEditor,
  handle: async ({ staff, services }) =>
    jsonResponse({ authors: await listAuthorChoices(services.database.db), me: staffAuthorRef(staff.id) }),
});

/** GET /api/admin/insights/:id: every field, for the edit dialog. */
export const getInsightEndpoint = adminEndpoint({
  policy: requireInsightReader,
  handle: async ({ params, services }) =>
    jsonResponse({ insight: await getInsight(services.database.db, idParam(params, INSIGHT_MESSAGES.notFound)) }),
});

/** PUT /api/admin/insights/:id: the form's values over the insight; the version it replaces is kept. */
export const updateInsightEndpoint = adminEndpoint({
  policy: requireInsightEditor,
  handle: async ({ request, params, staff, services }) => {
    const id = idParam(params, INSIGHT_MESSAGES.notFound);
    const values = await readInsightBody(request, services.database.db);
    return jsonResponse(await saveInsight(services.database, staff, id, values));
  },
});

/** DELETE /api/admin/insights/:id: admins only. */
export const deleteInsightEndpoint = adminEndpoint({
  policy: requireInsightDeleter,
  handle: async ({ params, staff, services }) => {
    await deleteInsight(services.database, staff, idParam(params, INSIGHT_MESSAGES.notFound));
    return jsonResponse({ deleted: true });
  },
});

/** GET /api/admin/insights/:id/revisions?page=: the saved versions, newest first, a page at a time, without their content. */
export const listRevisionsEndpoint = adminEndpoint({
  policy: requireInsightReader,
  handle: async ({ request, params, services }) => {
    const { page } = RevisionQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    return jsonResponse(await listRevisions(services.database.db, idParam(params, INSIGHT_MESSAGES.notFound), page));
  },
});

/** GET /api/admin/insights/:id/revisions/:revision: one version with its content and what it changed. */
export const getRevisionEndpoint = adminEndpoint({
  policy: requireInsightReader,
  handle: async ({ params, services }) =>
    jsonResponse(
      await getRevision(
        services.database.db,
        idParam(params, INSIGHT_MESSAGES.notFound),
        idParam(params, INSIGHT_MESSAGES.revisionNotFound, 'revision'),
      ),
    ),
});

/** POST /api/admin/insights/:id/revisions/:revision/restore: that version back, as a new version. */
export const restoreRevisionEndpoint = adminEndpoint({
  policy: requireInsightEditor,
  handle: async ({ params, staff, services }) =>
    jsonResponse(
      await restoreRevision(
        services.database,
        staff,
        idParam(params, INSIGHT_MESSAGES.notFound),
        idParam(params, INSIGHT_MESSAGES.revisionNotFound, 'revision'),
      ),
    ),
});

/** GET /api/admin/insights/export?…: every insight matching the list's search and filters, as CSV. */
export const exportInsightsEndpoint = adminEndpoint({
  policy: requireInsightEditor,
  handle: async ({ request, staff, services }) => {
    const { csv, count } = await exportInsights(services.database, staff, queryOf(request));
    const response = csvResponse(csv, insightsExportFilename());
    response.headers.set('X-Row-Count', String(count));
    return response;
  },
});

/** POST /api/admin/insights/australian-english: every insight converted; answers how many changed and which
 * were left unchanged (past their time budget), with a message for each. */
export const convertAllEndpoint = adminEndpoint({
  policy: requireInsightEditor,
  handle: async ({ staff, services }) =>
    jsonResponse(
      await convertAllToAustralianEnglish(services.database, staff, (id, error) =>
        services.logger.warn('an insight could not be converted to Australian English', { id, ...errorFields(error) }),
      ),
    ),
});
