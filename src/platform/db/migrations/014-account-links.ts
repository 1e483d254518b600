// Single-use links sent by e-mail: staff invitations and forgotten-password resets
// (features/auth/account-links.server.ts). Only a SHA-256 hash of each link's token is kept.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function accountLinks(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('account_links')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text')
        .addColumn('name', 'text')
        .addColumn('role', 'text')
        .addColumn('created_by', 'text')
        .addColumn('created_by_email', 'text')
        .addColumn('created_at', c.timestamp, (col) => col.notNull())
        .addColumn('sent_at', c.timestamp, (col) => col.notNull())
        .addColumn('expires_at', c.timestamp, (col) => col.notNull())
        .addColumn('used_at', c.timestamp)
        .addColumn('revoked_at', c.timestamp)
        .execute();
      await db.schema.createIndex('account_links_kind_email').on('account_links').columns(['kind', 'email']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_links').execute();
    },
  };
}
