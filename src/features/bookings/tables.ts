// bookings/'s tables, as Kysely types them (both dialects): each admin's hours, the firm's booking setting, the calls booked, the blocks they hold and their day counts.
// Composed into the one Database in src/server/areas.ts.
import type { ColumnType } from 'kysely';
import type { Defaulted, Timestamp } from '#src/platform/db/schema.ts';

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

/** The tables bookings/ owns, by name. */
export interface BookingTables {
  staff_availability: StaffAvailabilityTable;
  booking_settings: BookingSettingsTable;
  bookings: BookingsTable;
  booking_blocks: BookingBlocksTable;
  booking_day_counts: BookingDayCountsTable;
}
