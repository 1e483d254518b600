// Addresses a redirect may not take, refused by the endpoints at save and at import with nothing
// changed: every path the site answers itself, loops hidden by escapes and dot segments, and targets
// carrying a user name or password. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import type { Services } from '#src/server/services.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { addRedirect, importRedirectsEndpoint } from './redirect-endpoints.server.ts';
import { redirectSeedItems } from './seed.ts';

/** Every address the site answers outside the pages, as an editor might type it. */
const RESERVED = [
  '/healthz',
  '/readyz',
  '/logout',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap-0.xml',
  '/rss.xml',
  '/favicon.svg',
  '/favicon.ico',
  '/_astro/index.a1b2c3.js',
  '/admin',
  '/api/contact',
  '/media/library/a.webp',
  // The same addresses in other spellings the server reads as them.
  '/HEALTHZ/',
  '/%72eadyz',
  '/x/../logout',
  '/./robots.txt?x=1',
];

describe.each(testDialects)('addresses a redirect may not take, on %s', (dialect) => {
  let database: TestDatabase;
  let services: Services;
  afterEach(async () => {
    await database?.dispose();
  });

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    services = await createTestServices(database);
    await applySeed(database.db, redirectSeedItems());
    const editor = await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const add = (from_path: string, to_target: string) =>
      call(addRedirect, 'POST', '/api/admin/redirects', { body: { from_path, to_target, status_code: 302 } });
    const importCsv = (csv: string) => call(importRedirectsEndpoint, 'POST', '/api/admin/redirects/import', { body: { csv } });
    const count = async () => (await database.db.selectFrom('redirects').select('id').execute()).length;
    const visit = async (address: string) => {
      const url = new URL(address, 'http://site.test');
      return services.redirects.answer(url.pathname, url.search);
    };
    return { add, importCsv, count, visit };
  }

  it.each(RESERVED)('refuses a redirect from %s at save and at import', async (from) => {
    const { add, importCsv, count, visit } = await setUp();
    const path = from.split('?')[0];
    const message = `Redirects cannot start at ${path}: the site itself answers that address`;
    const before = await count();
    const saved = await add(from, 'https://elsewhere.example/');
    expect(saved).toMatchObject({ status: 422, body: { message, fields: { from_path: message } } });
    const imported = await importCsv(`from,to,status\n/fine,/services,301\n${from},https://elsewhere.example/,302\n`);
    expect(imported).toMatchObject({ status: 422, body: { message: `Row 3: ${message}` } });
    expect(await count()).toBe(before);
    expect(await visit(from)).toBeNull();
  });

  it.each([
    ['escapes', '/loo%70b', '/loop%61', '/loopa'],
    ['dot segments', '/./loopb', '/x/../loopa/', '/loopa/'],
  ])('refuses a loop written with %s, at save and at import', async (_, toB, toA, storedToA) => {
    const { add, importCsv, count, visit } = await setUp();
    expect((await add('/loopa', toB)).status).toBe(201);
    const before = await count();
    // Named as they would be stored: in canonical form.
    const loop = `${storedToA} already redirects to /loopb: this redirect would make a loop`;
    const saved = await add('/loopb', toA);
    expect(saved).toMatchObject({ status: 422, body: { message: loop, fields: { to_target: loop } } });
    const imported = await importCsv(`from,to\n/loopb,${toA}\n`);
    expect(imported).toMatchObject({ status: 422, body: { message: `Row 2: ${loop}` } });
    expect(await count()).toBe(before);
    expect(await visit('/loopb')).toBeNull();
  });

  it('refuses a loop hidden by escapes within one file', async () => {
    const { importCsv, count } = await setUp();
    const before = await count();
    const refused = await importCsv('from,to\n/loopa,/loo%70b\n/loopb,/loop%61\n');
    expect(refused).toMatchObject({
      status: 422,
      body: {
        message:
          'Row 2: /loopb already redirects to /loopa: this redirect would make a loop; ' +
          'Row 3: /loopa already redirects to /loopb: this redirect would make a loop',
      },
    });
    expect(await count()).toBe(before);
  });

  it('stores both addresses in the form the server answers under', async () => {
    const { add, visit } = await setUp();
    const added = await add('/x/../%6Fld-page/', '/./new%2dpage?from=%61');
    expect(added).toMatchObject({ status: 201, body: { redirect: { from_path: '/old-page', to_target: '/new-page?from=%61' } } });
    expect(await visit('/old-page')).toMatchObject({ status: 302, headers: expect.any(Headers) });
    expect((await visit('/old-page'))?.headers.get('location')).toBe('/new-page?from=%61');
  });

  it.each(['https://user:password@example.com/', 'https://calderrowe.com.au@evil.example/login'])(
    'refuses a target with a user name or password: %s',
    async (target) => {
      const { add, importCsv, count } = await setUp();
      const message = 'An address on another site cannot carry a user name or password (user:password@)';
      const before = await count();
      expect(await add('/sign-in', target)).toMatchObject({ status: 422, body: { message, fields: { to_target: message } } });
      expect(await importCsv(`from,to\n/sign-in,${target}\n`)).toMatchObject({
        status: 422,
        body: { message: `Row 2: ${message}` },
      });
      expect(await count()).toBe(before);
    },
  );
});
