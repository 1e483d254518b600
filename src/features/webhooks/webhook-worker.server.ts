// The background webhook worker: every two seconds it sends what is due (new events, retries whose
// wait has passed, claims whose lease ran out), and at once when this process queues a test, a
// replay or a resume. Every instance runs one; claims keep them from sending a delivery twice.
import { errorFields, type Logger } from '#src/platform/log.ts';
import { type PollingWorker, startPollingWorker } from '#src/platform/outbox/polling-worker.ts';
import { processDueWebhooks, type WebhookSender } from './delivery.server.ts';

export const WEBHOOK_POLL_INTERVAL_MS = 2_000;

let current: PollingWorker | undefined;

export function startWebhookWorker(options: { sender: WebhookSender; log: Logger; intervalMs?: number }): PollingWorker {
  const { sender, log } = options;
  const worker = startPollingWorker(async () => {
    try {
      const counts = await processDueWebhooks(sender);
      if (Object.values(counts).some((count) => count > 0)) log.info('webhook pass', counts);
      if (counts.failed > 0) log.warn('webhook deliveries failed after their last attempt', { failed: counts.failed });
    } catch (error) {
      // The database may be briefly unreachable; the next pass tries again, and a claim left behind runs out.
      log.warn('webhook pass failed', errorFields(error));
    }
  }, options.intervalMs ?? WEBHOOK_POLL_INTERVAL_MS);
  current = worker;
  return {
    ...worker,
    async stop() {
      if (current === worker) current = undefined;
      await worker.stop();
    },
  };
}

/** Starts this process's worker's next pass now (no-op where none runs, as in tests). */
export function wakeWebhookWorker(): void {
  current?.wake();
}
