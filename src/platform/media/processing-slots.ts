// How many images one instance decodes and encodes at once: each 50-megapixel image holds a few
// hundred MB of pixels in libvips while it is processed (eight at once took 855 MB), so at most two
// run together, a few more wait their turn, and beyond that an upload is told the server is busy.
import { Refusal } from '../http/refusal.ts';

export const IMAGE_PROCESSING = { concurrent: 2, waiting: 6, retryAfterSeconds: 5 } as const;
export const IMAGE_BUSY_MESSAGE = 'The server is busy processing other images. Please try again in a few seconds.';

export interface ProcessingSlots {
  /** Runs `work` when a slot is free; refuses with 503 when the waiting line is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Images being processed and waiting, for tests and logs. */
  load(): { running: number; waiting: number };
}

export function createProcessingSlots(concurrent: number, waiting: number, retryAfterSeconds: number): ProcessingSlots {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      if (running < concurrent) running += 1;
      else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else throw new Refusal(503, IMAGE_BUSY_MESSAGE, { retryAfterSeconds });
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}

/** The instance's one set of slots, shared by every upload (library images and team photos). */
export const imageProcessingSlots = createProcessingSlots(
  IMAGE_PROCESSING.concurrent,
  IMAGE_PROCESSING.waiting,
  IMAGE_PROCESSING.retryAfterSeconds,
);
