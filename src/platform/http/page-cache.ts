// The public page cache: rendered public pages kept in memory with their headers, an ETag and gzip and
// brotli variants compressed once, answered before the framework runs. Bounded by bytes (least
// recently used first out); cleared whole by any staff change, here or on another instance.
//
// Only what a page marks `Cache-Control: public` is stored, and only for GET requests of visitors: a
// request with a staff session, a query string the site does not use for public pages, a path not in
// its canonical form, or an answer that sets a cookie is never stored or served from here. A page is
// stored only under the address it declares as its own (Content-Location, else its path), so requesters
// cannot make it hold copies under made-up parameters.
//
// A redirect the site answers with `Cache-Control: public` (features/redirects) is kept like a page and
// answered only to the very address it was stored under (a request carrying campaign tags goes on, so
// the tags follow the visitor); each such answer is reported to `onRedirectServed`, which counts it.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { canonicalPath } from './canonical-path.ts';
import { type Encoding, etagMatches, preferredEncoding } from './http-caching.ts';
import { securityHeaders } from './security-headers.ts';

/** Query parameters public pages read (the insights list's page and category); any other bypasses the cache. */
export const CACHEABLE_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['page', 'category']);
/** Campaign tags on links to the site change nothing on the page: left out of the key. */
const TRACKING_PARAMETER = /^(utm_\w+|gclid|fbclid|msclkid)$/;
/** The redirects a page cache keeps: they say where to go in their Location header. */
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 307, 308]);
/** A 404 is cached too, but in a small share of the budget: random paths must not evict real pages. */
const NOT_FOUND_SHARE = 0.1;
/** Response headers that belong to one connection or one encoding, never to the stored page. */
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
]);
/** HSTS depends on how each request arrived and the request id on the request (see answerFromCache), so
 * neither is stored with the page; its ETag is stored apart and added to every answer. */
const PER_REQUEST_HEADERS = new Set(['strict-transport-security', 'x-cache', 'x-request-id', 'etag']);
const HSTS = ['Strict-Transport-Security', securityHeaders({ secure: true })['Strict-Transport-Security'] ?? ''];

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Record<Encoding, Buffer>;
  etag: string;
  /** A page is first stored compressed cheaply, and at the highest levels once it is asked for again. */
  compression?: 'fast' | 'best';
  bytes: number;
  expiresAt: number;
  /** The whole header block per answer, flat (name, value, name, value…), made once when stored. */
  raw: Record<Encoding | 'notModified', string[]>;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  stores: number;
  clears: number;
}

export interface PageCacheOptions {
  /** The memory budget; 0 turns the cache off. */
  maxBytes: number;
  /** How long a page may be served from memory at most, whatever happens (changes made outside the admin). */
  ttlMs: number;
  now?: () => number;
  /** Told the key of every redirect answered from memory (the framework never sees those requests). */
  onRedirectServed?: (key: string) => void;
}

export class PageCache {
  readonly #options: PageCacheOptions;
  readonly #pages = new Map<string, CachedPage>();
  #bytes = 0;
  #generation = 0;
  readonly #stats = { hits: 0, misses: 0, stores: 0, clears: 0 };

  constructor(options: PageCacheOptions) {
    this.#options = options;
  }

  get enabled(): boolean {
    return this.#options.maxBytes > 0;
  }

  /** Changes with every clear: a page rendered before a clear is not stored after it. */
  get generation(): number {
    return this.#generation;
  }

  get stats(): PageCacheStats {
    return { entries: this.#pages.size, bytes: this.#bytes, ...this.#stats };
  }

  /** A redirect stored under `key` was answered from memory. */
  redirectServed(key: string): void {
    this.#options.onRedirectServed?.(key);
  }

  #now(): number {
    return this.#options.now?.() ?? Date.now();
  }

  lookup(key: string): CachedPage | null {
    const page = this.#pages.get(key);
    if (!page) {
      this.#stats.misses += 1;
      return null;
    }
    if (page.expiresAt <= this.#now()) {
      this.#remove(key);
      this.#stats.misses += 1;
      return null;
    }
    // Most recently used last: Map keeps insertion order.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    this.#stats.hits += 1;
    return page;
  }

