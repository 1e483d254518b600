// The public page cache: what it keeps, for how long, what it never keeps, and how it answers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from './http-caching.ts';
import {
  answerFromCache,
  type CachedPage,
  captureForCache,
  compressPage,
  PageCache,
  pageCacheKey,
  pageEtag,
  redirectToCanonicalPath,
} from './page-cache.ts';

function page(size: number, status = 200): Omit<CachedPage, 'bytes' | 'expiresAt' | 'raw'> {
  const body = Buffer.alloc(size, 'a');
  return { status, headers: {}, body: { identity: body, gzip: Buffer.alloc(0), br: Buffer.alloc(0) }, etag: '"x"' };
}

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });

describe('the page cache', () => {
  it('keeps pages up to its byte budget, dropping the least recently used first', () => {
    const cache = new PageCache({ maxBytes: 3000, ttlMs: 60_000 });
    cache.store('/a', page(1000), cache.generation);
    cache.store('/b', page(1000), cache.generation);
    expect(cache.lookup('/a')).not.toBeNull();
    cache.store('/c', page(1000), cache.generation);
    expect(cache.lookup('/b')).toBeNull();
    expect(cache.lookup('/a')).not.toBeNull();
    expect(cache.lookup('/c')).not.toBeNull();
    expect(cache.stats.bytes).toBeLessThanOrEqual(3000);
    expect(cache.store('/huge', page(5000), cache.generation)).toBe(false);
  });

  it('gives 404 pages only a tenth of the budget, so made-up paths cannot push real pages out', () => {
    const cache = new PageCache({ maxBytes: 10_000, ttlMs: 60_000 });
    cache.store('/about', page(4000), cache.generation);
    for (let index = 0; index < 50; index += 1) cache.store(`/nope-${index}`, page(300, 404), cache.generation);
    expect(cache.lookup('/about')).not.toBeNull();
    let notFound = 0;
    for (let index = 0; index < 50; index += 1) if (cache.lookup(`/nope-${index}`)) notFound += 1;
    expect(notFound * 300).toBeLessThanOrEqual(1000);
    expect(notFound).toBeGreaterThan(0);
  });

  it('forgets a page after its time to live', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000, ttlMs: 1000, now: () => now });
    cache.store('/a', page(10), cache.generation);
    now = 999;
    expect(cache.lookup('/a')).not.toBeNull();
    now = 1000;
    expect(cache.lookup('/a')).toBeNull();
  });

  it('clears everything on a change, and refuses a page rendered before the change', () => {
    const cache = new PageCache({ maxBytes: 10_000, ttlMs: 60_000 });
    const before = cache.generation;
    cache.store('/a', page(10), before);
    cache.clear();
    expect(cache.lookup('/a')).toBeNull();
    expect(cache.store('/b', page(10), before)).toBe(false);
    expect(cache.store('/b', page(10), cache.generation)).toBe(true);
  });

  it('holds the compressed variants in buffers of their own size, so it holds the bytes it counts', async () => {
    const identity = Buffer.from(Array.from({ length: 3000 }, (_, index) => `<p class="c${index % 40}">${index}</p>`).join(''));
    for (const levels of ['fast', 'best'] as const) {
      const body = await compressPage(identity, levels);
      for (const variant of [body.gzip, body.br]) {
        expect(variant.length).toBeLessThan(16_000);
        expect(variant.buffer.byteLength).toBe(variant.length);
      }
      expect(brotliDecompressSync(body.br).equals(identity)).toBe(true);
      expect(gunzipSync(body.gzip).equals(identity)).toBe(true);
    }
  });

  it('is off with a budget of 0', () => {
    const cache = new PageCache({ maxBytes: 0, ttlMs: 60_000 });
    expect(cache.enabled).toBe(false);
    expect(cache.store('/a', page(1), cache.generation)).toBe(false);
  });
});

describe('the page cache key', () => {
  it.each([
    ['/about', '/about'],
    ['/resources/insights?page=2', '/resources/insights?page=2'],
    ['/resources/insights?page=2&category=legal', '/resources/insights?category=legal&page=2'],
    ['/about?utm_source=newsletter&gclid=x', '/about'],
  ])('is the path and the parameters pages read: %s', (url, key) => {
    expect(pageCacheKey(request(url))).toBe(key);
  });

  it.each([
    ['a query a public page does not read', request('/about?x=1')],
    ['a POST', request('/about', {}, 'POST')],
    ['a signed-in staff member', request('/about', { cookie: 'better-auth.session_token=abc.def' })],
    ['a staff member over HTTPS', request('/about', { cookie: 'a=1; __Secure-better-auth.session_token=abc' })],
    ['a path with an empty segment', request('//about')],
    ['a path with an escaped letter', request('/%61bout')],
    ['a path with dot segments', request('/x/../about?page=2')],
  ])('is none for %s', (_, candidate) => {
    expect(pageCacheKey(candidate)).toBeNull();
  });
});

