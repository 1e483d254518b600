// Changes to a booked call: found by the visitor's link or by id, moved to another free time of its
// staff member (the same UID, SEQUENCE raised) or cancelled (METHOD:CANCEL), each guarded by its
// sequence so of two changes at once one is refused; and, once it has started, marked held or missed.
// Every change e-mails both sides and is announced to the CRM webhooks in its own transaction.
import type { Kysely } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { enqueueClaimedEmails } from '#src/platform/mail/outbox.server.ts';
import type { StaffUser } from '../auth/access.ts';
import type { ContactDependencies } from '../contact/contact.server.ts';
import { recordFirstResponse } from '../submissions/inbox-changes.server.ts';
import { auditBooking } from './availability.server.ts';
import { BOOKING_MESSAGES } from './booking-terms.ts';
import { holdTime, offeredSlot, releaseTime, SlotTakenError } from './booking-time.server.ts';
import { announceBookingChange, type BookingRow, emailContext, sendNow, tokenHash } from './bookings.server.ts';
import { type BookingChange, bookingEmails } from './emails.ts';
import { brisbaneDay } from './slots.ts';
import type { BookingOutcome } from './tables.ts';

/** Who made a change: the visitor through their link, or a staff member. */
export type BookingActor = { kind: 'visitor' } | { kind: 'staff'; staff: StaffUser };

export async function findBookingByToken(db: Kysely<Database>, token: string): Promise<BookingRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return (await db.selectFrom('bookings').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst()) ?? null;
}

export async function requireBooking(db: Kysely<Database>, id: string): Promise<BookingRow> {
  const booking = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!booking) throw new Refusal(404, BOOKING_MESSAGES.notFound);
  return booking;
}

/** A confirmed call that has not started yet, or the refusal that says why it cannot change. */
function requireChangeable(booking: BookingRow, now: Date): void {
  if (booking.status !== 'confirmed') throw new Refusal(409, BOOKING_MESSAGES.notConfirmed);
  if (Date.parse(toIsoTimestamp(booking.starts_at)) <= now.getTime()) throw new Refusal(409, BOOKING_MESSAGES.alreadyPast);
}

/** Writes a change of a confirmed call (guarded by its sequence), its e-mails and, for staff, its audit row. */
async function changeBooking(
  deps: ContactDependencies,
  booking: BookingRow,
  actor: BookingActor,
  change: Exclude<BookingChange, 'booked'>,
  write: (trx: Kysely<Database>, next: BookingRow) => Promise<void>,
  next: BookingRow,
  now: Date,
): Promise<{ booking: BookingRow; emailsSent: boolean }> {
  const { notifyEmails: _, ...firm } = await deps.siteSettings();
  const emails = await deps.database.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('bookings')
      .set({
        starts_at: next.starts_at,
        ends_at: next.ends_at,
        blocked_until: next.blocked_until,
        day: next.day,
        status: next.status,
        sequence: next.sequence,
        updated_at: now,
        scheduled_at: next.scheduled_at,
        cancelled_at: next.cancelled_at,
        cancelled_by: next.cancelled_by,
        reminded_day_before_at: next.reminded_day_before_at,
        reminded_hour_before_at: next.reminded_hour_before_at,
      })
      .where('id', '=', booking.id)
      .where('status', '=', 'confirmed')
      .where('sequence', '=', booking.sequence)
      .executeTakeFirst();
    // Someone else changed it a moment ago: their change stands, and this one is refused.
    if (Number(updated.numUpdatedRows) !== 1) throw new Refusal(409, BOOKING_MESSAGES.changedMeanwhile);
    await write(trx, next);
    if (actor.kind === 'staff') {
      await auditBooking(trx, actor.staff, change === 'moved' ? 'move' : 'cancel', booking.id, {
        from: toIsoTimestamp(booking.starts_at),
        to: change === 'moved' ? toIsoTimestamp(next.starts_at) : null,
      });
    }
    await announceBookingChange(trx, deps.siteUrl, change === 'moved' ? 'booking.changed' : 'booking.cancelled', next, booking);
    return enqueueClaimedEmails(
      trx,
      bookingEmails(emailContext(next, deps, firm), change, now),
      deps.mailer.policy.leaseSeconds,
      now,
    );
  });
  const emailsSent = await sendNow(deps, emails, `booking ${booking.id} ${change}`);
  return { booking: next, emailsSent };
}

