// The words of the fixed pages (home, about, services…), edited by staff: one row per page with its
// published copy and its draft, and every saved version, so an earlier one can be seen and restored.
// Insights get their SEO fields (meta title and description, social image, canonical, noindex) as
// one JSON document: null until staff fill any in, when the generated values apply.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function pageCopy(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_copy')
        .addColumn('page', 'text', (col) => col.primaryKey())
        // Each document as JSON text: the page's zod schema is its shape, on both dialects alike.
        .addColumn('published', 'text', (col) => col.notNull())
        // The draft being edited; null when there is none (the editor opens the published copy).
        .addColumn('draft', 'text')
        // Moves with every save, draft or publish: a save started from an older one is refused.
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('published_version', 'integer', (col) => col.notNull())
        .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('published_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createTable('page_copy_revisions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('page', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        // seed, draft, publish or restore.
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('saved_by_id', 'text')
        .addColumn('saved_by', 'text')
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addUniqueConstraint('page_copy_revisions_version_key', ['page', 'version'])
        .execute();
      await db.schema.alterTable('insights').addColumn('seo', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('insights').dropColumn('seo').execute();
      await db.schema.dropTable('page_copy_revisions').ifExists().execute();
      await db.schema.dropTable('page_copy').ifExists().execute();
    },
  };
}