  /** Stores a page rendered during `generation`; a page from before the last clear is dropped. */
  store(key: string, page: Omit<CachedPage, 'bytes' | 'expiresAt' | 'raw'>, generation: number): boolean {
    if (!this.enabled || generation !== this.#generation) return false;
    const bytes = page.body.identity.length + page.body.gzip.length + page.body.br.length + key.length;
    const budget = page.status === 404 ? this.#options.maxBytes * NOT_FOUND_SHARE : this.#options.maxBytes;
    if (bytes > budget) return false;
    this.#remove(key);
    if (page.status === 404) this.#evictNotFound(budget - bytes);
    while (this.#bytes + bytes > this.#options.maxBytes) {
      const oldest = this.#pages.keys().next().value;
      if (oldest === undefined) break;
      this.#remove(oldest);
    }
    this.#pages.set(key, { ...page, bytes, expiresAt: this.#now() + this.#options.ttlMs, raw: rawHeaderBlocks(page) });
    this.#bytes += bytes;
    this.#stats.stores += 1;
    return true;
  }

  /**
   * Swaps the compressed variants of a stored page for better ones (the identity bytes, and so the ETag,
   * are the same); nothing happens when the page was replaced, expired or cleared meanwhile.
   */
  upgrade(key: string, stored: CachedPage, body: Record<Encoding, Buffer>): boolean {
    if (this.#pages.get(key) !== stored) return false;
    const page = { ...stored, body, compression: 'best' as const };
    const bytes = body.identity.length + body.gzip.length + body.br.length + key.length;
    this.#pages.set(key, { ...page, bytes, raw: rawHeaderBlocks(page) });
    this.#bytes += bytes - stored.bytes;
    return true;
  }

  /** Forgets every page: content changed. */
  clear(): void {
    this.#pages.clear();
    this.#bytes = 0;
    this.#generation += 1;
    this.#stats.clears += 1;
  }

  #remove(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.bytes;
  }

  #evictNotFound(budget: number): void {
    let notFoundBytes = 0;
    for (const page of this.#pages.values()) if (page.status === 404) notFoundBytes += page.bytes;
    for (const [key, page] of this.#pages) {
      if (notFoundBytes <= budget) break;
      if (page.status !== 404) continue;
      this.#remove(key);
      notFoundBytes -= page.bytes;
    }
  }
}

/**
 * Answers 301 to the canonical form of a GET or HEAD for a path not in it (the query kept), so one page
 * has one address and one cache entry; false when the path is canonical.
 */
export function redirectToCanonicalPath(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const target = request.url ?? '/';
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const canonical = canonicalPath(path);
  if (canonical === path) return false;
  response.writeHead(301, {
    Location: `${canonical}${queryAt === -1 ? '' : target.slice(queryAt)}`,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
  response.end(request.method === 'HEAD' ? undefined : 'Moved permanently.');
  return true;
}

/** The key of an address: its path and the parameters pages read, sorted; null for any other parameter. */
function addressKey(target: string): string | null {
  let url: URL;
  try {
    url = new URL(target, 'http://cache.invalid');
  } catch {
    return null;
  }
  for (const name of [...url.searchParams.keys()]) {
    if (TRACKING_PARAMETER.test(name)) url.searchParams.delete(name);
    else if (!CACHEABLE_QUERY_PARAMETERS.has(name)) return null;
  }
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

/** The cache key of a request this cache may answer or store, or null when it must go to the framework. */
export function pageCacheKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  // A signed-in staff member sees the site as it is, never a copy (previews, fresh edits).
  if (request.headers.cookie?.includes('session_token=')) return null;
  const target = request.url ?? '/';
  const queryAt = target.search(/[?#]/);
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  // `//about`, `/%61bout`, `/x/../about` are redirected to `/about`, never kept as pages of their own.
  if (canonicalPath(path) !== path) return null;
  // The common case, a plain path, is its own key: no parsing on the hot path.
  if (queryAt === -1) return target;
  return addressKey(target);
}

/**
 * The key a rendered page may be stored under: the address it declares as its own (Content-Location,
 * which the insights list sets to its canonical page), else its path without any query.
 */
function declaredKey(response: ServerResponse, request: IncomingMessage): string | null {
  const declared = response.getHeader('content-location');
  if (declared !== undefined) return addressKey(String(declared));
  const target = request.url ?? '/';
  const queryAt = target.search(/[?#]/);
  return queryAt === -1 ? target : target.slice(0, queryAt);
}

function rawHeaderBlocks(page: Omit<CachedPage, 'bytes' | 'expiresAt' | 'raw'>): CachedPage['raw'] {
  const common: string[] = [];
  for (const [name, value] of Object.entries(page.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) common.push(name, String(item));
  }
  common.push('ETag', page.etag, 'Vary', 'Accept-Encoding', 'X-Cache', 'HIT');
  const block = (encoding: Encoding) => [
    ...common,
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    'Content-Length',
    String(page.body[encoding].length),
  ];
  return { identity: block('identity'), gzip: block('gzip'), br: block('br'), notModified: common };
}

/**
 * Answers from the cache when it holds the page; false when the request must go on to the framework.
 * `secure` says whether the request came over HTTPS (HSTS is sent only then).
 */
export function answerFromCache(
  cache: PageCache,
  request: IncomingMessage,
  response: ServerResponse,
  secure: () => boolean = () => false,
  requestId?: string,
): boolean {
  if (!cache.enabled) return false;
  const key = pageCacheKey(request);
  if (key === null) return false;
  const page = cache.lookup(key);
  if (!page) return false;
  const redirect = REDIRECT_STATUSES.has(page.status);
  if (redirect) {
    // The key leaves campaign tags out; the site's own answer carries them on to the target.
    if (key !== request.url) return false;
    cache.redirectServed(key);
  }
  upgradeWhenAskedAgain(cache, key, page);
  const perRequest = [...(secure() ? HSTS : []), ...(requestId ? ['X-Request-Id', requestId] : [])];
  if (!redirect && etagMatches(request.headers['if-none-match'], page.etag)) {
    response.writeHead(304, [...page.raw.notModified, ...perRequest]);
    response.end();
    return true;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  response.writeHead(page.status, perRequest.length > 0 ? [...page.raw[encoding], ...perRequest] : page.raw[encoding]);
  response.end(request.method === 'HEAD' ? undefined : page.body[encoding]);
  return true;
}

/** Pages and feeds: media and files keep their own ETags and caching, and are not copied into memory. */
const CACHEABLE_TYPES = /^(text\/html|text\/plain|application\/(xml|rss\+xml|json))\b/;

function isCacheableAnswer(response: ServerResponse): boolean {
  const redirect = REDIRECT_STATUSES.has(response.statusCode);
  if (response.statusCode !== 200 && response.statusCode !== 404 && !(redirect && response.hasHeader('location'))) return false;
  if (response.hasHeader('set-cookie') || response.hasHeader('etag')) return false;
  if (!CACHEABLE_TYPES.test(String(response.getHeader('content-type') ?? ''))) return false;
  const cacheControl = String(response.getHeader('cache-control') ?? '').toLowerCase();
  return /(^|,)\s*public\b/.test(cacheControl) && !/no-store|private/.test(cacheControl);
}

/** The strong ETag of a page: from its identity bytes, so every encoding and every instance share it. */
export function pageEtag(identity: Buffer): string {
  return `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
}

type WriteHead = (status: number, ...rest: unknown[]) => ServerResponse;

/**
 * Holds back the answer the framework writes (before compression) when it is cacheable, so that even its
 * first answer carries the ETag the cached copy will carry (a 304 when If-None-Match holds it), then
 * stores it if the page declares the requested address as its own. Call before the framework runs.
 */
export function captureForCache(cache: PageCache, request: IncomingMessage, response: ServerResponse): void {
  if (!cache.enabled || (request.method !== 'GET' && request.method !== 'HEAD')) return;
  const key = pageCacheKey(request);
  if (key === null) return;
  const generation = cache.generation;
  const chunks: Buffer[] = [];
  const writeHead = response.writeHead.bind(response) as WriteHead;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  /** Whether this answer is held back: unknown until its status and headers are. */
  let holding: boolean | undefined;
  let released = false;
  const decide = () => {
    if (holding === undefined) {
      holding = isCacheableAnswer(response);
      // Only an answer the cache can hold says it missed: a private page's head fits the first round trip with 16 bytes to spare.
      if (!holding && !response.headersSent) response.removeHeader('X-Cache');
    }
    return holding;
  };
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    else chunks.push(Buffer.from(String(chunk), (encoding as BufferEncoding | undefined) ?? 'utf8'));
  };
  response.setHeader('X-Cache', 'MISS');
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (released || holding === false) return writeHead(status, ...rest);
    const headers = rest.find((item) => typeof item === 'object' && item !== null);
    if (Array.isArray(headers)) {
      holding = false;
      return writeHead(status, ...rest);
    }
    // The head is kept on the response until the body is complete: it gains the ETag then.
    response.statusCode = status;
    if (typeof rest[0] === 'string') response.statusMessage = rest[0];
    for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders)) {
      if (value !== undefined) response.setHeader(name, value);
    }
    if (decide()) return response;
    return writeHead(status);
  }) as ServerResponse['writeHead'];
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (released || !decide()) return write(chunk, ...rest);
    keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    const callback = rest.find((item) => typeof item === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (released || !decide()) return end(chunk, ...rest);
    released = true;
    keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    const callback = rest.find((item) => typeof item === 'function');
    const identity = Buffer.concat(chunks);
    const etag = pageEtag(identity);
    const storeAs = request.method === 'GET' ? declaredKey(response, request) : null;
    const status = response.statusCode;
    const headers = Object.fromEntries(
      Object.entries(response.getHeaders()).filter(([name]) => !HOP_HEADERS.has(name) && !PER_REQUEST_HEADERS.has(name)),
    );
    response.setHeader('ETag', etag);
    let result: ServerResponse;
    if (!REDIRECT_STATUSES.has(status) && etagMatches(request.headers['if-none-match'], etag)) {
      response.removeHeader('content-type');
      response.removeHeader('content-length');
      writeHead(304);
      result = end(callback);
    } else {
      result = end(identity, callback);
    }
    // A redirect is kept only for its exact address: its Location may carry the request's own query.
    const exact = !REDIRECT_STATUSES.has(status) || request.url === key;
    if (storeAs === key && exact) void storeCompressed(cache, key, { status, headers, identity, etag }, generation);
    return result;
  }) as ServerResponse['end'];
}

/** Brotli at `quality` with a window no larger than the page: the same bytes out, and the working memory
 * (which grows with the window) stays small while several pages compress at once. */
function brotliOptions(identity: Buffer, quality: number) {
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      [zlibConstants.BROTLI_PARAM_LGWIN]: Math.min(
        zlibConstants.BROTLI_DEFAULT_WINDOW,
        Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS + 6, Math.ceil(Math.log2(identity.length + 1))),
      ),
    },
  };
}

/**
 * Cheap levels for a page seen once (most made-up addresses never come back), the highest for a page asked
 * for again. Brotli 6, as answers compressed on the fly (platform/http/site-server.ts): 8% smaller than 4 for about a
 * third more CPU.
 */
const COMPRESSION = {
  fast: { gzip: 6, brotli: 6 },
  best: { gzip: 9, brotli: zlibConstants.BROTLI_MAX_QUALITY },
} as const;

/** A page's stored variants at the given levels (exported for bench:document, which measures the best). */
export async function compressPage(identity: Buffer, levels: 'fast' | 'best'): Promise<Record<Encoding, Buffer>> {
  const { gzip: gzipLevel, brotli } = COMPRESSION[levels];
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(identity, { level: gzipLevel }),
    brotliAsync(identity, brotliOptions(identity, brotli)),
  ]);
  return { identity, gzip: ownBuffer(gzipped), br: ownBuffer(brotlied) };
}

/**
 * zlib hands back its output as a view of a 64 KB chunk: kept as it is, a 9 KB page would hold 64 KB,
 * and the cache would hold three times the bytes it counts. A copy of its own size holds what it counts.
 */
function ownBuffer(view: Buffer): Buffer {
  if (view.byteOffset === 0 && view.buffer.byteLength === view.length) return view;
  const own = Buffer.allocUnsafeSlow(view.length);
  view.copy(own);
  return own;
}

async function storeCompressed(
  cache: PageCache,
  key: string,
  page: { status: number; headers: OutgoingHttpHeaders; identity: Buffer; etag: string },
  generation: number,
): Promise<void> {
  const body = await compressPage(page.identity, 'fast');
  cache.store(key, { status: page.status, headers: page.headers, etag: page.etag, body, compression: 'fast' }, generation);
}

const upgrading = new WeakSet<CachedPage>();

/** Recompresses a page at the highest levels once it is asked for again, after the answer is sent. */
function upgradeWhenAskedAgain(cache: PageCache, key: string, page: CachedPage): void {
  if (page.compression !== 'fast' || upgrading.has(page)) return;
  upgrading.add(page);
  setImmediate(() => {
    void compressPage(page.body.identity, 'best').then((body) => cache.upgrade(key, page, body));
  });
}
