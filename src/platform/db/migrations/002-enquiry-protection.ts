// Enquiry protection: per-address rate-limit counters and used captcha solutions, both in the
// database so several instances share them.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function enquiryProtection(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // One fixed window per key ("contact:<hashed address>"); the counter restarts when the window ends.
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('window_start', c.timestamp, (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('rate_limits_window_start_idx').on('rate_limits').column('window_start').execute();

      // A solved captcha may be used once: its id is kept until the challenge would have expired anyway.
      await db.schema
        .createTable('used_captchas')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('expires_at', c.timestamp, (col) => col.notNull())
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex('used_captchas_expires_at_idx').on('used_captchas').column('expires_at').execute();

      // The outbox worker looks for expired leases of rows stuck in "sending".
      await db.schema
        .createIndex('email_outbox_locked_until_idx')
        .on('email_outbox')
        .columns(['status', 'locked_until'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('email_outbox_locked_until_idx').ifExists().execute();
      await db.schema.dropTable('used_captchas').ifExists().execute();
      await db.schema.dropTable('rate_limits').ifExists().execute();
    },
  };
}
