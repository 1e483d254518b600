// The stored site settings: reading the current document, saving a new version (with its audit row,
// before and after, in the same transaction), the history and Restore, and the in-memory copy every
// page and e-mail reads, loaded once per content change rather than once per request.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { AppConfig } from '#src/platform/config.ts';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { settingsChanges } from './changes.ts';
import { SETTINGS_MESSAGES, type SiteSettings, SiteSettingsSchema } from './schema.ts';
import type { SaveResult, SettingsRevision, SettingsRevisionReason, StoredSettings } from './types.ts';

/** The firm's details' row in site_settings. */
export const FIRM_SETTINGS_KEY = 'firm';

/** A fresh install's settings: today's details, enquiries to CONTACT_NOTIFY_EMAIL or else the firm's address. */
export function defaultSiteSettings(config: Pick<AppConfig, 'contactNotifyEmail'>): SiteSettings {
  return { ...DEFAULT_COMPANY, notifyEmails: [config.contactNotifyEmail ?? DEFAULT_COMPANY.email] };
}

/** A stored document through the schema; null when it no longer passes (read as "not set"). */
function parseStored(value: string): SiteSettings | null {
  try {
    const parsed = SiteSettingsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function readSiteSettings(db: Kysely<Database>): Promise<StoredSettings | null> {
  const row = await db
    .selectFrom('site_settings')
    .select(['value', 'version'])
    .where('key', '=', FIRM_SETTINGS_KEY)
    .executeTakeFirst();
  const settings = row ? parseStored(row.value) : null;
  return row && settings ? { settings, version: row.version } : null;
}

/** Writes a version: the current row and its revision. */
async function writeVersion(
  trx: Kysely<Database>,
  settings: SiteSettings,
  version: number,
  reason: SettingsRevisionReason,
  actor: StaffUser | null,
  now: Date,
): Promise<void> {
  const value = JSON.stringify(settings);
  await trx
    .insertInto('site_settings')
    .values({ key: FIRM_SETTINGS_KEY, value, version, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, version, updated_at: now }))
    .execute();
  await trx
    .insertInto('site_settings_revisions')
    .values({
      id: randomUUID(),
      key: FIRM_SETTINGS_KEY,
      version,
      value,
      reason,
      saved_by_id: actor?.id ?? null,
      saved_by: actor ? actor.name.trim() || actor.email : null,
      created_at: now,
    })
    .execute();
}

/** The first version, unless settings are already stored (the seed's insert: never over staff edits). */
export async function insertFirstSettings(trx: Kysely<Database>, settings: SiteSettings, now: Date): Promise<void> {
  const existing = await trx.selectFrom('site_settings').select('key').where('key', '=', FIRM_SETTINGS_KEY).executeTakeFirst();
  if (!existing) await writeVersion(trx, settings, 1, 'seed', null, now);
}

export const auditSettings = audit({ type: 'site_settings', actionPrefix: 'settings' });

/**
 * Saves the settings as a new version and audits the change with each changed field's value before and
 * after. The same values as stored: nothing is written.
 */
export async function saveSiteSettings(
  database: AppDatabase,
  actor: StaffUser,
  settings: SiteSettings,
  fallback: SiteSettings,
  reason: Exclude<SettingsRevisionReason, 'seed'> = 'update',
  details: Record<string, string | number> = {},
): Promise<SaveResult> {
  return database.db.transaction().execute(async (trx) => {
    // Two admins saving at once: the second waits and versions after the first.
    if (database.dialect === 'postgres') {
      await sql`select key from site_settings where key = ${FIRM_SETTINGS_KEY} for update`.execute(trx);
    }
    const current = await readSiteSettings(trx);
    const before = current?.settings ?? fallback;
    const changes = settingsChanges(before, settings);
    if (current && changes.length === 0) return { ...current, changed: [] };
    const last = await trx
      .selectFrom('site_settings_revisions')
      .select(sql<number | null>`max(version)`.as('version'))
      .where('key', '=', FIRM_SETTINGS_KEY)
      .executeTakeFirst();
    const version = Math.max(Number(last?.version ?? 0), current?.version ?? 0) + 1;
    await writeVersion(trx, settings, version, reason, actor, new Date());
    await auditSettings(trx, actor, reason, FIRM_SETTINGS_KEY, {
      changed: changes.map((change) => change.field).join(', '),
      before: JSON.stringify(Object.fromEntries(changes.map((change) => [change.field, change.before]))),
      after: JSON.stringify(Object.fromEntries(changes.map((change) => [change.field, change.after]))),
      version,
      ...details,
    });
    return { settings, version, changed: changes.map((change) => change.field) };
  });
}

/** How many versions the history shows, newest first. */
export const SETTINGS_HISTORY_LIMIT = 50;

export async function listSettingsRevisions(db: Kysely<Database>, limit = SETTINGS_HISTORY_LIMIT): Promise<SettingsRevision[]> {
  const rows = await db
    .selectFrom('site_settings_revisions')
    .select(['id', 'version', 'value', 'reason', 'saved_by', 'created_at'])
    .where('key', '=', FIRM_SETTINGS_KEY)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const settings = parseStored(row.value);
    return settings
      ? [
          {
            id: row.id,
            version: row.version,
            reason: row.reason,
            savedBy: row.saved_by,
            createdAt: toIsoTimestamp(row.created_at),
            settings,
          },
        ]
      : [];
  });
}

/** Saves an earlier version again, as a new version (so the restore can itself be undone). */
export async function restoreSettingsRevision(
  database: AppDatabase,
  actor: StaffUser,
  revisionId: string,
  fallback: SiteSettings,
): Promise<SaveResult> {
  const row = await database.db
    .selectFrom('site_settings_revisions')
    .select(['value', 'version'])
    .where('id', '=', revisionId)
    .where('key', '=', FIRM_SETTINGS_KEY)
    .executeTakeFirst();
  const settings = row ? parseStored(row.value) : null;
  if (!row || !settings) throw new Refusal(404, SETTINGS_MESSAGES.revisionNotFound);
  return saveSiteSettings(database, actor, settings, fallback, 'restore', { restoredVersion: row.version });
}

/** The settings every page and e-mail reads, held in memory between content changes. */
export interface SiteSettingsStore {
  /** The stored settings (the defaults until any are stored), read from the database once per content change. */
  current(): Promise<SiteSettings>;
  /** What public pages show has changed (here or on another instance): the next read loads again. */
  forget(): void;
}

export function createSiteSettingsStore(database: AppDatabase, fallback: SiteSettings, log?: Logger): SiteSettingsStore {
  let held: Promise<SiteSettings> | undefined;
  return {
    current() {
      if (held) return held;
      const loading = readSiteSettings(database.db).then(
        (stored) => stored?.settings ?? fallback,
        (error: unknown) => {
          // Not kept: the next page tries the database again.
          if (held === loading) held = undefined;
          log?.warn('site settings could not be read', errorFields(error));
          throw error;
        },
      );
      held = loading;
      return loading;
    },
    forget() {
      held = undefined;
    },
  };
}
