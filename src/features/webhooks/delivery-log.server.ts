// What is sent to the webhook endpoints, as admins see it: a test event queued for one endpoint, each
// endpoint's deliveries with every attempt (paged), Replay, and the purge of events nothing waits on
// any more (housekeeping). Each change is audited in its transaction, like the endpoints' own.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toBoolean, toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import type { StaffUser } from '../auth/access.ts';
import { eventBody, newEventId } from './emit.server.ts';
import type { WebhookEventType } from './events.ts';
import { sampleData } from './samples.ts';
import { WEBHOOK_MESSAGES } from './schema.ts';
import type { DeliveryPage } from './types.ts';
import { auditWebhook, findEndpoint } from './webhooks.server.ts';

/** The deliveries an endpoint's log shows, newest first. */
export const DELIVERY_LOG_LIMIT = 50;

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
    deliveredAt: delivery.delivered_at === null ? null : toIsoTimestamp(delivery.delivered_at),
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