/** Moves a confirmed call to another free time of its staff member: same UID, SEQUENCE raised, both told. */
export async function moveBooking(
  deps: ContactDependencies,
  booking: BookingRow,
  startIso: string,
  actor: BookingActor,
): Promise<{ booking: BookingRow; emailsSent: boolean }> {
  const now = deps.now?.() ?? new Date();
  requireChangeable(booking, now);
  const start = Date.parse(startIso);
  const found = await offeredSlot(deps.database, start, now, { staffIds: [booking.staff_id], exceptBooking: booking.id });
  if (!found.offered) throw new Refusal(422, BOOKING_MESSAGES.slotNotOffered);
  if (!found.slot) throw new Refusal(409, BOOKING_MESSAGES.slotTaken);
  const member = found.staff[0];
  if (!member) throw new Refusal(422, BOOKING_MESSAGES.slotNotOffered);
  const minutes = (Date.parse(toIsoTimestamp(booking.ends_at)) - Date.parse(toIsoTimestamp(booking.starts_at))) / 60_000;
  const endsAt = new Date(start + minutes * 60_000);
  const blockedUntil = new Date(endsAt.getTime() + member.availability.bufferMinutes * 60_000);
  const next: BookingRow = {
    ...booking,
    starts_at: new Date(start),
    ends_at: endsAt,
    blocked_until: blockedUntil,
    day: brisbaneDay(start),
    sequence: booking.sequence + 1,
    scheduled_at: now,
    reminded_day_before_at: null,
    reminded_hour_before_at: null,
  };
  try {
    return await changeBooking(
      deps,
      booking,
      actor,
      'moved',
      async (trx) => {
        await releaseTime(trx, booking);
        await holdTime(trx, { ...next, start, blockedUntil: blockedUntil.getTime() }, member.availability.maxCallsPerDay);
      },
      next,
      now,
    );
  } catch (error) {
    if (error instanceof SlotTakenError) throw new Refusal(409, BOOKING_MESSAGES.slotTaken);
    throw error;
  }
}

/** Cancels a confirmed call: its time is free again, and both get METHOD:CANCEL with the same UID. */
export async function cancelBooking(deps: ContactDependencies, booking: BookingRow, actor: BookingActor) {
  const now = deps.now?.() ?? new Date();
  requireChangeable(booking, now);
  const next: BookingRow = {
    ...booking,
    status: 'cancelled',
    sequence: booking.sequence + 1,
    cancelled_at: now,
    cancelled_by: actor.kind === 'visitor' ? 'visitor' : actor.staff.name || actor.staff.email,
  };
  return changeBooking(deps, booking, actor, 'cancelled', (trx) => releaseTime(trx, booking), next, now);
}

/** Staff mark a call that has started held or missed; either is the enquiry's first response. */
export async function markOutcome(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  outcome: BookingOutcome,
  siteUrl: string,
  now = new Date(),
): Promise<BookingRow> {
  return database.db.transaction().execute(async (trx) => {
    const booking = await requireBooking(trx, id);
    if (booking.status !== 'confirmed') throw new Refusal(409, BOOKING_MESSAGES.notConfirmed);
    if (Date.parse(toIsoTimestamp(booking.starts_at)) > now.getTime()) throw new Refusal(409, BOOKING_MESSAGES.notStarted);
    await trx.updateTable('bookings').set({ outcome, updated_at: now }).where('id', '=', id).execute();
    if (booking.submission_id) await recordFirstResponse(trx, booking.submission_id, siteUrl, now);
    await auditBooking(trx, actor, outcome, id, { startsAt: toIsoTimestamp(booking.starts_at) });
    return { ...booking, outcome, updated_at: now };
  });
}
