// The enquiry inbox (admins only): the list paged and filtered in the database (a substring search
// over name, e-mail, company and message; status; priority; the inbox, suspected-spam and deleted folders),
// one enquiry with its e-mails, status and priority changes, soft delete and restore, moving
// suspected spam to the inbox, the CSV export, and the purges (deleted ones after SOFT_DELETE_DAYS,
// and, when an admin asks, those older than ENQUIRY_RETENTION_DAYS). Every change is audited; audit
// rows name the enquiry by id only, so no personal detail outlives a purge there.
import { type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { AppDatabase, Dialect } from '#src/platform/db/database.ts';
import type { ContactSubmissionsTable, Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { type CsvColumn, toCsv } from '#src/platform/http/csv.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { claimForResend, deliverNow, EmailBeingSentError, type Mailer } from '#src/platform/mail/outbox.server.ts';
import { ALL } from '#src/ui/filter-list.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import {
  FOLDERS,
  type Folder,
  PRIORITY_BADGES,
  SOFT_DELETE_DAYS,
  STATUS_BADGES,
  SUBMISSION_MESSAGES,
  SUBMISSIONS_PAGE_SIZE,
  type SubmissionQuery,
  type SubmissionUpdate,
} from './schema.ts';
import type { AdminSubmissionRow, EmailDelivery, SubmissionDetail, SubmissionPage } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a request waits for a resent e-mail before answering that it is queued. */
export const RESEND_BUDGET_MS = 5_000;

type SubmissionsBuilder = ExpressionBuilder<Database, 'contact_submissions'>;

function inFolder(eb: SubmissionsBuilder, folder: Folder): Expression<SqlBool> {
  if (folder === 'deleted') return eb('deleted_at', 'is not', null);
  return eb.and([eb('deleted_at', 'is', null), eb('spam_reason', folder === 'spam' ? 'is not' : 'is', null)]);
}

/** The phrase, in any letter case, anywhere in the name, e-mail, company or message (the generated search_text). */
function matchesSearch(dialect: Dialect, phrase: string): Expression<SqlBool> {
  // Both sides folded by the database's own lower(), so they agree whatever it does with non-ASCII letters.
  return dialect === 'postgres'
    ? sql<SqlBool>`strpos(search_text, lower(${phrase})) > 0`
    : sql<SqlBool>`instr(search_text, lower(${phrase})) > 0`;
}

function matchesQuery(dialect: Dialect, query: Omit<SubmissionQuery, 'page'>) {
  return (eb: SubmissionsBuilder) => {
    const conditions: Expression<SqlBool>[] = [inFolder(eb, query.folder)];
    if (query.status !== ALL) conditions.push(eb('status', '=', query.status));
    if (query.priority !== ALL) conditions.push(eb('priority', '=', query.priority));
    if (query.search) conditions.push(matchesSearch(dialect, query.search));
    return eb.and(conditions);
  };
}

const ROW_COLUMNS = ['id', 'name', 'email', 'company', 'status', 'priority', 'spam_reason', 'deleted_at', 'created_at'] as const;

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

type SubmissionRow = Selectable<ContactSubmissionsTable>;

function toRow(row: Pick<SubmissionRow, (typeof ROW_COLUMNS)[number]> & { undelivered?: unknown }): AdminSubmissionRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    status: row.status,
    priority: row.priority,
    spamReason: row.spam_reason,
    deletedAt: row.deleted_at === null ? null : toIsoTimestamp(row.deleted_at),
    createdAt: toIsoTimestamp(row.created_at),
    // 1/0 on SQLite, true/false on PostgreSQL.
    undeliveredEmail: row.undelivered === true || row.undelivered === 1,
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

function retentionCutoff(retentionDays: number, now: Date): Date {
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
  const filtered = query.search !== '' || query.status !== ALL || query.priority !== ALL;
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
  const [folders, matchingRow, due, asked] = await Promise.all([
    folderCounts(db),
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

/** Every field of one enquiry and where each of its e-mails stands. */
export async function getSubmission(db: Kysely<Database>, id: string): Promise<SubmissionDetail> {
  const row = await db
    .selectFrom('contact_submissions')
    .select([...ROW_COLUMNS, 'phone', 'message', 'updated_at'])
    .select(undeliveredEmail)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, SUBMISSION_MESSAGES.notFound);
  return {
    ...toRow(row),
    phone: row.phone,
    message: row.message,
    updatedAt: toIsoTimestamp(row.updated_at),
    emails: await emailsOf(db, id),
  };
}

const auditSubmission = audit({ type: 'contact_submission', actionPrefix: 'submission' });

/** Changes one enquiry in a transaction with its audit row; `change` answers whether it may go ahead. */
async function changeSubmission(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  action: string,
  change: (trx: Kysely<Database>, current: AdminSubmissionRow) => Promise<Record<string, string | number | boolean | null>>,
): Promise<SubmissionDetail> {
  await database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('contact_submissions').select(ROW_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw new Refusal(404, SUBMISSION_MESSAGES.notFound);
    const details = await change(trx, toRow(row));
    await auditSubmission(trx, actor, action, id, details);
  });
  return getSubmission(database.db, id);
}

/** Status and priority, any value to any value. */
export function updateSubmission(database: AppDatabase, actor: StaffUser, id: string, update: SubmissionUpdate) {
  return changeSubmission(database, actor, id, 'update', async (trx, current) => {
    if (current.deletedAt) throw new Refusal(409, SUBMISSION_MESSAGES.deletedUnchangeable);
    await trx
      .updateTable('contact_submissions')
      .set({ ...update, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return {
      status: STATUS_BADGES[update.status].label,
      priority: PRIORITY_BADGES[update.priority].label,
      statusBefore: STATUS_BADGES[current.status].label,
      priorityBefore: PRIORITY_BADGES[current.priority].label,
    };
  });
}

/** Moves it to the deleted folder; it can be restored for SOFT_DELETE_DAYS. */
export function deleteSubmission(database: AppDatabase, actor: StaffUser, id: string, now = new Date()) {
  return changeSubmission(database, actor, id, 'delete', async (trx, current) => {
    if (current.deletedAt) throw new Refusal(409, SUBMISSION_MESSAGES.alreadyDeleted);
    await trx.updateTable('contact_submissions').set({ deleted_at: now }).where('id', '=', id).execute();
    return { keptDays: SOFT_DELETE_DAYS };
  });
}

/** Undoes a delete: back to the folder it was deleted from. */
export function restoreSubmission(database: AppDatabase, actor: StaffUser, id: string) {
  return changeSubmission(database, actor, id, 'restore', async (trx, current) => {
    if (!current.deletedAt) throw new Refusal(409, SUBMISSION_MESSAGES.notDeleted);
    await trx.updateTable('contact_submissions').set({ deleted_at: null }).where('id', '=', id).execute();
    return {};
  });
}

/** Suspected spam that is a real enquiry: into the inbox like any other. */
export function markNotSpam(database: AppDatabase, actor: StaffUser, id: string) {
  return changeSubmission(database, actor, id, 'not-spam', async (trx, current) => {
    if (!current.spamReason || current.deletedAt) throw new Refusal(409, SUBMISSION_MESSAGES.notSpam);
    await trx
      .updateTable('contact_submissions')
      .set({ spam_reason: null, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return { reason: current.spamReason };
  });
}

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
async function purgeWhere(db: Kysely<Database>, where: (eb: SubmissionsBuilder) => Expression<SqlBool>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = trx.selectFrom('contact_submissions').select('id').where(where);
    await trx.deleteFrom('email_outbox').where('related_id', 'in', ids).execute();
    const result = await trx.deleteFrom('contact_submissions').where(where).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Enquiries deleted more than SOFT_DELETE_DAYS ago, gone for good (the server's housekeeping). */
export function purgeDeletedSubmissions(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SOFT_DELETE_DAYS * DAY_MS);
  return purgeWhere(db, (eb) => eb('deleted_at', '<', cutoff));
}

/** An admin's purge of every enquiry received more than ENQUIRY_RETENTION_DAYS ago; nothing when it is unset. */
export async function purgeExpiredSubmissions(
  database: AppDatabase,
  actor: StaffUser,
  retentionDays: number | null,
  now = new Date(),
): Promise<number> {
  if (retentionDays === null) return 0;
  const cutoff = retentionCutoff(retentionDays, now);
  const purged = await purgeWhere(database.db, (eb) => eb('created_at', '<', cutoff));
  await auditSubmission(database.db, actor, 'purge', null, { count: purged, olderThanDays: retentionDays });
  return purged;
}

/**
 * Sends one of an enquiry's e-mails again now (see claimForResend) and answers with the enquiry
 * as it then stands; `sent` is false when it could not go within RESEND_BUDGET_MS (it stays queued).
 */
export async function resendSubmissionEmail(
  database: AppDatabase,
  mailer: Mailer,
  actor: StaffUser,
  emailId: string,
): Promise<{ submission: SubmissionDetail; sent: boolean }> {
  const email = await database.db
    .selectFrom('email_outbox')
    .innerJoin('contact_submissions', 'contact_submissions.id', 'email_outbox.related_id')
    .select(['email_outbox.id', 'email_outbox.kind', 'contact_submissions.id as submissionId'])
    .where('email_outbox.id', '=', emailId)
    .executeTakeFirst();
  if (!email) throw new Refusal(404, SUBMISSION_MESSAGES.emailNotFound);
  let claimed: Awaited<ReturnType<typeof claimForResend>>;
  try {
    claimed = await claimForResend(database, emailId, mailer.policy.leaseSeconds);
  } catch (error) {
    if (error instanceof EmailBeingSentError) throw new Refusal(409, error.message);
    throw error;
  }
  if (!claimed) throw new Refusal(404, SUBMISSION_MESSAGES.emailNotFound);
  await auditSubmission(database.db, actor, 'email-resend', email.submissionId, { kind: email.kind });
  const sent = await deliverNow(database, mailer, [claimed], RESEND_BUDGET_MS);
  return { submission: await getSubmission(database.db, email.submissionId), sent };
}
