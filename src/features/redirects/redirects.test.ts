// Redirects end to end below the browser: the endpoints with real sessions on a real database (SQLite,
// and PostgreSQL when TEST_DATABASE_URL is set), the answer the middleware gives, the page cache in
// front of it, hits across a restart, another instance picking a change up, and address changes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchContentVersion } from '#src/platform/db/content-version.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import { answerFromCache, captureForCache } from '#src/platform/http/page-cache.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import type { Services } from '#src/server/services.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { insightPath, recordInsightAddressChange } from '../insights/address.server.ts';
import { listPublishedInsights } from '../insights/insights.server.ts';
import { insightSeedItems } from '../insights/seed.ts';
import { listAuditLog } from '../users/audit.server.ts';
import {
  addRedirect,
  editRedirect,
  exportRedirects,
  importRedirectsEndpoint,
  listRedirectsEndpoint,
  removeRedirect,
} from './redirect-endpoints.server.ts';
import { listRedirects, recordAddressChange } from './redirects.server.ts';
import { REDIRECT_MESSAGES } from './schema.ts';
import { BUILT_IN_REDIRECTS, redirectSeedItems } from './seed.ts';
import type { AdminRedirect } from './types.ts';

describe.each(testDialects)('redirects on %s', (dialect) => {
  let database: TestDatabase;
  let server: Server | undefined;
  const others: Services[] = [];
  afterEach(async () => {
    if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    for (const services of others.splice(0)) await services.redirects.stop();
    await database?.dispose();
  });

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    await applySeed(database.db, [...redirectSeedItems(), ...insightSeedItems()]);
    const editor = await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const add = (body: Record<string, unknown>) => call(addRedirect, 'POST', '/api/admin/redirects', { body });
    const count = async () => (await database.db.selectFrom('redirects').select('id').execute()).length;
    /** What a visitor gets at an address: the status and Location, or null when the page renders. */
    const visit = async (address: string, on: Services = services) => {
      const url = new URL(address, 'http://site.test');
      const response = await on.redirects.answer(url.pathname, url.search);
      return response && { status: response.status, location: response.headers.get('location') };
    };
    return { services, call, add, count, visit };
  }

  it.each([301, 302, 307, 308])('answers a redirect added with %i with that status, before any page', async (status) => {
    const { add, visit } = await setUp();
    const added = await add({ from_path: '/old-page/', to_target: '/services', status_code: status });
    expect(added.status).toBe(201);
    expect(added.body.redirect).toMatchObject({ from_path: '/old-page', to_target: '/services', status_code: status });
    expect(await visit('/old-page')).toEqual({ status, location: '/services' });
    expect(await visit('/old-page/')).toEqual({ status, location: '/services' });
    expect(await visit('/old-page/deeper')).toBeNull();
  });

  it('keeps the query of a request to a plain From, and matches a From with a query exactly', async () => {
    const { add, visit } = await setUp();
    await add({ from_path: '/brochure', to_target: 'https://example.com/brochure.pdf', status_code: 302 });
    await add({ from_path: '/article.php?id=7', to_target: '/resources/insights', status_code: 301 });
    expect(await visit('/brochure?utm_source=mail')).toEqual({
      status: 302,
      location: 'https://example.com/brochure.pdf?utm_source=mail',
    });
    expect(await visit('/article.php?id=7')).toEqual({ status: 301, location: '/resources/insights' });
    expect(await visit('/article.php?id=8')).toBeNull();
  });

  it('marks a plain address public for the page cache, and one with a query private', async () => {
    const { add, services } = await setUp();
    await add({ from_path: '/old', to_target: '/new', status_code: 301 });
    expect((await services.redirects.answer('/old', ''))?.headers.get('cache-control')).toMatch(/^public/);
    expect((await services.redirects.answer('/old', '?a=1'))?.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers the four redirects of the spec, which cannot be changed or deleted', async () => {
    const { call, visit, count } = await setUp();
    for (const redirect of BUILT_IN_REDIRECTS) {
      expect(await visit(redirect.from)).toEqual({ status: 301, location: redirect.to });
    }
    expect(await visit('/insights?page=2')).toEqual({ status: 301, location: '/resources/insights?page=2' });
    const before = await count();
    const params = { id: 'built-in-insights' };
    const deleted = await call(removeRedirect, 'DELETE', '/api/admin/redirects/built-in-insights', { params });
    expect(deleted).toMatchObject({ status: 409, body: { message: REDIRECT_MESSAGES.builtIn } });
    const edited = await call(editRedirect, 'PATCH', '/api/admin/redirects/built-in-insights', {
      params,
      body: { from_path: '/insights', to_target: '/about', status_code: 302 },
    });
    expect(edited).toMatchObject({ status: 409, body: { message: REDIRECT_MESSAGES.builtIn } });
    expect(await count()).toBe(before);
    expect(await visit('/insights')).toEqual({ status: 301, location: '/resources/insights' });
  });

  describe('refusals, each changing nothing', () => {
    it.each([
      ['a redirect to its own address', [], { from_path: '/a', to_target: '/a/' }, 'to_target', REDIRECT_MESSAGES.self],
      ['a loop', [['/b', '/a']], { from_path: '/a', to_target: '/b' }, 'to_target', REDIRECT_MESSAGES.loop('/b', '/a')],
      [
        'a chain through the target',
        [['/b', '/c']],
        { from_path: '/a', to_target: '/b' },
        'to_target',
        REDIRECT_MESSAGES.chainForward('/b', '/c'),
      ],
      [
        'a chain through the From address',
        [['/a', '/b']],
        { from_path: '/b', to_target: '/c' },
        'from_path',
        REDIRECT_MESSAGES.chainBack('/a', '/b'),
      ],
      [
        'a loop before asking about the live page at its From',
        [],
        { from_path: '/resources/insights', to_target: '/insights' },
        'to_target',
        REDIRECT_MESSAGES.loop('/insights', '/resources/insights'),
      ],
      [
        'an external target without https',
        [],
        { from_path: '/a', to_target: 'http://example.com' },
        'to_target',
        REDIRECT_MESSAGES.notHttps,
      ],
      ['a target that is no address', [], { from_path: '/a', to_target: 'example.com' }, 'to_target', REDIRECT_MESSAGES.toFormat],
      [
        'a second redirect from one address',
        [['/a', '/b']],
        { from_path: '/a/', to_target: '/c' },
        'from_path',
        REDIRECT_MESSAGES.duplicate('/a'),
      ],
      [
        'a status that is no redirect',
        [],
        { from_path: '/a', to_target: '/b', status_code: 303 },
        'status_code',
        REDIRECT_MESSAGES.statusInvalid,
      ],
    ] as const)('refuses %s', async (_, existing, body, field, message) => {
      const { add, count } = await setUp();
      for (const [from_path, to_target] of existing)
        expect((await add({ from_path, to_target, status_code: 301 })).status).toBe(201);
      const before = await count();
      const refused = await add({ status_code: 301, ...body });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ message, fields: { [field]: message } });
      expect(await count()).toBe(before);
    });

    it('refuses the same loop and chain on an edit', async () => {
      const { add, call } = await setUp();
      const a = (await add({ from_path: '/a', to_target: '/x', status_code: 301 })).body.redirect as AdminRedirect;
      await add({ from_path: '/b', to_target: '/a2', status_code: 301 });
      const edit = (to_target: string) =>
        call(editRedirect, 'PATCH', `/api/admin/redirects/${a.id}`, {
          params: { id: a.id },
          body: { from_path: '/a', to_target, status_code: 301 },
        });
      expect((await edit('/b')).body.message).toBe(REDIRECT_MESSAGES.chainForward('/b', '/a2'));
      expect((await edit('/a?x=1')).body.message).toBe(REDIRECT_MESSAGES.self);
      expect((await edit('/y')).status).toBe(200);
    });

    it('redirects an address a live page answers only once confirmed', async () => {
      const { add, count, visit } = await setUp();
      const [article] = await listPublishedInsights(database.db, 1);
      for (const from_path of ['/about', insightPath(article?.id ?? '')]) {
        const before = await count();
        const refused = await add({ from_path, to_target: '/services', status_code: 302 });
        expect(refused).toMatchObject({ status: 409, body: { message: REDIRECT_MESSAGES.livePage(from_path) } });
        expect(await count()).toBe(before);
        expect(await visit(from_path)).toBeNull();
        const confirmed = await add({ from_path, to_target: '/services', status_code: 302, confirm_live_page: true });
        expect(confirmed.status).toBe(201);
        expect(await visit(from_path)).toEqual({ status: 302, location: '/services' });
      }
      expect((await add({ from_path: '/resources/insights/no-such-article', to_target: '/', status_code: 301 })).status).toBe(
        201,
      );
    });
  });

  it('edits and deletes a redirect, writing an audit row for every change', async () => {
    const { add, call, visit } = await setUp();
    const { redirect } = (await add({ from_path: '/old', to_target: '/new', status_code: 301 })).body as {
      redirect: AdminRedirect;
    };
    const params = { id: redirect.id };
    const edited = await call(editRedirect, 'PATCH', `/api/admin/redirects/${redirect.id}`, {
      params,
      body: { from_path: '/old', to_target: '/newer', status_code: 307 },
    });
    expect(edited.body.redirect).toMatchObject({ to_target: '/newer', status_code: 307 });
    expect(await visit('/old')).toEqual({ status: 307, location: '/newer' });
    expect((await call(removeRedirect, 'DELETE', `/api/admin/redirects/${redirect.id}`, { params })).status).toBe(200);
    expect(await visit('/old')).toBeNull();
    const missing = await call(removeRedirect, 'DELETE', `/api/admin/redirects/${redirect.id}`, { params });
    expect(missing).toMatchObject({ status: 404, body: { message: REDIRECT_MESSAGES.notFound } });
    const audit = (await listAuditLog(database.db)).filter((row) => row.entityType === 'redirect');
    expect(audit.map((row) => row.action)).toEqual(['redirect.delete', 'redirect.update', 'redirect.create']);
    expect(audit.every((row) => row.entityId === redirect.id && row.userEmail === 'editor@calderrowe.com.au')).toBe(true);
    expect(audit[1]?.details).toMatchObject({ from: '/old', to: '/newer', status: 307 });
  });

  it('exports every redirect as CSV and imports it back, all rows or none', async () => {
    const { add, call, count, visit } = await setUp();
    await add({ from_path: '/old', to_target: '/new', status_code: 308 });
    const exported = await call(exportRedirects, 'GET', '/api/admin/redirects/export');
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.text).toContain('"from","to","status","hits","last_hit_at"');
    expect(exported.text).toContain('"/old","/new","308","0",""');

    const importCsv = (csv: string, confirm_live_page = false) =>
      call(importRedirectsEndpoint, 'POST', '/api/admin/redirects/import', { body: { csv, confirm_live_page } });
    const before = await count();
    const refused = await importCsv(
      'from,to,status\n/one,/services,301\n/two,http://example.com,302\n/admin/x,/,301\n/old,/two,301\n',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      [
        REDIRECT_MESSAGES.importRow(3, REDIRECT_MESSAGES.notHttps),
        REDIRECT_MESSAGES.importRow(4, REDIRECT_MESSAGES.reserved('/admin/x')),
      ].join('; '),
    );
    expect((await importCsv('from,to,status\n/one,/old,301\n')).body.message).toBe(
      REDIRECT_MESSAGES.importRow(2, REDIRECT_MESSAGES.chainForward('/old', '/new')),
    );
    expect((await importCsv('to,status\n/a,301\n')).body.message).toBe(REDIRECT_MESSAGES.importColumns);
    expect((await importCsv('from,to\n')).body.message).toBe(REDIRECT_MESSAGES.importEmpty);
    expect((await importCsv('from,to\n/insights,/about\n')).body.message).toBe(
      REDIRECT_MESSAGES.importRow(2, REDIRECT_MESSAGES.builtIn),
    );
    expect(await count()).toBe(before);

    const live = await importCsv('from,to\n/about,/services\n');
    expect(live).toMatchObject({ status: 409, body: { message: REDIRECT_MESSAGES.livePage('/about') } });
    expect(await count()).toBe(before);

    const imported = await importCsv(
      `${exported.text}"/one","https://example.com/one","302","",""\r\n/about,/services,301\r\n`,
      true,
    );
    expect(imported.body).toEqual({ added: 2, updated: 1 });
    expect(await visit('/one')).toEqual({ status: 302, location: 'https://example.com/one' });
    expect(await visit('/about')).toEqual({ status: 301, location: '/services' });
    const audit = (await listAuditLog(database.db)).find((row) => row.action === 'redirect.import');
    expect(audit?.details).toEqual({ added: 2, updated: 1 });
  });

  it('counts hits in memory, writes them in one batch, and keeps them across a restart', async () => {
    const { add, call, visit, services } = await setUp();
    const { redirect } = (await add({ from_path: '/old', to_target: '/new', status_code: 301 })).body as {
      redirect: AdminRedirect;
    };
    for (let hit = 0; hit < 3; hit += 1) await visit('/old');
    await visit('/old?ref=x');
    const stored = async () =>
      database.db.selectFrom('redirects').select(['hits', 'last_hit_at']).where('id', '=', redirect.id).executeTakeFirstOrThrow();
    expect(Number((await stored()).hits)).toBe(0);
    const listed = await call(listRedirectsEndpoint, 'GET', '/api/admin/redirects');
    expect((listed.body.redirects as AdminRedirect[]).find((row) => row.id === redirect.id)?.hits).toBe(4);

    await services.redirects.stop();
    expect(Number((await stored()).hits)).toBe(4);
    expect((await stored()).last_hit_at).not.toBeNull();

    // A restart: new services over the same database count on from what was written.
    const restarted = await createTestServices(database);
    others.push(restarted);
    await visit('/old', restarted);
    await restarted.redirects.flush();
    const [row] = (await listRedirects(database.db)).filter((item) => item.id === redirect.id);
    expect(row?.hits).toBe(5);
    expect(row?.last_hit_at).not.toBeNull();
  });

  it('keeps the counted hits for the next batch when a write fails', async () => {
    const { add, visit, services } = await setUp();
    const { redirect } = (await add({ from_path: '/old', to_target: '/new', status_code: 301 })).body as {
      redirect: AdminRedirect;
    };
    await visit('/old');
    await visit('/old');
    // The table out of reach for a moment: the batch fails and nothing is lost.
    await database.db.schema.alterTable('redirects').renameTo('redirects_away').execute();
    await services.redirects.flush();
    expect(services.redirects.pending.get(redirect.id)?.count).toBe(2);
    expect(services.log.lines.some((line) => line.includes('could not write redirect hits'))).toBe(true);
    await database.db.schema.alterTable('redirects_away').renameTo('redirects').execute();
    await visit('/old');
    await services.redirects.flush();
    expect(services.redirects.pending.size).toBe(0);
    expect((await listRedirects(database.db)).find((row) => row.id === redirect.id)?.hits).toBe(3);
  });

  it('serves a redirect from the page cache, counts those hits too, and forgets it on a change', async () => {
    const { add, call, services } = await setUp();
    const { redirect } = (await add({ from_path: '/old', to_target: '/new', status_code: 308 })).body as {
      redirect: AdminRedirect;
    };
    let rendered = 0;
    // The serving order of platform/http/site-server.ts, with the middleware's redirect step as the handler.
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      if (answerFromCache(services.pageCache, request, response)) return;
      captureForCache(services.pageCache, request, response);
      rendered += 1;
      const url = new URL(request.url ?? '/', 'http://site.test');
      void services.redirects.answer(url.pathname, url.search).then(async (answer) => {
        if (!answer) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

    const first = await get('/old');
    expect(first.status).toBe(308);
    expect(first.headers.get('x-cache')).toBe('MISS');
    await vi.waitFor(() => expect(services.pageCache.stats.stores).toBe(1));
    const second = await get('/old');
    expect(second.status).toBe(308);
    expect(second.headers.get('location')).toBe('/new');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(rendered).toBe(1);
    expect(services.redirects.pending.get(redirect.id)?.count).toBe(2);

    await call(editRedirect, 'PATCH', `/api/admin/redirects/${redirect.id}`, {
      params: { id: redirect.id },
      body: { from_path: '/old', to_target: '/newer', status_code: 302 },
    });
    const changed = await get('/old');
    expect(changed.status).toBe(302);
    expect(changed.headers.get('location')).toBe('/newer');
    expect(rendered).toBe(2);
  });

  it('works on another instance within a second of being added on one', async () => {
    const { add, visit } = await setUp();
    const other = await createTestServices(database);
    others.push(other);
    expect(await visit('/moved', other)).toBeNull();
    const watch = watchContentVersion(other.database, () => void other.forgetContent(), { intervalMs: 100 });
    try {
      // The watch's first read sets the version it compares with.
      await new Promise((resolve) => setTimeout(resolve, 150));
      await add({ from_path: '/moved', to_target: '/about', status_code: 301 });
      await vi.waitFor(async () => expect(await visit('/moved', other)).toEqual({ status: 301, location: '/about' }), {
        timeout: 1000,
        interval: 50,
      });
    } finally {
      watch.stop();
    }
  });

  describe('an address that changes', () => {
    it('adds a permanent redirect and collapses chains: A→B then B→C makes A→C', async () => {
      const { visit, add, services } = await setUp();
      // The feature whose address moved changes content through an admin endpoint, which clears the caches.
      const moved = async (from: string, to: string) => {
        await recordAddressChange(database.db, from, to);
        await services.contentChanged();
      };
      await add({ from_path: '/elsewhere', to_target: '/b', status_code: 302 });
      await moved('/a', '/b');
      expect(await visit('/a')).toEqual({ status: 301, location: '/b' });
      await moved('/b', '/c');
      expect(await visit('/a')).toEqual({ status: 301, location: '/c' });
      expect(await visit('/b')).toEqual({ status: 301, location: '/c' });
      expect(await visit('/elsewhere')).toEqual({ status: 302, location: '/c' });
      // Back to an earlier address: it is a live page again, and nothing loops.
      await moved('/c', '/a');
      expect(await visit('/a')).toBeNull();
      expect(await visit('/c')).toEqual({ status: 301, location: '/a' });
      expect(await visit('/b')).toEqual({ status: 301, location: '/a' });
    });

    it('sends visitors of an insight’s old address to its new one, audited', async () => {
      const { services, visit } = await setUp();
      const [article] = await listPublishedInsights(database.db, 1);
      const oldId = article?.id ?? '';
      const admin = await signedInAs(services.auth, 'admin', 'admin@calderrowe.com.au');
      const actor = {
        id: admin.id,
        email: admin.email,
        name: 'Admin',
        role: 'admin' as const,
        twoFactorEnabled: false,
        mustEnableTwoFactor: false,
      };
      await database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('insights')
          .set({ id: `${oldId}-renamed` })
          .where('id', '=', oldId)
          .execute();
        await recordInsightAddressChange(trx, oldId, `${oldId}-renamed`, actor);
      });
      await services.contentChanged();
      expect(await visit(insightPath(oldId))).toEqual({ status: 301, location: insightPath(`${oldId}-renamed`) });
      const audit = (await listAuditLog(database.db)).find((row) => row.action === 'redirect.address-change');
      expect(audit?.details).toEqual({ from: insightPath(oldId), to: insightPath(`${oldId}-renamed`) });
    });
  });
});
