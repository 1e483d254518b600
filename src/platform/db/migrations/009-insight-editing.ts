// The insights editor: every saved version of an insight (who saved it, when, why), the instant a
// published insight goes public (midnight in Brisbane of its date, so a future date schedules it), and
// a lower-case plain-text copy of title, excerpt and content for the admin's search, with the indexes
// the public lists (published, live, newest first) and the admin's paged list use.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

// As they were when this migration shipped: Brisbane is UTC+10 all year (no daylight saving).
const BRISBANE_OFFSET = '+10:00';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function publishInstant(date: string, fallback: Date | string): Date {
  const instant = DATE_PATTERN.test(date) ? new Date(`${date}T00:00:00${BRISBANE_OFFSET}`) : new Date(Number.NaN);
  return Number.isNaN(instant.getTime()) ? new Date(fallback) : instant;
}

/** The text the search looks in; the application keeps it up to date on every save from now on. */
function searchText(title: string, excerpt: string, content: string): string {
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return `${title}\n${excerpt}\n${text}`.toLowerCase();
}

export function insightEditing(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('insights').addColumn('publish_at', c.timestamp).execute();
      await db.schema
        .alterTable('insights')
        .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      const anyDb = db as Kysely<Record<string, Record<string, unknown>>>;
      const rows = (await anyDb
        .selectFrom('insights')
        .select(['id', 'date', 'title', 'excerpt', 'content', 'created_at'])
        .execute()) as { id: string; date: string; title: string; excerpt: string; content: string; created_at: Date | string }[];
      for (const row of rows) {
        const instant = publishInstant(row.date, row.created_at);
        await anyDb
          .updateTable('insights')
          .set({
            publish_at: dialect === 'postgres' ? instant : instant.toISOString(),
            search_text: searchText(row.title, row.excerpt, row.content),
          })
          .where('id', '=', row.id)
          .execute();
      }
      // Public lists: published and live, newest first. The admin's Published and Scheduled filters.
      await db.schema.createIndex('insights_status_publish_idx').on('insights').columns(['status', 'publish_at']).execute();
      // The admin's list: newest first, by category.
      await db.schema.createIndex('insights_admin_order_idx').on('insights').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('insights_category_order_idx')
        .on('insights')
        .columns(['category', 'created_at', 'id'])
        .execute();

      await db.schema
        .createTable('insight_revisions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('insight_id', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('excerpt', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('read_time', 'text', (col) => col.notNull())
        .addColumn('date', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('image_url', 'text')
        .addColumn('author', 'text', (col) => col.notNull())
        // Who saved this version: null for the version that existed before any edit (a seed article).
        .addColumn('saved_by_id', 'text')
        .addColumn('saved_by', 'text')
        // Why: create, update, restore, conversion, or original (the version found before the first edit).
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addUniqueConstraint('insight_revisions_version_key', ['insight_id', 'version'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('insight_revisions').ifExists().execute();
      await db.schema.dropIndex('insights_category_order_idx').ifExists().execute();
      await db.schema.dropIndex('insights_admin_order_idx').ifExists().execute();
      await db.schema.dropIndex('insights_status_publish_idx').ifExists().execute();
      await db.schema.alterTable('insights').dropColumn('search_text').execute();
      await db.schema.alterTable('insights').dropColumn('publish_at').execute();
    },
  };
}
