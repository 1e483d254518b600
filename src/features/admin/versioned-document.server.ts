// A staff-edited JSON document kept with every version (site settings, page copy): a new version with
// its revision and audit rows in one transaction, 409 for a save from an older version, the history with
// what each version changed, Restore, and the current value held in memory per page-cache generation.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import type { StaffUser } from '../auth/access.ts';
import type { audit } from './audit.server.ts';
import { type ChangeOptions, documentChanges } from './document-changes.ts';

/** Each versioned table and the column naming its document; its versions are in `<table>_revisions`. */
const KEY_COLUMNS = { site_settings: 'key', page_copy: 'page' } as const;
type Keyed = Partial<Record<(typeof KEY_COLUMNS)[keyof typeof KEY_COLUMNS], string>> & { version: number };
type Revisions = Omit<Database['site_settings_revisions'], 'key' | 'reason'> & Keyed & { reason: string };
// Database narrows each table's reasons; seen as one shape, the same query serves every document.
const tables = (db: Kysely<Database>) =>
  db as unknown as Kysely<Record<`${keyof typeof KEY_COLUMNS}_revisions`, Revisions> & Record<keyof typeof KEY_COLUMNS, Keyed>>;

/** One stored document: where it is, the schema its JSON passes, and how its changes are audited. */
export interface VersionedDocument<Value> extends ChangeOptions {
  table: keyof typeof KEY_COLUMNS;
  key: string;
  schema: z.ZodType<Value, unknown>;
  /** The area's audit writer; the action is the version's reason ("settings.update", "page.publish"). */
  audit: ReturnType<typeof audit>;
  /** Audit each changed field's value before and after too, not only its name. */
  auditValues?: boolean;
  revisionNotFound: string;
}

/** One saved version as a history lists it, with the fields it changed from the one before (none for the first). */
export interface DocumentRevision<Value, Reason extends string = string> {
  id: string;
  version: number;
  reason: Reason;
  savedBy: string | null;
  createdAt: string;
  changed: string[];
  value: Value;
}

/** A 409's details: who saved since the editor opened the document, and when. */
export type VersionConflict = { savedBy: string | null; savedAt: string | null; version: number };

/** How a version is written: the document's own row, from the version's JSON. */
export type WriteCurrent = (json: string, version: number, now: Date) => Promise<void>;

