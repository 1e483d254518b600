// Long work over many items done in slices on the event loop: between slices the process answers
// other requests (a load balancer's /healthz among them), so a loop over thousands of rows never
// holds it for more than a few milliseconds.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice may run before other work gets a turn: far below what a health check waits. */
export const SLICE_MS = 8;

/** Calls `work` on every item in order, letting the event loop run whenever a slice has taken SLICE_MS. */
export async function forEachInSlices<T>(items: Iterable<T>, work: (item: T) => void): Promise<void> {
  let sliceStarted = performance.now();
  for (const item of items) {
    work(item);
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
}
