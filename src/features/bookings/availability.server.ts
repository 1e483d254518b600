// Who takes calls and when: each admin's availability (staff_availability), the firm's setting of
// whether visitors choose their partner (booking_settings), the calendars the slots are cut from (the
// hours with the confirmed calls and each day's count), and the changes admins make, audited.
// Only admins take calls: they are the staff who may see the enquiries a booking creates.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { parseJsonColumn, toBoolean } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import {
  type Availability,
  BOOKING_MESSAGES,
  type CallMinutes,
  DEFAULT_AVAILABILITY,
  type WeeklyHours,
} from './booking-terms.ts';
import type { BookingSettings } from './schema.ts';
import { brisbaneDay, type StaffCalendar } from './slots.ts';
import type { StaffAvailabilityTable } from './tables.ts';

export const auditBooking = audit({ type: 'booking', actionPrefix: 'booking' });

type AvailabilityRow = Selectable<StaffAvailabilityTable>;

export function toAvailability(row: AvailabilityRow): Availability {
  return {
    weeklyHours: parseJsonColumn<WeeklyHours>(row.weekly_hours) ?? {},
    callMinutes: row.call_minutes as CallMinutes,
    bufferMinutes: row.buffer_minutes,
    noticeHours: row.notice_hours,
    maxCallsPerDay: row.max_calls_per_day,
    daysOff: parseJsonColumn<string[]>(row.days_off) ?? [],
    takingCalls: toBoolean(row.taking_calls),
  };
}

function availabilityColumns(availability: Availability, now: Date) {
  return {
    weekly_hours: JSON.stringify(availability.weeklyHours),
    call_minutes: availability.callMinutes,
    buffer_minutes: availability.bufferMinutes,
    notice_hours: availability.noticeHours,
    max_calls_per_day: availability.maxCallsPerDay,
    days_off: JSON.stringify([...new Set(availability.daysOff)].sort()),
    taking_calls: availability.takingCalls,
    updated_at: now,
  };
}

/** Admins as the booking screen lists them: the oldest account first (a fresh install's first admin). */
function admins(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.email'])
    .where('users.role', '=', 'admin')
    .where((eb) => eb.or([eb('users.banned', 'is', null), eb('users.banned', '=', false)]))
    .orderBy('users.created_at')
    .orderBy('users.id');
}

export interface StaffAvailability {
  id: string;
  name: string;
  email: string;
  /** Null: never set, so not offered. */
  availability: Availability | null;
}

/** Every admin with their availability, for the admin screen. */
export async function listStaffAvailability(db: Kysely<Database>): Promise<StaffAvailability[]> {
  const rows = await admins(db)
    .leftJoin('staff_availability', 'staff_availability.user_id', 'users.id')
    .selectAll('staff_availability')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name || row.email,
    email: row.email,
    availability: row.user_id ? toAvailability(row as AvailabilityRow) : null,
  }));
}

/** The staff who take calls, with their availability, in the order the first free one is chosen. */
async function bookableStaff(db: Kysely<Database>, staffIds?: readonly string[]) {
  let query = admins(db)
    .innerJoin('staff_availability', 'staff_availability.user_id', 'users.id')
    .selectAll('staff_availability')
    .where('staff_availability.taking_calls', '=', true);
  if (staffIds) query = query.where('users.id', 'in', staffIds.length > 0 ? [...staffIds] : ['']);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, name: row.name || row.email, email: row.email, availability: toAvailability(row) }));
}

export type BookableStaff = Awaited<ReturnType<typeof bookableStaff>>[number];

/** The people a visitor may choose from, where the firm allows it. */
export async function listPartners(db: Kysely<Database>): Promise<{ id: string; name: string }[]> {
  return (await bookableStaff(db)).map(({ id, name }) => ({ id, name }));
}

/**
 * The calendars slots are cut from: each bookable staff member (or those named) with their confirmed
 * calls not yet over, and their calls per day from today. `exceptBooking` leaves one call out (the one
 * being moved, so it may move onto its own time).
 */
