// The time a booked call takes: the slot at a start as offered now, the next free ones for a visitor who
// lost one, and, inside a change's transaction, the 5-minute blocks it holds and its place in its
// day's count. The blocks' primary key and the conditional day count refuse a second call in the same
// time or beyond the day's limit, however many requests arrive at once (SlotTakenError).
import type { Kysely, Selectable } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { loadCalendars } from './availability.server.ts';
import { blocksOf, brisbaneDay, freeSlots, type Slot } from './slots.ts';
import type { BookingsTable } from './tables.ts';

/** How many free times a visitor who lost a slot is shown. */
export const NEXT_SLOTS_SHOWN = 6;

/** A losing writer: the time (or the day) is no longer free for this staff member. */
export class SlotTakenError extends Error {}

/** Holds the call's blocks and counts it on its day; throws SlotTakenError when either is no longer free. */
export async function holdTime(
  trx: Kysely<Database>,
  booking: Pick<Selectable<BookingsTable>, 'id' | 'staff_id' | 'day'> & { start: number; blockedUntil: number },
  maxCallsPerDay: number | null,
): Promise<void> {
  const blocks = blocksOf(booking.start, booking.blockedUntil);
  const held = await trx
    .insertInto('booking_blocks')
    .values(blocks.map((block) => ({ staff_id: booking.staff_id, block, booking_id: booking.id })))
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (Number(held.numInsertedOrUpdatedRows ?? 0) !== blocks.length) throw new SlotTakenError();
  // One conditional upsert counts the call, or finds the day full: never a read then a write.
  const counted = await trx
    .insertInto('booking_day_counts')
    .values({ staff_id: booking.staff_id, day: booking.day, calls: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['staff_id', 'day'])
        .doUpdateSet((eb) => ({ calls: eb('booking_day_counts.calls', '+', 1) }))
        .where((eb) => (maxCallsPerDay === null ? eb.val(true) : eb('booking_day_counts.calls', '<', maxCallsPerDay))),
    )
    .returning('calls')
    .executeTakeFirst();
  if (!counted) throw new SlotTakenError();
}

/** Gives back a call's blocks and its place in its day's count. */
export async function releaseTime(
  trx: Kysely<Database>,
  booking: Pick<Selectable<BookingsTable>, 'id' | 'staff_id' | 'day'>,
): Promise<void> {
  await trx.deleteFrom('booking_blocks').where('booking_id', '=', booking.id).execute();
  await trx
    .updateTable('booking_day_counts')
    .set((eb) => ({ calls: eb('calls', '-', 1) }))
    .where('staff_id', '=', booking.staff_id)
    .where('day', '=', booking.day)
    .where('calls', '>', 0)
    .execute();
}

/** The ISO starts of the next free times (of one staff member, or of anyone), for a visitor who lost a slot. */
export async function nextFreeStarts(database: AppDatabase, now: Date, staffIds?: readonly string[]): Promise<string[]> {
  const { calendars } = await loadCalendars(database, now, { staffIds });
  const starts: string[] = [];
  for (const slots of freeSlots(calendars, now).values()) {
    for (const slot of slots) {
      starts.push(new Date(slot.start).toISOString());
      if (starts.length === NEXT_SLOTS_SHOWN) return starts;
    }
  }
  return starts;
}

/** The slot at `start` as offered now (null: not free), and whether it is within the offered hours at all. */
export async function offeredSlot(
  database: AppDatabase,
  start: number,
  now: Date,
  options: { staffIds?: readonly string[]; exceptBooking?: string } = {},
) {
  const loaded = await loadCalendars(database, now, options);
  const day = brisbaneDay(start);
  const slot = freeSlots(loaded.calendars, now, [day])
    .get(day)
    ?.find((candidate) => candidate.start === start);
  if (slot) return { slot, staff: loaded.staff, offered: true };
  // Free of calls, would it be offered? Then someone has just taken it; otherwise it was never on offer.
  const idle = loaded.calendars.map((calendar) => ({ ...calendar, busy: [], dayCounts: new Map<string, number>() }));
  const offered = freeSlots(idle, now, [day])
    .get(day)
    ?.some((candidate) => candidate.start === start);
  return { slot: null as Slot | null, staff: loaded.staff, offered: offered === true };
}
