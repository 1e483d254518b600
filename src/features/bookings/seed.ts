// A fresh install's booked calls: its first admin offered on weekdays, 9:00 to 17:00 Brisbane time,
// 30-minute calls, until someone changes it, so /book-a-call works from the first start. Runs after
// the first admin is made (server/prepare.ts); on an install that already has admins, the oldest.
import type { SeedItem } from '#src/platform/db/seed.ts';
import { offerFirstAdmin } from './availability.server.ts';

export function bookingSeedItems(): SeedItem[] {
  return [{ key: 'bookings:first-admin-availability', insert: (trx, now) => offerFirstAdmin(trx, now) }];
}
