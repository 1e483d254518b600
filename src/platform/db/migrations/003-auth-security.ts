// Sign-in protection and two-factor sign-in: Better Auth's request counters, our failed-login
// counters, and TOTP secrets, all in the database so every instance enforces the same limits.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function authSecurity(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // Better Auth's `rateLimit` model; last_request holds milliseconds, beyond a 32-bit integer.
      await db.schema
        .createTable('auth_rate_limits')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('last_request', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('auth_rate_limits_last_request_idx').on('auth_rate_limits').column('last_request').execute();

      await db.schema
        .createTable('login_failures')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('window_start', c.timestamp, (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('two_factors')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('backup_codes', 'text', (col) => col.notNull())
        .addColumn('verified', c.boolean, (col) => col.defaultTo(c.true))
        .addColumn('failed_verification_count', 'integer', (col) => col.defaultTo(0))
        .addColumn('locked_until', c.timestamp)
        .execute();
      await db.schema.createIndex('two_factors_user_id_idx').on('two_factors').column('user_id').execute();
      await db.schema.createIndex('two_factors_secret_idx').on('two_factors').column('secret').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('two_factors').ifExists().execute();
      await db.schema.dropTable('login_failures').ifExists().execute();
      await db.schema.dropTable('auth_rate_limits').ifExists().execute();
    },
  };
}
