// Webhook endpoints as admins manage them: the list, add (the address checked where it resolves, the
// secret answered once), edit, delete, rotate the secret (the old one signs too for 24 hours), pause
// and resume (held deliveries go out on resume), a test event, each endpoint's deliveries with every
// attempt, and Replay. Each change is audited in its transaction; no secret reaches the audit log.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database, WebhookEndpointsTable } from '#src/platform/db/schema.ts';
import { toBoolean, toIsoTimestamp } from '#src/platform/db/values.ts';
import { fieldRefusal, Refusal } from '#src/platform/http/refusal.ts';
import { checkDestination } from '#src/platform/webhooks/address-policy.ts';
import { generateWebhookSecret } from '#src/platform/webhooks/signature.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import type { WebhookSender } from './delivery.server.ts';
import { holdWaitingDeliveries } from './delivery.server.ts';
import { endpointEvents, eventBody, newEventId } from './emit.server.ts';
import type { WebhookEventType } from './events.ts';
import { sampleData } from './samples.ts';
import { WEBHOOK_MESSAGES, type WebhookEndpointValues } from './schema.ts';
import type { AdminWebhookEndpoint, DeliveryPage, EndpointWithSecret } from './types.ts';

const auditWebhook = audit({ type: 'webhook_endpoint', actionPrefix: 'webhook' });

/** How long the secret before a rotation keeps signing. */
export const PREVIOUS_SECRET_HOURS = 24;
/** The deliveries an endpoint's log shows, newest first. */
export const DELIVERY_LOG_LIMIT = 50;

type EndpointRow = Selectable<WebhookEndpointsTable>;

const iso = (value: Date | string | null) => (value === null ? null : toIsoTimestamp(value));

/** The newest attempt at any of the endpoint's deliveries (an endpoint has few; each is one indexed query). */
async function lastAttemptOf(db: Kysely<Database>, endpointId: string): Promise<AdminWebhookEndpoint['lastAttempt']> {
  const row = await db
    .selectFrom('webhook_attempts as attempt')
    .innerJoin('webhook_deliveries as delivery', 'delivery.id', 'attempt.delivery_id')
    .select(['attempt.attempted_at', 'attempt.status_code', 'attempt.outcome'])
    .where('delivery.endpoint_id', '=', endpointId)
    .orderBy('attempt.attempted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { at: toIsoTimestamp(row.attempted_at), statusCode: row.status_code, outcome: row.outcome } : null;
}

function toAdminEndpoint(
  row: EndpointRow,
  lastAttempt: AdminWebhookEndpoint['lastAttempt'],
  now = new Date(),
): AdminWebhookEndpoint {
  const previousValid = row.previous_secret_expires_at !== null && new Date(row.previous_secret_expires_at) > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: endpointEvents(row.events),
    status: row.status,
    pausedReason: row.paused_reason,
    pausedAt: iso(row.paused_at),
    failingSince: iso(row.failing_since),
    previousSecretExpiresAt: previousValid ? iso(row.previous_secret_expires_at) : null,
    lastAttempt,
    createdAt: toIsoTimestamp(row.created_at),
  };
}

export async function listEndpoints(db: Kysely<Database>): Promise<AdminWebhookEndpoint[]> {
  const rows = await db.selectFrom('webhook_endpoints').selectAll().orderBy('created_at').orderBy('id').execute();
  return Promise.all(rows.map(async (row) => toAdminEndpoint(row, await lastAttemptOf(db, row.id))));
}

async function findEndpoint(db: Kysely<Database>, id: string): Promise<EndpointRow> {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, WEBHOOK_MESSAGES.notFound);
  return row;
}

async function adminEndpointOf(db: Kysely<Database>, id: string): Promise<AdminWebhookEndpoint> {
  return toAdminEndpoint(await findEndpoint(db, id), await lastAttemptOf(db, id));
}

/** The address as the sender will use it: refused (422 on the field) when it may not be reached. */
async function checkAddress(sender: WebhookSender, url: string): Promise<void> {
  const checked = await checkDestination(url, sender.addressPolicy, sender.resolve);
  if (!checked.ok) throw fieldRefusal('url', checked.message);
}

export async function createEndpoint(
  sender: WebhookSender,
  actor: StaffUser,
  values: WebhookEndpointValues,
): Promise<EndpointWithSecret> {
  await checkAddress(sender, values.url);
  const id = randomUUID();
  const secret = generateWebhookSecret();
  const now = new Date();
  await sender.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_endpoints')
      .values({
        id,
        url: values.url,
        description: values.description,
        events: JSON.stringify(values.events),
        secret,
        previous_secret: null,
        previous_secret_expires_at: null,
        status: 'active',
        paused_reason: null,
        paused_at: null,
        failing_since: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await auditWebhook(trx, actor, 'create', id, { url: values.url, events: values.events.join(', ') });
  });
  return { endpoint: await adminEndpointOf(sender.database.db, id), secret };
}

