// Work the server does on its own now and then: enquiries deleted more than SOFT_DELETE_DAYS ago are
// purged for good with their e-mails, enquiries still New too long remind their owner (or the
// notification recipients) by e-mail, the analytics' visitor hashes and salts of past days are
// deleted (only the daily totals are kept), sent invitation and reset e-mails lose their links, and
// the file outbox's copies of them go once their link is dead, and webhook events older than 30 days
// with nothing left to send are deleted with their log. Runs at start and every hour in every
// instance; each purge is one idempotent statement and each reminder is claimed by one conditional
// update, so instances running it at once do no harm.

import { purgePastVisitors } from '../features/analytics/counter.server.ts';
import { analyticsDay } from '../features/analytics/kinds.ts';
import { blankSentLinkEmails, discardDeadLinkEmailCopies } from '../features/auth/account-links.server.ts';
import { purgeDeletedSubmissions } from '../features/submissions/inbox-changes.server.ts';
import { type ReminderSettings, sendWaitingReminders } from '../features/submissions/reminders.server.ts';
import { purgeOldWebhookEvents } from '../features/webhooks/delivery-log.server.ts';
import type { AppDatabase } from '../platform/db/database.ts';
import { errorFields, type Logger } from '../platform/log.ts';
import type { MailTransport } from '../platform/mail/transport.server.ts';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface Housekeeping {
  /** One pass now (tests, and the first pass at start-up). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startHousekeeping(options: {
  database: AppDatabase;
  log: Logger;
  intervalMs?: number;
  now?: () => Date;
  /** "Still New" reminders; none without. */
  reminders?: ReminderSettings;
  /** The mail transport, whose copies of dead links' e-mails are removed (the file outbox's). */
  mailTransport?: Pick<MailTransport, 'discardCopies'>;
}): Housekeeping {
  const { database, log } = options;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      const now = options.now?.() ?? new Date();
      const purged = await purgeDeletedSubmissions(database.db, now);
      if (purged > 0) log.info('deleted enquiries purged for good', { purged });
      const forgotten = await purgePastVisitors(database.db, analyticsDay(now));
      if (forgotten.visitors > 0) log.info('past days of analytics visitor hashes deleted', forgotten);
      const blanked = await blankSentLinkEmails(database.db);
      if (blanked > 0) log.info('links removed from sent account e-mails', { blanked });
      if (options.mailTransport) {
        const discarded = await discardDeadLinkEmailCopies(database.db, options.mailTransport, now);
        if (discarded > 0) log.info('outbox files of dead account links removed', { discarded });
      }
      const webhookEvents = await purgeOldWebhookEvents(database.db, now);
      if (webhookEvents > 0) log.info('old webhook events deleted with their log', { deleted: webhookEvents });
      if (options.reminders) {
        const reminded = await sendWaitingReminders(database.db, options.reminders, now);
        if (reminded > 0) log.info('reminders queued for enquiries still New', { reminded });
      }
    } catch (error) {
      // The database may be briefly unreachable; the next pass tries again.
      log.warn('housekeeping pass failed', errorFields(error));
    }
  };
  const runOnce = () => {
    running = running.then(pass);
    return running;
  };
  void runOnce();
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS);
  // Housekeeping never keeps the process alive on its own.
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
