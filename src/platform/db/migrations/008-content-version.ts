// One row counting changes to what public pages show: every instance watches it, so a change made
// through one instance clears the page caches of all of them.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function contentVersion(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_version')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('changed_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await sql`insert into content_version (id, version) values (1, 0)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_version').ifExists().execute();
    },
  };
}
