// The durable e-mail outbox: e-mails are rows written in the same transaction as the record they
// are about, then claimed, sent and marked. Claims and leases are the outbox's shared mechanics
// (platform/outbox/leases.server.ts), so with several instances (or the request and the background
// worker racing) each e-mail is sent once.
import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AppDatabase } from '../db/database.ts';
import type { Database, EmailOutboxTable } from '../db/schema.ts';
import { claimDueRows, recordWhileLeased } from '../outbox/leases.server.ts';
import type { CalendarPart, OutgoingEmail } from './message.ts';
import { InvalidMailMessageError, type MailMessage, type MailTransport } from './transport.server.ts';

export type OutboxRow = Selectable<EmailOutboxTable>;

export interface DeliveryPolicy {
  /** Attempts before a row is marked failed (admins see failed e-mails). */
  maxAttempts: number;
  /** Delay before the first retry; each further retry waits twice as long, up to MAX_RETRY_DELAY_SECONDS. */
  retryBaseSeconds: number;
  /** How long a claim lasts: a worker that dies mid-send frees its rows after this. */
  leaseSeconds: number;
}

export interface Mailer {
  transport: MailTransport;
  from: string;
  policy: DeliveryPolicy;
}

export const MAX_RETRY_DELAY_SECONDS = 2 * 60 * 60;
export const DEFAULT_LEASE_SECONDS = 120;

/** Seconds to wait after failed attempt number `attempt` (1-based): base, 2×base, 4×base… capped. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_SECONDS);
}

/** Queues e-mails for the worker; pass the transaction that writes the record they are about. Returns the row ids. */
export async function enqueueEmails(db: Kysely<Database>, emails: OutgoingEmail[], now = new Date()): Promise<string[]> {
  const rows = outboxRows(emails, now, null);
  if (rows.length > 0) await db.insertInto('email_outbox').values(rows).execute();
  return rows.map((row) => row.id);
}

/**
 * Queues e-mails already claimed by the caller, who sends them at once with deliverNow. Written in
 * the same transaction as their record, so no worker can take them in between (the request would
 * then report them unsent); if the caller dies, the lease runs out and a worker sends them.
 */
export async function enqueueClaimedEmails(
  db: Kysely<Database>,
  emails: OutgoingEmail[],
  leaseSeconds: number,
  now = new Date(),
): Promise<OutboxRow[]> {
  const rows = outboxRows(emails, now, new Date(now.getTime() + leaseSeconds * 1000));
  if (rows.length > 0) await db.insertInto('email_outbox').values(rows).execute();
  return rows;
}

function outboxRows(emails: OutgoingEmail[], now: Date, claimedUntil: Date | null): OutboxRow[] {
  return emails.map((email) => ({
    id: randomUUID(),
    kind: email.kind,
    to_address: email.to,
    subject: email.subject,
    text_body: email.text,
    html_body: email.html,
    reply_to: email.replyTo ?? null,
    related_id: email.relatedId ?? null,
    status: claimedUntil ? 'sending' : 'pending',
    attempts: claimedUntil ? 1 : 0,
    next_attempt_at: now,
    locked_until: claimedUntil,
    last_error: null,
    sent_at: null,
    created_at: now,
    calendar: email.calendar?.content ?? null,
    calendar_method: email.calendar?.method ?? null,
  }));
}

export interface ClaimOptions {
  now?: Date;
  limit?: number;
  /** Only these rows (the request sending its own e-mails); otherwise any due row. */
  ids?: string[];
  leaseSeconds?: number;
}

/** Marks due rows as being sent by the caller and returns them; rows another claimer holds are skipped. */
export function claimDueEmails(database: AppDatabase, options: ClaimOptions = {}): Promise<OutboxRow[]> {
  return claimDueRows(database, 'email_outbox', { ...options, leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS });
}

export async function markSent(database: AppDatabase, row: OutboxRow, now = new Date()): Promise<void> {
  await database.db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: now, locked_until: null, last_error: null })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .execute();
}

/** After a failed attempt: back to pending with a later next_attempt_at, or failed for good. */
export async function markFailedAttempt(
  database: AppDatabase,
  row: OutboxRow,
  error: unknown,
  policy: DeliveryPolicy,
  now = new Date(),
): Promise<'retry' | 'failed'> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const finalAttempt = row.attempts >= policy.maxAttempts || error instanceof PermanentDeliveryError;
  await database.db
    .updateTable('email_outbox')
    .set(
      finalAttempt
        ? { status: 'failed', locked_until: null, last_error: reason }
        : {
            status: 'pending',
            locked_until: null,
            last_error: reason,
            next_attempt_at: new Date(now.getTime() + retryDelaySeconds(row.attempts, policy.retryBaseSeconds) * 1000),
          },
    )
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .execute();
  return finalAttempt ? 'failed' : 'retry';
}