export async function updateEndpoint(
  sender: WebhookSender,
  actor: StaffUser,
  id: string,
  values: WebhookEndpointValues,
): Promise<AdminWebhookEndpoint> {
  const before = await findEndpoint(sender.database.db, id);
  await checkAddress(sender, values.url);
  await sender.database.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('webhook_endpoints')
      .set({ url: values.url, description: values.description, events: JSON.stringify(values.events), updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new Refusal(404, WEBHOOK_MESSAGES.notFound);
    await auditWebhook(trx, actor, 'update', id, {
      url: values.url,
      events: values.events.join(', '),
      ...(before.url === values.url ? {} : { urlBefore: before.url }),
    });
  });
  return adminEndpointOf(sender.database.db, id);
}

/** Events that no delivery waits on any more: every event has one delivery or more until then. */
function deleteEventsWithoutDeliveries(db: Kysely<Database>) {
  return db
    .deleteFrom('webhook_events')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('webhook_deliveries').select('id').whereRef('webhook_deliveries.event_id', '=', 'webhook_events.id')),
      ),
    )
    .execute();
}

/** The endpoint with its deliveries and their attempts, and the events no other endpoint has. */
export async function deleteEndpoint(database: AppDatabase, actor: StaffUser, id: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, id);
    await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    await deleteEventsWithoutDeliveries(trx);
    await auditWebhook(trx, actor, 'delete', id, { url: before.url });
  });
}

/** A new secret, answered once; the one it replaces keeps signing for PREVIOUS_SECRET_HOURS. */
export async function rotateSecret(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  now = new Date(),
): Promise<EndpointWithSecret> {
  const secret = generateWebhookSecret();
  await database.db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, id);
    await trx
      .updateTable('webhook_endpoints')
      .set({
        secret,
        previous_secret: before.secret,
        previous_secret_expires_at: new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3600 * 1000),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await auditWebhook(trx, actor, 'rotate-secret', id, { url: before.url });
  });
  return { endpoint: await adminEndpointOf(database.db, id), secret };
}

/** Stops sending: waiting deliveries are held until it is resumed. */
export async function pauseEndpoint(database: AppDatabase, actor: StaffUser, id: string, now = new Date()) {
  await database.db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, id);
    if (before.status === 'paused') throw new Refusal(409, WEBHOOK_MESSAGES.alreadyPaused);
    await trx
      .updateTable('webhook_endpoints')
      .set({ status: 'paused', paused_reason: 'manual', paused_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await holdWaitingDeliveries(trx, id);
    await auditWebhook(trx, actor, 'pause', id, { url: before.url });
  });
  return adminEndpointOf(database.db, id);
}

/** Sends again: every held delivery goes at once, its schedule started afresh. */
export async function resumeEndpoint(database: AppDatabase, actor: StaffUser, id: string, now = new Date()) {
  await database.db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, id);
    if (before.status === 'active') throw new Refusal(409, WEBHOOK_MESSAGES.alreadyActive);
    await trx
      .updateTable('webhook_endpoints')
      .set({ status: 'active', paused_reason: null, paused_at: null, failing_since: null, updated_at: now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now })
      .where('endpoint_id', '=', id)
      .where('status', '=', 'paused')
      .execute();
    await auditWebhook(trx, actor, 'resume', id, { url: before.url, reason: before.paused_reason });
  });
  return adminEndpointOf(database.db, id);
}

