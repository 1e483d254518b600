// newsletter/'s tables, as Kysely types them (both dialects): subscribers with their consent, campaigns and
// one delivery row per recipient. Composed into the one Database in src/server/areas.ts.
import type { ColumnType } from 'kysely';
import type { Defaulted, Timestamp } from '#src/platform/db/schema.ts';

type NullableTimestamp = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;

export const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** How a subscriber left: the one-click POST or the page's button (both one-click), or an admin. */
export const UNSUBSCRIBE_METHODS = ['one-click', 'admin'] as const;
export type UnsubscribeMethod = (typeof UNSUBSCRIBE_METHODS)[number];
export const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** committing: handed to the mail server up to its final dot; never sent again, so nobody gets two copies. */
export const NEWSLETTER_DELIVERY_STATUSES = ['pending', 'sending', 'committing', 'sent', 'failed', 'skipped'] as const;
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

/** A newsletter subscriber with the consent the Spam Act asks the sender to prove (features/newsletter). */
export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  name: string | null;
  status: SubscriberStatus;
  consent_at: Timestamp;
  /** The form's page, or "import". */
  consent_source: string;
  consent_wording: string;
  confirmed_at: NullableTimestamp;
  confirm_token_hash: Defaulted<string | null>;
  confirm_expires_at: NullableTimestamp;
  unsubscribe_token: string;
  unsubscribed_at: NullableTimestamp;
  unsubscribe_method: Defaulted<UnsubscribeMethod | null>;
  /** The newsletter last sent to them before they left: the campaign's "unsubscribes". */
  unsubscribed_campaign_id: Defaulted<string | null>;
  bounced_at: NullableTimestamp;
  bounce_reason: Defaulted<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An insight sent as a newsletter, now or at its time. */
export interface NewsletterCampaignsTable {
  id: string;
  insight_id: string;
  subject: string;
  html_body: string;
  text_body: string;
  status: CampaignStatus;
  send_at: Timestamp;
  created_by: string | null;
  created_by_name: string;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

/** One recipient of one campaign: unique per (campaign, subscriber); claimed like the e-mail outbox's rows. */
export interface NewsletterDeliveriesTable {
  id: string;
  campaign_id: string;
  subscriber_id: string;
  status: NewsletterDeliveryStatus;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: Defaulted<string | null>;
  sent_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
}
