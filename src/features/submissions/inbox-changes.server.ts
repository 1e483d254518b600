// The enquiry inbox's changes: status and priority, assignment and internal notes (the first move out
// of New or the first note is the enquiry's first response), soft delete and restore, suspected spam
// to the inbox, resending an e-mail, and the purges (deleted ones after SOFT_DELETE_DAYS, and, when an admin
// asks, those older than ENQUIRY_RETENTION_DAYS). Every change is audited; audit rows name the
// enquiry by id only, so no personal detail outlives a purge there (nor in the webhook events about
// it, purged with it). A change of status, priority or owner is sent to the firm's CRM (enquiry.updated).
import { randomUUID } from 'node:crypto';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { claimForResend, deliverNow, EmailBeingSentError, type Mailer } from '#src/platform/mail/outbox.server.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import type { Role } from '../auth/roles.ts';
import { enquiryEventData, enquiryUpdatedEventData } from '../contact/enquiry-event.server.ts';
import { emitWebhookEvent, forgetWebhookEventsAbout } from '../webhooks/emit.server.ts';
import { seesSubmissions } from './access.ts';
import {
  DAY_MS,
  getSubmission,
  RESEND_BUDGET_MS,
  ROW_COLUMNS,
  retentionCutoff,
  type SubmissionsBuilder,
  toRow,
} from './inbox.server.ts';
import { listAssignees, SUBMISSION_AUDIT_TYPE, type UnassignReason } from './inbox-workflow.server.ts';
import { PRIORITY_BADGES, SOFT_DELETE_DAYS, STATUS_BADGES, SUBMISSION_MESSAGES, type SubmissionUpdate } from './schema.ts';
import type { AdminSubmissionRow, SubmissionDetail } from './types.ts';
export const auditSubmission = audit({ type: SUBMISSION_AUDIT_TYPE, actionPrefix: 'submission' });

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

/** The first response: set once, by the first move out of New or the first note. */
async function markFirstResponse(trx: Kysely<Database>, id: string, now: Date): Promise<void> {
  await trx
    .updateTable('contact_submissions')
    .set({ first_response_at: now })
    .where('id', '=', id)
    .where('first_response_at', 'is', null)
    .execute();
}

/**
 * enquiry.updated for the firm's CRM after a change of status, priority or owner, in the change's
 * transaction; none for an enquiry held as suspected spam, which the CRM has not heard of.
 */
async function tellCrmOfChange(trx: Kysely<Database>, siteUrl: string, before: AdminSubmissionRow, now: Date): Promise<void> {
  if (before.spamReason === 'honeypot') return;
  await emitWebhookEvent(trx, 'enquiry.updated', () => enquiryUpdatedEventData(trx, before.id, siteUrl, before), {
    subjectId: before.id,
    now,
  });
}

/**
 * A first response made outside the inbox (a booked call marked held or missed): stamped once, and a
 * New enquiry moves to In Progress, as the inbox's own first response would move it, and the CRM is
 * told of the change.
 */
