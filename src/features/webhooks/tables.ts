// webhooks/'s tables, as Kysely types them (both dialects): webhook endpoints, the events sent to them, each delivery and every attempt.
// Composed into the one Database in src/server/areas.ts.
import type { ColumnType } from 'kysely';
import type { Defaulted, Timestamp } from '#src/platform/db/schema.ts';

/** A webhook endpoint receives events or waits paused (by staff, a 410 Gone, or three days of failures). */
export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'paused'] as const;

export const WEBHOOK_PAUSE_REASONS = ['manual', 'gone', 'failing'] as const;

/** A webhook delivery: waiting, claimed, done, given up after its last attempt, or held while its endpoint is paused. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed', 'paused'] as const;

/** What came of one attempt: delivered, another attempt scheduled, the last one failed, or the endpoint paused. */
export const WEBHOOK_ATTEMPT_OUTCOMES = ['delivered', 'retry', 'failed', 'paused'] as const;

export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

export type WebhookPauseReason = (typeof WEBHOOK_PAUSE_REASONS)[number];

export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

/** An address the firm's CRM or automation tool receives events at (features/webhooks). */
export interface WebhookEndpointsTable {
  id: string;
  url: string;
  description: Defaulted<string>;
  /** JSON array of the event types it receives. */
  events: string;
  /** whsec_ and the base64 signing key. */
  secret: string;
  /** The key before the last rotation, which signs too until previous_secret_expires_at. */
  previous_secret: string | null;
  previous_secret_expires_at: Timestamp | null;
  status: Defaulted<WebhookEndpointStatus>;
  paused_reason: WebhookPauseReason | null;
  paused_at: Timestamp | null;
  /** The first failed attempt since the last success; null while deliveries succeed. */
  failing_since: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One event as sent: the body's exact bytes, which every attempt signs afresh. */
export interface WebhookEventsTable {
  /** The webhook-id header (msg_…), the same for every attempt and every endpoint. */
  id: string;
  type: string;
  body: string;
  /** The record it is about (an enquiry id), so a purge of that record takes its events too. */
  subject_id: string | null;
  is_test: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
}

/** An event on its way to one endpoint: the outbox's webhook row, claimed and leased like an e-mail. */
export interface WebhookDeliveriesTable {
  id: string;
  event_id: string;
  endpoint_id: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  /** The last attempt's HTTP status; null before any answer. */
  last_status: number | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
}

/** Every attempt at a delivery, as the endpoint's log shows it. */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  /** Its number within the delivery's schedule (1 at once, 2 after 5 s…). */
  attempt: number;
  attempted_at: Timestamp;
  /** Null when no answer came: the error says why. */
  status_code: number | null;
  duration_ms: number;
  /** The first 2 KB of the answer's body. */
  response_body: string | null;
  error: string | null;
  outcome: WebhookAttemptOutcome;
}

/** The tables webhooks/ owns, by name. */
export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
