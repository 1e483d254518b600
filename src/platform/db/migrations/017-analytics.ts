// Privacy-friendly page counts (features/analytics): daily totals kept for good with their monthly
// sums (so a year's report reads twelve rows a key, not 365), today's visitor
// hashes kept only to count each visitor once a day, and the day's salt those hashes are made with,
// in its own table so no row of hits ever holds it. Housekeeping deletes hashes and salts of past days.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function analytics(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('analytics_daily')
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('visitors', 'integer', (col) => col.notNull().defaultTo(0))
        // Every screen query reads one kind over a range of days: the key is its index.
        .addPrimaryKeyConstraint('analytics_daily_pkey', ['kind', 'day', 'key'])
        .execute();
      await db.schema
        .createTable('analytics_monthly')
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('month', 'text', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('visitors', 'integer', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('analytics_monthly_pkey', ['kind', 'month', 'key'])
        .execute();
      await db.schema
        .createTable('analytics_visitors')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('visitor', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('analytics_visitors_pkey', ['day', 'kind', 'key', 'visitor'])
        .execute();
      await db.schema
        .createTable('analytics_salts')
        .addColumn('day', 'text', (col) => col.primaryKey())
        .addColumn('salt', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('analytics_salts').ifExists().execute();
      await db.schema.dropTable('analytics_visitors').ifExists().execute();
      await db.schema.dropTable('analytics_monthly').ifExists().execute();
      await db.schema.dropTable('analytics_daily').ifExists().execute();
    },
  };
}
