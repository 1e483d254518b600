// The webhooks' public server module, for the features whose events the firm's CRM receives
// (contact, submissions, bookings, newsletter): emitWebhookEvent queues an event for every endpoint
// that chose its type, in the caller's transaction, so the event is committed with the record it is
// about or not at all; the webhook worker sends it. forgetWebhookEventsAbout removes the events about
// records being purged. This module imports no other feature.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, OperandValueExpressionOrList } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { parseJsonColumn } from '#src/platform/db/values.ts';
import type { FlatEventData, WebhookEventData, WebhookEventType } from './events.ts';

export type {
  BookingCancelledEventData,
  BookingChangedEventData,
  BookingEventData,
  EnquiryEventData,
  EnquiryUpdatedEventData,
  SubscriberEventData,
  WebhookEventData,
  WebhookEventType,
} from './events.ts';
export { splitName } from './events.ts';

/** A webhook-id: `msg_` and 22 random URL-safe characters (never a full stop: the id is part of what is signed). */
export function newEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The body every attempt sends and signs, byte for byte: `{type, timestamp, data}` (and `test: true` for a test). */
export function eventBody(type: WebhookEventType, data: FlatEventData, at: Date, test = false): string {
  const timestamp = at.toISOString();
  return JSON.stringify(test ? { type, timestamp, test: true, data } : { type, timestamp, data });
}

/** The event types an endpoint's `events` column holds. */
export function endpointEvents(stored: string): WebhookEventType[] {
  return parseJsonColumn<WebhookEventType[]>(stored) ?? [];
}

/**
 * Queues `type` with `data` for every endpoint that chose it (held while an endpoint is paused);
 * `db` is the transaction writing the record. `data` may be a function, called only when some
 * endpoint wants the event. Returns the event's id, or null when none does (nothing is stored then).
 * `subjectId` names the record (an enquiry id) for forgetWebhookEventsAbout.
 */
export async function emitWebhookEvent<Type extends WebhookEventType>(
  db: Kysely<Database>,
  type: Type,
  data: WebhookEventData[Type] | (() => Promise<WebhookEventData[Type]>),
  options: { subjectId?: string | null; now?: Date } = {},
): Promise<string | null> {
  const endpoints = (await db.selectFrom('webhook_endpoints').select(['id', 'events', 'status']).execute()).filter((endpoint) =>
    endpointEvents(endpoint.events).includes(type),
  );
  if (endpoints.length === 0) return null;
  const now = options.now ?? new Date();
  const id = newEventId();
  const flat: FlatEventData = typeof data === 'function' ? await data() : data;
  await db
    .insertInto('webhook_events')
    .values({
      id,
      type,
      body: eventBody(type, flat, now),
      subject_id: options.subjectId ?? null,
      is_test: false,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('webhook_deliveries')
    .values(
      endpoints.map((endpoint) => ({
        id: randomUUID(),
        event_id: id,
        endpoint_id: endpoint.id,
        status: endpoint.status === 'paused' ? ('paused' as const) : ('pending' as const),
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
  return id;
}

/**
 * Deletes the events about these records (enquiries purged for good: a list of ids, or a query
 * selecting them), with their deliveries and attempts.
 */
export async function forgetWebhookEventsAbout(
  db: Kysely<Database>,
  subjectIds: OperandValueExpressionOrList<Database, 'webhook_events', 'subject_id'>,
): Promise<void> {
  await db.deleteFrom('webhook_events').where('subject_id', 'in', subjectIds).execute();
}