export async function recordFirstResponse(trx: Kysely<Database>, id: string, siteUrl: string, now: Date): Promise<void> {
  const row = await trx.selectFrom('contact_submissions').select(ROW_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return;
  await markFirstResponse(trx, id, now);
  if (row.status !== 'new') return;
  await trx.updateTable('contact_submissions').set({ status: 'in-progress', updated_at: now }).where('id', '=', id).execute();
  await tellCrmOfChange(trx, siteUrl, toRow(row), now);
}

/** Status and priority, any value to any value; `siteUrl` for the CRM's link back to the enquiry. */
export function updateSubmission(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  update: SubmissionUpdate,
  siteUrl: string,
  now = new Date(),
) {
  return changeSubmission(database, actor, id, 'update', async (trx, current) => {
    if (current.deletedAt) throw new Refusal(409, SUBMISSION_MESSAGES.deletedUnchangeable);
    await trx
      .updateTable('contact_submissions')
      .set({ ...update, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (current.status === 'new' && update.status !== 'new') await markFirstResponse(trx, id, now);
    if (current.status !== update.status || current.priority !== update.priority)
      await tellCrmOfChange(trx, siteUrl, current, now);
    return {
      status: STATUS_BADGES[update.status].label,
      priority: PRIORITY_BADGES[update.priority].label,
      statusBefore: STATUS_BADGES[current.status].label,
      priorityBefore: PRIORITY_BADGES[current.priority].label,
    };
  });
}

/** Gives the enquiry to a staff member who may see enquiries, or to nobody (null). */
export function assignSubmission(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  assignedTo: string | null,
  siteUrl: string,
  now = new Date(),
) {
  return changeSubmission(database, actor, id, 'assign', async (trx, current) => {
    if (current.deletedAt) throw new Refusal(409, SUBMISSION_MESSAGES.deletedUnchangeable);
    const staff = await listAssignees(trx);
    const to = assignedTo === null ? null : staff.find((member) => member.id === assignedTo);
    if (to === undefined) throw new Refusal(422, SUBMISSION_MESSAGES.badAssignee);
    await trx.updateTable('contact_submissions').set({ assigned_to: assignedTo, updated_at: now }).where('id', '=', id).execute();
    if (current.assignedTo !== assignedTo) await tellCrmOfChange(trx, siteUrl, current, now);
    const from = staff.find((member) => member.id === current.assignedTo);
    return { to: assignedTo, toName: to?.name ?? null, from: current.assignedTo, fromName: from?.name ?? null };
  });
}

/**
 * Unassigns every enquiry `member` owns once they may not see enquiries any more (`role`: their new
 * role, null when their account is removed), each with its audit row; pass the transaction that
 * changes the account. Returns how many were unassigned.
 */
export async function unassignEnquiriesOf(
  trx: Kysely<Database>,
  actor: StaffUser,
  member: { id: string; name: string; email: string },
  role: Role | null,
  reason: UnassignReason,
  now = new Date(),
): Promise<number> {
  if (seesSubmissions(role)) return 0;
  const owned = await trx.selectFrom('contact_submissions').select('id').where('assigned_to', '=', member.id).execute();
  if (owned.length === 0) return 0;
  await trx
    .updateTable('contact_submissions')
    .set({ assigned_to: null, updated_at: now })
    .where('assigned_to', '=', member.id)
    .execute();
  const details = { to: null, toName: null, from: member.id, fromName: member.name.trim() || member.email, reason };
  for (const { id } of owned) await auditSubmission(trx, actor, 'assign', id, details);
  return owned.length;
}

/** An internal note by the signed-in staff member; the first one is the enquiry's first response. */
export function addSubmissionNote(database: AppDatabase, actor: StaffUser, id: string, body: string, now = new Date()) {
  return changeSubmission(database, actor, id, 'note', async (trx, current) => {
    if (current.deletedAt) throw new Refusal(409, SUBMISSION_MESSAGES.deletedUnchangeable);
    const noteId = randomUUID();
    await trx
      .insertInto('submission_notes')
      .values({
        id: noteId,
        submission_id: id,
        author_id: actor.id,
        author_name: actor.name || actor.email,
        body,
        created_at: now,
      })
      .execute();
    await markFirstResponse(trx, id, now);
    // The note's words stay in the notes table, which goes with the enquiry when it is purged.
    return { note: noteId };
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

/** Suspected spam that is a real enquiry: into the inbox like any other, and to the CRM as a new enquiry. */
export function markNotSpam(database: AppDatabase, actor: StaffUser, id: string, siteUrl: string, now = new Date()) {
  return changeSubmission(database, actor, id, 'not-spam', async (trx, current) => {
    if (!current.spamReason || current.deletedAt) throw new Refusal(409, SUBMISSION_MESSAGES.notSpam);
    await trx
      .updateTable('contact_submissions')
      .set({ spam_reason: null, possible_spam_reason: null, updated_at: now })
      .where('id', '=', id)
      .execute();
    // A possible spam one was in the inbox, and its CRM knows it already.
    if (current.spamReason === 'honeypot') {
      await emitWebhookEvent(trx, 'enquiry.created', () => enquiryEventData(trx, id, siteUrl), { subjectId: id, now });
    }
    return { reason: current.spamReason };
  });
}

async function purgeWhere(db: Kysely<Database>, where: (eb: SubmissionsBuilder) => Expression<SqlBool>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = trx.selectFrom('contact_submissions').select('id').where(where);
    await trx.deleteFrom('email_outbox').where('related_id', 'in', ids).execute();
    await forgetWebhookEventsAbout(trx, ids);
    await trx.deleteFrom('submission_notes').where('submission_id', 'in', ids).execute();
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
