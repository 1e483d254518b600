// The enquiry inbox (admins only), its reads: the list paged and filtered in the database (a substring
// search over name, e-mail, company and message; status; priority; source; the inbox, suspected-spam
// and deleted folders), the New count, and one enquiry with its e-mails, source, answers, notes,
// history and who it may be assigned to. Changes are in inbox-changes.server.ts and
// inbox-workflow.server.ts, the export in inbox-export.server.ts.
import { type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { AppDatabase, Dialect } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { ALL } from '#src/ui/filter-list.ts';
import { DIRECT_SOURCE, sourceLabel } from '../contact/lead-source.ts';
import { qualifyingLabel } from '../contact/qualifying.ts';
import type { ContactSubmissionsTable } from '../contact/tables.ts';
import { historyOf, listAssignees, notesOf } from './inbox-workflow.server.ts';
import { FOLDERS, type Folder, SUBMISSION_MESSAGES, SUBMISSIONS_PAGE_SIZE, type SubmissionQuery } from './schema.ts';
import type {
  AdminSubmissionRow,
  EmailDelivery,
  SubmissionAnswers,
  SubmissionDetail,
  SubmissionPage,
  SubmissionSource,
} from './types.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a request waits for a resent e-mail before answering that it is queued. */
export const RESEND_BUDGET_MS = 5_000;

export type SubmissionsBuilder = ExpressionBuilder<Database, 'contact_submissions'>;

/**
 * Only a filled honeypot (spam_reason) keeps an enquiry out of the inbox; a too-fast one
 * (possible_spam_reason) is in it with its badge. One equality per column keeps the folder index usable.
 */
export function inFolder(eb: SubmissionsBuilder, folder: Folder): Expression<SqlBool> {
  if (folder === 'deleted') return eb('deleted_at', 'is not', null);
  return eb.and([eb('deleted_at', 'is', null), eb('spam_reason', folder === 'spam' ? 'is not' : 'is', null)]);
}

/** The source as the list names it: the UTM source, else the referrer's host, else "direct". */
const sourceExpression = sql<string>`coalesce(utm_source, referrer_host, ${DIRECT_SOURCE})`;

/** The phrase, in any letter case, anywhere in the name, e-mail, company or message (the generated search_text). */
function matchesSearch(dialect: Dialect, phrase: string): Expression<SqlBool> {
  // Both sides folded by the database's own lower(), so they agree whatever it does with non-ASCII letters.
  return dialect === 'postgres'
    ? sql<SqlBool>`strpos(search_text, lower(${phrase})) > 0`
    : sql<SqlBool>`instr(search_text, lower(${phrase})) > 0`;
}

export function matchesQuery(dialect: Dialect, query: Omit<SubmissionQuery, 'page'>) {
  return (eb: SubmissionsBuilder) => {
    const conditions: Expression<SqlBool>[] = [inFolder(eb, query.folder)];
    if (query.status !== ALL) conditions.push(eb('status', '=', query.status));
    if (query.priority !== ALL) conditions.push(eb('priority', '=', query.priority));
    if (query.search) conditions.push(matchesSearch(dialect, query.search));
    if (query.source !== ALL) conditions.push(sql<SqlBool>`${sourceExpression} = ${query.source}`);
    return eb.and(conditions);
  };
}

export const ROW_COLUMNS = [
  'id',
  'name',
  'email',
  'company',
  'status',
  'priority',
  'spam_reason',
  'possible_spam_reason',
  'deleted_at',
  'created_at',
  'utm_source',
  'referrer_host',
  'assigned_to',
  'channel',
] as const;

/** True when one of the enquiry's e-mails failed or waits for a retry after a failed attempt. */
function undeliveredEmail(eb: SubmissionsBuilder) {
  return eb
    .exists(
      eb
        .selectFrom('email_outbox')
        .select(sql`1`.as('one'))
        .whereRef('email_outbox.related_id', '=', 'contact_submissions.id')
        .where((outbox) =>
          outbox.or([
            outbox('email_outbox.status', '=', 'failed'),
            outbox.and([outbox('email_outbox.status', '=', 'pending'), outbox('email_outbox.attempts', '>', 0)]),
          ]),
        ),
    )
    .as('undelivered');
}

export type SubmissionRow = Selectable<ContactSubmissionsTable>;

export function toRow(row: Pick<SubmissionRow, (typeof ROW_COLUMNS)[number]> & { undelivered?: unknown }): AdminSubmissionRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    status: row.status,
    priority: row.priority,
    spamReason: row.spam_reason ?? row.possible_spam_reason,
    deletedAt: row.deleted_at === null ? null : toIsoTimestamp(row.deleted_at),
    createdAt: toIsoTimestamp(row.created_at),
    // 1/0 on SQLite, true/false on PostgreSQL.
    undeliveredEmail: row.undelivered === true || row.undelivered === 1,
    source: sourceLabel({ utmSource: row.utm_source, referrerHost: row.referrer_host }),
    assignedTo: row.assigned_to,
    channel: row.channel,
  };
}

/** How many enquiries each folder holds. */
async function folderCounts(db: Kysely<Database>): Promise<Record<Folder, number>> {
  const rows = await db
    .selectFrom('contact_submissions')
    .select([
      sql<Folder>`case when deleted_at is not null then 'deleted' when spam_reason is not null then 'spam' else 'inbox' end`.as(
        'folder',
      ),
      sql<string | number>`count(*)`.as('total'),
    ])
    .groupBy(sql`1`)
    .execute();
  const counts = Object.fromEntries(FOLDERS.map((folder) => [folder, 0])) as Record<Folder, number>;
  for (const row of rows) counts[row.folder] = Number(row.total);
  return counts;
}

