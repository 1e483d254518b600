// How fast enquiries are answered, for the dashboard's Contact Management card: the oldest enquiry
// still waiting (New, in the inbox) and the median first response of the last 30 days' enquiries,
// both in business hours (business-hours.ts). The first response is when an enquiry left New or got
// its first note (first_response_at, set in inbox-changes.server.ts).
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { businessHoursBetween, formatBusinessHours, median } from './business-hours.ts';
import { inFolder } from './inbox.server.ts';

export const RESPONSE_WINDOW_DAYS = 30;

export interface ResponseTimes {
  /** Business hours the oldest New enquiry has waited; null when none waits. */
  oldestWaitingHours: number | null;
  /** Median business hours to the first response of enquiries received in the window and answered. */
  medianFirstResponseHours: number | null;
  answeredInWindow: number;
}

export async function responseTimes(db: Kysely<Database>, now: Date): Promise<ResponseTimes> {
  const windowStart = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [oldest, answered] = await Promise.all([
    db
      .selectFrom('contact_submissions')
      .select('created_at')
      .where((eb) => eb.and([eb('status', '=', 'new'), inFolder(eb, 'inbox')]))
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('contact_submissions')
      .select(['created_at', 'first_response_at'])
      .where('created_at', '>=', windowStart)
      .where('first_response_at', 'is not', null)
      .where('spam_reason', 'is', null)
      .execute(),
  ]);
  const durations = answered.map((row) =>
    businessHoursBetween(
      new Date(toIsoTimestamp(row.created_at)),
      new Date(toIsoTimestamp(row.first_response_at ?? row.created_at)),
    ),
  );
  return {
    oldestWaitingHours: oldest ? businessHoursBetween(new Date(toIsoTimestamp(oldest.created_at)), now) : null,
    medianFirstResponseHours: median(durations),
    answeredInWindow: durations.length,
  };
}

/** The card's lines. */
export async function responseFacts(db: Kysely<Database>, now: Date): Promise<string[]> {
  const times = await responseTimes(db, now);
  return [
    times.oldestWaitingHours === null ? 'Nobody is waiting' : `Oldest waiting: ${formatBusinessHours(times.oldestWaitingHours)}`,
    times.medianFirstResponseHours === null
      ? `No enquiries answered in the last ${RESPONSE_WINDOW_DAYS} days`
      : `Median first response (last ${RESPONSE_WINDOW_DAYS} days): ${formatBusinessHours(times.medianFirstResponseHours)}`,
  ];
}
