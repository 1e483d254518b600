// The Redirects list endpoint pages and searches on the server: 50 rows an answer with the counts,
// From and To searched in SQL, a page past the end shown as the last, a bad query refused; on SQLite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { seedBulkRedirects } from './bulk.testing.ts';
import { listRedirectsEndpoint } from './redirect-endpoints.server.ts';
import { REDIRECTS_PAGE_SIZE, redirectQueryString } from './schema.ts';
import { BUILT_IN_REDIRECTS, redirectSeedItems } from './seed.ts';
import type { AdminRedirectPage } from './types.ts';

describe.each(testDialects)('the redirects list on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.dispose();
  });

  /** The seeded built-ins, 60 redirects under /old/alpha/ and 70 under /old/beta/. */
  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    await applySeed(database.db, redirectSeedItems());
    await seedBulkRedirects(database.db, 'alpha', 60);
    await seedBulkRedirects(database.db, 'beta', 70);
    const callers = {
      editor: adminCaller(services, (await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au')).cookie),
      viewer: adminCaller(services, (await signedInAs(services.auth, 'viewer', 'viewer@calderrowe.com.au')).cookie),
    };
    const list = async (query: { search?: string; page?: number } = {}, as: keyof typeof callers = 'editor') => {
      const answer = await callers[as](listRedirectsEndpoint, 'GET', `/api/admin/redirects${redirectQueryString(query)}`);
      return { status: answer.status, page: answer.body as unknown as AdminRedirectPage, message: answer.body.message };
    };
    return { list };
  }
  const total = BUILT_IN_REDIRECTS.length + 60 + 70;

  it('answers at most 50 redirects with the counts, every row on exactly one page, in From order', async () => {
    const { list } = await setUp();
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.page).toMatchObject({ matching: total, total, page: 1, pageCount: 3, pageSize: REDIRECTS_PAGE_SIZE });
    expect(first.page.redirects).toHaveLength(50);
    const pages = [first.page, (await list({ page: 2 })).page, (await list({ page: 3 })).page];
    expect(pages.map((page) => page.redirects.length)).toEqual([50, 50, total - 100]);
    const froms = pages.flatMap((page) => page.redirects.map((redirect) => redirect.from_path));
    expect(new Set(froms).size).toBe(total);
    expect(froms).toContain('/insights');
    // Each page follows the one before it (the database's own order, the same on every request).
    const ids = pages.flatMap((page) => page.redirects.map((redirect) => redirect.id));
    const again = [(await list()).page, (await list({ page: 2 })).page, (await list({ page: 3 })).page];
    expect(again.flatMap((page) => page.redirects.map((redirect) => redirect.id))).toEqual(ids);
  });

  it('shows the last page for a page past the end (the list shrank since the link was made)', async () => {
    const { list } = await setUp();
    const past = await list({ page: 9 });
    expect(past.page).toMatchObject({ page: 3, pageCount: 3 });
    expect(past.page.redirects).toHaveLength(total - 100);
  });

  it('searches From and To on the server, whatever the case, and counts the matches', async () => {
    const { list } = await setUp();
    const beta = await list({ search: 'OLD/BETA/' });
    expect(beta.page).toMatchObject({ matching: 70, total, page: 1, pageCount: 2 });
    expect(beta.page.redirects).toHaveLength(50);
    expect(beta.page.redirects.every((redirect) => redirect.from_path.startsWith('/old/beta/'))).toBe(true);
    expect((await list({ search: 'old/beta/', page: 2 })).page.redirects).toHaveLength(20);

    // By To only: the built-in /images sends visitors to /admin/images.
    const byTarget = await list({ search: 'Admin/Images' });
    expect(byTarget.page.redirects.map((redirect) => redirect.from_path)).toEqual(['/images']);
    // Every third bulk redirect goes to archive.example.com: 20 of alpha's 60 and 24 of beta's 70.
    expect((await list({ search: 'archive.example.com' })).page.matching).toBe(44);
  });

  it('takes the search text literally and answers an empty page when nothing matches', async () => {
    const { list } = await setUp();
    for (const search of ['%', '_', '/old/%/1', 'no-such-address']) {
      const none = await list({ search });
      expect(none.page).toMatchObject({ redirects: [], matching: 0, total, page: 1, pageCount: 1 });
    }
  });

  it('gives a viewer the same page as an editor', async () => {
    const { list } = await setUp();
    const editor = (await list({ search: 'alpha' })).page;
    const viewer = await list({ search: 'alpha' }, 'viewer');
    expect(viewer.status).toBe(200);
    expect(viewer.page.matching).toBe(60);
    expect(viewer.page.redirects.map((redirect) => redirect.from_path)).toEqual(
      editor.redirects.map((redirect) => redirect.from_path),
    );
  });

  it.each([
    ['page 0', 'page=0', 'Page must be a whole number from 1.'],
    ['page two', 'page=two', 'Page must be a whole number from 1.'],
    ['a search of 201 characters', `search=${'x'.repeat(201)}`, 'Search text must be at most 200 characters.'],
  ])('refuses %s saying what it takes', async (_label, query, message) => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const viewer = await signedInAs(services.auth, 'viewer', 'viewer@calderrowe.com.au');
    const answer = await adminCaller(services, viewer.cookie)(listRedirectsEndpoint, 'GET', `/api/admin/redirects?${query}`);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
  });
});
