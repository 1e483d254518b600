// Runs the versioned migrations (in code, so they ship inside the server bundle) up to the latest.
//
// Naming rule: a new migration takes the next free number after the highest, three digits
// (`012-…` after `011-…`), and never fills a gap. Kysely runs migrations in name order and refuses to
// start when a migration it has not applied sorts before one it has, so a new `005-…` (005 and 007
// never existed: they were numbered on parallel branches) would stop every existing install from
// starting. migrate.test.ts holds the shipped names and fails on a name out of that order.
import { sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { AppDatabase, Dialect } from './database.ts';
import { initialSchema } from './migrations/001-initial-schema.ts';
import { enquiryProtection } from './migrations/002-enquiry-protection.ts';
import { authSecurity } from './migrations/003-auth-security.ts';
import { oneRateLimitTable } from './migrations/004-one-rate-limit-table.ts';
import { teamAndInbox } from './migrations/006-team-and-inbox.ts';
import { contentVersion } from './migrations/008-content-version.ts';
import { insightEditing } from './migrations/009-insight-editing.ts';
import { imageLibrary } from './migrations/010-image-library.ts';
import { insightSearch } from './migrations/011-insight-search.ts';
import { totpLastStep } from './migrations/012-totp-last-step.ts';
import { sessionReauthentication } from './migrations/013-session-reauthentication.ts';
import { accountLinks } from './migrations/014-account-links.ts';
import { seenDevicesAndAuditNames } from './migrations/015-seen-devices-and-audit-names.ts';
import { enquiryLeads } from './migrations/016-enquiry-leads.ts';
import { analytics } from './migrations/017-analytics.ts';
import { siteSettings } from './migrations/018-site-settings.ts';
import { redirects } from './migrations/019-redirects.ts';
import { contentModel } from './migrations/020-content-model.ts';
import { articleModel } from './migrations/021-article-model.ts';
import { pageCopy } from './migrations/022-page-copy.ts';
import { insightRevisionSeo } from './migrations/023-insight-revision-seo.ts';
import { richParagraphs } from './migrations/024-rich-paragraphs.ts';
import { webhooks } from './migrations/025-webhooks.ts';
import { bookings } from './migrations/026-bookings.ts';
import { visitorDataCleanup } from './migrations/027-visitor-data-cleanup.ts';
import { newsletter } from './migrations/028-newsletter.ts';

/** Every migration by name; names sort in the order they run. Never edit one that has shipped. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial-schema': initialSchema(dialect),
    '002-enquiry-protection': enquiryProtection(dialect),
    '003-auth-security': authSecurity(dialect),
    '004-one-rate-limit-table': oneRateLimitTable(dialect),
    '006-team-and-inbox': teamAndInbox(dialect),
    '008-content-version': contentVersion(dialect),
    '009-insight-editing': insightEditing(dialect),
    '010-image-library': imageLibrary(dialect),
    '011-insight-search': insightSearch(dialect),
    '012-totp-last-step': totpLastStep(),
    '013-session-reauthentication': sessionReauthentication(dialect),
    '014-account-links': accountLinks(dialect),
    '015-seen-devices-and-audit-names': seenDevicesAndAuditNames(dialect),
    '016-enquiry-leads': enquiryLeads(dialect),
    '017-analytics': analytics(),
    '018-site-settings': siteSettings(dialect),
    '019-redirects': redirects(dialect),
    '020-content-model': contentModel(dialect),
    '021-article-model': articleModel(dialect),
    '022-page-copy': pageCopy(dialect),
    '023-insight-revision-seo': insightRevisionSeo(),
    '024-rich-paragraphs': richParagraphs(),
    '025-webhooks': webhooks(dialect),
    '026-bookings': bookings(dialect),
    '027-visitor-data-cleanup': visitorDataCleanup(),
    '028-newsletter': newsletter(dialect),
  };
}

export interface MigrationReport {
  applied: string[];
}

/** The schema new tables go to on PostgreSQL (the first on the search path); undefined on SQLite. */
async function currentSchema(database: AppDatabase): Promise<string | undefined> {
  if (database.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return rows[0]?.schema;
}

export async function migrateToLatest(database: AppDatabase): Promise<MigrationReport> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
    // Kysely looks for its tables in every schema unless told which: another schema of the same
    // database with its own migrations (another site, a test) would otherwise be mistaken for ours.
    migrationTableSchema: await currentSchema(database),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return { applied: (results ?? []).map((result) => result.migrationName) };
}
