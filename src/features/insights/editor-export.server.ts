// The insights editor's CSV export: every insight matching the list's search and filters, audited.
import type { AppDatabase } from '#src/platform/db/database.ts';
import { type CsvColumn, toCsv } from '#src/platform/http/csv.ts';
import type { StaffUser } from '../auth/access.ts';
import { type InsightRow, matchesQuery } from './editor-reads.server.ts';
import { auditInsight } from './insight-record.server.ts';
import { categoryLabel, type InsightQuery } from './schema.ts';

type ExportRow = Pick<InsightRow, 'id' | 'title' | 'excerpt' | 'category' | 'read_time'>;

/** Spec section 7: the export's columns, named as the spec names them. */
const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'title', value: (row) => row.title },
  { header: 'excerpt', value: (row) => row.excerpt },
  { header: 'category', value: (row) => categoryLabel(row.category) },
  { header: 'read_time', value: (row) => row.read_time },
];

/** Every insight matching the list's search and filters (all pages), newest first, as CSV; audited. */
export async function exportInsights(
  database: AppDatabase,
  actor: StaffUser,
  query: Omit<InsightQuery, 'page'>,
  now = new Date(),
): Promise<{ csv: string; count: number }> {
  const rows = await database.db
    .selectFrom('insights')
    .select(['id', 'title', 'excerpt', 'category', 'read_time'])
    .where(matchesQuery(database.dialect, query, now))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  await auditInsight(database.db, actor, 'export', null, { count: rows.length });
  return { csv: toCsv(EXPORT_COLUMNS, rows), count: rows.length };
}
