// redirects/'s tables, as Kysely types them (both dialects): staff-managed redirects.
// Composed into the one Database in src/server/areas.ts.
import type { ColumnType } from 'kysely';
import type { Timestamp } from '#src/platform/db/schema.ts';

/** A redirect staff manage (features/redirects); hits are flushed from memory in batches. */
export interface RedirectsTable {
  id: string;
  /** The normalised address it answers: a path without trailing slash, with its query's parameters sorted. */
  from_path: string;
  /** A site path (with its query) or an https URL. */
  to_target: string;
  status_code: number;
  built_in: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** bigint: PostgreSQL returns it as text. */
  hits: ColumnType<number | string, number | undefined, number>;
  last_hit_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The tables redirects/ owns, by name. */
export interface RedirectTables {
  redirects: RedirectsTable;
}
