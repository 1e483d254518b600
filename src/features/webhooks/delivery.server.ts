// Sending webhook deliveries from the outbox: due rows are claimed with a lease (platform/outbox),
// each attempt checks the endpoint's address again, connects to the address it checked, signs the
// event's exact bytes with a fresh timestamp (and the previous secret too for 24 hours after a
// rotation) and records what came back, all in one transaction: the attempt's log row, the
// delivery's next step and the endpoint's health. 2xx delivers; a redirect is a failure; 410 Gone
// pauses the endpoint; three days of failures without a success pause it too, and both tell the
// admins by e-mail (through the mail outbox). A delivery whose endpoint is paused is held, and goes
// out when the endpoint is resumed.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '#src/platform/config.ts';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { enqueueEmails } from '#src/platform/mail/outbox.server.ts';
import { claimDueRows, recordWhileLeased } from '#src/platform/outbox/leases.server.ts';
import { type AddressPolicy, checkDestination, type Resolver, systemResolver } from '#src/platform/webhooks/address-policy.ts';
import { type AttemptResult, postWebhook } from '#src/platform/webhooks/send.server.ts';
import { webhookHeaders } from '#src/platform/webhooks/signature.ts';
import { pausedEmails } from './emails.ts';
import { FAILING_PAUSE_MS, nextAttemptAt } from './schedule.ts';
import type { WebhookAttemptOutcome, WebhookPauseReason } from './tables.ts';

/** How long a claim on a delivery lasts: past the 15 s attempt and a slow address lookup. */
export const DELIVERY_LEASE_SECONDS = 60;

/** What the sender needs; tests bring their own clock, randomness, resolver and time limit. */
export interface WebhookSender {
  database: AppDatabase;
  addressPolicy: AddressPolicy;
  resolve: Resolver;
  /** Per attempt (the spec's 15 s unless a test says otherwise). */
  timeoutMs?: number;
  siteUrl: string;
  clock: () => Date;
  random: () => number;
}

export function createWebhookSender(config: AppConfig, database: AppDatabase): WebhookSender {
  return {
    database,
    addressPolicy: config.webhooks,
    resolve: systemResolver,
    siteUrl: config.siteUrl,
    clock: () => new Date(),
    random: Math.random,
  };
}

type Claimed = Awaited<ReturnType<typeof claimDueRows<'webhook_deliveries'>>>[number];

export type DeliveryCounts = Record<WebhookAttemptOutcome | 'held', number>;

/** Claims and sends whatever is due, batch by batch (a batch's deliveries at once), until nothing is left. */
export async function processDueWebhooks(sender: WebhookSender, options: { batchSize?: number } = {}): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { delivered: 0, retry: 0, failed: 0, paused: 0, held: 0 };
  for (;;) {
    const claimed = await claimDueRows(sender.database, 'webhook_deliveries', {
      now: sender.clock(),
      limit: options.batchSize ?? 10,
      leaseSeconds: DELIVERY_LEASE_SECONDS,
    });
    if (claimed.length === 0) return counts;
    for (const outcome of await Promise.all(claimed.map((row) => deliverClaimed(sender, row)))) {
      if (outcome) counts[outcome] += 1;
    }
  }
}

function loadClaim(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('webhook_deliveries as delivery')
    .innerJoin('webhook_events as event', 'event.id', 'delivery.event_id')
    .innerJoin('webhook_endpoints as endpoint', 'endpoint.id', 'delivery.endpoint_id')
    .select([
      'event.id as eventId',
      'event.body',
      'endpoint.id as endpointId',
      'endpoint.url',
      'endpoint.status as endpointStatus',
      'endpoint.secret',
      'endpoint.previous_secret as previousSecret',
      'endpoint.previous_secret_expires_at as previousSecretExpiresAt',
    ])
    .where('delivery.id', '=', id)
    .executeTakeFirst();
}

/** Sends one claimed delivery and records the attempt; null when it vanished meanwhile (its endpoint deleted). */
async function deliverClaimed(sender: WebhookSender, row: Claimed): Promise<WebhookAttemptOutcome | 'held' | null> {
  const { database } = sender;
  const claim = await loadClaim(database.db, row.id);
  if (!claim) return null;
  if (claim.endpointStatus === 'paused') {
    // Paused after this row was queued: held for the resume, the claim's count given back.
    await database.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ status: 'paused', locked_until: null, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '=', row.attempts)
      .execute();
    return 'held';
  }
  const checked = await checkDestination(claim.url, sender.addressPolicy, sender.resolve);
  const now = sender.clock();
  let result: AttemptResult;
  if (!checked.ok) {
    result = { status: null, durationMs: 0, body: null, error: checked.message, retryAfter: null, location: null };
  } else {
    const secrets = [claim.secret];
    if (claim.previousSecret && claim.previousSecretExpiresAt && new Date(claim.previousSecretExpiresAt) > now) {
      secrets.push(claim.previousSecret);
    }
    const timestamp = Math.floor(now.getTime() / 1000);
    result = await postWebhook(checked.destination, webhookHeaders(secrets, claim.eventId, timestamp, claim.body), claim.body, {
      timeoutMs: sender.timeoutMs,
      userAgent: `Webhooks from ${new URL(sender.siteUrl).host}`,
    });
  }
  let outcome: WebhookAttemptOutcome = 'failed';
  await recordWhileLeased(row.locked_until, async () => {
    outcome = await recordAttempt(sender, row, claim.endpointId, result, now);
  });
  return outcome;
}

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

