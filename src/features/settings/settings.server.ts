// The stored site settings, as documents in site_settings ("firm": the firm's details; "privacy": the
// Privacy Policy): reading the current one, saving a new version through the editing kit (with its audit
// row, before and after, in the same transaction), the history and Restore, and the in-memory copy every
// page and e-mail reads, loaded once per content change rather than once per request.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '#src/platform/config.ts';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import type { Logger } from '#src/platform/log.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { type Generation, heldPerGeneration } from '../editing/held-per-generation.ts';
import { jsonRevisions, parseStoredJson } from '../editing/revision-tables.server.ts';
import * as versioned from '../editing/versioned-record.server.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { SETTINGS_CHANGE_OPTIONS } from './changes.ts';
import { sanitizePolicyHtml } from './privacy.server.ts';
import { DEFAULT_PRIVACY_POLICY } from './privacy-default.ts';
import { PRIVACY_MESSAGES, type PrivacyPolicy, PrivacyPolicySchema } from './privacy-schema.ts';
import { recipientList, SETTINGS_MESSAGES, type SiteSettings, SiteSettingsSchema } from './schema.ts';
import type { SaveResult, SettingsRevision, SettingsRevisionReason, StoredSettings } from './types.ts';

/** One kind of stored settings: its row's key in site_settings (a versioned record) and the schema its value passes. */
export interface SettingsDocument<Value> extends versioned.VersionedRecord<Value> {
  schema: z.ZodType<Value, unknown>;
  /** What is stored, from what passed the schema (the privacy policy's HTML sanitised). */
  store?: (value: Value) => Value;
}

/** What every settings document shares: its audit and messages; each version a JSON document in site_settings_revisions. */
const settingsDocument = <Value>(key: string, schema: z.ZodType<Value, unknown>, conflict: string): SettingsDocument<Value> => ({
  key,
  schema,
  revisions: jsonRevisions('site_settings_revisions', 'key', schema),
  audit: audit({ type: 'site_settings', actionPrefix: 'settings' }),
  auditValues: true,
  ...SETTINGS_CHANGE_OPTIONS,
  conflict,
  revisionNotFound: SETTINGS_MESSAGES.revisionNotFound,
});

/** The firm's details' row in site_settings. */
export const FIRM_SETTINGS_KEY = 'firm';
export const FIRM_DOCUMENT = settingsDocument(FIRM_SETTINGS_KEY, SiteSettingsSchema, SETTINGS_MESSAGES.conflict);

/**
 * A fresh install's settings: today's details, enquiries to CONTACT_NOTIFY_EMAIL (one address or
 * several separated by commas) or else the firm's address.
 */
export function defaultSiteSettings(config: Pick<AppConfig, 'contactNotifyEmail'>): SiteSettings {
  const given = recipientList(config.contactNotifyEmail ?? '');
  return { ...DEFAULT_COMPANY, notifyEmails: given.length > 0 ? given : [DEFAULT_COMPANY.email] };
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
  const settings = row ? parseStoredJson(document.schema, row.value) : null;
  return row && settings !== null ? { settings, version: row.version, updatedAt: toIsoTimestamp(row.updated_at) } : null;
}

/** The stored document, or `fallback` (version 0, no time) before any is stored. */
export async function readSettingsOrDefault<Value>(db: Kysely<Database>, document: SettingsDocument<Value>, fallback: Value) {
  return (await readSettingsDocument(db, document)) ?? { settings: fallback, version: 0, updatedAt: null };
}

export function readSiteSettings(db: Kysely<Database>): Promise<StoredSettings<SiteSettings> | null> {
  return readSettingsDocument(db, FIRM_DOCUMENT);
}

/** The document's row in site_settings, at a new version. */
const writeSettings =
  <Value>(trx: Kysely<Database>, key: string): versioned.WriteVersion<Value> =>
  async (settings, version, now) => {
    const value = JSON.stringify(settings);
    await trx
      .insertInto('site_settings')
      .values({ key, value, version, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, version, updated_at: now }))
      .execute();
  };

const lockOf = ({ key }: { key: string }) => ({ table: 'site_settings', column: 'key', key });

/** The first version, unless the document is already stored (a seed's insert: never over staff edits). */
export async function insertFirstSettings<Value>(
  trx: Kysely<Database>,
  document: SettingsDocument<Value>,
  settings: Value,
  now: Date,
): Promise<void> {
  const stored = await trx.selectFrom('site_settings').select('key').where('key', '=', document.key).executeTakeFirst();
  await versioned.insertFirstVersion(trx, document, {
    value: settings,
    now,
    stored: Boolean(stored),
    write: writeSettings(trx, document.key),
  });
}

