// What the booking pages and the admin screen read: the free days and one day's free times (for
// everyone, or one staff member), and the calls in the admin's list (upcoming or past) and week view.
import type { Kysely } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { loadCalendars } from './availability.server.ts';
import type { BookingRow } from './bookings.server.ts';
import { bookingDays, brisbaneDay, brisbaneMidnight, freeSlots } from './slots.ts';
import type { AdminBooking, AdminBookingList, SlotChoice } from './types.ts';

/** The days with free times and the chosen day's times (the first free day unless `day` names one). */
export async function slotChoice(
  database: AppDatabase,
  now: Date,
  options: { day?: string | null; staffIds?: readonly string[]; exceptBooking?: string } = {},
): Promise<SlotChoice> {
  const { calendars } = await loadCalendars(database, now, options);
  const slots = freeSlots(calendars, now);
  const days = [...slots.entries()].map(([day, list]) => ({ day, count: list.length }));
  const day = options.day && slots.has(options.day) ? options.day : (days[0]?.day ?? null);
  const times = (day ? (slots.get(day) ?? []) : []).map((slot) => ({ start: new Date(slot.start).toISOString() }));
  return { days, day, times };
}

export function toAdminBooking(row: BookingRow): AdminBooking {
  return {
    id: row.id,
    startsAt: toIsoTimestamp(row.starts_at),
    endsAt: toIsoTimestamp(row.ends_at),
    staffId: row.staff_id,
    staffName: row.staff_name,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    topic: row.topic,
    note: row.note,
    status: row.status,
    outcome: row.outcome,
    submissionId: row.submission_id,
    cancelledBy: row.cancelled_by,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/admin/bookings: ?when=upcoming|past|week and, for the week view, ?week=<a date in it>. */
export const BookingListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past', 'week']).catch('upcoming'),
  week: z
    .string()
    .regex(DATE)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    .nullable()
    .catch(null),
});
export type BookingListQuery = z.output<typeof BookingListQuerySchema>;

/** The most calls one list answer holds. */
export const BOOKING_LIST_LIMIT = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday of the Brisbane week a date is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return brisbaneDay(brisbaneMidnight(day) - (weekday - 1) * DAY_MS + DAY_MS / 2);
}

export async function listBookings(db: Kysely<Database>, query: BookingListQuery, now: Date): Promise<AdminBookingList> {
  let rows: BookingRow[];
  let week: string | null = null;
  if (query.when === 'week') {
    week = mondayOf(query.week ?? bookingDays(now, 1)[0] ?? brisbaneDay(now.getTime()));
    const from = new Date(brisbaneMidnight(week));
    rows = await db
      .selectFrom('bookings')
      .selectAll()
      .where('starts_at', '>=', from)
      .where('starts_at', '<', new Date(from.getTime() + 7 * DAY_MS))
      .orderBy('starts_at')
      .limit(BOOKING_LIST_LIMIT)
      .execute();
  } else {
    const upcoming = query.when === 'upcoming';
    rows = await db
      .selectFrom('bookings')
      .selectAll()
      .where('ends_at', upcoming ? '>' : '<=', now)
      .orderBy('starts_at', upcoming ? 'asc' : 'desc')
      .limit(BOOKING_LIST_LIMIT)
      .execute();
  }
  return { bookings: rows.map(toAdminBooking), week };
}
