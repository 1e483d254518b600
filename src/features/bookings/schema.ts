// Booked calls' schemas, checked by the server (and the admin screen): the booking form, the
// availability form and the admin's changes, built from the words and numbers in booking-terms.ts.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { ContactEnquirySchema } from '../contact/schema.ts';
import {
  BLOCK_MINUTES,
  BOOKING_MESSAGES,
  CALL_MINUTES,
  MAX_BUFFER_MINUTES,
  MAX_CALLS_PER_DAY,
  MAX_DAYS_OFF,
  MAX_NOTICE_HOURS,
  MAX_RANGES_PER_DAY,
  minutesOfDay,
  NOTE_MAX_LENGTH,
  WEEKDAYS,
} from './booking-terms.ts';
import { BOOKING_OUTCOMES, BOOKING_TOPICS } from './tables.ts';

const timeOfDay = z.string().refine((value) => minutesOfDay(value) !== null, BOOKING_MESSAGES.badTime);
const ranges = z
  .array(z.tuple([timeOfDay, timeOfDay]), { error: BOOKING_MESSAGES.badRange })
  .max(MAX_RANGES_PER_DAY, BOOKING_MESSAGES.badRange)
  .refine((list) => {
    const sorted = list
      .map(([from, to]) => [minutesOfDay(from) ?? 0, minutesOfDay(to) ?? 0] as const)
      .sort((a, b) => a[0] - b[0]);
    return sorted.every(([from, to], index) => to > from && (index === 0 || from >= (sorted[index - 1]?.[1] ?? 0)));
  }, BOOKING_MESSAGES.badRange);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** PUT /api/admin/bookings/availability/:userId: one admin's hours and rules. */
export const AvailabilitySchema = z.object({
  weeklyHours: z.object(Object.fromEntries(WEEKDAYS.map(({ day }) => [String(day), ranges.optional()]))).strict(),
  callMinutes: z.union(
    CALL_MINUTES.map((minutes) => z.literal(minutes)),
    { error: BOOKING_MESSAGES.badCallLength },
  ),
  bufferMinutes: z
    .number({ error: BOOKING_MESSAGES.badBuffer })
    .int(BOOKING_MESSAGES.badBuffer)
    .min(0, BOOKING_MESSAGES.badBuffer)
    .max(MAX_BUFFER_MINUTES, BOOKING_MESSAGES.badBuffer)
    .multipleOf(BLOCK_MINUTES, BOOKING_MESSAGES.badBuffer),
  noticeHours: z
    .number({ error: BOOKING_MESSAGES.badNotice })
    .int(BOOKING_MESSAGES.badNotice)
    .min(0, BOOKING_MESSAGES.badNotice)
    .max(MAX_NOTICE_HOURS, BOOKING_MESSAGES.badNotice),
  maxCallsPerDay: z
    .number({ error: BOOKING_MESSAGES.badMaxCalls })
    .int(BOOKING_MESSAGES.badMaxCalls)
    .min(1, BOOKING_MESSAGES.badMaxCalls)
    .max(MAX_CALLS_PER_DAY, BOOKING_MESSAGES.badMaxCalls)
    .nullable(),
  daysOff: z
    .array(z.string().refine(isDate, BOOKING_MESSAGES.badDayOff), { error: BOOKING_MESSAGES.badDayOff })
    .max(MAX_DAYS_OFF, BOOKING_MESSAGES.tooManyDaysOff),
  takingCalls: z.boolean(),
});

/** PUT /api/admin/bookings/settings */
export const BookingSettingsSchema = z.object({ visitorChoosesPartner: z.boolean() });
export type BookingSettings = z.output<typeof BookingSettingsSchema>;

/** A slot's start as the form sends it: an ISO instant. */
const slotStart = z
  .string({ error: BOOKING_MESSAGES.slot })
  .max(40, BOOKING_MESSAGES.slot)
  .refine((value) => !Number.isNaN(Date.parse(value)) && /Z$|[+-]\d{2}:\d{2}$/.test(value), BOOKING_MESSAGES.slot);

const contactField = ContactEnquirySchema.shape;

/** POST /api/bookings: the public booking form, checked again by the server. */
export const BookingRequestSchema = z.object({
  start: slotStart,
  /** A staff member's id where the firm lets visitors choose; empty: the first free partner. */
  partner: z.string({ error: BOOKING_MESSAGES.partner }).max(100, BOOKING_MESSAGES.partner).default(''),
  name: contactField.name,
  email: contactField.email,
  // The contact form's company rules, and required: a call is about a business.
  company: contactField.company.unwrap().refine((value) => value !== '', BOOKING_MESSAGES.company),
  phone: contactField.phone,
  topic: z.enum(BOOKING_TOPICS, { error: BOOKING_MESSAGES.topic }),
  note: z.string().trim().max(NOTE_MAX_LENGTH, BOOKING_MESSAGES.noteTooLong).default(''),
  captcha: contactField.captcha,
});
export type BookingRequestInput = z.input<typeof BookingRequestSchema>;
export type BookingRequest = z.output<typeof BookingRequestSchema>;
export type BookingField = keyof BookingRequestInput;
export const BOOKING_FIELDS = [
  'start',
  'partner',
  'name',
  'email',
  'company',
  'phone',
  'topic',
  'note',
  'captcha',
] as const satisfies readonly BookingField[];

/** POST /api/admin/bookings/:id/move, and the visitor's reschedule. */
export const MoveBookingSchema = z.object({ start: slotStart });
/** POST /api/admin/bookings/:id/outcome */
export const OutcomeSchema = z.object({ outcome: z.enum(BOOKING_OUTCOMES, { error: BOOKING_MESSAGES.badOutcome }) });