/**
 * Saves a document as a new version and audits the change with each changed field's value before and
 * after. The same values as stored: nothing is written. With `baseVersion` (the version the admin's
 * screen was showing), a save over a newer version is refused with 409 naming who saved it and when.
 */
export async function saveSettingsDocument<Value extends object>(
  database: AppDatabase,
  actor: StaffUser,
  document: SettingsDocument<Value>,
  input: Value,
  fallback: Value,
  {
    reason = 'update',
    details = {},
    baseVersion,
  }: { reason?: Exclude<SettingsRevisionReason, 'seed'>; details?: Record<string, string | number>; baseVersion?: number } = {},
): Promise<SaveResult<Value>> {
  const settings = document.store ? document.store(input) : input;
  return versioned.withRecordLock(database, lockOf(document), async (trx) => {
    const current = await readSettingsDocument(trx, document);
    const saved = await versioned.saveVersion(trx, actor, document, {
      value: settings,
      reason,
      current: { value: current?.settings ?? fallback, version: current?.version ?? 0 },
      write: writeSettings(trx, document.key),
      base: baseVersion,
      skipUnchanged: current !== null,
      details,
    });
    // Nothing written: the values were the stored ones (skipped only when something is stored).
    if (!saved) return { ...(current as StoredSettings<Value>), changed: [] };
    return { settings, version: saved.version, updatedAt: saved.savedAt.toISOString(), changed: saved.changed };
  });
}

/** The newest versions first, each with the fields it changed. */
export async function listSettingsRevisions<Value>(db: Kysely<Database>, document: SettingsDocument<Value>) {
  const { versions } = await versioned.listVersions(db, document);
  return versions.map(
    ({ value, reason, ...revision }): SettingsRevision<Value> => ({
      ...revision,
      reason: reason as SettingsRevisionReason,
      settings: value,
    }),
  );
}

/** Saves an earlier version again, as a new version (so the restore can itself be undone). */
export async function restoreSettingsRevision<Value extends object>(
  database: AppDatabase,
  actor: StaffUser,
  document: SettingsDocument<Value>,
  revisionId: string,
  fallback: Value,
): Promise<SaveResult<Value>> {
  const { value, version } = await versioned.findVersion(database.db, document, revisionId);
  return saveSettingsDocument(database, actor, document, value, fallback, {
    reason: 'restore',
    details: { restoredVersion: version },
  });
}

export const PRIVACY_SETTINGS_KEY = 'privacy';

/** The policy is stored as the article sanitiser leaves it: headings, paragraphs, lists and links only. */
export const PRIVACY_DOCUMENT: SettingsDocument<PrivacyPolicy> = {
  ...settingsDocument(PRIVACY_SETTINGS_KEY, PrivacyPolicySchema, PRIVACY_MESSAGES.conflict),
  store: (policy) => ({ body: sanitizePolicyHtml(policy.body) }),
};

/** The policy a fresh install publishes. */
export function defaultPrivacyPolicy(): PrivacyPolicy {
  return { body: DEFAULT_PRIVACY_POLICY };
}

/** The stored policy, or the default one (version 0) before any is stored. */
export function readPrivacyPolicy(db: Kysely<Database>): Promise<StoredSettings<PrivacyPolicy>> {
  return readSettingsOrDefault(db, PRIVACY_DOCUMENT, defaultPrivacyPolicy());
}

/** What pages and e-mails read of the settings, held in memory between content changes. */
export interface SiteSettingsStore {
  /** The firm's stored details (the defaults until any are stored), read once per content change. */
  current(): Promise<SiteSettings>;
  /** The stored Privacy Policy and when it was last saved, read once per content change. */
  privacyPolicy(): Promise<StoredSettings<PrivacyPolicy>>;
  /** Forgets the firm's details and the policy held in memory (a content change): each is read again when next asked. */
  forget(): void;
}

export function createSiteSettingsStore(database: AppDatabase, fallback: SiteSettings, log?: Logger): SiteSettingsStore {
  // Moved by forget(): what was read before it is read again.
  let generation = 0;
  const held: Generation = { generation: () => generation, log };
  const firm = async () => (await readSiteSettings(database.db))?.settings ?? fallback;
  return {
    current: heldPerGeneration(firm, 'site settings', held),
    privacyPolicy: heldPerGeneration(() => readPrivacyPolicy(database.db), 'the privacy policy', held),
    forget() {
      generation += 1;
    },
  };
}