/** The source filter's choices: the most common sources first, at most SOURCE_CHOICES of them. */
const SOURCE_CHOICES = 50;
async function sourcesOf(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('contact_submissions')
    .select(sourceExpression.as('source'))
    .groupBy(sql`1`)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`1`)
    .limit(SOURCE_CHOICES)
    .execute();
  return rows.map((row) => row.source);
}

export function retentionCutoff(retentionDays: number, now: Date): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

async function countOlderThan(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const row = await db
    .selectFrom('contact_submissions')
    .select(sql<string | number>`count(*)`.as('total'))
    .where('created_at', '<', cutoff)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One page of the folder, newest first, with the counts the screen shows. */
export async function listSubmissions(
  database: AppDatabase,
  query: SubmissionQuery,
  retentionDays: number | null,
  now = new Date(),
): Promise<SubmissionPage> {
  const { db, dialect } = database;
  const where = matchesQuery(dialect, query);
  const filtered = query.search !== '' || query.status !== ALL || query.priority !== ALL || query.source !== ALL;
  const pageOf = (page: number) =>
    db
      .selectFrom('contact_submissions')
      .select(ROW_COLUMNS)
      .select(undeliveredEmail)
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SUBMISSIONS_PAGE_SIZE)
      .offset((page - 1) * SUBMISSIONS_PAGE_SIZE)
      .execute();
  // All at once (PostgreSQL runs them on several connections); without a filter the folder's count is the match count.
  const [folders, sources, matchingRow, due, asked] = await Promise.all([
    folderCounts(db),
    sourcesOf(db),
    filtered
      ? db
          .selectFrom('contact_submissions')
          .select(sql<string | number>`count(*)`.as('total'))
          .where(where)
          .executeTakeFirstOrThrow()
      : null,
    retentionDays === null ? 0 : countOlderThan(db, retentionCutoff(retentionDays, now)),
    pageOf(query.page),
  ]);
  const matching = matchingRow ? Number(matchingRow.total) : folders[query.folder];
  const pageCount = Math.max(1, Math.ceil(matching / SUBMISSIONS_PAGE_SIZE));
  // A page past the end (the list shrank since the link was made) shows the last one.
  const page = Math.min(query.page, pageCount);
  const rows = page === query.page ? asked : await pageOf(page);
  return {
    submissions: rows.map(toRow),
    matching,
    folders,
    sources,
    page,
    pageCount,
    pageSize: SUBMISSIONS_PAGE_SIZE,
    retention: { days: retentionDays, due },
  };
}

/** The dashboard's number: enquiries still New in the inbox (not spam, not deleted). */
export async function countNewSubmissions(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contact_submissions')
    .select(sql<string | number>`count(*)`.as('total'))
    .where((eb) => eb.and([eb('status', '=', 'new'), inFolder(eb, 'inbox')]))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function emailsOf(db: Kysely<Database>, submissionId: string): Promise<EmailDelivery[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .selectAll()
    .where('related_id', '=', submissionId)
    .orderBy('created_at')
    .orderBy('kind')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    toAddress: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: toIsoTimestamp(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : toIsoTimestamp(row.sent_at),
    createdAt: toIsoTimestamp(row.created_at),
  }));
}

const DETAIL_COLUMNS = [
  ...ROW_COLUMNS,
  'phone',
  'message',
  'updated_at',
  'landing_path',
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
  'no_confirmation',
  'first_response_at',
] as const;

type DetailRow = Pick<SubmissionRow, (typeof DETAIL_COLUMNS)[number]>;

/** A stored number: PostgreSQL's double precision and SQLite's real both arrive as numbers; kept safe anyway. */
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function leadSourceOf(row: DetailRow): SubmissionSource {
  const [profit, multiple, valueLow, valueHigh] = [
    numberOrNull(row.calculator_profit),
    numberOrNull(row.calculator_multiple),
    numberOrNull(row.calculator_value_low),
    numberOrNull(row.calculator_value_high),
  ];
  return {
    landingPath: row.landing_path,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    formPath: row.form_path,
    calculator:
      profit === null || multiple === null || valueLow === null || valueHigh === null
        ? null
        : { profit, multiple, valueLow, valueHigh },
  };
}

function answersOf(row: DetailRow): SubmissionAnswers {
  return {
    revenueBand: qualifyingLabel('revenueBand', row.revenue_band),
    headcountBand: qualifyingLabel('headcountBand', row.headcount_band),
    workforceMix: qualifyingLabel('workforceMix', row.workforce_mix),
    sellTimeframe: qualifyingLabel('sellTimeframe', row.sell_timeframe),
    contactPreference: row.contact_preference,
    bestTimeToCall: row.best_time_to_call,
    noConfirmation: row.no_confirmation === true || row.no_confirmation === 1,
  };
}

/** Every field of one enquiry, where each of its e-mails stands, its notes, history and possible owners. */
export async function getSubmission(db: Kysely<Database>, id: string): Promise<SubmissionDetail> {
  const row = await db
    .selectFrom('contact_submissions')
    .select(DETAIL_COLUMNS)
    .select(undeliveredEmail)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, SUBMISSION_MESSAGES.notFound);
  const [emails, notes, history, assignees] = await Promise.all([
    emailsOf(db, id),
    notesOf(db, id),
    historyOf(db, id),
    listAssignees(db),
  ]);
  return {
    ...toRow(row),
    phone: row.phone,
    message: row.message,
    updatedAt: toIsoTimestamp(row.updated_at),
    emails,
    leadSource: leadSourceOf(row),
    answers: answersOf(row),
    firstResponseAt: row.first_response_at === null ? null : toIsoTimestamp(row.first_response_at),
    notes,
    history,
    assignees,
  };
}