describe('the page cache in front of a server', () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A server that renders `render` behind the cache, as platform/http/site-server.ts wires it, and counts renders. */
  async function serve(cache: PageCache, render: (url: string, response: ServerResponse) => void) {
    let renders = 0;
    server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
      if (answerFromCache(cache, incoming, response)) return;
      captureForCache(cache, incoming, response);
      renders += 1;
      render(incoming.url ?? '/', response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, renders: () => renders };
  }

  const html = '<!doctype html><title>About</title>'.padEnd(5000, '.');

  function publicPage(_url: string, response: ServerResponse) {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
      'X-Frame-Options': 'DENY',
    });
    response.write(html.slice(0, 100));
    response.end(html.slice(100));
  }

  /** The raw body of a request, without fetch's own decompression. */
  async function raw(base: string, path: string, headers: Record<string, string> = {}) {
    const { request: send } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        send(`${base}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      },
    );
  }

  it('renders a public page once, then answers it from memory in every encoding with the same headers', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const { base, renders } = await serve(cache, publicPage);
    const first = await raw(base, '/about');
    expect(first.headers['x-cache']).toBe('MISS');
    await vi.waitFor(() => expect(cache.stats.stores).toBe(1));

    const brotli = await raw(base, '/about', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers).toMatchObject({
      'x-cache': 'HIT',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'x-frame-options': 'DENY',
    });
    expect(brotliDecompressSync(brotli.body).toString()).toBe(html);
    const gzipped = await raw(base, '/about', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).toString()).toBe(html);
    const plain = await raw(base, '/about');
    expect(plain.body.toString()).toBe(html);
    expect(plain.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(renders()).toBe(1);

    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const revalidated = await raw(base, '/about', { 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('keeps a public redirect like a page, reports each answer from memory, and leaves tagged requests to the site', async () => {
    const served: string[] = [];
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000, onRedirectServed: (key) => served.push(key) });
    const { base, renders } = await serve(cache, (url, response) => {
      const query = url.indexOf('?');
      response.writeHead(308, {
        Location: `/new${query === -1 ? '' : url.slice(query)}`,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
      });
      response.end('Redirecting to /new');
    });
    const first = await raw(base, '/old');
    expect(first).toMatchObject({ status: 308, headers: { location: '/new', 'x-cache': 'MISS' } });
    await vi.waitFor(() => expect(cache.stats.stores).toBe(1));

    const cached = await raw(base, '/old', { 'if-none-match': String(first.headers.etag) });
    expect(cached).toMatchObject({ status: 308, headers: { location: '/new', 'x-cache': 'HIT' } });
    expect(served).toEqual(['/old']);
    expect(renders()).toBe(1);

    const tagged = await raw(base, '/old?utm_source=mail');
    expect(tagged.headers.location).toBe('/new?utm_source=mail');
    expect(served).toEqual(['/old']);
    expect(renders()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await raw(base, '/old')).headers.location).toBe('/new');
    expect(served).toEqual(['/old', '/old']);
  });

  it('adds HSTS to a cached page only for a request that came over HTTPS', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    let renders = 0;
    server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
      if (answerFromCache(cache, incoming, response, () => incoming.headers['x-test-secure'] === 'yes')) return;
      captureForCache(cache, incoming, response);
      renders += 1;
      // The first visit came over HTTPS, so its answer had HSTS: it must not stick to the cached copy.
      response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      publicPage('/', response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await raw(base, '/secure');
    await vi.waitFor(() => expect(cache.stats.stores).toBe(1));
    expect((await raw(base, '/secure')).headers['strict-transport-security']).toBeUndefined();
    expect((await raw(base, '/secure', { 'x-test-secure': 'yes' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(renders).toBe(1);
  });

  it("answers a hit with this request's id, never the id of the request that filled the cache", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
      const requestId = String(incoming.headers['x-test-id']);
      if (answerFromCache(cache, incoming, response, () => false, requestId)) return;
      response.setHeader('X-Request-Id', requestId);
      captureForCache(cache, incoming, response);
      publicPage('/', response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await raw(base, '/about', { 'x-test-id': 'first-request' });
    await vi.waitFor(() => expect(cache.stats.stores).toBe(1));
    const hit = await raw(base, '/about', { 'x-test-id': 'second-request' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['x-request-id']).toBe('second-request');
    const revalidated = await raw(base, '/about', { 'x-test-id': 'third-request', 'if-none-match': String(hit.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['x-request-id']).toBe('third-request');
  });

  it.each([
    ['a private answer', { 'Cache-Control': PRIVATE_NO_STORE }, 200],
    ['an answer without Cache-Control', {}, 200],
    ['an answer that sets a cookie', { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, 'Set-Cookie': 'a=1' }, 200],
    ['a server error', { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }, 500],
    ['an image', { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, 'Content-Type': 'image/webp' }, 200],
    ['an answer with its own ETag', { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, ETag: '"own"' }, 200],
  ] as const)('never keeps %s', async (_, headers, status) => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const { base, renders } = await serve(cache, (_url, response) => {
      response.writeHead(status, { 'Content-Type': 'text/html', ...headers });
      response.end(html);
    });
    const first = await raw(base, '/page');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await raw(base, '/page');
    expect(renders()).toBe(2);
    expect(cache.stats.stores).toBe(0);
    // Nothing the cache could have held, so no X-Cache: a private page's head has bytes to spare.
    expect(first.headers['x-cache']).toBeUndefined();
  });

  /** A request sent with its path exactly as given (a URL would be normalised on the way). */
  async function rawPath(base: string, path: string, method = 'GET') {
    const { request: send } = await import('node:http');
    const { port } = new URL(base);
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      send({ host: '127.0.0.1', port, path, method }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('moves a path that is not canonical to its canonical form, keeping the query, and never stores it', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    let renders = 0;
    server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
      if (answerFromCache(cache, incoming, response)) return;
      if (redirectToCanonicalPath(incoming, response)) return;
      captureForCache(cache, incoming, response);
      renders += 1;
      publicPage(incoming.url ?? '/', response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const [path, location] of [
      ['//about', '/about'],
      ['/%61bout', '/about'],
      ['/./about', '/about'],
      ['/x/../about?page=2', '/about?page=2'],
    ]) {
      const moved = await rawPath(base, path ?? '');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(location);
    }
    expect((await rawPath(base, '//about', 'HEAD')).status).toBe(301);
    expect((await rawPath(base, '//about', 'POST')).status).toBe(200);
    expect(renders).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.stats.stores).toBe(0);
  });

  it('stores a page only under the address it declares as its own, so made-up parameters add no entry', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const { base, renders } = await serve(cache, (url, response) => {
      // As the insights list: any `page` renders, clamped to the real range, under its canonical address.
      const requested = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
      const page = Math.min(Math.max(1, Math.floor(requested) || 1), 2);
      const own = url.startsWith('/resources/insights') ? `/resources/insights${page > 1 ? `?page=${page}` : ''}` : '/about';
      response.setHeader('Content-Location', own);
      publicPage(url, response);
    });
    for (const path of [
      '/resources/insights?page=1000',
      '/resources/insights?page=abc',
      '/resources/insights?page=1',
      '/resources/insights?category=bogus',
      '/about?page=7',
    ]) {
      expect((await raw(base, path)).status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.stats.stores).toBe(0);

    await raw(base, '/resources/insights?page=2&utm_source=newsletter');
    await raw(base, '/resources/insights');
    await vi.waitFor(() => expect(cache.stats.entries).toBe(2));
    expect((await raw(base, '/resources/insights?page=2')).headers['x-cache']).toBe('HIT');
    expect(renders()).toBe(7);
  });

  it('compresses a page cheaply when first stored, and at the highest levels once it is asked for again', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const words = Array.from({ length: 3000 }, (_, index) => `word${(index * 7919) % 1013}`).join(' ');
    const { base } = await serve(cache, (_url, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });
      response.end(words);
    });
    await raw(base, '/about');
    await vi.waitFor(() => expect(cache.stats.stores).toBe(1));
    const stored = (key: string) => {
      const found = cache.lookup(key);
      if (!found) throw new Error(`${key} is not stored`);
      return found;
    };
    const first = stored('/about');
    expect(first.compression).toBe('fast');
    expect(cache.stats.bytes).toBe(first.bytes);

    const hit = await raw(base, '/about', { 'accept-encoding': 'br' });
    expect(hit.body.equals(first.body.br)).toBe(true);
    await vi.waitFor(() => expect(stored('/about').compression).toBe('best'));
    const upgraded = stored('/about');
    expect(upgraded.body.br.length).toBeLessThan(first.body.br.length);
    expect(upgraded.body.gzip.length).toBeLessThanOrEqual(first.body.gzip.length);
    expect(upgraded.etag).toBe(first.etag);
    expect(cache.stats.bytes).toBe(upgraded.bytes);
    const best = await raw(base, '/about', { 'accept-encoding': 'br' });
    expect(Number(best.headers['content-length'])).toBe(upgraded.body.br.length);
    expect(brotliDecompressSync(best.body).toString()).toBe(words);
  });

  it('sends the ETag of the cached copy with the first answer and with a HEAD of a page not yet cached', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const { base, renders } = await serve(cache, publicPage);
    const etag = pageEtag(Buffer.from(html));
    const head = await rawPath(base, '/about', 'HEAD');
    expect(head.headers['x-cache']).toBe('MISS');
    expect(head.headers.etag).toBe(etag);
    expect(cache.stats.stores).toBe(0);

    const first = await raw(base, '/about');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers.etag).toBe(etag);
    expect(first.body.toString()).toBe(html);
    await vi.waitFor(() => expect(cache.stats.stores).toBe(1));
    const hit = await raw(base, '/about');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers.etag).toBe(etag);

    cache.clear();
    const revalidated = await raw(base, '/about', { 'if-none-match': etag });
    expect(revalidated.headers['x-cache']).toBe('MISS');
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(renders()).toBe(3);
  });

  it('renders again after a change clears the cache', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const { base, renders } = await serve(cache, publicPage);
    await raw(base, '/about');
    await vi.waitFor(() => expect(cache.stats.stores).toBe(1));
    cache.clear();
    expect((await raw(base, '/about')).headers['x-cache']).toBe('MISS');
    expect(renders()).toBe(2);
  });
});
