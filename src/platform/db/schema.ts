// Kysely table types shared by both dialects. Timestamps come back as Date on PostgreSQL and as ISO
// text on SQLite, and booleans as 0/1 on SQLite: read them through the helpers in ./values.ts.
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
export type Flag = ColumnType<boolean | number, boolean, boolean>;
/** A column the database fills in when an insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type DefaultedTimestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;

export const INSIGHT_STATUSES = ['published', 'draft'] as const;
export const SUBMISSION_STATUSES = ['new', 'in-progress', 'completed', 'closed'] as const;
export const SUBMISSION_PRIORITIES = ['low', 'medium', 'high'] as const;
export const ROLES = ['admin', 'editor', 'viewer'] as const;
export const IMAGE_SOURCES = ['uploaded', 'unsplash'] as const;
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
/** A webhook endpoint receives events or waits paused (by staff, a 410 Gone, or three days of failures). */
export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'paused'] as const;
export const WEBHOOK_PAUSE_REASONS = ['manual', 'gone', 'failing'] as const;
/** A webhook delivery: waiting, claimed, done, given up after its last attempt, or held while its endpoint is paused. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed', 'paused'] as const;
/** What came of one attempt: delivered, another attempt scheduled, the last one failed, or the endpoint paused. */
export const WEBHOOK_ATTEMPT_OUTCOMES = ['delivered', 'retry', 'failed', 'paused'] as const;
/** Why an enquiry that passed the captcha is suspected to be spam: a filled honeypot, or sent faster than a person types. */
export const SPAM_REASONS = ['honeypot', 'too-fast'] as const;

