// The public page cache's settings: its memory budget (0 turns it off) and the longest a page is kept.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { wholeNumber } from '../settings.ts';
import type { PageCacheOptions } from './page-cache.ts';

export const pageCacheVariables = z.object({
  PAGE_CACHE_MB: wholeNumber(0, 4096).default(64),
  PAGE_CACHE_TTL_SECONDS: wholeNumber(1, 86_400).default(300),
});

export function pageCacheSettings(env: z.output<typeof pageCacheVariables>): PageCacheOptions {
  return { maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000 };
}