/** What the log says went wrong: the error, or a redirect's words; null when the status says it all. */
function attemptError(result: AttemptResult): string | null {
  if (result.error) return result.error;
  if (result.status !== null && result.status >= 300 && result.status < 400) {
    const where = result.location ? ` to ${result.location}` : '';
    return `Redirected (${result.status})${where}: redirects are not followed. Change the endpoint’s address to where it points.`;
  }
  return null;
}

/** The attempt's log row, the delivery's next step and the endpoint's health, in one transaction. */
async function recordAttempt(
  sender: WebhookSender,
  row: Claimed,
  endpointId: string,
  result: AttemptResult,
  now: Date,
): Promise<WebhookAttemptOutcome> {
  const error = attemptError(result);
  return sender.database.db.transaction().execute(async (trx) => {
    let pauseFor: WebhookPauseReason | null = null;
    if (isSuccess(result.status)) {
      await trx.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', endpointId).execute();
    } else {
      const endpoint = await trx
        .selectFrom('webhook_endpoints')
        .select('failing_since')
        .where('id', '=', endpointId)
        .executeTakeFirst();
      const failingSince = endpoint?.failing_since ? new Date(endpoint.failing_since) : now;
      if (!endpoint?.failing_since) {
        await trx.updateTable('webhook_endpoints').set({ failing_since: now }).where('id', '=', endpointId).execute();
      }
      if (result.status === 410) pauseFor = 'gone';
      else if (now.getTime() - failingSince.getTime() >= FAILING_PAUSE_MS) pauseFor = 'failing';
    }
    const next = isSuccess(result.status) ? null : nextAttemptAt(row.attempts, now, result.retryAfter, sender.random);
    const outcome: WebhookAttemptOutcome = isSuccess(result.status)
      ? 'delivered'
      : next === null
        ? 'failed'
        : pauseFor
          ? 'paused'
          : 'retry';
    await trx
      .insertInto('webhook_attempts')
      .values({
        id: randomUUID(),
        delivery_id: row.id,
        attempt: row.attempts,
        attempted_at: now,
        status_code: result.status,
        duration_ms: result.durationMs,
        response_body: result.body,
        error,
        outcome,
      })
      .execute();
    const status = { delivered: 'delivered', retry: 'pending', failed: 'failed', paused: 'paused' } as const;
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: status[outcome],
        next_attempt_at: next ?? now,
        locked_until: null,
        last_status: result.status,
        last_error: error,
        delivered_at: outcome === 'delivered' ? now : null,
      })
      .where('id', '=', row.id)
      .where('attempts', '=', row.attempts)
      .where('status', '=', 'sending')
      .execute();
    if (pauseFor) await pauseForFailures(trx, sender, endpointId, pauseFor, result, error, now);
    return outcome;
  });
}

/** Pauses an active endpoint the receiver gave up on, holds its waiting deliveries and tells the admins. */
async function pauseForFailures(
  trx: Kysely<Database>,
  sender: WebhookSender,
  endpointId: string,
  reason: WebhookPauseReason,
  result: AttemptResult,
  error: string | null,
  now: Date,
): Promise<void> {
  const paused = await trx
    .updateTable('webhook_endpoints')
    .set({ status: 'paused', paused_reason: reason, paused_at: now, updated_at: now })
    .where('id', '=', endpointId)
    .where('status', '=', 'active')
    .returning('url')
    .executeTakeFirst();
  // Another worker paused it a moment ago: its admins' e-mail is on its way already.
  if (!paused) return;
  await holdWaitingDeliveries(trx, endpointId);
  const admins = await trx
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', false)]))
    .execute();
  const lastAnswer = error ?? (result.status === null ? 'no answer' : `HTTP ${result.status}`);
  await enqueueEmails(
    trx,
    pausedEmails({
      url: paused.url,
      reason,
      lastAnswer,
      siteUrl: sender.siteUrl,
      recipients: admins.map((admin) => admin.email),
    }),
    now,
  );
}

/** An endpoint's deliveries waiting to go wait for its resume instead. */
export async function holdWaitingDeliveries(db: Kysely<Database>, endpointId: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'paused' })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}
