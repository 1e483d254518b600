// How an area's revision table maps onto the editing kit's one shape: every table keeps id, the record's
// key, version, saved_by and created_at (and, but the team's, reason and saved_by_id); the value is one
// JSON column (settings, page copy: jsonRevisions) or one column a field (team members, insights).
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#src/platform/db/schema.ts';

/** The tables that keep versions. */
export type RevisionTableName = 'site_settings_revisions' | 'page_copy_revisions' | 'team_member_revisions' | 'insight_revisions';

/** A revision row as the kit reads it: the shared columns, and the value's own. */
export type RevisionRow = Record<string, unknown> & {
  id: string;
  version: number;
  saved_by: string | null;
  created_at: Date | string;
  reason?: string;
};

/** Where a record's versions are kept, and how a value is written to and read from a revision row. */
export interface RevisionTable<Value> {
  table: RevisionTableName;
  /** The column naming the record: 'key', 'page', 'member_id', 'insight_id'. */
  recordColumn: string;
  /** The columns holding the value. */
  columns: readonly string[];
  toColumns(value: Value): Record<string, unknown>;
  /** The value a row holds; null when it no longer passes (a field added since). */
  fromColumns(row: RevisionRow): Value | null;
  /** False: the table keeps no reason (the team's; its audit rows tell a restore). */
  keepsReason?: boolean;
  /** False: the table keeps who saved by name only (the team's). */
  keepsSavedById?: boolean;
  /** The most versions kept per record: saving one more removes the oldest. */
  keep?: number;
  /** Columns a history list leaves in the database (an article's content): it learns only whether each changed. */
  listedWithout?: readonly string[];
}

// Each table is typed apart in Database; seen as one shape, the same queries serve every area.
type LooseDatabase = Record<string, Record<string, unknown>>;
export const looseTables = (db: Kysely<Database>) => db as unknown as Kysely<LooseDatabase>;

/** Stored JSON through a schema; null when it no longer passes. */
export function parseStoredJson<Value>(schema: z.ZodType<Value, unknown>, json: unknown): Value | null {
  if (typeof json !== 'string') return null;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A table keeping each version as one JSON document in `value` (site settings, page copy). */
export function jsonRevisions<Value>(
  table: RevisionTableName,
  recordColumn: string,
  schema: z.ZodType<Value, unknown>,
): RevisionTable<Value> {
  return {
    table,
    recordColumn,
    columns: ['value'],
    toColumns: (value) => ({ value: JSON.stringify(value) }),
    fromColumns: (row) => parseStoredJson(schema, row.value),
  };
}

/** A table keeping each field of the value in a column of its name (team members, insights). */
export function columnRevisions<Value extends object>(
  table: RevisionTableName,
  recordColumn: string,
  columns: readonly (keyof Value & string)[],
  fromColumns: (row: RevisionRow) => Value | null,
): RevisionTable<Value> {
  return {
    table,
    recordColumn,
    columns,
    toColumns: (value) => Object.fromEntries(columns.map((column) => [column, value[column]])),
    fromColumns,
  };
}
