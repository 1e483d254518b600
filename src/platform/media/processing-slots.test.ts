import { describe, expect, it } from 'vitest';
import { Refusal } from '../http/refusal.ts';
import { createProcessingSlots, IMAGE_BUSY_MESSAGE, IMAGE_PROCESSING } from './processing-slots.ts';

/** A piece of work that runs until the test lets it finish. */
function held() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

describe('image processing slots', () => {
  it('process at most two images at once, let six wait, and refuse the next with 503, a message and Retry-After', () => {
    expect(IMAGE_PROCESSING).toEqual({ concurrent: 2, waiting: 6, retryAfterSeconds: 5 });
    expect(IMAGE_BUSY_MESSAGE).toBe('The server is busy processing other images. Please try again in a few seconds.');
  });

  it('run waiting work in order as slots free up, and refuse beyond the waiting line', async () => {
    const slots = createProcessingSlots(2, 2, 5);
    const jobs = Array.from({ length: 4 }, () => held());
    const started: number[] = [];
    const running = jobs.map((job, index) =>
      slots.run(async () => {
        started.push(index);
        await job.work();
        return index;
      }),
    );
    await Promise.resolve();
    expect(slots.load()).toEqual({ running: 2, waiting: 2 });
    expect(started).toEqual([0, 1]);
    const refused = await slots.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ status: 503, message: IMAGE_BUSY_MESSAGE, retryAfterSeconds: 5 });

    jobs[1]?.finish();
    await running[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const job of jobs) job.finish();
    expect(await Promise.all(running)).toEqual([0, 1, 2, 3]);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('free the slot of work that failed', async () => {
    const slots = createProcessingSlots(1, 0, 5);
    await expect(slots.run(async () => Promise.reject(new Error('damaged')))).rejects.toThrow('damaged');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
