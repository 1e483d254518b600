// Migration 023 on a database that holds what earlier releases saved: every version of an insight
// survives, the newest takes the insight's SEO fields (every SEO change since 022 wrote one), the older
// ones have none recorded; and its down leaves the versions as they were.
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from './database.testing.ts';
import { migrationsFor } from './migrate.ts';

const MIGRATION = '023-insight-revision-seo';
const SEO = JSON.stringify({
  metaTitle: 'Valuing an agency',
  metaDescription: '',
  socialImage: '',
  canonical: '',
  noindex: false,
});

/** A migrator over the migrations up to `last`, as a database of that release has them. */
function migratorUpTo(database: TestDatabase, last: string) {
  const all = migrationsFor(database.dialect);
  const until = Object.fromEntries(Object.entries(all).filter(([name]) => name <= last));
  return new Migrator({ db: database.db, provider: { getMigrations: async () => until } });
}

describe.each(testDialects)('migration 023 on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('keeps every version, gives the newest the insight’s SEO fields, and its down keeps them too', async () => {
    database = await createTestDatabase(dialect);
    const previous = await migratorUpTo(database, '022-page-copy').migrateToLatest();
    if (previous.error) throw previous.error;
    const now = new Date();
    const article = {
      excerpt: 'e',
      content: '<p>c</p>',
      category: 'valuation',
      read_time: '1 min read',
      date: '2025-01-01',
      status: 'published' as const,
      image_url: null,
      author: 'a',
    };
    for (const [id, seo] of [
      ['with-seo', SEO],
      ['without-seo', null],
    ] as const) {
      await database.db
        .insertInto('insights')
        .values({ id, title: id, ...article, seo, created_at: now, updated_at: now, publish_at: now })
        .execute();
      for (const version of [1, 2]) {
        await database.db
          .insertInto('insight_revisions')
          .values({
            id: `${id}-v${version}`,
            insight_id: id,
            version,
            title: `${id} ${version}`,
            ...article,
            saved_by_id: null,
            saved_by: 'ann@calderrowe.com.au',
            reason: 'update',
            created_at: now,
          })
          .execute();
      }
    }

    // Up to 023 only: a later migration applied here would make 023's down refuse to run.
    const up = await migratorUpTo(database, MIGRATION).migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((result) => result.migrationName)).toEqual([MIGRATION]);
    const versions = async () =>
      (await database.db.selectFrom('insight_revisions').selectAll().orderBy('id').execute()).map((row) => ({
        id: row.id,
        title: row.title,
        savedBy: row.saved_by,
        ...('seo' in row ? { seo: row.seo } : {}),
      }));
    const kept = [
      { id: 'with-seo-v1', title: 'with-seo 1', savedBy: 'ann@calderrowe.com.au' },
      { id: 'with-seo-v2', title: 'with-seo 2', savedBy: 'ann@calderrowe.com.au' },
      { id: 'without-seo-v1', title: 'without-seo 1', savedBy: 'ann@calderrowe.com.au' },
      { id: 'without-seo-v2', title: 'without-seo 2', savedBy: 'ann@calderrowe.com.au' },
    ];
    expect(await versions()).toEqual(kept.map((row) => ({ ...row, seo: row.id === 'with-seo-v2' ? SEO : null })));

    const down = await migratorUpTo(database, MIGRATION).migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toEqual([MIGRATION]);
    expect(await versions()).toEqual(kept);
  });
});
