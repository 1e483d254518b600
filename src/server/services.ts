// The composition root: the one place that builds the server's shared parts from the configuration
// (database, logger, mailer, captcha, staff auth, the enquiry pipeline, file storage, the public page
// cache, the analytics counter, the site search's index, the webhook sender) and hands them
// to every request through the middleware (`Astro.locals.services`). Features take what they need
// as parameters.

import { recordAudit } from '../features/admin/audit.server.ts';
import { type AnalyticsCounting, createAnalyticsCounting } from '../features/analytics/beacon.server.ts';
import { createStaffServices, type PasswordHashing, type StaffServices } from '../features/auth/auth.server.ts';
import { type ContactDependencies, createContactDependencies } from '../features/contact/contact.server.ts';
import { createPublishTimer, nextScheduledPublishAt, type PublishTimer } from '../features/insights/schedule.ts';
import { createNewsletterSending, type NewsletterSending } from '../features/newsletter/sender.server.ts';
import { createPageCopyStore, type PageCopyStore } from '../features/pages/copy.server.ts';
import type { CopyPageId, PageCopyOf } from '../features/pages/schema.ts';
import { DEFAULT_COMPANY } from '../features/public-shell/company.ts';
import { RedirectRuntime } from '../features/redirects/redirect-runtime.server.ts';
import { createSiteSearch, type SiteSearch } from '../features/search/site-search.server.ts';
import { createSiteSettingsStore, defaultSiteSettings, type SiteSettingsStore } from '../features/settings/settings.server.ts';
import { createWebhookSender, type WebhookSender } from '../features/webhooks/delivery.server.ts';
import { type CaptchaContext, resolveCaptchaContext } from '../platform/captcha/captcha.server.ts';
import { type AppConfig, getConfig } from '../platform/config.ts';
import { bumpContentVersion } from '../platform/db/content-version.ts';
import { type AppDatabase, openDatabase } from '../platform/db/database.ts';
import { PageCache } from '../platform/http/page-cache.ts';
import { createLogger, type Logger } from '../platform/log.ts';
import { createMailer } from '../platform/mail/mailer.server.ts';
import type { Mailer } from '../platform/mail/outbox.server.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { createFileStorage } from '../platform/storage/storage.server.ts';
import { livePageCheck } from './live-pages.ts';

export interface Services {
  config: AppConfig;
  database: AppDatabase;
  logger: Logger;
  mailer: Mailer;
  captcha: CaptchaContext;
  /** Staff sign-in and sessions. */
  auth: StaffServices;
  /** The enquiry pipeline's dependencies. */
  contact: ContactDependencies;
  /** Uploaded files and image variants: local disk or S3 (STORAGE_DRIVER). */
  storage: FileStorage;
  /** Rendered public pages, answered before the framework runs (platform/http/site-server.ts). */
  pageCache: PageCache;
  /** Staff-managed redirects: answered by the middleware, their hits counted in memory and written in batches. */
  redirects: RedirectRuntime;
  /** The firm's details, enquiry recipients and Privacy Policy (/admin/settings), held in memory until content changes. */
  siteSettings: SiteSettingsStore;
  /** The fixed pages' published copy (/admin/pages), held in memory until content changes. */
  pageCopy: PageCopyStore;
  /**
   * What public pages show has changed here (adminEndpoint calls it after every change not marked
   * `changesContent: false`): this instance forgets what it holds of the content (forgetContent) and
   * content_version moves, so every other instance forgets it too within a second.
   */
  contentChanged(): Promise<void>;
  /**
   * Forgets what this instance holds of what public pages show, after a change made here or seen on
   * another instance (the content-version watch, server/runtime.ts), and looks for the next scheduled
   * insight again.
   */
  forgetContent(): Promise<void>;
  /**
   * Forgets the content held when the next scheduled insight goes public, then waits for the one after:
   * armed at start and after every content change here or on another instance.
   */
  scheduledPublish: PublishTimer;
  /** Page views and calculator uses counted in memory and written in batches (features/analytics). */
  analytics: AnalyticsCounting;
  /** The site search: its in-memory index, brought up to date with every content change, and its flood guard (features/search). */
  search: SiteSearch;
  /** What webhook deliveries and address checks need: the address policy (WEBHOOK_ALLOW_LOOPBACK), resolver, clock. */
  webhooks: WebhookSender;
  /** The newsletter's sender (features/newsletter): campaigns' deliveries at NEWSLETTER_SEND_RATE a minute. */
  newsletter: NewsletterSending;
}

