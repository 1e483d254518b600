// The enquiry inbox's CSV export: every enquiry matching the list's filters, in Brisbane time, audited.
import type { AppDatabase } from '#src/platform/db/database.ts';
import { type CsvColumn, toCsv } from '#src/platform/http/csv.ts';
import type { StaffUser } from '../auth/access.ts';
import { matchesQuery, type SubmissionRow } from './inbox.server.ts';
import { auditSubmission } from './inbox-changes.server.ts';
import { PRIORITY_BADGES, STATUS_BADGES, type SubmissionQuery } from './schema.ts';

const BRISBANE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Australia/Brisbane', dateStyle: 'short', timeStyle: 'short' });
const brisbaneTime = (value: Date | string) => BRISBANE.format(new Date(value));

const EXPORT_FIELDS = [
  'id',
  'name',
  'email',
  'company',
  'phone',
  'message',
  'status',
  'priority',
  'spam_reason',
  'created_at',
  'updated_at',
] as const;
type ExportRow = Pick<SubmissionRow, (typeof EXPORT_FIELDS)[number]>;

const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Submitted (Brisbane)', value: (row) => brisbaneTime(row.created_at) },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Company', value: (row) => row.company },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Status', value: (row) => STATUS_BADGES[row.status].label },
  { header: 'Priority', value: (row) => PRIORITY_BADGES[row.priority].label },
  { header: 'Message', value: (row) => row.message },
  { header: 'Last updated (Brisbane)', value: (row) => brisbaneTime(row.updated_at) },
  { header: 'Suspected spam', value: (row) => row.spam_reason ?? '' },
];

/** Every enquiry matching the list's search and filters (all pages) as CSV; the export is audited. */
export async function exportSubmissions(
  database: AppDatabase,
  actor: StaffUser,
  query: Omit<SubmissionQuery, 'page'>,
): Promise<{ csv: string; count: number }> {
  const rows = await database.db
    .selectFrom('contact_submissions')
    .select(EXPORT_FIELDS)
    .where(matchesQuery(database.dialect, query))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  await auditSubmission(database.db, actor, 'export', null, { count: rows.length, folder: query.folder });
  return { csv: toCsv(EXPORT_COLUMNS, rows), count: rows.length };
}

/** Deletes enquiries for good with their e-mails (which repeat what the visitor wrote). */
