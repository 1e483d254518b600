// The analytics endpoints under /api/admin/analytics: the screen's report for a range, and any one
// of its tables as CSV. Any staff role reads; nothing here changes anything.
import { csvFilename, csvResponse, toCsv } from '#src/platform/http/csv.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { adminEndpoint } from '../admin/admin-endpoint.server.ts';
import { requireAnalyticsReader } from './access.ts';
import { REPORT_TABLE_IDS, type ReportTableId } from './report-types.ts';
import { loadAnalyticsReport } from './reports.server.ts';
import { ANALYTICS_MESSAGES, ReportQuerySchema } from './schema.ts';

function queryOf(request: Request) {
  return ReportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
}

/** GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD&granularity=day|week|month */
export const analyticsReportEndpoint = adminEndpoint({
  policy: requireAnalyticsReader,
  handle: async ({ request, services }) => jsonResponse(await loadAnalyticsReport(services.database.db, queryOf(request))),
});

/** GET /api/admin/analytics/export?table=top-pages&from=…&to=…&granularity=…: one table as CSV. */
export const exportAnalyticsEndpoint = adminEndpoint({
  policy: requireAnalyticsReader,
  handle: async ({ request, services }) => {
    const table = new URL(request.url).searchParams.get('table') ?? '';
    if (!REPORT_TABLE_IDS.includes(table as ReportTableId)) throw new Refusal(404, ANALYTICS_MESSAGES.unknownTable);
    const query = queryOf(request);
    const report = await loadAnalyticsReport(services.database.db, query);
    const found = report.tables.find((candidate) => candidate.id === table);
    if (!found) throw new Refusal(404, ANALYTICS_MESSAGES.unknownTable);
    const csv = toCsv(
      found.columns.map((column) => ({ header: column.header, value: (row: (typeof found.rows)[number]) => row[column.key] })),
      found.rows,
    );
    return csvResponse(
      csv,
      csvFilename(`analytics_${table.replaceAll('-', '_')}_${query.from}_to`, new Date(`${query.to}T00:00:00Z`)),
    );
  },
});
