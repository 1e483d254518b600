// The site search as the server holds it (src/server/services.ts builds one): the index and the
// per-visitor flood guard the /search page and GET /api/search share.
import type { RateLimitSetting } from '#src/platform/config.ts';
import { MemoryRateLimit } from '#src/platform/rate-limit/memory-rate-limit.ts';
import { SearchIndex, type SearchIndexOptions } from './search-index.server.ts';

export const SEARCH_MESSAGES = {
  tooMany: 'Too many searches from your address. Please wait a minute and try again.',
} as const;

export interface SiteSearch {
  index: SearchIndex;
  /** Searches per visitor address, in this process's memory like the analytics beacon's (SEARCH_RATE_LIMIT). */
  limiter: MemoryRateLimit;
}

export function createSiteSearch(options: SearchIndexOptions & { rateLimit: RateLimitSetting }): SiteSearch {
  const { rateLimit, ...indexOptions } = options;
  return {
    index: new SearchIndex(indexOptions),
    limiter: new MemoryRateLimit({ max: rateLimit.max, windowMs: rateLimit.windowSeconds * 1000 }),
  };
}
