// The one versioned save every editor uses (settings, page copy, team members, insights): a record's new
// version with its revision row and audit row in one transaction under the record's lock, 409 for a save
// begun from an older version, the history a page at a time with what each version changed, and the
// version a Restore saves again. Each area says where its versions live and how a value maps onto a
// revision row (revision-tables.server.ts); what follows a save (the page caches) is adminEndpoint's.
import { randomUUID } from 'node:crypto';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import type { audit } from '../admin/audit.server.ts';
import { type ChangeOptions, documentChanges } from '../admin/document-changes.ts';
import type { StaffUser } from '../auth/access.ts';
import { looseTables, type RevisionRow, type RevisionTable } from './revision-tables.server.ts';

export type { RevisionRow, RevisionTable } from './revision-tables.server.ts';

/** An area's versioned records: where their versions are, how a change is audited, and its words. */
export interface VersionedArea<Value> extends ChangeOptions {
  revisions: RevisionTable<Value>;
  /** The area's audit writer; the action is the version's reason ("settings.update", "page.publish"). */
  audit: ReturnType<typeof audit>;
  /** Audit each changed field's value before and after too, not only its name. */
  auditValues?: boolean;
  /** The 409's message: a save started from an older version than the stored one. */
  conflict: string;
  revisionNotFound: string;
  /** A field's words in a 409's "They changed: …"; without them the 409 names no fields. */
  conflictLabel?: (field: string) => string;
  /** What a history says a version changed from the one before: the changed fields' paths unless the area words them. */
  historyChanged?: (previous: Value, value: Value) => string[];
}

/** One record: its area and its key (a settings document's key, a page, a member's or an insight's id). */
export type VersionedRecord<Value> = VersionedArea<Value> & { key: string };

/** A 409's details: who saved since the editor opened the record, when, and (with labels) what they changed. */
export interface VersionConflict {
  savedBy: string | null;
  savedAt: string | null;
  version: number;
  changed?: string[];
}

/** The record as stored: its value and the version that is. */
export type CurrentVersion<Value> = { value: Value; version: number };

const versionsOf = <Value>(db: Kysely<Database>, record: VersionedRecord<Value>) =>
  looseTables(db).selectFrom(record.revisions.table).where(record.revisions.recordColumn, '=', record.key);

/** One saved version of the record, or undefined. */
export async function versionRow<Value>(db: Kysely<Database>, record: VersionedRecord<Value>, version: number) {
  return (await versionsOf(db, record).selectAll().where('version', '=', version).executeTakeFirst()) as RevisionRow | undefined;
}

/** The highest version saved of the record, 0 before any. */
export async function lastVersion<Value>(db: Kysely<Database>, record: VersionedRecord<Value>): Promise<number> {
  const last = await versionsOf(db, record).select(sql<number | string | null>`max(version)`.as('version')).executeTakeFirst();
  return Number(last?.version ?? 0);
}

/**
 * Runs a change holding the record's row (`table`, by `column`): two staff saving at once, the second
 * waits and meets the first's version. SQLite runs one write transaction at a time anyway.
 */
export function withRecordLock<Result>(
  database: AppDatabase,
  row: { table: string; column: string; key: string },
  work: (trx: Kysely<Database>) => Promise<Result>,
): Promise<Result> {
  return database.db.transaction().execute(async (trx) => {
    await lockRecord(database, trx, row);
    return work(trx);
  });
}

/** Locks a record's row inside a transaction already begun (PostgreSQL; SQLite writes one at a time). */
export async function lockRecord(
  database: AppDatabase,
  trx: Kysely<Database>,
  { table, column, key }: { table: string; column: string; key: string },
): Promise<void> {
  if (database.dialect !== 'postgres') return;
  await sql`select ${sql.ref(column)} from ${sql.table(table)} where ${sql.ref(column)} = ${key} for update`.execute(trx);
}

/**
 * A save begun from `base` while `current` is newer is refused with 409: who saved the newer version and
 * when, with the area's labels the fields changed since `base`, and `more` (the record as it is now, to reload).
 */
export async function refuseNewerVersion<Value>(
  trx: Kysely<Database>,
  record: VersionedRecord<Value>,
  { base, current, more }: { base: number; current: CurrentVersion<Value>; more?: () => Promise<object> },
): Promise<void> {
  if (base === current.version) return;
  const newest = await versionRow(trx, record, current.version);
  const conflict: VersionConflict = {
    savedBy: newest?.saved_by ?? null,
    savedAt: newest ? toIsoTimestamp(newest.created_at) : null,
    version: current.version,
  };
  if (record.conflictLabel) {
    // A record's version 0 is the one before its first edit, which that edit kept as version 1 ('original').
    const startedRow = await versionRow(trx, record, Math.max(base, 1));
    const started = startedRow ? record.revisions.fromColumns(startedRow) : null;
    const changes = documentChanges(started ?? {}, current.value, record);
    conflict.changed = [...new Set(changes.map((change) => record.conflictLabel?.(change.field) ?? change.field))];
  }
  throw new Refusal(409, record.conflict, { details: { conflict: { ...conflict, ...(await more?.()) } } });
}

