// The background outbox worker: every few seconds it sends what is due (new rows a request could
// not send, retries whose back-off has passed, claims whose lease ran out). Every instance runs
// one; claims keep them from sending the same e-mail twice.
import type { AppDatabase } from '../db/database.ts';
import { errorFields, type Logger } from '../log.ts';
import { type PollingWorker, startPollingWorker } from '../outbox/polling-worker.ts';
import { type Mailer, processDueEmails } from './outbox.server.ts';

export type OutboxWorker = PollingWorker;

export const DEFAULT_POLL_INTERVAL_MS = 5_000;

export function startOutboxWorker(options: {
  database: AppDatabase;
  mailer: Mailer;
  log: Logger;
  intervalMs?: number;
}): OutboxWorker {
  const { database, mailer, log } = options;
  return startPollingWorker(async () => {
    try {
      const counts = await processDueEmails(database, mailer);
      if (counts.sent + counts.retry + counts.failed > 0) log.info('outbox pass', counts);
      if (counts.failed > 0) log.error('e-mails marked failed after their last attempt', { failed: counts.failed });
    } catch (error) {
      // The database may be briefly unreachable; the next pass tries again.
      log.warn('outbox pass failed', errorFields(error));
    }
  }, options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS);
}
