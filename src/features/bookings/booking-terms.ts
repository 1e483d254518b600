// Booked calls' words and numbers, without zod, so the public booking form's island stays small: the
// topics, call lengths and buffers on offer, a fresh install's availability, every message, Brisbane's
// wall clock (UTC+10 all year) in words, and the endpoints. The schemas built from them are in schema.ts.

import { longDateOfUtcFields, MONTH_NAMES } from '#src/ui/format.ts';
import { CONTACT_MESSAGES } from '../contact/limits.ts';
import { BOOKING_OUTCOMES, BOOKING_TOPICS, type BookingOutcome, type BookingStatus, type BookingTopic } from './tables.ts';

export { BOOKING_OUTCOMES, BOOKING_TOPICS, type BookingOutcome, type BookingStatus, type BookingTopic };

/** Slots are offered this many days ahead (eight weeks). */
export const BOOKING_HORIZON_DAYS = 56;
export const CALL_MINUTES = [15, 30, 45] as const;
export type CallMinutes = (typeof CALL_MINUTES)[number];
/** Buffers and hours are whole 5-minute blocks, the unit booking_blocks claims. */
export const BLOCK_MINUTES = 5;
export const MAX_BUFFER_MINUTES = 60;
export const MAX_NOTICE_HOURS = 80;
export const MAX_CALLS_PER_DAY = 20;
export const MAX_DAYS_OFF = 366;
/** Ranges of hours a weekday may have (a morning and an afternoon, say). */
export const MAX_RANGES_PER_DAY = 4;
export const NOTE_MAX_LENGTH = 2000;
/** The public time zone of every slot: Brisbane keeps no daylight saving (UTC+10 all year). */
export const BRISBANE_TIME_ZONE = 'Australia/Brisbane';

export const TOPIC_LABELS: Record<BookingTopic, string> = {
  selling: 'Selling my business',
  valuing: 'Valuing my business',
  buying: 'Buying a business',
  other: 'Something else',
};

export const OUTCOME_LABELS: Record<BookingOutcome, string> = { held: 'Held', missed: 'Missed' };

/** Weekdays as ISO numbers them: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [
  { day: 1, label: 'Monday' },
  { day: 2, label: 'Tuesday' },
  { day: 3, label: 'Wednesday' },
  { day: 4, label: 'Thursday' },
  { day: 5, label: 'Friday' },
  { day: 6, label: 'Saturday' },
  { day: 7, label: 'Sunday' },
] as const;

export type TimeRange = [string, string];
/** Each weekday ("1" … "7") its ranges of hours, Brisbane time, "HH:MM". */
export type WeeklyHours = Partial<Record<string, TimeRange[]>>;

export interface Availability {
  weeklyHours: WeeklyHours;
  callMinutes: CallMinutes;
  bufferMinutes: number;
  /** Minimum notice in business hours (Brisbane, weekdays 9 to 5, Queensland holidays off). */
  noticeHours: number;
  /** Null: no limit. */
  maxCallsPerDay: number | null;
  /** Brisbane dates never offered. */
  daysOff: string[];
  takingCalls: boolean;
}

/** What a fresh install offers (the first admin, until someone changes it): weekdays 9:00 to 17:00, 30-minute calls. */
export const DEFAULT_AVAILABILITY: Availability = {
  weeklyHours: Object.fromEntries([1, 2, 3, 4, 5].map((day) => [String(day), [['09:00', '17:00']]])),
  callMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 4,
  maxCallsPerDay: null,
  daysOff: [],
  takingCalls: true,
};

