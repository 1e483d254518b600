// Staff-edited site settings: one current document per key ("firm": the firm's details, the enquiry
// recipients) and every saved version of it, so a change can be undone from its history.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function siteSettings(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('site_settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        // The document as JSON text: the feature's zod schema is its shape, on both dialects alike.
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createTable('site_settings_revisions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        // seed, update or restore.
        .addColumn('reason', 'text', (col) => col.notNull())
        // Who saved it: null for the seeded version.
        .addColumn('saved_by_id', 'text')
        .addColumn('saved_by', 'text')
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addUniqueConstraint('site_settings_revisions_version_key', ['key', 'version'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('site_settings_revisions').ifExists().execute();
      await db.schema.dropTable('site_settings').ifExists().execute();
    },
  };
}
