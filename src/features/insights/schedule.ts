// When an insight is public: a published insight goes live at midnight in Brisbane (UTC+10 all year,
// no daylight saving) of its date, so a future date schedules it with no job to run. The one timer
// that wakes when the next scheduled insight goes public (the page cache is cleared then) is here too.
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';

const BRISBANE_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' });

/** Today's date in Brisbane as YYYY-MM-DD (the form's default date, the export's file name). */
export function brisbaneDate(now: Date = new Date()): string {
  return BRISBANE_DATE.format(now);
}

/** The instant `date` (YYYY-MM-DD) begins in Brisbane. */
export function publishInstant(date: string): Date {
  return new Date(`${date}T00:00:00+10:00`);
}

/** What the admin shows for a stored status and publish instant. */
export function displayStatus(
  status: 'published' | 'draft',
  publishAt: Date | string | null,
  now: Date = new Date(),
): 'published' | 'draft' | 'scheduled' {
  if (status === 'draft') return 'draft';
  return publishAt !== null && new Date(publishAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Published and live at `now` (its date has begun in Brisbane): what the public site shows. */
export function isLive(eb: ExpressionBuilder<Database, 'insights'>, now: Date): Expression<SqlBool> {
  return eb.and([eb('status', '=', 'published'), eb('publish_at', '<=', now)]);
}

/** The soonest instant a published insight is due to go public after `now`, or null when none is scheduled. */
export async function nextScheduledPublishAt(db: Kysely<Database>, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('insights')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('status', '=', 'published')
    .where('publish_at', '>', now)
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}

/** setTimeout holds at most about 24.8 days: a later instant is waited for in steps this long. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** How long to wait for `at` from `now`: never negative, never longer than one setTimeout holds. */
function timeoutUntil(at: number, now: number): number {
  return Math.min(Math.max(0, at - now), LONGEST_TIMEOUT_MS);
}

export interface PublishTimerOptions {
  /** The soonest instant a published insight goes public after `now` (nextScheduledPublishAt). */
  nextPublishAt(now: Date): Promise<Date | null>;
  /** Runs once each scheduled insight is public: what public pages show has changed. */
  onPublish(): void;
  /** A failed look-up: the instant already waited for, if any, is kept. */
  onError(error: unknown): void;
}

export interface PublishTimer {
  /** Looks up the next scheduled insight and waits for it, instead of whatever it waited for. */
  arm(): Promise<void>;
  /** Waits for nothing until armed again. */
  stop(): void;
}

/** One timer: it wakes when the next scheduled insight goes public, runs onPublish, then looks for the one after. */
export function createPublishTimer({ nextPublishAt, onPublish, onError }: PublishTimerOptions): PublishTimer {
  let timer: NodeJS.Timeout | undefined;
  let lookups = 0;

  function waitFor(at: number): void {
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        // Woken early (an instant beyond one setTimeout, or a clock step): wait for the rest.
        if (Date.now() < at) return waitFor(at);
        onPublish();
        void arm();
      },
      timeoutUntil(at, Date.now()),
    );
    timer.unref();
  }

  async function arm(): Promise<void> {
    const lookup = ++lookups;
    let next: Date | null;
    try {
      next = await nextPublishAt(new Date());
    } catch (error) {
      onError(error);
      return;
    }
    // Two look-ups at once (a change here and one from another instance): the later one decides.
    if (lookup !== lookups) return;
    clearTimeout(timer);
    if (next) waitFor(next.getTime());
  }

  return {
    arm,
    stop() {
      lookups += 1;
      clearTimeout(timer);
    },
  };
}
