// Team photos and the enquiry inbox: a member keeps the description of its stored photo (original
// and responsive variants); an enquiry can be suspected spam (with the reason) and deleted softly
// (kept for a while so a mis-click can be undone); the inbox lists, counts and searches quickly.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

// The reasons as they were when this migration shipped: a new one needs a migration of its own.
const SPAM_REASONS = ['honeypot', 'too-fast'];

export function teamAndInbox(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // JSON: the pipeline's StoredImage; null when the member has no uploaded photo.
      await db.schema.alterTable('team_members').addColumn('stored_image', 'text').execute();

      await db.schema
        .alterTable('contact_submissions')
        .addColumn('spam_reason', 'text', (col) =>
          col.check(sql.raw(`spam_reason is null or spam_reason in (${SPAM_REASONS.map((reason) => `'${reason}'`).join(', ')})`)),
        )
        .execute();
      await db.schema.alterTable('contact_submissions').addColumn('deleted_at', c.timestamp).execute();
      // What the inbox's search looks in, lower case in one text, kept by the database itself: a search
      // is then one substring test per row instead of four case-insensitive ones. PostgreSQL stores
      // it; SQLite computes it when read (ALTER TABLE cannot add a stored one there).
      const newline = dialect === 'postgres' ? 'chr(10)' : 'char(10)';
      const searchText = sql.raw(
        `lower(name || ${newline} || email || ${newline} || coalesce(company, '') || ${newline} || message)`,
      );
      await db.schema
        .alterTable('contact_submissions')
        .addColumn('search_text', 'text', (col) =>
          dialect === 'postgres' ? col.generatedAlwaysAs(searchText).stored() : col.generatedAlwaysAs(searchText),
        )
        .execute();
      // The inbox's folders (inbox, suspected spam, deleted) newest first, and the dashboard's count of New.
      await db.schema
        .createIndex('contact_submissions_folder_idx')
        .on('contact_submissions')
        .columns(['deleted_at', 'spam_reason', 'created_at'])
        .execute();
      await db.schema
        .createIndex('contact_submissions_folder_status_idx')
        .on('contact_submissions')
        .columns(['status', 'deleted_at', 'spam_reason'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('contact_submissions_folder_status_idx').ifExists().execute();
      await db.schema.dropIndex('contact_submissions_folder_idx').ifExists().execute();
      await db.schema.alterTable('contact_submissions').dropColumn('search_text').execute();
      await db.schema.alterTable('contact_submissions').dropColumn('deleted_at').execute();
      await db.schema.alterTable('contact_submissions').dropColumn('spam_reason').execute();
      await db.schema.alterTable('team_members').dropColumn('stored_image').execute();
    },
  };
}
