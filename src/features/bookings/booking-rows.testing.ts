// Test helper: a confirmed call as a row, for tests and benchmarks that set up calls no visitor booked.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { brisbaneDay } from './slots.ts';
import type { BookingsTable } from './tables.ts';

/** A 30-minute confirmed call of `staffId` from `start`, booked now, without an enquiry. */
export function confirmedBooking(staffId: string, start: Date, now = new Date()): Insertable<BookingsTable> {
  const end = new Date(start.getTime() + 30 * 60 * 1000);
  return {
    id: randomUUID(),
    staff_id: staffId,
    staff_name: 'Pat Partner',
    staff_email: 'partner@example.com.au',
    submission_id: null,
    starts_at: start,
    ends_at: end,
    blocked_until: end,
    day: brisbaneDay(start.getTime()),
    status: 'confirmed',
    name: 'Jo Visitor',
    email: 'jo@example.com.au',
    phone: null,
    company: 'Visitor Staffing',
    topic: 'selling',
    note: null,
    token_hash: randomUUID(),
    created_at: now,
    updated_at: now,
    scheduled_at: now,
  };
}
