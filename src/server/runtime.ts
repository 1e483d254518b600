// What runs beside the request handler, inside the server's own module graph: preparing the
// database before the first request, the outbox workers that send queued e-mails and webhooks, the hourly
// housekeeping (deleted enquiries purged after their 30 days, reminders for enquiries still New, past
// days' analytics visitor hashes), booked calls' reminders, the redirect hits' and the analytics counts' batches, and the watch
// that makes this instance forget what it holds of the content when another instance changes it
// (services.forgetContent), and the timer that does so when the next scheduled insight goes public. The built server's entry (entry.ts) and the dev server (astro-integration.ts) both
// start it from here.

import { linkEmailsSettled } from '../features/auth/account-links.server.ts';
import { type BookingReminderTimer, startBookingReminders } from '../features/bookings/reminders.server.ts';
import { startWebhookWorker } from '../features/webhooks/webhook-worker.server.ts';
import { type ContentVersionWatch, watchContentVersion } from '../platform/db/content-version.ts';
import type { PageCache } from '../platform/http/page-cache.ts';
import type { Logger } from '../platform/log.ts';
import { type OutboxWorker, startOutboxWorker } from '../platform/mail/worker.server.ts';
import { type Housekeeping, startHousekeeping } from './housekeeping.ts';
import { type PrepareResult, prepareSite } from './prepare.ts';
import { getServices } from './services.ts';

let worker: OutboxWorker | undefined;
let webhookWorker: OutboxWorker | undefined;
let contentWatch: ContentVersionWatch | undefined;
let housekeeping: Housekeeping | undefined;
let bookingReminders: BookingReminderTimer | undefined;

/** Migrates, seeds and creates the first admin on an empty install. */
export function prepare(): Promise<PrepareResult> {
  return prepareSite(getServices());
}

/** The console lines that show a newly created first admin, its generated password exactly once. */
export function firstAdminAnnouncement(result: PrepareResult['firstAdmin']): string | null {
  if (!result) return null;
  if (!result.generatedPassword) return `First admin account created for ${result.email} (password from ADMIN_PASSWORD).`;
  return [
    '',
    '  First admin account created. This password is shown once: store it now.',
    `    e-mail:   ${result.email}`,
    `    password: ${result.generatedPassword}`,
    '  Sign in at /admin and change it under User Management.',
    '',
  ].join('\n');
}

/** Starts this process's outbox workers, which send queued and retried e-mails and webhooks, its housekeeping, and the
 * watch that clears the page cache when another instance changes content (each once). */
export function startBackgroundWork(): void {
  const { database, mailer, logger, siteSettings, scheduledPublish, forgetContent, redirects, analytics, config, webhooks } =
    getServices();
  redirects.start();
  worker ??= startOutboxWorker({ database, mailer, log: logger });
  webhookWorker ??= startWebhookWorker({ sender: webhooks, log: logger });
  getServices().newsletter.start();
  analytics.counter.start();
  housekeeping ??= startHousekeeping({
    database,
    log: logger,
    mailTransport: mailer.transport,
    reminders: {
      afterBusinessHours: config.enquiryReminderBusinessHours,
      recipients: async () => (await siteSettings.current()).notifyEmails,
      siteUrl: config.siteUrl,
    },
  });
  // Booked calls' reminders a day and an hour before: checked every minute, each sent once.
  bookingReminders ??= startBookingReminders(getServices().contact, logger);
  if (!contentWatch) void scheduledPublish.arm();
  // Content changed on another instance: this one forgets what it holds of it, as after a change of its own.
  contentWatch ??= watchContentVersion(database, () => void forgetContent());
}

/** The page cache platform/http/site-server.ts answers from. */
export function getPageCache(): PageCache {
  return getServices().pageCache;
}

/** The application log, for the HTTP server's access lines and its stop. */
export function getLogger(): Logger {
  return getServices().logger;
}

/** Stops the background work and closes the database: the last step of a graceful stop. */
export async function stopBackgroundWork(): Promise<void> {
  contentWatch?.stop();
  contentWatch = undefined;
  getServices().scheduledPublish.stop();
  // The redirect hits and analytics counts held since the last batch, and link e-mails still being sent,
  // are written before the database closes.
  await Promise.all([
    linkEmailsSettled(),
    worker?.stop(),
    webhookWorker?.stop(),
    getServices().newsletter.stop(),
    housekeeping?.stop(),
    bookingReminders?.stop(),
    getServices().redirects.stop(),
    getServices().analytics.counter.stop(),
  ]);
  worker = undefined;
  webhookWorker = undefined;
  housekeeping = undefined;
  bookingReminders = undefined;
  await getServices().database.close();
}