export async function loadCalendars(
  database: AppDatabase,
  now: Date,
  options: { staffIds?: readonly string[]; exceptBooking?: string } = {},
): Promise<{ staff: BookableStaff[]; calendars: StaffCalendar[] }> {
  const { db } = database;
  // Every read at once, one round trip: the calls and counts of everyone (or of those named), kept
  // below for the staff who take calls. PostgreSQL answers the times as milliseconds: turning a
  // thousand timestamps into Dates took most of the slots' time there.
  const epochMs = (column: 'starts_at' | 'blocked_until') =>
    database.dialect === 'postgres'
      ? sql<number | string>`(extract(epoch from ${sql.ref(column)}) * 1000)::float8`.as(column)
      : sql<number | string>`${sql.ref(column)}`.as(column);
  let calls = db
    .selectFrom('bookings')
    .select(['staff_id', epochMs('starts_at'), epochMs('blocked_until')])
    .where('status', '=', 'confirmed')
    .where('blocked_until', '>', now)
    .orderBy('starts_at');
  let counts = db
    .selectFrom('booking_day_counts')
    .select(['staff_id', 'day', 'calls'])
    .where('day', '>=', brisbaneDay(now.getTime()))
    .where('calls', '>', 0);
  if (options.staffIds) {
    const named = options.staffIds.length > 0 ? [...options.staffIds] : [''];
    calls = calls.where('staff_id', 'in', named);
    counts = counts.where('staff_id', 'in', named);
  }
  if (options.exceptBooking) calls = calls.where('id', '!=', options.exceptBooking);
  const [staff, bookings, dayRows, moving] = await Promise.all([
    bookableStaff(db, options.staffIds),
    calls.execute(),
    counts.execute(),
    options.exceptBooking
      ? db.selectFrom('bookings').select(['staff_id', 'day']).where('id', '=', options.exceptBooking).executeTakeFirst()
      : undefined,
  ]);
  // One pass over the calls: milliseconds from PostgreSQL, ISO text from SQLite.
  const time = (value: number | string) => (typeof value === 'number' ? value : Date.parse(value));
  const busyByStaff = new Map<string, (readonly [number, number])[]>();
  for (const row of bookings) {
    const list = busyByStaff.get(row.staff_id) ?? [];
    list.push([time(row.starts_at), time(row.blocked_until)]);
    busyByStaff.set(row.staff_id, list);
  }
  const calendars = staff.map((member) => {
    const dayCounts = new Map(dayRows.filter((row) => row.staff_id === member.id).map((row) => [row.day, Number(row.calls)]));
    // The call being moved no longer counts towards its own day.
    if (moving?.staff_id === member.id) dayCounts.set(moving.day, Math.max(0, (dayCounts.get(moving.day) ?? 1) - 1));
    return {
      id: member.id,
      name: member.name,
      availability: member.availability,
      busy: busyByStaff.get(member.id) ?? [],
      dayCounts,
    };
  });
  return { staff, calendars };
}

/** The firm's booking settings (a fresh install: visitors do not choose). */
export async function readBookingSettings(db: Kysely<Database>): Promise<BookingSettings> {
  const row = await db.selectFrom('booking_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return { visitorChoosesPartner: toBoolean(row?.visitor_chooses_partner ?? false) };
}

export async function saveBookingSettings(database: AppDatabase, actor: StaffUser, settings: BookingSettings, now = new Date()) {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('booking_settings')
      .values({ id: 1, visitor_chooses_partner: settings.visitorChoosesPartner, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ visitor_chooses_partner: settings.visitorChoosesPartner, updated_at: now }),
      )
      .execute();
    await auditBooking(trx, actor, 'settings', null, { visitorChoosesPartner: settings.visitorChoosesPartner });
  });
  return settings;
}

/** Sets an admin's availability (their own or another admin's); refused for anyone who is not an admin. */
export async function saveAvailability(
  database: AppDatabase,
  actor: StaffUser,
  userId: string,
  availability: Availability,
  now = new Date(),
): Promise<StaffAvailability> {
  await database.db.transaction().execute(async (trx) => {
    const staff = await admins(trx).where('users.id', '=', userId).executeTakeFirst();
    if (!staff) throw new Refusal(404, BOOKING_MESSAGES.staffNotFound);
    const columns = availabilityColumns(availability, now);
    await trx
      .insertInto('staff_availability')
      .values({ user_id: userId, ...columns })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(columns))
      .execute();
    await auditBooking(trx, actor, 'availability', userId, {
      staff: staff.name || staff.email,
      callMinutes: availability.callMinutes,
      takingCalls: availability.takingCalls,
    });
  });
  const saved = (await listStaffAvailability(database.db)).find((member) => member.id === userId);
  if (!saved) throw new Refusal(404, BOOKING_MESSAGES.staffNotFound);
  return saved;
}

/** A fresh install's availability for its first admin (the seed): weekdays 9:00 to 17:00, 30-minute calls. */
export async function offerFirstAdmin(db: Kysely<Database>, now: Date): Promise<void> {
  const first = await admins(db).executeTakeFirst();
  if (!first) return;
  await db
    .insertInto('staff_availability')
    .values({ user_id: first.id, ...availabilityColumns(DEFAULT_AVAILABILITY, now) })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
