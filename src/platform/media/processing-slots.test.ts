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

const settle = () => new Promise((resolve) => setImmediate(resolve));
const SMALL = 1_000_000;
const LARGE = 49_000_000;
const limits = { concurrent: 2, waiting: 2, retryAfterSeconds: 5, largePixels: 16_000_000 };

describe('image processing slots', () => {
  it('process at most two images at once, a large one (over 16 megapixels) alone, let six wait, and refuse the next with 503, a message and Retry-After', () => {
    expect(IMAGE_PROCESSING).toEqual({ concurrent: 2, waiting: 6, retryAfterSeconds: 5, largePixels: 16_000_000 });
    expect(IMAGE_BUSY_MESSAGE).toBe('The server is busy processing other images. Please try again in a few seconds.');
  });

  it('run waiting work in order as slots free up, and refuse beyond the waiting line', async () => {
    const slots = createProcessingSlots(limits);
    const jobs = Array.from({ length: 4 }, () => held());
    const started: number[] = [];
    const running = jobs.map((job, index) =>
      slots.run(SMALL, async () => {
        started.push(index);
        await job.work();
        return index;
      }),
    );
    await Promise.resolve();
    expect(slots.load()).toEqual({ running: 2, waiting: 2 });
    expect(started).toEqual([0, 1]);
    const refused = await slots.run(SMALL, async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ status: 503, message: IMAGE_BUSY_MESSAGE, retryAfterSeconds: 5 });

    jobs[1]?.finish();
    await running[1];
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const job of jobs) job.finish();
    expect(await Promise.all(running)).toEqual([0, 1, 2, 3]);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('start a large image only when nothing else runs, and nothing beside it until it is done', async () => {
    const slots = createProcessingSlots(limits);
    const small = held();
    const large = held();
    const after = held();
    const started: string[] = [];
    const track = (name: string, job: ReturnType<typeof held>) => async () => {
      started.push(name);
      await job.work();
    };
    const runs = [
      slots.run(SMALL, track('small', small)),
      slots.run(LARGE, track('large', large)),
      slots.run(SMALL, track('after', after)),
    ];
    await settle();
    // One slot is free, but the large image needs both and the small one behind it does not overtake it.
    expect(started).toEqual(['small']);
    expect(slots.load()).toEqual({ running: 1, waiting: 2 });
    small.finish();
    await settle();
    expect(started).toEqual(['small', 'large']);
    expect(slots.load()).toEqual({ running: 1, waiting: 1 });
    large.finish();
    await settle();
    expect(started).toEqual(['small', 'large', 'after']);
    after.finish();
    await Promise.all(runs);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('count an image of exactly 16 megapixels as ordinary', async () => {
    const slots = createProcessingSlots(limits);
    const jobs = [held(), held()];
    const runs = jobs.map((job) => slots.run(16_000_000, job.work));
    await settle();
    expect(slots.load()).toEqual({ running: 2, waiting: 0 });
    for (const job of jobs) job.finish();
    await Promise.all(runs);
  });

  it('free the slots of work that failed', async () => {
    const slots = createProcessingSlots({ ...limits, waiting: 0 });
    await expect(slots.run(LARGE, async () => Promise.reject(new Error('damaged')))).rejects.toThrow('damaged');
    expect(await slots.run(LARGE, async () => 'next')).toBe('next');
  });
});