export type InsightStatus = (typeof INSIGHT_STATUSES)[number];
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type SubmissionPriority = (typeof SUBMISSION_PRIORITIES)[number];
export type Role = (typeof ROLES)[number];
export type ImageSource = (typeof IMAGE_SOURCES)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];
export type WebhookPauseReason = (typeof WEBHOOK_PAUSE_REASONS)[number];
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];
export type SpamReason = (typeof SPAM_REASONS)[number];
/** How an enquiry reached the firm: the contact form, or a call booked at /book-a-call (features/bookings). */
export const ENQUIRY_CHANNELS = ['form', 'booked-call'] as const;
export type EnquiryChannel = (typeof ENQUIRY_CHANNELS)[number];
/** How the visitor would like to be contacted about an enquiry. */
export const CONTACT_PREFERENCES = ['email', 'phone'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

export interface InsightsTable {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  read_time: string;
  date: string;
  status: InsightStatus;
  image_url: string | null;
  author: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When a published insight goes public: midnight in Brisbane of its date (migration 009). */
  publish_at: Timestamp | null;
  /** Lower-case plain text of title, excerpt and content, for the admin's search. */
  search_text: Defaulted<string>;
  /** First saved as published (migration 021): from then the address changes only by hand, with a redirect. */
  first_published_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  /** The article image: a library image (website_images.id); `image_url` is an external one. */
  image_id: Defaulted<string | null>;
  /** The article image's alt text (the library image's own when empty). */
  image_alt: Defaulted<string | null>;
  /** The author, a staff member or a team member; `author` is the byline's name. */
  author_user_id: Defaulted<string | null>;
  author_team_member_id: Defaulted<string | null>;
  /** "Last reviewed" date, YYYY-MM-DD, set by editors. */
  reviewed_on: Defaulted<string | null>;
  /** The SEO fields as JSON (features/seo/seo.ts), null until any are saved (migration 022). */
  seo: string | null;
}

export interface InsightRevisionsTable {
  id: string;
  insight_id: string;
  version: number;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  read_time: string;
  date: string;
  status: InsightStatus;
  image_url: string | null;
  author: string;
  image_id: Defaulted<string | null>;
  image_alt: Defaulted<string | null>;
  author_user_id: Defaulted<string | null>;
  author_team_member_id: Defaulted<string | null>;
  reviewed_on: Defaulted<string | null>;
  /** The SEO fields as JSON, as insights.seo was at this version; null: saved before migration 023 recorded them. */
  seo: Defaulted<string | null>;
  saved_by_id: string | null;
  saved_by: string | null;
  reason: string;
  created_at: Timestamp;
}

/** A renamed draft's earlier id and the insight it now is (migration 021). */
export interface InsightFormerIdsTable {
  id: string;
  insight_id: string;
}

export interface WebsiteImagesTable {
  id: string;
  filename: string;
  storage_path: string | null;
  public_url: string;
  mime_type: string | null;
  file_size: number | null;
  width: number | null;
  height: number | null;
  category: string | null;
  page_name: string | null;
  component_name: string | null;
  usage_context: string | null;
  image_source: ImageSource;
  title: string | null;
  alt_text: string | null;
  /** JSON array of strings, or null when there are none. */
  tags: string | null;
  original_url: string | null;
  is_active: Flag;
  file_location: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** JSON: the pipeline's StoredImage (original and variants); null for Unsplash photos and bundled artwork. */
  stored_image: Defaulted<string | null>;
  /** JSON: the Unsplash photo's attribution (UnsplashAttribution); null for other images. */
  unsplash: Defaulted<string | null>;
  /** Shown with an empty alt text: the image says nothing the page's text does not. */
  is_decorative: ColumnType<boolean | number, boolean | undefined, boolean>;
}

export interface TeamMembersTable {
  id: string;
  name: string;
  role: string;
  bio: string;
  image_url: string | null;
  display_order: number;
  /** JSON: the uploaded photo's StoredImage (original and responsive variants); null without one. */
  stored_image: Defaulted<string | null>;
  /** Shown on the About page; a new member starts hidden (migration 020). */
  visible: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** Raised by every edit of name, position, bio or visibility; a save names the one it started from. */
  version: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A saved version of a team member's text (migration 020). */
export interface TeamMemberRevisionsTable {
  id: string;
  member_id: string;
  version: number;
  name: string;
  role: string;
  bio: string;
  visible: ColumnType<boolean | number, boolean, boolean>;
  saved_by: string | null;
  created_at: Timestamp;
}

export interface ContactSubmissionsTable {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  status: Defaulted<SubmissionStatus>;
  priority: Defaulted<SubmissionPriority>;
  /** Set when the enquiry passed the captcha but filled the honeypot; kept out of the inbox. */
  spam_reason: Defaulted<SpamReason | null>;
  /** Set when an admin deleted it; the row is purged for good SOFT_DELETE_DAYS later. */
  deleted_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  /** Generated by the database: name, e-mail, company and message in lower case, for the inbox's search. */
  search_text: ColumnType<string, never, never>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  /** Where the visit began: a site path, the external referrer's host and the landing address's UTM tags. */
  landing_path: Defaulted<string | null>;
  referrer_host: Defaulted<string | null>;
  utm_source: Defaulted<string | null>;
  utm_medium: Defaulted<string | null>;
  utm_campaign: Defaulted<string | null>;
  /** The site path the form was sent from. */
  form_path: Defaulted<string | null>;
  /** The valuation calculator's figures when the enquiry started there. */
  calculator_profit: Defaulted<number | null>;
  calculator_multiple: Defaulted<number | null>;
  calculator_value_low: Defaulted<number | null>;
  calculator_value_high: Defaulted<number | null>;
  /** Optional answers about the business (features/contact/qualifying.ts). */
  revenue_band: Defaulted<string | null>;
  headcount_band: Defaulted<string | null>;
  workforce_mix: Defaulted<string | null>;
  sell_timeframe: Defaulted<string | null>;
  contact_preference: Defaulted<ContactPreference | null>;
  best_time_to_call: Defaulted<string | null>;
  /** The visitor asked for no confirmation e-mail. */
  no_confirmation: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** The staff member (users.id) who owns it. */
  assigned_to: Defaulted<string | null>;
  /** When it left New or got its first note. */
  first_response_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  /** The Brisbane date of its last "still New" reminder (YYYY-MM-DD). */
  last_reminded_on: Defaulted<string | null>;
  /** Sent faster than a person types ('too-fast'): shown in the inbox with a "Possible spam" badge. */
  possible_spam_reason: Defaulted<SpamReason | null>;
  /** The contact form, or a booked call (migration 026). */
  channel: Defaulted<EnquiryChannel>;
}

/** Staff notes on an enquiry: never shown to the visitor; removed with the enquiry. */
export interface SubmissionNotesTable {
  id: string;
  submission_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: DefaultedTimestamp;
}

/** Staff accounts; column names follow Better Auth's user model in snake case. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: Flag;
  image: string | null;
  role: Role | null;
  banned: Flag | null;
  ban_reason: string | null;
  ban_expires: Timestamp | null;
  two_factor_enabled: Flag | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  impersonated_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the holder last confirmed their password or a two-factor code (features/auth/reauthentication.server.ts). */
  reauthenticated_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** Credentials: for e-mail sign-in, provider_id is "credential" and password holds the hash. */
export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmailOutboxTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  reply_to: string | null;
  related_id: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  /** An invitation's iCalendar text, sent as a text/calendar part with its method (migration 026). */
  calendar: Defaulted<string | null>;
  calendar_method: Defaulted<string | null>;
}

/** A single-use link sent by e-mail: an invitation to a new account, or a forgotten-password reset. */
export interface AccountLinksTable {
  id: string;
  kind: 'invitation' | 'password-reset';
  /** SHA-256 (hex) of the link's random token: the token itself is never stored. */
  token_hash: string;
  email: string;
  /** The account reset, or the account an accepted invitation created. */
  user_id: string | null;
  /** An invitation's display name and role. */
  name: string | null;
  role: Role | null;
  created_by: string | null;
  created_by_email: string | null;
  created_at: Timestamp;
  /** When the newest link was sent (a resend replaces the token and moves this). */
  sent_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

export interface AuditLogTable {
  id: string;
  user_id: string | null;
  user_email: string | null;
  /** The actor's display name when the change was made (migration 015); null on older rows. */
  user_name: Defaulted<string | null>;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: string | null;
  created_at: Timestamp;
}

/** A fixed-window request counter per key ("contact:<hashed address>", "login-account:<e-mail>"…), shared by every instance. */
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** Captcha solutions and contact form stamps already accepted (ids `form-stamp:…`), kept until they would have expired, so none is accepted twice. */
export interface UsedCaptchasTable {
  id: string;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

/** Better Auth's request counters (its `rateLimit` model): one row per client address and auth path. */
export interface AuthRateLimitsTable {
  id: string;
  key: string;
  count: number;
  /** Milliseconds since 1970; bigint, so PostgreSQL returns it as text. */
  last_request: ColumnType<number | string, number, number>;
}

/** TOTP secrets (encrypted by Better Auth) and hashed backup codes of staff who turned on two-factor sign-in. */
export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Flag | null;
  failed_verification_count: number | null;
  locked_until: Timestamp | null;
  /** The last accepted TOTP time step (Unix time / 30 s): that code and earlier ones are refused. */
  last_totp_step: ColumnType<string | number | null, number | null | undefined, number | null>;
}

/** A device (browser family on a system) a staff account has signed in from: a new one gets a notice e-mail. */
export interface SeenDevicesTable {
  user_id: string;
  /** SHA-256 of the device's name ("Chrome on macOS"): the user agent's family, not its exact text. */
  device_hash: string;
  first_seen_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
}

/** Which seed items have ever been written, so a re-seed never brings back what staff deleted. */
export interface SeedHistoryTable {
  key: string;
  seeded_at: Timestamp;
}

/** One row (id 1): how many times what public pages show has changed, for the page caches of every instance. */
export interface ContentVersionTable {
  id: number;
  /** bigint: PostgreSQL returns it as text. */
  version: ColumnType<number | string, number, number>;
  changed_at: Timestamp;
}

/** A redirect staff manage (features/redirects); hits are flushed from memory in batches. */
export interface RedirectsTable {
  id: string;
  /** The normalised address it answers: a path without trailing slash, with its query's parameters sorted. */
  from_path: string;
  /** A site path (with its query) or an https URL. */
  to_target: string;
  status_code: number;
  built_in: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** bigint: PostgreSQL returns it as text. */
  hits: ColumnType<number | string, number | undefined, number>;
  last_hit_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One day's count of one thing (features/analytics/kinds.ts): a page's views, a source's visits, the calculator's uses. */
export interface AnalyticsDailyTable {
  kind: string;
  /** The Brisbane date, YYYY-MM-DD. */
  day: string;
  key: string;
  views: Defaulted<number>;
  /** Distinct visitors that day (each visitor counted once a day, by a hash that changes daily). */
  visitors: Defaulted<number>;
}

/** The sums of analytics_daily per Brisbane month (YYYY-MM), kept in step by the same writes. */
export interface AnalyticsMonthlyTable {
  kind: string;
  month: string;
  key: string;
  views: Defaulted<number>;
  visitors: Defaulted<number>;
}

/** Today's visitor hashes, only to count each visitor once a day; deleted once the day is over. */
export interface AnalyticsVisitorsTable {
  day: string;
  kind: string;
  key: string;
  visitor: string;
}

/** The day's random salt of the visitor hash; deleted once the day is over, so no hash can be recomputed. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** A staff-edited settings document (key "firm": the firm's details), its value JSON text. */
export interface SiteSettingsTable {
  key: string;
  value: string;
  /** The version of site_settings_revisions it holds. */
  version: number;
  updated_at: DefaultedTimestamp;
}

/** Every saved version of a settings document, for its history and Restore. */
export interface SiteSettingsRevisionsTable {
  id: string;
  key: string;
  version: number;
  value: string;
  reason: 'seed' | 'update' | 'restore';
  saved_by_id: string | null;
  saved_by: string | null;
  created_at: DefaultedTimestamp;
}

/** A fixed page's words: the published copy the public page shows and the draft staff are editing. */
export interface PageCopyTable {
  page: string;
  published: string;
  draft: string | null;
  version: number;
  published_version: number;
  updated_at: DefaultedTimestamp;
  published_at: DefaultedTimestamp;
}

/** Every saved version of a page's copy, for its history and Restore. */
export interface PageCopyRevisionsTable {
  id: string;
  page: string;
  version: number;
  value: string;
  reason: 'seed' | 'draft' | 'publish' | 'restore';
  saved_by_id: string | null;
  saved_by: string | null;
  created_at: DefaultedTimestamp;
}

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

/** An admin's hours for booked calls (features/bookings), in Brisbane time. */
export interface StaffAvailabilityTable {
  user_id: string;
  /** JSON: weekday (1 Monday … 7 Sunday) to its [from, to] ranges ("09:00"). */
  weekly_hours: string;
  call_minutes: number;
  buffer_minutes: Defaulted<number>;
  /** Minimum notice, in business hours. */
  notice_hours: Defaulted<number>;
  /** Null: no limit. */
  max_calls_per_day: number | null;
  /** JSON: Brisbane dates never offered. */
  days_off: Defaulted<string>;
  taking_calls: ColumnType<boolean | number, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

/** One row (id 1): the firm's choices about booked calls. */
export interface BookingSettingsTable {
  id: number;
  visitor_chooses_partner: ColumnType<boolean | number, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_OUTCOMES = ['held', 'missed'] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];
export const BOOKING_TOPICS = ['selling', 'valuing', 'buying', 'other'] as const;
export type BookingTopic = (typeof BOOKING_TOPICS)[number];
type NullableTimestamp = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;

/** A call a visitor booked with a staff member. */
export interface BookingsTable {
  id: string;
  staff_id: string;
  staff_name: string;
  staff_email: string;
  submission_id: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** The end of the call's buffer: no other call of the staff member starts before it. */
  blocked_until: Timestamp;
  /** The Brisbane date of the call. */
  day: string;
  status: BookingStatus;
  outcome: Defaulted<BookingOutcome | null>;
  /** The invitation's SEQUENCE: raised by every change the attendees are told of. */
  sequence: Defaulted<number>;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: BookingTopic;
  note: string | null;
  token_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  scheduled_at: Timestamp;
  cancelled_at: NullableTimestamp;
  cancelled_by: Defaulted<string | null>;
  reminded_day_before_at: NullableTimestamp;
  reminded_hour_before_at: NullableTimestamp;
}

/** The 5-minute blocks a confirmed call holds, from its start to the end of its buffer. */
export interface BookingBlocksTable {
  staff_id: string;
  block: number;
  booking_id: string;
}

/** Confirmed calls per staff member and Brisbane day, for "most calls a day". */
export interface BookingDayCountsTable {
  staff_id: string;
  day: string;
  calls: number;
}

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

export interface Database {
  insights: InsightsTable;
  insight_revisions: InsightRevisionsTable;
  insight_former_ids: InsightFormerIdsTable;
  website_images: WebsiteImagesTable;
  team_members: TeamMembersTable;
  team_member_revisions: TeamMemberRevisionsTable;
  contact_submissions: ContactSubmissionsTable;
  submission_notes: SubmissionNotesTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  email_outbox: EmailOutboxTable;
  audit_log: AuditLogTable;
  seed_history: SeedHistoryTable;
  auth_rate_limits: AuthRateLimitsTable;
  two_factors: TwoFactorsTable;
  rate_limits: RateLimitsTable;
  used_captchas: UsedCaptchasTable;
  content_version: ContentVersionTable;
  redirects: RedirectsTable;
  seen_devices: SeenDevicesTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_monthly: AnalyticsMonthlyTable;
  analytics_visitors: AnalyticsVisitorsTable;
  analytics_salts: AnalyticsSaltsTable;
  site_settings: SiteSettingsTable;
  site_settings_revisions: SiteSettingsRevisionsTable;
  account_links: AccountLinksTable;
  page_copy: PageCopyTable;
  page_copy_revisions: PageCopyRevisionsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  staff_availability: StaffAvailabilityTable;
  booking_settings: BookingSettingsTable;
  bookings: BookingsTable;
  booking_blocks: BookingBlocksTable;
  booking_day_counts: BookingDayCountsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
}
