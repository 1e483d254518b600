// Issue 22's article model. An insight remembers when it was first saved as published
// (`first_published_at`): until then its address follows its title; from then on it changes only by
// hand, with a redirect from the old one. Its image becomes a reference to a library image
// (`image_id`, with `image_alt` for the article), its author a reference to a staff member or a team
// member beside the byline's name, and it gets a "last reviewed" date. Versions keep the same
// columns, so restoring one keeps its image and author. The old lookup of a card's library image (an
// image whose usage context contains the insight's title) is replaced: today's matches are linked
// once here, the newest match of each insight, compared case-insensitively on both databases as the
// SQLite lookup did. Nothing is removed: `image_url` stays as it was.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

const REFERENCE_COLUMNS = ['image_id', 'image_alt', 'author_user_id', 'author_team_member_id', 'reviewed_on'] as const;

interface InsightTitle {
  id: string;
  title: string;
}
interface CardImage {
  id: string;
  usage_context: string | null;
}

export function articleModel(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('insights').addColumn('first_published_at', c.timestamp).execute();
      for (const table of ['insights', 'insight_revisions']) {
        for (const column of REFERENCE_COLUMNS) await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
      // A renamed draft's earlier ids, so a save begun under one (another editor's open dialog) still
      // finds the insight and meets the usual version check instead of "no longer exists".
      await db.schema
        .createTable('insight_former_ids')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('insight_id', 'text', (column) => column.notNull())
        .execute();
      await sql`update insights set first_published_at = coalesce(publish_at, created_at) where status = 'published'`.execute(db);
      const insights = (await sql<InsightTitle>`select id, title from insights`.execute(db)).rows;
      const images = (
        await sql<CardImage>`select id, usage_context from website_images
          where page_name = 'insights' and component_name = 'insight-card' and is_active = ${c.true}
            and usage_context is not null
          order by created_at desc, id`.execute(db)
      ).rows;
      for (const insight of insights) {
        const title = insight.title.toLowerCase();
        if (title.trim() === '') continue;
        const match = images.find((image) => (image.usage_context ?? '').toLowerCase().includes(title));
        if (match) await sql`update insights set image_id = ${match.id} where id = ${insight.id}`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('insight_former_ids').ifExists().execute();
      for (const table of ['insights', 'insight_revisions']) {
        for (const column of REFERENCE_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
      }
      await db.schema.alterTable('insights').dropColumn('first_published_at').execute();
    },
  };
}
