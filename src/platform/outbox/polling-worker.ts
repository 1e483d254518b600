// The loop every outbox worker runs: a pass at start, then one every few seconds after the last
// ended (passes never overlap), and at once when woken. It never keeps the process alive on its own,
// and stopping it waits for the pass under way.

export interface PollingWorker {
  /** Runs one pass now (tests, and the first pass at start-up); after any pass already running. */
  runOnce(): Promise<void>;
  /** Starts a pass soon rather than at the next tick (new work queued by this process). */
  wake(): void;
  stop(): Promise<void>;
}

/** `pass` must not throw: it reports its own trouble (a database out of reach is tried again next time). */
export function startPollingWorker(pass: () => Promise<void>, intervalMs: number): PollingWorker {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const runOnce = () => {
    running = running.then(pass);
    return running;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      runOnce().finally(() => {
        if (!timer) schedule(intervalMs);
      });
    }, delayMs);
    timer.unref();
  };

  runOnce().finally(() => {
    if (!timer) schedule(intervalMs);
  });
  return {
    runOnce,
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
