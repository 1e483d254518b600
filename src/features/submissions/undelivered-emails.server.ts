// E-mails about enquiries that have not gone out: given up on (failed) or waiting for a retry after
// a failed attempt. Admins see them beside the submissions, so a lost confirmation is never silent.
import type { Kysely } from 'kysely';
import type { Database, OutboxStatus } from '../../platform/db/schema.ts';
import { toIsoTimestamp } from '../../platform/db/values.ts';

export interface UndeliveredEmailRow {
  id: string;
  toAddress: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
}

export async function listUndeliveredEmails(db: Kysely<Database>, limit = 50): Promise<UndeliveredEmailRow[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'next_attempt_at', 'created_at'])
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)])]))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    toAddress: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: toIsoTimestamp(row.next_attempt_at),
    createdAt: toIsoTimestamp(row.created_at),
  }));
}
