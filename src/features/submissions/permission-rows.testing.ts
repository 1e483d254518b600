// Contact Submissions' rows of the permission matrix (src/server/permissions.test.ts): admins only.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import type { SpamReason } from '../contact/tables.ts';

let made = 0;

/** Inserts an enquiry (and, when asked, a failed e-mail about it) for a test to act on. */
export async function insertSubmission(
  db: Kysely<Database>,
  values: { spamReason?: SpamReason | null; deletedAt?: Date | null; withEmail?: boolean; createdAt?: Date } = {},
): Promise<{ submission: string; email: string }> {
  made += 1;
  const id = `enquiry-${Date.now()}-${made}`;
  const now = values.createdAt ?? new Date();
  await db
    .insertInto('contact_submissions')
    .values({
      id,
      name: 'Matrix Visitor',
      email: 'visitor@example.com.au',
      company: null,
      phone: null,
      message: 'Please call me about selling my agency.',
      // As the contact form files them: a honeypot out of the inbox, too fast in it with a badge.
      spam_reason: values.spamReason === 'honeypot' ? 'honeypot' : null,
      possible_spam_reason: values.spamReason === 'too-fast' ? 'too-fast' : null,
      deleted_at: values.deletedAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const email = `${id}-email`;
  if (values.withEmail) {
    await db
      .insertInto('email_outbox')
      .values({
        id: email,
        kind: 'contact-notification',
        to_address: 'partners@example.com.au',
        subject: 'New website enquiry from Matrix Visitor',
        text_body: 'text',
        html_body: '<p>html</p>',
        reply_to: 'visitor@example.com.au',
        related_id: id,
        status: 'failed',
        attempts: 10,
        next_attempt_at: now,
        locked_until: null,
        last_error: '550 mailbox unavailable',
        sent_at: null,
        created_at: now,
      })
      .execute();
  }
  return { submission: id, email };
}

const onSubmission = (values: Parameters<typeof insertSubmission>[1] = {}) => ({
  prepare: (db: Kysely<Database>) => insertSubmission(db, values),
  params: ({ ids }: { ids: Record<string, string> }) => ({ id: ids.submission ?? '' }),
});

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  { route: 'submissions/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  { route: 'submissions/export.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  { route: 'submissions/purge.ts', method: 'POST', minimumRole: 'admin', successStatus: 200 },
  { route: 'submissions/[id]/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200, ...onSubmission() },
  {
    route: 'submissions/[id]/index.ts',
    method: 'PATCH',
    minimumRole: 'admin',
    successStatus: 200,
    ...onSubmission(),
    body: () => ({ status: 'in-progress', priority: 'high' }),
  },
  {
    route: 'submissions/[id]/assignee.ts',
    method: 'PUT',
    minimumRole: 'admin',
    successStatus: 200,
    ...onSubmission(),
    body: () => ({ assignedTo: null }),
  },
  {
    route: 'submissions/[id]/notes.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 201,
    ...onSubmission(),
    body: () => ({ body: 'Called back; wants a valuation meeting.' }),
  },
  { route: 'submissions/[id]/index.ts', method: 'DELETE', minimumRole: 'admin', successStatus: 200, ...onSubmission() },
  {
    route: 'submissions/[id]/restore.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    ...onSubmission({ deletedAt: new Date() }),
  },
  {
    route: 'submissions/[id]/not-spam.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    ...onSubmission({ spamReason: 'too-fast' }),
  },
  {
    route: 'submissions/emails/[id]/resend.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: (db) => insertSubmission(db, { withEmail: true }),
    params: ({ ids }) => ({ id: ids.email ?? '' }),
  },
];