export const BOOKING_MESSAGES = {
  slot: 'Please choose a time for the call.',
  slotNotOffered: 'That time is not offered. Please choose one of the times shown.',
  slotTaken: 'Sorry, that time has just been booked by someone else. Please choose another: the next free times are shown.',
  changedMeanwhile: 'This call was changed a moment ago. Reload the page to see it as it is now.',
  partner: 'Please choose who you would like to speak with, or leave it to us.',
  company: CONTACT_MESSAGES.company,
  topic: 'Please choose what you would like to talk about.',
  noteTooLong: `The note must be at most ${NOTE_MAX_LENGTH.toLocaleString('en-AU')} characters.`,
  honeypot: 'This booking could not be made. Please reload the page and try again.',
  noSlots: 'There are no free times in the next eight weeks. Please send us a message instead.',
  notFound: 'That booking no longer exists. Refresh the list and try again.',
  linkInvalid: 'This link is not valid. Please use the link in your most recent e-mail about the call.',
  alreadyCancelled: 'This call has been cancelled.',
  alreadyPast: 'This call has already taken place.',
  notConfirmed: 'This call is cancelled, so it cannot be changed.',
  notStarted: 'A call can be marked held or missed once it has started.',
  staffNotFound: 'That staff member cannot take calls: only admins can.',
  badTime: 'Use a time between 00:00 and 24:00 in 5-minute steps, such as 09:00.',
  badRange: 'Each range must end after it starts, and ranges of one day must not overlap.',
  badCallLength: 'Choose a call length of 15, 30 or 45 minutes.',
  badBuffer: `The buffer must be a whole number of 5-minute steps, up to ${MAX_BUFFER_MINUTES} minutes.`,
  badNotice: `Minimum notice must be a whole number of business hours, up to ${MAX_NOTICE_HOURS}.`,
  badMaxCalls: `Most calls a day must be between 1 and ${MAX_CALLS_PER_DAY}, or empty for no limit.`,
  badDayOff: 'Write each day off as a date, such as 2026-12-24.',
  tooManyDaysOff: `At most ${MAX_DAYS_OFF} days off.`,
  badOutcome: 'Choose Held or Missed.',
  saved: 'Availability saved',
  settingsSaved: 'Booking settings saved',
  moved: 'Call moved: the visitor has been sent the new time',
  cancelled: 'Call cancelled: the visitor has been told',
  marked: (outcome: BookingOutcome) => `Call marked ${OUTCOME_LABELS[outcome].toLowerCase()}`,
  loadFailed: 'Failed to load the calls',
  saveFailed: 'Failed to save the availability',
  changeFailed: 'Failed to change the call',
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** "09:30" → 570; null for anything that is not a time on a 5-minute step. */
export function minutesOfDay(time: string): number | null {
  if (!TIME.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + minutes;
  return total % BLOCK_MINUTES === 0 ? total : null;
}

// Brisbane keeps UTC+10 all year, so its wall clock is plain arithmetic: the slot pages format dozens of
// times per answer, and Intl's time-zone formatting made up most of that answer's time.
const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const brisbaneClockOf = (instant: Date | string | number) => new Date(new Date(instant).getTime() + BRISBANE_OFFSET_MS);

/** "Tuesday 3 March 2026" */
export function brisbaneDayLabel(instant: Date | string | number): string {
  const local = brisbaneClockOf(instant);
  return `${WEEKDAY_NAMES[local.getUTCDay()]} ${longDateOfUtcFields(local)}`;
}
/** "Tue, 3 Mar" */
export function brisbaneShortDayLabel(instant: Date | string | number): string {
  const local = brisbaneClockOf(instant);
  return `${WEEKDAY_NAMES[local.getUTCDay()]?.slice(0, 3)}, ${local.getUTCDate()} ${MONTH_NAMES[local.getUTCMonth()]?.slice(0, 3)}`;
}
/** "10:30 am" */
export function brisbaneClock(instant: Date | string | number): string {
  const local = brisbaneClockOf(instant);
  const hours = local.getUTCHours();
  return `${hours % 12 || 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
/** "Tuesday 3 March 2026 at 10:30 am Brisbane time" */
export const brisbaneWhen = (instant: Date | string | number) =>
  `${brisbaneDayLabel(instant)} at ${brisbaneClock(instant)} Brisbane time`;

/** The public booking endpoint and its limit (a form's worth of fields). */
export const BOOKING_ENDPOINT = '/api/bookings';
export const BOOKING_SLOTS_ENDPOINT = '/api/bookings/slots';
export const BOOKING_MAX_BODY_BYTES = 32 * 1024;
export const BOOK_A_CALL_PATH = '/book-a-call';
export const MANAGE_BOOKING_PATH = '/book-a-call/manage';
