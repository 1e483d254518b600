// The public page cache on the built server: hits answered from memory, revalidation with 304, the
// answers that are never cached, one entry per canonical address, a staff change clearing it, and the
// hashed assets' immutable cache.
import { request as send } from 'node:http';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const PRIVATE = 'private, no-store';

/** Requests `path` until the cache answers it (its first answer is stored once compressed). */
async function untilCached(request: APIRequestContext, path: string) {
  await expect.poll(async () => (await request.get(path)).headers()['x-cache'], { timeout: 10_000 }).toBe('HIT');
  return request.get(path);
}

/** A request with its path sent exactly as given: a client's URL parsing would tidy `//about` itself. */
function rawRequest(baseURL: string | undefined, path: string, method = 'GET') {
  const { hostname, port } = new URL(baseURL ?? '');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    send({ host: hostname, port, path, method }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    })
      .on('error', reject)
      .end();
  });
}

test.describe('the public page cache', () => {
  test('answers a public page from memory after its first visit, and 304 when the copy is current', async ({ request }) => {
    const first = await request.get('/services');
    expect(first.headers()['cache-control']).toBe(PUBLIC);
    const hit = await untilCached(request, '/services');
    expect(hit.status()).toBe(200);
    expect(await hit.text()).toBe(await first.text());
    // The page's own headers come with it: its Content-Security-Policy and the security headers.
    expect(hit.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    expect(hit.headers()['x-frame-options']).toBe('DENY');
    const etag = hit.headers().etag ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await request.get('/services', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status()).toBe(304);
  });

  test('keeps a 404 page too', async ({ request }) => {
    await request.get('/no-such-page-here');
    const hit = await untilCached(request, '/no-such-page-here');
    expect(hit.status()).toBe(404);
    expect(await hit.text()).toContain('Page Not Found');
  });

  for (const path of ['/contact', '/logout', '/admin', '/api/admin/users']) {
    test(`never keeps ${path}`, async ({ request }) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.headers()['cache-control']).toBe(PRIVATE);
        expect(response.headers()['x-cache']).not.toBe('HIT');
      }
    });
  }

  for (const path of ['//about', '/%61bout', '/./about', '/x/../about']) {
    test(`moves ${path} to /about for good, keeping the query`, async ({ baseURL }) => {
      const moved = await rawRequest(baseURL, `${path}?utm_source=x`);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/about?utm_source=x');
    });
  }

  for (const path of ['/resources/insights?page=1000', '/resources/insights?page=abc', '/resources/insights?category=bogus']) {
    test(`answers ${path} without keeping a copy of it`, async ({ request }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      expect(first.headers()['cache-control']).toBe(PUBLIC);
      // Given time to be stored, it still is not: the list's own address is the only key.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await request.get(path)).headers()['x-cache']).toBe('MISS');
    });
  }

  test('keeps a campaign-tagged address as the page itself, not a copy of its own', async ({ request }) => {
    const page = await untilCached(request, '/resources/insights');
    const tagged = await request.get('/resources/insights?utm_source=x');
    expect(tagged.headers()['x-cache']).toBe('HIT');
    expect(tagged.headers().etag).toBe(page.headers().etag);
  });

  test('sends with the first answer and with a HEAD the ETag the cached copy will carry', async ({ request, baseURL }) => {
    const path = `/etag-probe-${Date.now()}`;
    const head = await rawRequest(baseURL, path, 'HEAD');
    expect(head.headers['x-cache']).toBe('MISS');
    const first = await request.get(path);
    expect(first.headers()['x-cache']).toBe('MISS');
    const etag = first.headers().etag ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(head.headers.etag).toBe(etag);
    const hit = await untilCached(request, path);
    expect(hit.headers().etag).toBe(etag);
    // A public page that is never stored still has one, and a 304 on it.
    const unstored = await request.get('/resources/insights?page=1000');
    const unstoredEtag = unstored.headers().etag ?? '';
    expect(unstoredEtag).toMatch(/^"[\w-]+"$/);
    const revalidated = await request.get('/resources/insights?page=1000', { headers: { 'If-None-Match': unstoredEtag } });
    expect(revalidated.status()).toBe(304);
  });

  test('forgets every page when staff change something', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? '' } });
    await untilCached(visitor, '/about');

    const signIn = await staff.post('/api/auth/sign-in/email', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(signIn.ok()).toBe(true);
    // A signed-in staff member always sees the live page.
    expect((await staff.get('/about')).headers()['x-cache']).toBeUndefined();
    // Account changes need the password confirmed first; the confirmation itself changes no page.
    expect((await staff.post('/api/admin/reauthenticate', { data: { password: E2E_ADMIN.password } })).ok()).toBe(true);
    const change = await staff.post('/api/admin/users', {
      data: { email: `cache-${Date.now()}@calderrowe.com.au`, password: 'a-long-password-1', role: 'viewer' },
    });
    expect(change.status()).toBe(201);

    expect((await visitor.get('/about')).headers()['x-cache']).toBe('MISS');
    await visitor.dispose();
    await staff.dispose();
  });

  test('serves the hashed assets immutable and compressed at build time', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/_astro/') && sent.url().endsWith('.js')) scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/');
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    const asset = await request.get(scripts[0] ?? '', { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers()).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
    });
  });
});
