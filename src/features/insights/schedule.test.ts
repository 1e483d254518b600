// The publish timer: it wakes when the next scheduled insight goes public, however far away, and
// follows the latest look-up. (With a database: src/server/scheduled-publish.test.ts.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublishTimer } from './schedule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A timer over a fixed list of publish instants, counting what it published. */
function timerOver(instants: number[]) {
  const published: number[] = [];
  const timer = createPublishTimer({
    nextPublishAt: async (now) => {
      const next = instants.filter((at) => at > now.getTime()).sort((a, b) => a - b)[0];
      return next === undefined ? null : new Date(next);
    },
    onPublish: () => published.push(Date.now()),
    onError: (error) => {
      throw error;
    },
  });
  return { timer, published };
}

describe('the publish timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at a scheduled instant and not before, then waits for the next one', async () => {
    const start = Date.now();
    const { timer, published } = timerOver([start + 60_000, start + 120_000]);
    await timer.arm();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(published).toEqual([start + 60_000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(published).toEqual([start + 60_000, start + 120_000]);
    timer.stop();
  });

  it('waits for an instant further away than one setTimeout holds (about 24.8 days)', async () => {
    const start = Date.now();
    const { timer, published } = timerOver([start + 40 * DAY_MS]);
    await timer.arm();
    await vi.advanceTimersByTimeAsync(2 ** 31 - 1);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(40 * DAY_MS - (2 ** 31 - 1) - 1);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(published).toEqual([start + 40 * DAY_MS]);
    timer.stop();
  });

  it('waits for nothing once stopped', async () => {
    const start = Date.now();
    const { timer, published } = timerOver([start + 1000]);
    await timer.arm();
    timer.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(published).toEqual([]);
  });
});
