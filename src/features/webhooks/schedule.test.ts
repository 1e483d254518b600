// The retry schedule's numbers, its jitter and Retry-After, as pure functions of a clock and a random
// source (delivery.test.ts drives the same schedule through the outbox).
import { describe, expect, it } from 'vitest';
import {
  FAILING_PAUSE_MS,
  JITTER,
  MAX_ATTEMPTS,
  MAX_RETRY_AFTER_SECONDS,
  nextAttemptAt,
  RETRY_SCHEDULE_SECONDS,
  retryAfterMs,
  retryDelayMs,
} from './schedule.ts';

const now = new Date('2026-03-02T23:00:00.000Z');

describe('the retry schedule', () => {
  it('is the spec’s: at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, ten attempts over about three days', () => {
    expect(RETRY_SCHEDULE_SECONDS).toEqual([0, 5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400]);
    expect(MAX_ATTEMPTS).toBe(10);
    expect(FAILING_PAUSE_MS).toBe(3 * 24 * 3600 * 1000);
    // The last attempt comes after three days of failures, so a receiver down all along is paused then.
    expect(RETRY_SCHEDULE_SECONDS.reduce((sum, seconds) => sum + seconds, 0) * 1000).toBeGreaterThan(FAILING_PAUSE_MS);
  });

  it('stretches or shortens each wait by up to a tenth at random, and ends after the tenth attempt', () => {
    expect(JITTER).toBe(0.1);
    expect(retryDelayMs(1, () => 0)).toBe(4_500);
    expect(retryDelayMs(1, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(1, () => 0.999_999)).toBe(5_500);
    expect(retryDelayMs(9, () => 0)).toBe(86_400_000 * 0.9);
    expect(retryDelayMs(10, () => 0.5)).toBeNull();
  });

  it('honours Retry-After in seconds or as a date when it asks for longer than the schedule, up to a day', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 23:10:00 GMT', now)).toBe(600_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 22:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('999999', now)).toBe(MAX_RETRY_AFTER_SECONDS * 1000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
    const half = () => 0.5;
    expect(nextAttemptAt(1, now, '120', half)).toEqual(new Date(now.getTime() + 120_000));
    // A shorter one than the schedule's wait does not hurry it.
    expect(nextAttemptAt(2, now, '1', half)).toEqual(new Date(now.getTime() + 300_000));
    expect(nextAttemptAt(10, now, '120', half)).toBeNull();
  });
});
