// When a webhook delivery is tried: the Standard Webhooks schedule (at once, then 5 s, 5 min, 30 min,
// 2 h, 5 h, 10 h, 14 h, 20 h and 24 h after each failure, about 3 days in all), each wait stretched or
// shortened by up to a tenth at random so endpoints that failed together are not all retried
// together; a longer wait when the receiver asks for one with Retry-After. Pure: the caller brings
// the clock and the randomness, so tests move through days in milliseconds.

/** Seconds before each attempt, counted from the failure of the one before (the first goes at once). */
export const RETRY_SCHEDULE_SECONDS = [0, 5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 24 * 3600];

/** Attempts before a delivery is given up. */
export const MAX_ATTEMPTS = RETRY_SCHEDULE_SECONDS.length;

/** Each wait varies by up to this share either way. */
export const JITTER = 0.1;

/** The longest Retry-After honoured; a longer one waits this long. */
export const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

/** An endpoint failing this long without one success is paused and admins are e-mailed. */
export const FAILING_PAUSE_MS = 3 * 24 * 3600 * 1000;

/**
 * Milliseconds to wait after failed attempt number `attempt` (1-based), jittered; null after the
 * last. `random` gives a number in [0, 1), as Math.random does.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number | null {
  const seconds = RETRY_SCHEDULE_SECONDS[attempt];
  if (seconds === undefined) return null;
  return Math.round(seconds * 1000 * (1 - JITTER + 2 * JITTER * random()));
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (header === null) return null;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now.getTime();
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_SECONDS * 1000);
}

/** When the next attempt goes after a failed one: the schedule's wait, or the receiver's if longer. */
export function nextAttemptAt(attempt: number, now: Date, retryAfter: string | null, random?: () => number): Date | null {
  const scheduled = retryDelayMs(attempt, random);
  if (scheduled === null) return null;
  return new Date(now.getTime() + Math.max(scheduled, retryAfterMs(retryAfter, now) ?? 0));
}
