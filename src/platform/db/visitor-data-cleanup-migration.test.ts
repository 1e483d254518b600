// Migration 027 on a database that holds what earlier releases stored: an enquiry's pages cut to their
// path and UTM tags, and analytics tags outside their alphabet folded into Other, daily and monthly,
// with the well-formed ones, pages and sums left as they were.
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from './database.testing.ts';
import { migrationsFor } from './migrate.ts';

const MIGRATION = '027-visitor-data-cleanup';

function migratorUpTo(database: TestDatabase, last: string) {
  const all = migrationsFor(database.dialect);
  const until = Object.fromEntries(Object.entries(all).filter(([name]) => name <= last));
  return new Migrator({ db: database.db, provider: { getMigrations: async () => until } });
}

describe.each(testDialects)('migration 027 on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('keeps only the path and UTM tags of stored pages and folds ill-formed tags into Other', async () => {
    database = await createTestDatabase(dialect);
    const previous = await migratorUpTo(database, '026-bookings').migrateToLatest();
    if (previous.error) throw previous.error;
    const now = new Date();
    const enquiry = { name: 'Jo', email: 'jo@example.com.au', message: 'About selling.', created_at: now, updated_at: now };
    await database.db
      .insertInto('contact_submissions')
      .values([
        {
          ...enquiry,
          id: 'tainted',
          landing_path: '/about?email=jane.doe@example.com&token=secret&utm_source=linkedin#top',
          form_path: '/contact?message=Call%20me',
        },
        { ...enquiry, id: 'clean', landing_path: '/services', form_path: null },
      ])
      .execute();
    const day = '2026-11-20';
    await database.db
      .insertInto('analytics_daily')
      .values([
        { kind: 'utm_source', day, key: 'john.smith@gmail.com', views: 2, visitors: 2 },
        { kind: 'utm_source', day, key: 'jane doe', views: 1, visitors: 1 },
        { kind: 'utm_source', day, key: '(other)', views: 4, visitors: 3 },
        { kind: 'utm_source', day, key: 'linkedin', views: 5, visitors: 5 },
        { kind: 'source', day, key: 'john.smith@gmail.com', views: 2, visitors: 2 },
        { kind: 'source', day, key: '', views: 7, visitors: 6 },
        { kind: 'referrer', day, key: 'www.google.com', views: 3, visitors: 3 },
        { kind: 'page', day, key: '/about', views: 9, visitors: 8 },
      ])
      .execute();
    await database.db
      .insertInto('analytics_monthly')
      .values([
        { kind: 'utm_source', month: '2026-11', key: 'john.smith@gmail.com', views: 2, visitors: 2 },
        { kind: 'utm_source', month: '2026-11', key: 'linkedin', views: 5, visitors: 5 },
      ])
      .execute();
    await database.db
      .insertInto('analytics_visitors')
      .values([
        { day, kind: 'utm_source', key: 'john.smith@gmail.com', visitor: 'a'.repeat(64) },
        { day, kind: 'utm_source', key: 'linkedin', visitor: 'b'.repeat(64) },
      ])
      .execute();

    const result = await migratorUpTo(database, MIGRATION).migrateToLatest();
    if (result.error) throw result.error;

    const pages = await database.db
      .selectFrom('contact_submissions')
      .select(['id', 'landing_path', 'form_path'])
      .orderBy('id')
      .execute();
    expect(pages).toEqual([
      { id: 'clean', landing_path: '/services', form_path: null },
      { id: 'tainted', landing_path: '/about?utm_source=linkedin', form_path: '/contact' },
    ]);
    const daily = await database.db.selectFrom('analytics_daily').selectAll().orderBy('kind').orderBy('key').execute();
    expect(daily.map((row) => `${row.kind}:${row.key}=${Number(row.views)}/${Number(row.visitors)}`)).toEqual([
      'page:/about=9/8',
      'referrer:www.google.com=3/3',
      'source:=7/6',
      'source:(other)=2/2',
      'utm_source:(other)=7/6',
      'utm_source:linkedin=5/5',
    ]);
    const monthly = await database.db.selectFrom('analytics_monthly').selectAll().orderBy('key').execute();
    expect(monthly.map((row) => `${row.key}=${Number(row.views)}`)).toEqual(['(other)=2', 'linkedin=5']);
    const visitors = await database.db.selectFrom('analytics_visitors').select('key').execute();
    expect(visitors).toEqual([{ key: 'linkedin' }]);
  });
});
