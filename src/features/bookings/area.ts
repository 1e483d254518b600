// Booked calls as an admin area: the calls (list and week view) and each admin's availability, for
// admins only, and a fresh install's first admin offered for calls (src/server/areas.ts lists it).
import { CalendarClock } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { BOOKINGS_ACCESS } from './access.ts';
import { BOOKING_AUDIT_SENTENCES } from './audit-sentences.ts';
import { bookingSeedItems } from './seed.ts';

export const BOOKINGS_AREA = defineAdminArea({
  id: 'bookings',
  title: 'Booked Calls',
  path: '/admin/bookings',
  access: BOOKINGS_ACCESS,
  card: {
    description: (action) => `${action} booked calls and when each admin takes them`,
    actionObject: 'booked calls',
    icon: CalendarClock,
    count: {
      load: async (db) =>
        Number(
          (
            await db
              .selectFrom('bookings')
              .select((eb) => eb.fn.countAll<string | number>().as('total'))
              .where('status', '=', 'confirmed')
              .where('ends_at', '>', new Date())
              .executeTakeFirstOrThrow()
          ).total,
        ),
      label: (count) => `${count.toLocaleString('en-AU')} upcoming ${count === 1 ? 'call' : 'calls'}`,
    },
  },
  seed: bookingSeedItems,
  auditSentences: BOOKING_AUDIT_SENTENCES,
});
