// Long work over many items done in slices on the event loop: between slices the process answers
// other requests (a load balancer's /healthz among them), so a loop over thousands of rows never
// holds it for more than a few milliseconds. Awaiting a statement is not enough: node:sqlite answers
// synchronously, so a chain of awaited statements runs without a break unless given one here.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice may run before other work gets a turn: far below what a health check waits. */
export const SLICE_MS = 8;

/** Lets timers and waiting requests run before going on. */
export function eventLoopTurn(): Promise<void> {
  return nextTurn();
}

/**
 * Calls `work` on every item in order (awaiting it when it is asynchronous), letting the event loop
 * run whenever a slice has taken SLICE_MS.
 */
export async function forEachInSlices<T>(items: Iterable<T>, work: (item: T) => void | Promise<void>): Promise<void> {
  let sliceStarted = performance.now();
  for (const item of items) {
    await work(item);
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
}
