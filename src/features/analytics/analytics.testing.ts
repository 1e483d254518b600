// Test helpers for the analytics reports: daily totals written as the counter would leave them, and
// enquiries with a source.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { addToTotals, type DailyIncrement } from './counter.server.ts';

/** Adds to the daily and monthly totals as a flush of the counter does. */
export async function addDaily(db: Kysely<Database>, rows: DailyIncrement[]) {
  await db.transaction().execute((trx) => addToTotals(trx, rows));
}

export interface SourcedEnquiry {
  at: Date;
  landing_path?: string | null;
  referrer_host?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  form_path?: string | null;
  calculator_profit?: number | null;
  deleted?: boolean;
  spam_reason?: 'honeypot' | 'too-fast' | null;
  channel?: 'form' | 'booked-call';
}

export async function addEnquiry(db: Kysely<Database>, enquiry: SourcedEnquiry): Promise<string> {
  const id = randomUUID();
  const { at, deleted, spam_reason, ...source } = enquiry;
  await db
    .insertInto('contact_submissions')
    .values({
      id,
      name: 'Visitor',
      email: 'visitor@example.com.au',
      message: 'We are thinking about selling our agency.',
      created_at: at,
      updated_at: at,
      deleted_at: deleted ? at : null,
      spam_reason: spam_reason ?? null,
      ...source,
    })
    .execute();
  return id;
}
