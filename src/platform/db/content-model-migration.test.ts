// Migration 020 on a database that holds what earlier releases saved: insights and their versions under
// both the spec's category values and the site's labels ("Valuation" twice over), and team members
// added before members could be hidden. Categories end as one value each, nothing is lost.
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from './database.testing.ts';
import { migrateToLatest, migrationsFor } from './migrate.ts';

const BEFORE = '020-content-model';

/** Migrates up to the one before 020, as a database of the previous release is. */
async function migrateToPreviousRelease(database: TestDatabase) {
  const all = migrationsFor(database.dialect);
  const earlier = Object.fromEntries(Object.entries(all).filter(([name]) => name < BEFORE));
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => earlier } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

const CATEGORIES_BEFORE = {
  'spec-valuation': 'valuation',
  'site-valuation': 'Valuation',
  'spec-market': 'market-analysis',
  'site-market': 'Market Analysis',
  guide: 'Valuation Guide',
  'm-and-a': 'M&A Case Study',
  'typed-by-hand': 'Franchising',
};

describe.each(testDialects)('migration 020 on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('merges the duplicated categories into one value each, in insights and their versions, losing none', async () => {
    database = await createTestDatabase(dialect);
    await migrateToPreviousRelease(database);
    const now = new Date();
    for (const [id, category] of Object.entries(CATEGORIES_BEFORE)) {
      await database.db
        .insertInto('insights')
        .values({
          id,
          title: id,
          excerpt: 'e',
          content: '<p>c</p>',
          category,
          read_time: '1 min read',
          date: '2025-01-01',
          status: 'published',
          image_url: null,
          author: 'a',
          created_at: now,
          updated_at: now,
          publish_at: now,
        })
        .execute();
      await database.db
        .insertInto('insight_revisions')
        .values({
          id: `${id}-v1`,
          insight_id: id,
          version: 1,
          title: id,
          excerpt: 'e',
          content: '<p>c</p>',
          category,
          read_time: '1 min read',
          date: '2025-01-01',
          status: 'published',
          image_url: null,
          author: 'a',
          saved_by_id: null,
          saved_by: null,
          reason: 'create',
          created_at: now,
        })
        .execute();
    }

    expect((await migrateToLatest(database)).applied).toContain(BEFORE);

    const expected = {
      'spec-valuation': 'valuation',
      'site-valuation': 'valuation',
      'spec-market': 'market-analysis',
      'site-market': 'market-analysis',
      guide: 'valuation-guide',
      'm-and-a': 'm-and-a-case-study',
      'typed-by-hand': 'Franchising',
    };
    const insights = await database.db.selectFrom('insights').select(['id', 'category']).orderBy('id').execute();
    expect(Object.fromEntries(insights.map((row) => [row.id, row.category]))).toEqual(expected);
    const versions = await database.db.selectFrom('insight_revisions').select(['insight_id', 'category']).execute();
    expect(Object.fromEntries(versions.map((row) => [row.insight_id, row.category]))).toEqual(expected);
    const distinct = await database.db.selectFrom('insights').select('category').distinct().execute();
    expect(distinct).toHaveLength(5);
  });

  it('keeps team members added before it on the About page', async () => {
    database = await createTestDatabase(dialect);
    await migrateToPreviousRelease(database);
    const now = new Date();
    await database.db
      .insertInto('team_members')
      .values({
        id: 'm',
        name: 'Jordan Rowe',
        role: 'Director',
        bio: '',
        image_url: null,
        display_order: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await migrateToLatest(database);
    const row = await database.db.selectFrom('team_members').select('visible').executeTakeFirstOrThrow();
    expect(Boolean(row.visible)).toBe(true);
  });
});
