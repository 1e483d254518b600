// What the inbox reads about an enquiry's handling: its internal notes (never shown to the visitor),
// its history from the audit log (status, priority, assignee and note changes, deletes, resends), and
// the staff it may be assigned to (those who may see enquiries: SUBMISSIONS_ACCESS.read). The changes
// themselves are in inbox-changes.server.ts.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { rolesAtLeast } from '../auth/roles.ts';
import { SUBMISSIONS_ACCESS } from './access.ts';
import type { Assignee, SubmissionHistoryItem, SubmissionNote } from './types.ts';

/** The audit rows' entity type for an enquiry (inbox-changes.server.ts writes them). */
export const SUBMISSION_AUDIT_TYPE = 'contact_submission';

/** Staff who may see enquiries as they are now: an enquiry-reading role, not banned. */
export function enquiryReaders(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .where('role', 'in', rolesAtLeast(SUBMISSIONS_ACCESS.read))
    .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', false)]));
}

/** Staff an enquiry may be assigned to: those who may see enquiries; by name. */
export async function listAssignees(db: Kysely<Database>): Promise<Assignee[]> {
  const rows = await enquiryReaders(db).select(['id', 'name', 'email']).orderBy('name').orderBy('email').execute();
  return rows.map((row) => ({ id: row.id, name: row.name || row.email, email: row.email }));
}

export async function notesOf(db: Kysely<Database>, submissionId: string): Promise<SubmissionNote[]> {
  const rows = await db
    .selectFrom('submission_notes')
    .select(['id', 'author_name', 'body', 'created_at'])
    .where('submission_id', '=', submissionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    authorName: row.author_name,
    body: row.body,
    createdAt: toIsoTimestamp(row.created_at),
  }));
}

type Details = Record<string, unknown>;

/** Why an enquiry lost its owner without anyone unassigning it (inbox-changes.server.ts, unassignEnquiriesOf). */
export const UNASSIGNED_BECAUSE = {
  'role-change': 'their role no longer sees enquiries',
  'account-removed': 'their account was removed',
} as const;
export type UnassignReason = keyof typeof UNASSIGNED_BECAUSE;
/** The words for an unassign's stored reason; null for none (someone unassigned it) or one no longer known. */
export const unassignedBecause = (reason: unknown) =>
  typeof reason === 'string' && Object.hasOwn(UNASSIGNED_BECAUSE, reason) ? UNASSIGNED_BECAUSE[reason as UnassignReason] : null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One audit row in words; the verbs the inbox writes (submission.<verb>). */
export function describeAuditAction(action: string, details: Details): string {
  switch (action) {
    case 'submission.update': {
      const changes: string[] = [];
      if (details.statusBefore !== details.status) changes.push(`Status ${text(details.statusBefore)} → ${text(details.status)}`);
      if (details.priorityBefore !== details.priority) {
        changes.push(`Priority ${text(details.priorityBefore)} → ${text(details.priority)}`);
      }
      return changes.length > 0 ? changes.join('; ') : 'Saved without changes';
    }
    case 'submission.assign': {
      if (details.toName) return `Assigned to ${text(details.toName)}`;
      const why = unassignedBecause(details.reason);
      return `Unassigned (was ${text(details.fromName) || 'nobody'})${why ? `: ${why}` : ''}`;
    }
    case 'submission.note':
      return 'Added a note';
    case 'submission.delete':
      return 'Deleted';
    case 'submission.restore':
      return 'Restored';
    case 'submission.not-spam':
      return 'Marked as not spam';
    case 'submission.email-resend':
      return 'Sent an e-mail again';
    default:
      return action;
  }
}

/** The enquiry's history, oldest first. */
export async function historyOf(db: Kysely<Database>, submissionId: string): Promise<SubmissionHistoryItem[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'action', 'details', 'user_email', 'created_at'])
    .where('entity_type', '=', SUBMISSION_AUDIT_TYPE)
    .where('entity_id', '=', submissionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: toIsoTimestamp(row.created_at),
    by: row.user_email,
    text: describeAuditAction(row.action, row.details ? (JSON.parse(row.details) as Details) : {}),
  }));
}
