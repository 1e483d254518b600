// Failed sign-ins are counted in rate_limits (keys "login-account:…" and "login-address:…") like every
// other limit, so their own table goes. Its counters are minutes old at most: nothing worth carrying.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function oneRateLimitTable(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('login_failures').ifExists().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_failures')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('window_start', c.timestamp, (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
  };
}
