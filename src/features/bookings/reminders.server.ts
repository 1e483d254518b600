// Reminders a day and an hour before each confirmed call, to the visitor and the staff member, once
// each: a minute timer in every instance looks for calls due a reminder, and one conditional UPDATE of
// the reminder's column, in the transaction that queues its e-mails, lets exactly one instance send it.
// A call booked (or moved) closer than a reminder's lead gets no such reminder: the invitation was it.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { enqueueEmails } from '#src/platform/mail/outbox.server.ts';
import type { ContactDependencies } from '../contact/contact.server.ts';
import { type BookingRow, emailContext } from './bookings.server.ts';
import { type ReminderLead, reminderEmails } from './emails.ts';

const HOUR_MS = 60 * 60 * 1000;
export const REMINDER_LEADS: Record<ReminderLead, { ms: number; column: 'reminded_day_before_at' | 'reminded_hour_before_at' }> =
  {
    day: { ms: 24 * HOUR_MS, column: 'reminded_day_before_at' },
    hour: { ms: HOUR_MS, column: 'reminded_hour_before_at' },
  };
export const BOOKING_REMINDER_INTERVAL_MS = 60_000;

/** Queues the reminders now due; returns how many calls were reminded of. */
export async function sendBookingReminders(
  deps: Pick<ContactDependencies, 'database' | 'siteUrl' | 'captcha' | 'siteSettings'>,
  now: Date,
): Promise<number> {
  const db: Kysely<Database> = deps.database.db;
  let reminded = 0;
  // The hour's reminder first: a call the day's reminder missed (the server was down) gets only that one.
  for (const lead of ['hour', 'day'] as const) {
    const { ms, column } = REMINDER_LEADS[lead];
    const nearer = lead === 'day' ? REMINDER_LEADS.hour.ms : 0;
    const due = await db
      .selectFrom('bookings')
      .selectAll()
      .where('status', '=', 'confirmed')
      .where(column, 'is', null)
      .where('starts_at', '>', new Date(now.getTime() + nearer))
      .where('starts_at', '<=', new Date(now.getTime() + ms))
      .execute();
    for (const booking of due) {
      const start = new Date(booking.starts_at).getTime();
      if (new Date(booking.scheduled_at).getTime() > start - ms) continue;
      if (await remind(deps, booking, lead, now)) reminded += 1;
    }
  }
  return reminded;
}

async function remind(
  deps: Pick<ContactDependencies, 'database' | 'siteUrl' | 'captcha' | 'siteSettings'>,
  booking: BookingRow,
  lead: ReminderLead,
  now: Date,
): Promise<boolean> {
  const { notifyEmails: _, ...firm } = await deps.siteSettings();
  const { column } = REMINDER_LEADS[lead];
  return deps.database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('bookings')
      .set({ [column]: now })
      .where('id', '=', booking.id)
      .where('status', '=', 'confirmed')
      .where('sequence', '=', booking.sequence)
      .where(column, 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await enqueueEmails(trx, reminderEmails(emailContext(booking, deps, firm), lead), now);
    return true;
  });
}

export interface BookingReminderTimer {
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/** Checks every minute in this instance; never keeps the process alive on its own. */
export function startBookingReminders(
  deps: Pick<ContactDependencies, 'database' | 'siteUrl' | 'captcha' | 'siteSettings'>,
  log: Logger,
  intervalMs = BOOKING_REMINDER_INTERVAL_MS,
): BookingReminderTimer {
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      const reminded = await sendBookingReminders(deps, new Date());
      if (reminded > 0) log.info('booked call reminders queued', { reminded });
    } catch (error) {
      log.warn('booked call reminders failed', errorFields(error));
    }
  };
  const runOnce = () => {
    running = running.then(pass);
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
