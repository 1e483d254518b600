// An index for the insights editor's search (a phrase anywhere in title, excerpt and content): on
// SQLite an FTS5 table with the trigram tokenizer, kept in step with insights.search_text by
// triggers; on PostgreSQL a trigram GIN index when the pg_trgm extension can be had (without it the
// search still works, by scanning). Both answer substring queries of three characters or more.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';

export function insightSearch(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await sql`create virtual table insights_search using fts5(search_text, tokenize = 'trigram')`.execute(db);
        // The FTS row shares the insight's rowid (nothing here runs VACUUM, which could renumber them).
        await sql`insert into insights_search (rowid, search_text) select rowid, search_text from insights`.execute(db);
        await sql`create trigger insights_search_insert after insert on insights begin
          insert into insights_search (rowid, search_text) values (new.rowid, new.search_text);
        end`.execute(db);
        await sql`create trigger insights_search_update after update of search_text on insights begin
          update insights_search set search_text = new.search_text where rowid = old.rowid;
        end`.execute(db);
        await sql`create trigger insights_search_delete after delete on insights begin
          delete from insights_search where rowid = old.rowid;
        end`.execute(db);
        return;
      }
      // Keep rows up to a page's size inline and uncompressed: the planner then sees what a scan of
      // the articles really costs (it counts only the main table) and asks the trigram index instead,
      // and a search reads the text without unpacking it. Existing rows are rewritten to move in.
      await sql`alter table insights set (toast_tuple_target = 8160)`.execute(db);
      // When a row is still too big, the article's HTML moves out first; the search text stays in.
      await sql`alter table insights alter column search_text set storage main`.execute(db);
      await sql`update insights set search_text = search_text || ''`.execute(db);
      // Creating an extension needs a privilege a hosted database may not grant: try it in a savepoint
      // so the migration goes on without the index when it is refused.
      await sql`savepoint insight_search`.execute(db);
      try {
        // In public, once for the database, rather than in whichever schema the site's tables are in;
        // it may already live in another schema (installed there before): its operator class is named.
        await sql`create extension if not exists pg_trgm schema public`.execute(db);
        const { rows } = await sql<{ schema: string }>`
          select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
          where e.extname = 'pg_trgm'`.execute(db);
        const schema = (rows[0]?.schema ?? 'public').replaceAll('"', '""');
        await sql
          .raw(`create index insights_search_trgm_idx on insights using gin (search_text "${schema}".gin_trgm_ops)`)
          .execute(db);
        await sql`release savepoint insight_search`.execute(db);
      } catch {
        await sql`rollback to savepoint insight_search`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const trigger of ['insights_search_insert', 'insights_search_update', 'insights_search_delete']) {
          await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
        }
        await sql`drop table if exists insights_search`.execute(db);
        return;
      }
      await sql`drop index if exists insights_search_trgm_idx`.execute(db);
      await sql`alter table insights alter column search_text set storage extended`.execute(db);
      await sql`alter table insights reset (toast_tuple_target)`.execute(db);
    },
  };
}
