// The devices each staff account has signed in from (features/auth/account-notices.server.ts sends a
// notice for a new one), and the name of whoever made each audited change, kept after the account goes.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function seenDevicesAndAuditNames(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('seen_devices')
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('device_hash', 'text', (col) => col.notNull())
        .addColumn('first_seen_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('last_seen_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addPrimaryKeyConstraint('seen_devices_pkey', ['user_id', 'device_hash'])
        .execute();
      await db.schema.alterTable('audit_log').addColumn('user_name', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('audit_log').dropColumn('user_name').execute();
      await db.schema.dropTable('seen_devices').execute();
    },
  };
}
