// The background outbox worker: every few seconds it sends what is due (new rows a request could
// not send, retries whose back-off has passed, claims whose lease ran out). Every instance runs
// one; claims keep them from sending the same e-mail twice.
import type { AppDatabase } from '../db/database.ts';
import { errorFields, type Logger } from '../log.ts';
import { type Mailer, processDueEmails } from './outbox.server.ts';

export interface OutboxWorker {
  /** Runs one pass now (tests, and the first pass at start-up). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_POLL_INTERVAL_MS = 5_000;

export function startOutboxWorker(options: {
  database: AppDatabase;
  mailer: Mailer;
  log: Logger;
  intervalMs?: number;
}): OutboxWorker {
  const { database, mailer, log } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const pass = async () => {
    try {
      const counts = await processDueEmails(database, mailer);
      if (counts.sent + counts.retry + counts.failed > 0) log.info('outbox pass', counts);
      if (counts.failed > 0) log.error('e-mails marked failed after their last attempt', { failed: counts.failed });
    } catch (error) {
      // The database may be briefly unreachable; the next pass tries again.
      log.warn('outbox pass failed', errorFields(error));
    }
  };

  const runOnce = () => {
    running = running.then(pass);
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce().finally(schedule);
    }, intervalMs);
    // The worker never keeps the process alive on its own.
    timer.unref();
  };

  runOnce().finally(schedule);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
