// Kysely table types shared by both dialects. Timestamps come back as Date on PostgreSQL and as ISO
// text on SQLite, and booleans as 0/1 on SQLite: read them through the helpers in ./values.ts. Platform
// declares its own tables here; each feature declares its tables in its tables.ts, and the composition
// root (src/server/areas.ts) merges them into Database, so platform/ imports no feature.
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date | string, Date | string, Date | string>;

export type Flag = ColumnType<boolean | number, boolean, boolean>;

/** A column the database fills in when an insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type DefaultedTimestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

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

/**
 * Every table of the site: platform's own (the outbox, rate limits, used captchas, seed history, the
 * content version) here, each feature's merged in by src/server/areas.ts.
 */
export interface Database {
  email_outbox: EmailOutboxTable;
  rate_limits: RateLimitsTable;
  used_captchas: UsedCaptchasTable;
  seed_history: SeedHistoryTable;
  content_version: ContentVersionTable;
}