/** The firm's sender when MAIL_FROM is not set: a deployment's address, so not one of the editable settings. */
export const DEFAULT_MAIL_FROM = `"${DEFAULT_COMPANY.name}" <${DEFAULT_COMPANY.email}>`;

/**
 * Builds every shared part over an open database; tests call it with their own database and config, and
 * a cheaper password hash (the server never passes one: production keeps the auth library's own).
 */
export function createServices(
  config: AppConfig,
  database: AppDatabase,
  logger = createLogger(config.logLevel),
  { passwordHashing }: { passwordHashing?: PasswordHashing } = {},
): Services {
  const mailer = createMailer(config, DEFAULT_MAIL_FROM);
  const captcha = resolveCaptchaContext(config);
  const redirects = new RedirectRuntime({ database, livePage: livePageCheck(database), logger });
  const pageCache = new PageCache({ ...config.pageCache, onRedirectServed: (key) => redirects.servedFromCache(key) });
  const siteSettings = createSiteSettingsStore(database, defaultSiteSettings(config), logger);
  // The seed copy is imported only when a page has none stored: it bundles the service pages' Markdown
  // (import.meta.glob), which the command-line scripts, run by plain Node, cannot load.
  const seedCopy = async <Id extends CopyPageId>(id: Id): Promise<PageCopyOf<Id>> =>
    (await import('../features/pages/seed.ts')).defaultPageCopy(id);
  const pageCopy = createPageCopyStore(database, seedCopy, logger);
  const search = createSiteSearch({
    db: database.db,
    pageCopy,
    generation: () => pageCache.generation,
    log: logger,
    rateLimit: config.search.rateLimit,
  });
  const analytics = createAnalyticsCounting(
    database.db,
    { siteUrl: config.siteUrl, beaconRateLimit: config.analytics.beaconRateLimit },
    logger,
  );
  // What this instance holds of what public pages show: the one list of what a content change makes it
  // forget, each part saying in its own forget() what that is.
  const forgetHeldContent = () => {
    pageCache.clear();
    redirects.forget();
    siteSettings.forget();
    pageCopy.forget();
    // A newly published or deleted article is counted, or no longer, from the next beacon on.
    analytics.paths.forget();
    // An unpublished article leaves the results, a newly live one joins them, before the next search.
    search.index.contentChanged();
  };
  const scheduledPublish = createPublishTimer({
    nextPublishAt: (now) => nextScheduledPublishAt(database.db, now),
    onPublish: forgetHeldContent,
    onError: (error) => logger.warn('could not look up the next scheduled insight', { error: String(error) }),
  });
  async function forgetContent(): Promise<void> {
    forgetHeldContent();
    // The change may have scheduled an insight sooner than the one the timer waits for.
    await scheduledPublish.arm();
  }
  return {
    config,
    database,
    logger,
    mailer,
    captcha,
    auth: createStaffServices(
      database,
      config,
      logger,
      (actor, change) => recordAudit(database.db, actor, change),
      () => siteSettings.current(),
      passwordHashing,
    ),
    contact: createContactDependencies(config, { database, mailer, captcha, logger, siteSettings: () => siteSettings.current() }),
    storage: createFileStorage(config),
    pageCache,
    redirects,
    siteSettings,
    pageCopy,
    async contentChanged() {
      await Promise.all([forgetContent(), bumpContentVersion(database)]);
    },
    forgetContent,
    scheduledPublish,
    analytics,
    search,
    webhooks: createWebhookSender(config, database),
    newsletter: createNewsletterSending({
      database,
      mailer,
      siteUrl: config.siteUrl,
      siteSettings: () => siteSettings.current(),
      ratePerMinute: config.mail.newsletterRate,
      log: logger,
    }),
  };
}

let shared: Services | undefined;

/** The process's services, built on first use from the configuration. */
export function getServices(): Services {
  if (!shared) {
    const config = getConfig();
    shared = createServices(config, openDatabase(config.database));
  }
  return shared;
}
