// Webhook endpoints, deliveries and attempts as the admin screen receives them (never a secret).

import type { WebhookEventType } from './events.ts';
import type { WebhookAttemptOutcome, WebhookDeliveryStatus, WebhookEndpointStatus, WebhookPauseReason } from './tables.ts';

export interface AdminWebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  status: WebhookEndpointStatus;
  pausedReason: WebhookPauseReason | null;
  /** ISO 8601; null while active. */
  pausedAt: string | null;
  /** The first failure since the last success; null while deliveries succeed. */
  failingSince: string | null;
  /** Until when the secret before the last rotation still signs; null when only one does. */
  previousSecretExpiresAt: string | null;
  /** The newest attempt at any of its deliveries. */
  lastAttempt: { at: string; statusCode: number | null; outcome: WebhookAttemptOutcome } | null;
  createdAt: string;
}

/** The endpoint with its secret: answered once, when it is made or rotated. */
export interface EndpointWithSecret {
  endpoint: AdminWebhookEndpoint;
  secret: string;
}

export interface AdminWebhookAttempt {
  id: string;
  attempt: number;
  at: string;
  statusCode: number | null;
  durationMs: number;
  /** The first 2 KB of the answer's body. */
  responseBody: string | null;
  error: string | null;
  outcome: WebhookAttemptOutcome;
}

export interface AdminWebhookDelivery {
  id: string;
  /** The webhook-id header. */
  eventId: string;
  type: string;
  test: boolean;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** When the next attempt goes, while one is due. */
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** Newest first. */
  log: AdminWebhookAttempt[];
}

/** A page of an endpoint's log: `more` when older deliveries remain. */
export interface DeliveryPage {
  deliveries: AdminWebhookDelivery[];
  more: boolean;
}
