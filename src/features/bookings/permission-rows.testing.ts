// Booked Calls' rows of the permission matrix (src/server/permissions.test.ts): admins only, for every
// read and change; editors and viewers are refused and nothing changes.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import { confirmedBooking } from './booking-rows.testing.ts';
import { DEFAULT_AVAILABILITY } from './booking-terms.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A fresh admin to set the availability of. */
async function admin(db: Kysely<Database>): Promise<Record<string, string>> {
  const id = randomUUID();
  const now = new Date();
  await db
    .insertInto('users')
    .values({
      id,
      name: 'Matrix Partner',
      email: `partner-${id}@example.com.au`,
      email_verified: true,
      image: null,
      role: 'admin',
      banned: false,
      ban_reason: null,
      ban_expires: null,
      two_factor_enabled: false,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { user: id };
}

/** A confirmed call of a fresh staff member, starting `fromNowMs` from now (past calls may be marked held). */
function booking(fromNowMs: number) {
  return async (db: Kysely<Database>): Promise<Record<string, string>> => {
    const row = confirmedBooking(randomUUID(), new Date(Date.now() + fromNowMs));
    await db.insertInto('bookings').values(row).execute();
    return { booking: row.id };
  };
}

const onBooking = (fromNowMs: number) => ({
  prepare: booking(fromNowMs),
  params: ({ ids }: { ids: Record<string, string> }) => ({ id: ids.booking ?? '' }),
});

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  { route: 'bookings/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  { route: 'bookings/[id]/slots.ts', method: 'GET', minimumRole: 'admin', successStatus: 200, ...onBooking(48 * HOUR_MS) },
  {
    route: 'bookings/[id]/cancel.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    ...onBooking(48 * HOUR_MS),
  },
  {
    route: 'bookings/[id]/outcome.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    ...onBooking(-HOUR_MS),
    body: () => ({ outcome: 'held' }),
  },
  {
    // The call's staff member takes no calls, so no time is free to move to: refused 422, after the role check.
    route: 'bookings/[id]/move.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 422,
    ...onBooking(48 * HOUR_MS),
    body: () => ({ start: new Date(Date.now() + 72 * HOUR_MS).toISOString() }),
  },
  { route: 'bookings/availability/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  {
    route: 'bookings/availability/[userId].ts',
    method: 'PUT',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: admin,
    params: ({ ids }) => ({ userId: ids.user ?? '' }),
    body: () => DEFAULT_AVAILABILITY,
  },
  {
    route: 'bookings/settings.ts',
    method: 'PUT',
    minimumRole: 'admin',
    successStatus: 200,
    body: () => ({ visitorChoosesPartner: true }),
  },
];
