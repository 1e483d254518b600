// Work in slices: done in order, and other work runs between slices.
import { describe, expect, it } from 'vitest';
import { forEachInSlices, SLICE_MS } from './event-loop.server.ts';

describe('work in slices', () => {
  it('does every item in order and lets a timer run between slices', async () => {
    const done: number[] = [];
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    await forEachInSlices(
      Array.from({ length: 20 }, (_, at) => at),
      (at) => {
        const until = performance.now() + SLICE_MS / 2;
        while (performance.now() < until) {
          // Busy, as a check over many rows is.
        }
        done.push(at);
      },
    );
    clearInterval(timer);
    expect(done).toEqual(Array.from({ length: 20 }, (_, at) => at));
    expect(ticks).toBeGreaterThan(0);
  });
});