/** The revision row of one version (the newest `keep` kept when the area keeps that many). */
export async function addRevision<Value>(
  trx: Kysely<Database>,
  record: VersionedRecord<Value>,
  {
    value,
    version,
    reason,
    actor,
    at,
  }: { value: Value; version: number; reason: string; actor: StaffUser | null; at: Date | string },
): Promise<void> {
  const { revisions } = record;
  await looseTables(trx)
    .insertInto(revisions.table)
    .values({
      id: randomUUID(),
      [revisions.recordColumn]: record.key,
      version,
      ...revisions.toColumns(value),
      ...(revisions.keepsReason === false ? {} : { reason }),
      ...(revisions.keepsSavedById === false ? {} : { saved_by_id: actor?.id ?? null }),
      saved_by: actor ? actor.name.trim() || actor.email : null,
      created_at: at,
    })
    .execute();
  if (revisions.keep) {
    await looseTables(trx)
      .deleteFrom(revisions.table)
      .where(revisions.recordColumn, '=', record.key)
      .where('version', '<=', version - revisions.keep)
      .execute();
  }
}

/** The first version, unless the record is already stored (a seed's insert: never over staff edits). */
export async function insertFirstVersion<Value>(
  trx: Kysely<Database>,
  record: VersionedRecord<Value>,
  { value, now, stored, write }: { value: Value; now: Date; stored: boolean; write: WriteVersion<Value> },
): Promise<void> {
  if (stored) return;
  await write(value, 1, now);
  await addRevision(trx, record, { value, version: 1, reason: 'seed', actor: null, at: now });
}

/** How a version is written to the record's own row. */
export type WriteVersion<Value> = (value: Value, version: number, now: Date) => Promise<void>;

/** The longest value of one field an audit row keeps (a policy's whole text would swamp the log), and the most fields it names. */
const [AUDIT_VALUE_MAX_LENGTH, AUDIT_FIELDS_MAX] = [1000, 20];
const clip = (value: string) =>
  value.length > AUDIT_VALUE_MAX_LENGTH ? `${value.slice(0, AUDIT_VALUE_MAX_LENGTH - 1)}…` : value;

export interface VersionSave<Value> {
  value: Value;
  /** Why it is saved, as its revision keeps it; also the audit row's action. */
  reason: string;
  /** The record as stored, null before anything is (version 0). */
  current: CurrentVersion<Value> | null;
  write: WriteVersion<Value>;
  /** The version the editor started from: a newer one stored is refused with 409 (see refuseNewerVersion). */
  base?: number;
  /** What the 409 carries besides who, when and what: the record as it is now. */
  conflictDetails?: () => Promise<object>;
  /** The values already stored write nothing (answered null). */
  skipUnchanged?: boolean;
  /** A record with no saved version yet keeps what it was first, saved by nobody, at this time ('original'). */
  keepOriginal?: Date | string;
  /** Changes that are no field of the value (a renamed address), named after the fields. */
  alsoChanged?: string[];
  /** The key the new version is saved under when `write` moved the record (a renamed draft). */
  movedTo?: string;
  details?: Record<string, string | number | null>;
}

/**
 * Saves a new version, inside the caller's transaction holding the record's lock: the record's row, its
 * revision and an audit row naming the fields changed from `current` (and their values, with
 * `auditValues`). The answer names the new version and what changed; null when nothing was written.
 */
export async function saveVersion<Value>(
  trx: Kysely<Database>,
  actor: StaffUser,
  record: VersionedRecord<Value>,
  save: VersionSave<Value>,
): Promise<{ version: number; changed: string[]; savedAt: Date } | null> {
  const current = save.current;
  if (save.base !== undefined) {
    const stored = current ?? { value: save.value, version: 0 };
    await refuseNewerVersion(trx, record, { base: save.base, current: stored, more: save.conflictDetails });
  }
  const changes = documentChanges(current?.value, save.value, record);
  const changed = [...changes.map((change) => change.field), ...(save.alsoChanged ?? [])];
  if (save.skipUnchanged && changed.length === 0) return null;
  let last = await lastVersion(trx, record);
  if (save.keepOriginal !== undefined && current && last === 0) {
    last = Math.max(current.version, 1);
    await addRevision(trx, record, {
      value: current.value,
      version: last,
      reason: 'original',
      actor: null,
      at: save.keepOriginal,
    });
  }
  const version = Math.max(last, current?.version ?? 0) + 1;
  const now = new Date();
  await save.write(save.value, version, now);
  const saved = save.movedTo ? { ...record, key: save.movedTo } : record;
  await addRevision(trx, saved, { value: save.value, version, reason: save.reason, actor, at: now });
  const values = (side: 'before' | 'after') => JSON.stringify(Object.fromEntries(changes.map((c) => [c.field, clip(c[side])])));
  await record.audit(trx, actor, save.reason, saved.key, {
    ...save.details,
    changed: changed.slice(0, AUDIT_FIELDS_MAX).join(', ') + (changed.length > AUDIT_FIELDS_MAX ? '…' : ''),
    ...(record.auditValues ? { before: values('before'), after: values('after') } : {}),
    version,
  });
  return { version, changed, savedAt: now };
}

