// The stored site settings, as documents in site_settings ("firm": the firm's details; "privacy": the
// Privacy Policy): reading the current one, saving a new version (with its audit row, before and
// after, in the same transaction), the history and Restore, and the in-memory copy every page and
// e-mail reads, loaded once per content change rather than once per request.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
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
import { sanitizePolicyHtml } from './privacy.server.ts';
import { DEFAULT_PRIVACY_POLICY } from './privacy-default.ts';
import { type PrivacyPolicy, PrivacyPolicySchema } from './privacy-schema.ts';
import { recipientList, SETTINGS_MESSAGES, type SiteSettings, SiteSettingsSchema } from './schema.ts';
import type { SaveResult, SettingsRevision, SettingsRevisionReason, StoredSettings } from './types.ts';

/** One kind of stored settings: its row's key and the schema its value passes. */
export interface SettingsDocument<Value> {
  key: string;
  schema: z.ZodType<Value, unknown>;
  /** What is stored, from what passed the schema (the privacy policy's HTML sanitised). */
  store?: (value: Value) => Value;
}

/** The firm's details' row in site_settings. */
export const FIRM_SETTINGS_KEY = 'firm';
export const FIRM_DOCUMENT: SettingsDocument<SiteSettings> = { key: FIRM_SETTINGS_KEY, schema: SiteSettingsSchema };

/**
 * A fresh install's settings: today's details, enquiries to CONTACT_NOTIFY_EMAIL (one address or
 * several separated by commas) or else the firm's address.
 */
export function defaultSiteSettings(config: Pick<AppConfig, 'contactNotifyEmail'>): SiteSettings {
  const given = recipientList(config.contactNotifyEmail ?? '');
  return { ...DEFAULT_COMPANY, notifyEmails: given.length > 0 ? given : [DEFAULT_COMPANY.email] };
}

/** A stored value through its schema; null when it no longer passes (read as "not set"). */
function parseStored<Value>(document: SettingsDocument<Value>, value: string): Value | null {
  try {
    const parsed = document.schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function readSettingsDocument<Value>(
  db: Kysely<Database>,
  document: SettingsDocument<Value>,
): Promise<StoredSettings<Value> | null> {
  const row = await db
    .selectFrom('site_settings')
    .select(['value', 'version', 'updated_at'])
    .where('key', '=', document.key)
    .executeTakeFirst();
  const settings = row ? parseStored(document, row.value) : null;
  return row && settings !== null ? { settings, version: row.version, updatedAt: toIsoTimestamp(row.updated_at) } : null;
}

export function readSiteSettings(db: Kysely<Database>): Promise<StoredSettings<SiteSettings> | null> {
  return readSettingsDocument(db, FIRM_DOCUMENT);
}

/** Writes a version: the current row and its revision. */
async function writeVersion(
  trx: Kysely<Database>,
  key: string,
  settings: unknown,
  version: number,
  reason: SettingsRevisionReason,
  actor: StaffUser | null,
  now: Date,
): Promise<void> {
  const value = JSON.stringify(settings);
  await trx
    .insertInto('site_settings')
    .values({ key, value, version, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, version, updated_at: now }))
    .execute();
  await trx
    .insertInto('site_settings_revisions')
    .values({
      id: randomUUID(),
      key,
      version,
      value,
      reason,
      saved_by_id: actor?.id ?? null,
      saved_by: actor ? actor.name.trim() || actor.email : null,
      created_at: now,
    })
    .execute();
}

/** The first version, unless the document is already stored (a seed's insert: never over staff edits). */
export async function insertFirstSettings<Value>(
  trx: Kysely<Database>,
  document: SettingsDocument<Value>,
  settings: Value,
  now: Date,
): Promise<void> {
  const existing = await trx.selectFrom('site_settings').select('key').where('key', '=', document.key).executeTakeFirst();
  if (!existing) await writeVersion(trx, document.key, settings, 1, 'seed', null, now);
}

export const auditSettings = audit({ type: 'site_settings', actionPrefix: 'settings' });

/** The longest before or after value an audit row keeps of one field (a policy's whole text would swamp the log). */
const AUDIT_VALUE_MAX_LENGTH = 1000;
const forAudit = (value: string) =>
  value.length > AUDIT_VALUE_MAX_LENGTH ? `${value.slice(0, AUDIT_VALUE_MAX_LENGTH - 1)}…` : value;

/**
 * Saves a document as a new version and audits the change with each changed field's value before and
 * after. The same values as stored: nothing is written.
 */
export async function saveSettingsDocument<Value extends object>(
  database: AppDatabase,
  actor: StaffUser,
  document: SettingsDocument<Value>,
  input: Value,
  fallback: Value,
  reason: Exclude<SettingsRevisionReason, 'seed'> = 'update',
  details: Record<string, string | number> = {},
): Promise<SaveResult<Value>> {
  const settings = document.store ? document.store(input) : input;
  return database.db.transaction().execute(async (trx) => {
    // Two admins saving at once: the second waits and versions after the first.
    if (database.dialect === 'postgres') {
      await sql`select key from site_settings where key = ${document.key} for update`.execute(trx);
    }
    const current = await readSettingsDocument(trx, document);
    const changes = settingsChanges(current?.settings ?? fallback, settings);
    if (current && changes.length === 0) return { ...current, changed: [] };
    const last = await trx
      .selectFrom('site_settings_revisions')
      .select(sql<number | null>`max(version)`.as('version'))
      .where('key', '=', document.key)
      .executeTakeFirst();
    const version = Math.max(Number(last?.version ?? 0), current?.version ?? 0) + 1;
    const now = new Date();
    await writeVersion(trx, document.key, settings, version, reason, actor, now);
    await auditSettings(trx, actor, reason, document.key, {
      changed: changes.map((change) => change.field).join(', '),
      before: JSON.stringify(Object.fromEntries(changes.map((change) => [change.field, forAudit(change.before)]))),
      after: JSON.stringify(Object.fromEntries(changes.map((change) => [change.field, forAudit(change.after)]))),
      version,
      ...details,
    });
    return { settings, version, updatedAt: now.toISOString(), changed: changes.map((change) => change.field) };
  });
}

export function saveSiteSettings(
  database: AppDatabase,
  actor: StaffUser,
  settings: SiteSettings,
  fallback: SiteSettings,
): Promise<SaveResult<SiteSettings>> {
  return saveSettingsDocument(database, actor, FIRM_DOCUMENT, settings, fallback);
}

/** How many versions the history shows, newest first. */
export const SETTINGS_HISTORY_LIMIT = 50;

export async function listSettingsRevisions<Value>(
  db: Kysely<Database>,
  document: SettingsDocument<Value>,
  limit = SETTINGS_HISTORY_LIMIT,
): Promise<SettingsRevision<Value>[]> {
  const rows = await db
    .selectFrom('site_settings_revisions')
    .select(['id', 'version', 'value', 'reason', 'saved_by', 'created_at'])
    .where('key', '=', document.key)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const settings = parseStored(document, row.value);
    return settings === null
      ? []
      : [
          {
            id: row.id,
            version: row.version,
            reason: row.reason,
            savedBy: row.saved_by,
            createdAt: toIsoTimestamp(row.created_at),
            settings,
          },
        ];
  });
}