/** An e-mail that can never be sent as it stands (a malformed address): retrying would not help. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

/** A row's calendar invitation, if it carries one. */
function calendarOf(row: Pick<OutboxRow, 'calendar' | 'calendar_method'>): CalendarPart | null {
  return row.calendar && row.calendar_method
    ? { method: row.calendar_method as CalendarPart['method'], content: row.calendar }
    : null;
}

/** The message a row becomes on every attempt: its id is the Message-ID, so a resend is recognisable. */
export function messageOf(row: OutboxRow, from: string): MailMessage {
  return {
    id: row.id,
    from,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    replyTo: row.reply_to,
    calendar: calendarOf(row),
  };
}

/** Sends one claimed row and records the result; never throws for a delivery problem. */
export async function deliverClaimed(database: AppDatabase, mailer: Mailer, row: OutboxRow): Promise<DeliveryOutcome> {
  try {
    await mailer.transport.send(messageOf(row, mailer.from));
  } catch (error) {
    const permanent = error instanceof InvalidMailMessageError;
    return markFailedAttempt(database, row, permanent ? new PermanentDeliveryError(error.message) : error, mailer.policy);
  }
  await recordSent(database, row);
  return 'sent';
}

/** markSent, tried again while the database is out of reach for as long as the claim's lease holds. */
function recordSent(database: AppDatabase, row: OutboxRow): Promise<void> {
  return recordWhileLeased(row.locked_until, () => markSent(database, row));
}

/** Claims and sends whatever is due, batch by batch, until nothing is left. Returns what happened. */
export async function processDueEmails(
  database: AppDatabase,
  mailer: Mailer,
  options: { now?: Date; batchSize?: number } = {},
): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueEmails(database, {
      now: options.now,
      limit: options.batchSize ?? 10,
      leaseSeconds: mailer.policy.leaseSeconds,
    });
    if (claimed.length === 0) return counts;
    for (const row of claimed) counts[await deliverClaimed(database, mailer, row)] += 1;
  }
}

/**
 * Sends rows the caller claimed (enqueueClaimedEmails) now, waiting at most `budgetMs`. True when
 * every one was sent in time; a send still running afterwards finishes (and records itself) in the
 * background, and a failed one stays queued for the worker.
 */
export async function deliverNow(database: AppDatabase, mailer: Mailer, rows: OutboxRow[], budgetMs: number): Promise<boolean> {
  const attempt = Promise.all(rows.map((row) => deliverClaimed(database, mailer, row))).then((outcomes) =>
    outcomes.every((outcome) => outcome === 'sent'),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), budgetMs);
  });
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
    attempt.catch(() => {});
  }
}

/** Asked to send again an e-mail that a worker or request is sending at this moment. */
export class EmailBeingSentError extends Error {
  constructor() {
    super('This e-mail is being sent right now. Wait a moment and refresh.');
    this.name = 'EmailBeingSentError';
  }
}

/**
 * Claims an e-mail for sending again now, for the caller to send with deliverNow. A failed or
 * waiting one is retried in its own row, its attempts counted afresh (a later failure backs off
 * and fails as usual); a sent one is copied into a new row, so the second copy gets its own
 * Message-ID and no receiver drops it as a duplicate of the first. Null when there is no such e-mail.
 */
export async function claimForResend(
  database: AppDatabase,
  id: string,
  leaseSeconds: number,
  now = new Date(),
): Promise<OutboxRow | null> {
  const lockedUntil = new Date(now.getTime() + leaseSeconds * 1000);
  const retried = await database.db
    .updateTable('email_outbox')
    .set({ status: 'sending', attempts: 1, locked_until: lockedUntil, next_attempt_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed'])
    .returningAll()
    .executeTakeFirst();
  if (retried) return retried;
  const current = await database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) return null;
  if (current.status === 'sending') throw new EmailBeingSentError();
  const [copy] = await enqueueClaimedEmails(
    database.db,
    [
      {
        kind: current.kind,
        to: current.to_address,
        subject: current.subject,
        text: current.text_body,
        html: current.html_body,
        replyTo: current.reply_to,
        relatedId: current.related_id,
        calendar: calendarOf(current),
      },
    ],
    leaseSeconds,
    now,
  );
  return copy ?? null;
}

/** Counts by status, for health checks and tests. */
export async function outboxCounts(database: AppDatabase): Promise<Record<string, number>> {
  const rows = await database.db
    .selectFrom('email_outbox')
    .select(['status', sql<string | number>`count(*)`.as('total')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.total)]));
}