/** How many versions a history shows at a time, newest first. */
export const HISTORY_LIMIT = 50;

/** One saved version as a history lists it; `changed` names the fields it changed from the one before. */
export interface ListedVersion<Value> {
  id: string;
  version: number;
  /** Why it was saved; null where the table keeps no reason (the area tells it). */
  reason: string | null;
  savedBy: string | null;
  createdAt: string;
  value: Value;
  changed: string[];
}

export interface VersionPage<Value> {
  versions: ListedVersion<Value>[];
  page: number;
  pageCount: number;
  total: number;
}

const changedSince = <Value>(record: VersionedRecord<Value>, previous: Value, value: Value) =>
  record.historyChanged?.(previous, value) ?? documentChanges(previous, value, record).map((change) => change.field);

/**
 * One page of the record's versions, newest first (a page past the end shows the last one). A version
 * that no longer passes the area's schema is left out. Columns the area lists without (an article's
 * content) stay in the database, which says only whether each changed from the version before.
 */
export async function listVersions<Value>(
  db: Kysely<Database>,
  record: VersionedRecord<Value>,
  page = 1,
): Promise<VersionPage<Value>> {
  const { revisions } = record;
  const counted = await versionsOf(db, record).select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pageCount = Math.max(1, Math.ceil(total / HISTORY_LIMIT));
  const shown = Math.min(page, pageCount);
  const left = revisions.listedWithout ?? [];
  const columns = ['id', 'version', 'saved_by', 'created_at', ...(revisions.keepsReason === false ? [] : ['reason'])];
  const rows = (await looseTables(db)
    .selectFrom(`${revisions.table} as revision`)
    // Versions are numbered one after another (only the oldest are ever removed): the one before is version - 1.
    .leftJoin(`${revisions.table} as previous`, (join) =>
      join
        .onRef(`previous.${revisions.recordColumn}`, '=', `revision.${revisions.recordColumn}`)
        .on(sql<SqlBool>`previous.version = revision.version - 1`),
    )
    .select([...columns, ...revisions.columns.filter((column) => !left.includes(column))].map((c) => `revision.${c}`))
    .select(
      left.map((column) =>
        sql<number>`case when previous.${sql.ref(column)} is null or previous.${sql.ref(column)} = revision.${sql.ref(column)} then 0 else 1 end`.as(
          `${column}_changed`,
        ),
      ),
    )
    .where(`revision.${revisions.recordColumn}`, '=', record.key)
    .orderBy('revision.version', 'desc')
    // One more than shown: what the oldest one shown changed.
    .limit(HISTORY_LIMIT + 1)
    .offset((shown - 1) * HISTORY_LIMIT)
    .execute()) as RevisionRow[];
  const listed = rows.flatMap((row) => {
    // A column left in the database reads as changed or not: compared with the version before's blank.
    const marked = { ...row, ...Object.fromEntries(left.map((column) => [column, Number(row[`${column}_changed`]) ? '·' : ''])) };
    const value = revisions.fromColumns(marked);
    const blank = { ...row, ...Object.fromEntries(left.map((column) => [column, ''])) };
    return value === null ? [] : [{ row, value, asPrevious: revisions.fromColumns(blank) ?? value }];
  });
  const versions = listed.slice(0, HISTORY_LIMIT).map(({ row, value }, index) => {
    const previous = listed[index + 1]?.asPrevious;
    return {
      id: row.id,
      version: row.version,
      reason: typeof row.reason === 'string' ? row.reason : null,
      savedBy: row.saved_by,
      createdAt: toIsoTimestamp(row.created_at),
      value,
      changed: previous === undefined ? [] : changedSince(record, previous, value),
    };
  });
  return { versions, page: shown, pageCount, total };
}

/** An earlier version to open or restore, or 404 when the record has no such version (or it no longer passes). */
export async function findVersion<Value>(db: Kysely<Database>, record: VersionedRecord<Value>, revisionId: string) {
  const row = (await versionsOf(db, record).selectAll().where('id', '=', revisionId).executeTakeFirst()) as
    | RevisionRow
    | undefined;
  const value = row ? record.revisions.fromColumns(row) : null;
  if (!row || value === null) throw new Refusal(404, record.revisionNotFound);
  return { value, version: row.version, row };
}