/** Saves an earlier version again, as a new version (so the restore can itself be undone). */
export async function restoreSettingsRevision<Value extends object>(
  database: AppDatabase,
  actor: StaffUser,
  document: SettingsDocument<Value>,
  revisionId: string,
  fallback: Value,
): Promise<SaveResult<Value>> {
  const row = await database.db
    .selectFrom('site_settings_revisions')
    .select(['value', 'version'])
    .where('id', '=', revisionId)
    .where('key', '=', document.key)
    .executeTakeFirst();
  const settings = row ? parseStored(document, row.value) : null;
  if (!row || settings === null) throw new Refusal(404, SETTINGS_MESSAGES.revisionNotFound);
  return saveSettingsDocument(database, actor, document, settings, fallback, 'restore', { restoredVersion: row.version });
}

export const PRIVACY_SETTINGS_KEY = 'privacy';

/** The policy is stored as the article sanitiser leaves it: headings, paragraphs, lists and links only. */
export const PRIVACY_DOCUMENT: SettingsDocument<PrivacyPolicy> = {
  key: PRIVACY_SETTINGS_KEY,
  schema: PrivacyPolicySchema,
  store: (policy) => ({ body: sanitizePolicyHtml(policy.body) }),
};

/** The policy a fresh install publishes. */
export function defaultPrivacyPolicy(): PrivacyPolicy {
  return { body: DEFAULT_PRIVACY_POLICY };
}

/** What pages and e-mails read of the settings, held in memory between content changes. */
export interface SiteSettingsStore {
  /** The firm's stored details (the defaults until any are stored), read once per content change. */
  current(): Promise<SiteSettings>;
  /** The stored Privacy Policy and when it was last saved, read once per content change. */
  privacyPolicy(): Promise<StoredSettings<PrivacyPolicy>>;
}

/**
 * One document held in memory while `generation` stays the same; a failed read is not kept. The
 * generation is the page cache's, which moves with every content change here or on another instance
 * (the content-version watch), so the settings are read again exactly when cached pages are.
 */
function heldRead<Value>(read: () => Promise<Value>, generation: () => number, log: Logger | undefined, what: string) {
  let held: { generation: number; value: Promise<Value> } | undefined;
  return (): Promise<Value> => {
    const now = generation();
    if (held?.generation === now) return held.value;
    const entry: { generation: number; value: Promise<Value> } = {
      generation: now,
      value: read().catch((error: unknown) => {
        if (held === entry) held = undefined;
        log?.warn(`${what} could not be read`, errorFields(error));
        throw error;
      }),
    };
    held = entry;
    return entry.value;
  };
}

export function createSiteSettingsStore(
  database: AppDatabase,
  fallback: SiteSettings,
  { generation, log }: { generation: () => number; log?: Logger },
): SiteSettingsStore {
  return {
    current: heldRead(async () => (await readSiteSettings(database.db))?.settings ?? fallback, generation, log, 'site settings'),
    privacyPolicy: heldRead(
      async () =>
        (await readSettingsDocument(database.db, PRIVACY_DOCUMENT)) ?? {
          settings: defaultPrivacyPolicy(),
          version: 0,
          updatedAt: null,
        },
      generation,
      log,
      'the privacy policy',
    ),
  };
}
