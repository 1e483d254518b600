// How many images one instance decodes and encodes at once: two ordinary photos side by side, but a
// large one (a 24–50 megapixel camera file holds a few hundred MB in libvips and its encoders while
// it is processed) alone, so four 49-megapixel uploads at once take one large decode's memory, not
// four. A few more wait their turn, in order; beyond that an upload is told the server is busy.
import { Refusal } from '../http/refusal.ts';

export const IMAGE_PROCESSING = {
  concurrent: 2,
  waiting: 6,
  retryAfterSeconds: 5,
  /** Above this many pixels an image is processed alone (every slot); a 12-megapixel phone photo is not. */
  largePixels: 16_000_000,
} as const;
export const IMAGE_BUSY_MESSAGE = 'The server is busy processing other images. Please try again in a few seconds.';

export interface ProcessingSlots {
  /**
   * Runs `work` on an image of `pixels` pixels when slots are free: one slot, or every slot for a
   * large image. Work starts in the order it arrived; refuses with 503 when the waiting line is full.
   */
  run<T>(pixels: number, work: () => Promise<T>): Promise<T>;
  /** Images being processed and waiting, for tests and logs. */
  load(): { running: number; waiting: number };
}

export interface ProcessingLimits {
  concurrent: number;
  waiting: number;
  retryAfterSeconds: number;
  largePixels: number;
}

export function createProcessingSlots({
  concurrent,
  waiting,
  retryAfterSeconds,
  largePixels,
}: ProcessingLimits): ProcessingSlots {
  let busySlots = 0;
  let runningImages = 0;
  const queue: { slots: number; start: () => void }[] = [];
  // First come, first served: a small image does not overtake a large one waiting for every slot,
  // or a steady stream of small uploads could keep a large one waiting for ever.
  const startWaiting = () => {
    for (let next = queue[0]; next && busySlots + next.slots <= concurrent; next = queue[0]) {
      queue.shift();
      busySlots += next.slots;
      runningImages += 1;
      next.start();
    }
  };
  return {
    async run(pixels, work) {
      const slots = pixels > largePixels ? concurrent : 1;
      if (queue.length === 0 && busySlots + slots <= concurrent) {
        busySlots += slots;
        runningImages += 1;
      } else if (queue.length < waiting) {
        await new Promise<void>((start) => queue.push({ slots, start }));
      } else {
        throw new Refusal(503, IMAGE_BUSY_MESSAGE, { retryAfterSeconds });
      }
      try {
        return await work();
      } finally {
        busySlots -= slots;
        runningImages -= 1;
        startWaiting();
      }
    },
    load: () => ({ running: runningImages, waiting: queue.length }),
  };
}

/** The instance's one set of slots, shared by every upload (library images and team photos). */
export const imageProcessingSlots = createProcessingSlots(IMAGE_PROCESSING);
