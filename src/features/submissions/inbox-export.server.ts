// The enquiry inbox's CSV export: every enquiry matching the list's filters with its source, answers,
// owner and first response, in Brisbane time, audited.
import type { AppDatabase } from '#src/platform/db/database.ts';
import { type CsvColumn, toCsv } from '#src/platform/http/csv.ts';
import type { StaffUser } from '../auth/access.ts';
import { sourceLabel } from '../contact/lead-source.ts';
import { CONTACT_PREFERENCE_LABELS, QUALIFYING_QUESTIONS, qualifyingLabel } from '../contact/qualifying.ts';
import { matchesQuery, type SubmissionRow } from './inbox.server.ts';
import { auditSubmission } from './inbox-changes.server.ts';
import { listAssignees } from './inbox-workflow.server.ts';
import { PRIORITY_BADGES, STATUS_BADGES, type SubmissionQuery } from './schema.ts';

const BRISBANE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Australia/Brisbane', dateStyle: 'short', timeStyle: 'short' });
const brisbaneTime = (value: Date | string) => BRISBANE.format(new Date(value));
const numberText = (value: number | null) => (value === null ? null : String(Number(value)));

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
  'possible_spam_reason',
  'created_at',
  'updated_at',
  'landing_path',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'form_path',
  'calculator_profit',
  'calculator_multiple',
  'calculator_value_low',
  'calculator_value_high',
  'revenue_band',
  'headcount_band',
  'workforce_mix',
  'sell_timeframe',
  'contact_preference',
  'best_time_to_call',
  'assigned_to',
  'first_response_at',
] as const;
type ExportRow = Pick<SubmissionRow, (typeof EXPORT_FIELDS)[number]>;

const exportColumns = (assignees: Map<string, string>): CsvColumn<ExportRow>[] => [
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
  { header: 'Suspected spam', value: (row) => row.spam_reason ?? row.possible_spam_reason ?? '' },
  { header: 'Source', value: (row) => sourceLabel({ utmSource: row.utm_source, referrerHost: row.referrer_host }) },
  { header: 'UTM source', value: (row) => row.utm_source },
  { header: 'UTM medium', value: (row) => row.utm_medium },
  { header: 'UTM campaign', value: (row) => row.utm_campaign },
  { header: 'Referrer', value: (row) => row.referrer_host },
  { header: 'Landing page', value: (row) => row.landing_path },
  { header: 'Form page', value: (row) => row.form_path },
  { header: 'Calculator profit', value: (row) => numberText(row.calculator_profit) },
  { header: 'Calculator multiple', value: (row) => numberText(row.calculator_multiple) },
  { header: 'Calculator value low', value: (row) => numberText(row.calculator_value_low) },
  { header: 'Calculator value high', value: (row) => numberText(row.calculator_value_high) },
  { header: QUALIFYING_QUESTIONS.revenueBand.label, value: (row) => qualifyingLabel('revenueBand', row.revenue_band) },
  { header: QUALIFYING_QUESTIONS.headcountBand.label, value: (row) => qualifyingLabel('headcountBand', row.headcount_band) },
  { header: QUALIFYING_QUESTIONS.workforceMix.label, value: (row) => qualifyingLabel('workforceMix', row.workforce_mix) },
  { header: QUALIFYING_QUESTIONS.sellTimeframe.label, value: (row) => qualifyingLabel('sellTimeframe', row.sell_timeframe) },
  {
    header: 'Contact preference',
    value: (row) => (row.contact_preference ? CONTACT_PREFERENCE_LABELS[row.contact_preference] : null),
  },
  { header: 'Best time to call', value: (row) => row.best_time_to_call },
  { header: 'Assigned to', value: (row) => (row.assigned_to ? (assignees.get(row.assigned_to) ?? row.assigned_to) : null) },
  { header: 'First response (Brisbane)', value: (row) => (row.first_response_at ? brisbaneTime(row.first_response_at) : null) },
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
  const assignees = new Map((await listAssignees(database.db)).map((member) => [member.id, member.name]));
  return { csv: toCsv(exportColumns(assignees), rows), count: rows.length };
}

/** Deletes enquiries for good with their e-mails (which repeat what the visitor wrote). */