/** Stored JSON through the document's schema; null when it no longer passes (a field added since). */
export function parseVersion<Value>(document: VersionedDocument<Value>, json: string | null): Value | null {
  try {
    const parsed = json === null ? null : document.schema.safeParse(JSON.parse(json));
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const versionsOf = (db: Kysely<Database>, document: VersionedDocument<unknown>) =>
  tables(db).selectFrom(`${document.table}_revisions`).where(KEY_COLUMNS[document.table], '=', document.key);

/** The document's own row at the version, and its revision row. */
async function writeVersion(
  trx: Kysely<Database>,
  document: VersionedDocument<unknown>,
  write: WriteCurrent,
  { json, version, reason, actor, now }: { json: string; version: number; reason: string; actor: StaffUser | null; now: Date },
): Promise<void> {
  await write(json, version, now);
  await tables(trx)
    .insertInto(`${document.table}_revisions`)
    .values({
      id: randomUUID(),
      [KEY_COLUMNS[document.table]]: document.key,
      version,
      value: json,
      reason,
      saved_by_id: actor?.id ?? null,
      saved_by: actor ? actor.name.trim() || actor.email : null,
      created_at: now,
    })
    .execute();
}

/** Runs a change holding the document's row: two staff saving at once, the second waits and meets the first's version. */
export function withDocumentLock<Result>(
  database: AppDatabase,
  document: VersionedDocument<unknown>,
  work: (trx: Kysely<Database>) => Promise<Result>,
): Promise<Result> {
  return database.db.transaction().execute(async (trx) => {
    // SQLite runs one write transaction at a time anyway.
    const key = sql.ref(KEY_COLUMNS[document.table]);
    if (database.dialect === 'postgres') {
      await sql`select ${key} from ${sql.table(document.table)} where ${key} = ${document.key} for update`.execute(trx);
    }
    return work(trx);
  });
}

/** The first version, unless the document is already stored (a seed's insert: never over staff edits). */
export async function insertFirstVersion<Value>(
  trx: Kysely<Database>,
  document: VersionedDocument<Value>,
  value: Value,
  now: Date,
  write: WriteCurrent,
): Promise<void> {
  const key = KEY_COLUMNS[document.table];
  if (await tables(trx).selectFrom(document.table).select(key).where(key, '=', document.key).executeTakeFirst()) return;
  await writeVersion(trx, document, write, { json: JSON.stringify(value), version: 1, reason: 'seed', actor: null, now });
}

/** The longest value of one field an audit row keeps (a policy's whole text would swamp the log), and the most fields it names. */
const [AUDIT_VALUE_MAX_LENGTH, AUDIT_FIELDS_MAX] = [1000, 20];
const clip = (value: string) =>
  value.length > AUDIT_VALUE_MAX_LENGTH ? `${value.slice(0, AUDIT_VALUE_MAX_LENGTH - 1)}…` : value;

/**
 * Saves a new version under withDocumentLock: its row, revision and audit row naming the fields changed
 * from `current`. With `base`, a save begun from an older version is refused with 409; with
 * `skipUnchanged`, the values already stored write nothing (answered null).
 */
export async function saveVersion<Value>(
  trx: Kysely<Database>,
  actor: StaffUser,
  document: VersionedDocument<Value>,
  save: {
    value: Value;
    reason: string;
    current: { value: Value; version: number } | null;
    write: WriteCurrent;
    base?: { version: number; conflict: string };
    skipUnchanged?: boolean;
    details?: Record<string, string | number>;
  },
): Promise<{ version: number; changed: string[]; savedAt: Date } | null> {
  const currentVersion = save.current?.version ?? 0;
  if (save.base && save.base.version !== currentVersion) {
    const newest = await versionsOf(trx, document).selectAll().where('version', '=', currentVersion).executeTakeFirst();
    const savedAt = newest ? toIsoTimestamp(newest.created_at) : null;
    const conflict: VersionConflict = { savedBy: newest?.saved_by ?? null, savedAt, version: currentVersion };
    throw new Refusal(409, save.base.conflict, { details: { conflict } });
  }
  const changes = documentChanges(save.current?.value, save.value, document);
  if (save.skipUnchanged && changes.length === 0) return null;
  const last = await versionsOf(trx, document).select(sql<number | string | null>`max(version)`.as('version')).executeTakeFirst();
  const version = Math.max(Number(last?.version ?? 0), currentVersion) + 1;
  const now = new Date();
  const json = JSON.stringify(save.value);
  await writeVersion(trx, document, save.write, { json, version, reason: save.reason, actor, now });
  const changed = changes.map((change) => change.field);
  const values = (side: 'before' | 'after') => JSON.stringify(Object.fromEntries(changes.map((c) => [c.field, clip(c[side])])));
  await document.audit(trx, actor, save.reason, document.key, {
    changed: changed.slice(0, AUDIT_FIELDS_MAX).join(', ') + (changed.length > AUDIT_FIELDS_MAX ? '…' : ''),
    ...(document.auditValues ? { before: values('before'), after: values('after') } : {}),
    version,
    ...save.details,
  });
  return { version, changed, savedAt: now };
}

/** How many versions a history shows, newest first. */
export const HISTORY_LIMIT = 50;

/** The newest versions first (`Reason`: the reasons its table holds). */
export async function listVersions<Value, Reason extends string>(
  db: Kysely<Database>,
  document: VersionedDocument<Value>,
): Promise<DocumentRevision<Value, Reason>[]> {
  const rows = await versionsOf(db, document)
    .select(['id', 'version', 'value', 'reason', 'saved_by', 'created_at'])
    .orderBy('version', 'desc')
    // One more than shown: what the oldest one shown changed.
    .limit(HISTORY_LIMIT + 1)
    .execute();
  const versions = rows.flatMap((row) => {
    const value = parseVersion(document, row.value);
    return value === null ? [] : [{ row, value }];
  });
  return versions.slice(0, HISTORY_LIMIT).map(({ row, value }, index) => ({
    id: row.id,
    version: row.version,
    reason: row.reason as Reason,
    savedBy: row.saved_by,
    createdAt: toIsoTimestamp(row.created_at),
    changed: index + 1 < versions.length ? documentChanges(versions[index + 1]?.value, value, document).map((c) => c.field) : [],
    value,
  }));
}

/** An earlier version to restore, or 404 when the document has no such version (or it no longer passes). */
export async function findVersion<Value>(db: Kysely<Database>, document: VersionedDocument<Value>, revisionId: string) {
  const row = await versionsOf(db, document).select(['value', 'version']).where('id', '=', revisionId).executeTakeFirst();
  const value = row ? parseVersion(document, row.value) : null;
  if (!row || value === null) throw new Refusal(404, document.revisionNotFound);
  return { value, version: row.version };
}

/** The page cache's generation, and where a failed read is logged. */
export type Generation = { generation: () => number; log?: Logger };

/**
 * A read held in memory while the page cache's `generation` stays the same (it moves with every content
 * change, here or on another instance), so documents are read again exactly when cached pages are.
 * A failed read is not kept.
 */
export function heldPerGeneration<Value>(read: () => Promise<Value>, what: string, { generation, log }: Generation) {
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
