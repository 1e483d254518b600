// HTTP caching shared by every answer the server makes itself: the Cache-Control values, the choice of
// a precompressed encoding, and the If-None-Match test (the page cache, built assets, /media).

/** Public pages: browsers revalidate (a 304 from the page cache), shared caches may keep a copy a minute. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Everything else: admin pages, APIs, the contact flow, previews. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** For answers whose address is never reused for other bytes (hashed build files, stored-file keys),
 * so no cache ever needs to revalidate them. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts that a precompressed answer holds: brotli, then gzip, then none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    if (!name) continue;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  return 'identity';
}

/** Whether If-None-Match holds the entity tag (weak or strong, in a list, or `*`): the answer is a 304. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
