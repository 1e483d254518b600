// What every admin list's query shares: the search text and the page number, checked the same way everywhere.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';

const PAGE_MESSAGE = 'Page must be a whole number from 1.';

/** `?page=`: a whole number from 1 (1 when absent). */
export const pageNumberParameter = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .min(1, PAGE_MESSAGE)
  .max(1_000_000, PAGE_MESSAGE)
  .default(1);

/** The longest search text a list takes. */
export const SEARCH_MAX_LENGTH = 200;

/** `?search=`: trimmed, at most SEARCH_MAX_LENGTH characters ('' when absent). */
export const searchTextParameter = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters.`)
  .default('');