/** Queues a made-up event of `type` (its README sample, marked `test: true`) for this endpoint alone. */
export async function sendTestEvent(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  type: WebhookEventType,
  now = new Date(),
) {
  const eventId = newEventId();
  await database.db.transaction().execute(async (trx) => {
    const endpoint = await findEndpoint(trx, id);
    if (endpoint.status === 'paused') throw new Refusal(409, WEBHOOK_MESSAGES.pausedNoTest);
    await trx
      .insertInto('webhook_events')
      .values({
        id: eventId,
        type,
        body: eventBody(type, sampleData(type), now, true),
        subject_id: null,
        is_test: true,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('webhook_deliveries')
      .values({
        id: randomUUID(),
        event_id: eventId,
        endpoint_id: id,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
    await auditWebhook(trx, actor, 'test', id, { url: endpoint.url, type });
  });
  return { eventId };
}

/**
 * The endpoint's deliveries, newest first, each with its attempts (newest first): a page of `limit`,
 * older than the delivery `before` when given (the log's "Show Older"); `more` when older ones remain.
 */
export async function listDeliveries(
  db: Kysely<Database>,
  endpointId: string,
  options: { before?: string; limit?: number } = {},
): Promise<DeliveryPage> {
  await findEndpoint(db, endpointId);
  const limit = options.limit ?? DELIVERY_LOG_LIMIT;
  const cursor = options.before
    ? await db
        .selectFrom('webhook_deliveries')
        .select(['id', 'created_at'])
        .where('id', '=', options.before)
        .where('endpoint_id', '=', endpointId)
        .executeTakeFirst()
    : undefined;
  if (options.before && !cursor) throw new Refusal(404, WEBHOOK_MESSAGES.deliveryNotFound);
  let query = db
    .selectFrom('webhook_deliveries as delivery')
    .innerJoin('webhook_events as event', 'event.id', 'delivery.event_id')
    .select([
      'delivery.id',
      'delivery.status',
      'delivery.attempts',
      'delivery.next_attempt_at',
      'delivery.created_at',
      'delivery.delivered_at',
      'event.id as eventId',
      'event.type',
      'event.is_test',
    ])
    .where('delivery.endpoint_id', '=', endpointId);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('delivery.created_at', '<', cursor.created_at),
        eb.and([eb('delivery.created_at', '=', cursor.created_at), eb('delivery.id', '>', cursor.id)]),
      ]),
    );
  }
  const found = await query
    .orderBy('delivery.created_at', 'desc')
    .orderBy('delivery.id')
    .limit(limit + 1)
    .execute();
  const deliveries = found.slice(0, limit);
  const ids = deliveries.map((delivery) => delivery.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('webhook_attempts')
          .selectAll()
          .where('delivery_id', 'in', ids)
          .orderBy('attempted_at', 'desc')
          .orderBy('attempt', 'desc')
          .execute();
  const page = deliveries.map((delivery) => ({
    id: delivery.id,
    eventId: delivery.eventId,
    type: delivery.type,
    test: toBoolean(delivery.is_test),
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'pending' ? toIsoTimestamp(delivery.next_attempt_at) : null,
    createdAt: toIsoTimestamp(delivery.created_at),
    deliveredAt: iso(delivery.delivered_at),
    log: attempts
      .filter((attempt) => attempt.delivery_id === delivery.id)
      .map((attempt) => ({
        id: attempt.id,
        attempt: attempt.attempt,
        at: toIsoTimestamp(attempt.attempted_at),
        statusCode: attempt.status_code,
        durationMs: attempt.duration_ms,
        responseBody: attempt.response_body,
        error: attempt.error,
        outcome: attempt.outcome,
      })),
  }));
  return { deliveries: page, more: found.length > limit };
}

/**
 * Sends a delivery again now, whatever became of it: the same event (the same webhook-id, so a
 * receiver that keeps ids knows it), signed afresh, its schedule started again.
 */
export async function replayDelivery(database: AppDatabase, actor: StaffUser, deliveryId: string, now = new Date()) {
  await database.db.transaction().execute(async (trx) => {
    const delivery = await trx
      .selectFrom('webhook_deliveries as delivery')
      .innerJoin('webhook_endpoints as endpoint', 'endpoint.id', 'delivery.endpoint_id')
      .select(['delivery.status', 'delivery.event_id', 'endpoint.id as endpointId', 'endpoint.status as endpointStatus'])
      .where('delivery.id', '=', deliveryId)
      .executeTakeFirst();
    if (!delivery) throw new Refusal(404, WEBHOOK_MESSAGES.deliveryNotFound);
    if (delivery.endpointStatus === 'paused') throw new Refusal(409, WEBHOOK_MESSAGES.pausedNoReplay);
    if (delivery.status === 'sending') throw new Refusal(409, WEBHOOK_MESSAGES.beingSent);
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now, locked_until: null, delivered_at: null })
      .where('id', '=', deliveryId)
      .where('status', '!=', 'sending')
      .execute();
    await auditWebhook(trx, actor, 'replay', delivery.endpointId, { delivery: deliveryId, event: delivery.event_id });
  });
}

/** How long an event's record (the lead's details in its body) and its log are kept once nothing waits on it. */
export const EVENT_RETENTION_DAYS = 30;

/** Events older than EVENT_RETENTION_DAYS with no delivery still to go, with their deliveries and attempts (housekeeping). */
export async function purgeOldWebhookEvents(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_DAYS * 24 * 3600 * 1000);
  const result = await db
    .deleteFrom('webhook_events')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries')
            .select('webhook_deliveries.id')
            .whereRef('webhook_deliveries.event_id', '=', 'webhook_events.id')
            .where('webhook_deliveries.status', 'in', ['pending', 'sending', 'paused']),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
