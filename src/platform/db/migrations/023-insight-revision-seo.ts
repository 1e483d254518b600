// An insight's versions keep its SEO fields (the JSON of insights.seo, migration 022), so restoring a
// version brings its meta title and description back and the history shows SEO changes. Versions saved
// before this have none recorded (null: a restore leaves today's SEO as it is), except each insight's
// newest version, which every SEO change has written since 022: it takes the insight's SEO now.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

export function insightRevisionSeo(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('insight_revisions').addColumn('seo', 'text').execute();
      const newest = sql`(select max(version) from insight_revisions newest where newest.insight_id = insight_revisions.insight_id)`;
      const seoNow = sql`(select seo from insights where insights.id = insight_revisions.insight_id)`;
      await sql`update insight_revisions set seo = ${seoNow} where version = ${newest}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('insight_revisions').dropColumn('seo').execute();
    },
  };
}
