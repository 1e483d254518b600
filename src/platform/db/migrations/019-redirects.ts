// Redirects staff manage (features/redirects): from a site path, with or without its query, to a site
// path or an https address, with the status to answer and the hits counted so far (flushed in batches).
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

// The statuses as they were when this migration shipped: a new one needs a migration of its own.
const STATUS_CODES = [301, 302, 307, 308];

export function redirects(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('redirects')
        .addColumn('id', 'text', (col) => col.primaryKey())
        // Normalised: no trailing slash, query parameters sorted; one redirect per address.
        .addColumn('from_path', 'text', (col) => col.notNull().unique())
        .addColumn('to_target', 'text', (col) => col.notNull())
        .addColumn('status_code', 'integer', (col) =>
          col.notNull().check(sql`status_code in (${sql.raw(STATUS_CODES.join(', '))})`),
        )
        // The spec's own redirects: seeded, and never changed or deleted.
        .addColumn('built_in', c.boolean, (col) => col.notNull().defaultTo(c.false))
        .addColumn('hits', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('last_hit_at', c.timestamp)
        .addColumn('created_at', c.timestamp, (col) => col.notNull())
        .addColumn('updated_at', c.timestamp, (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('redirects').ifExists().execute();
    },
  };
}
