// Counting what visitors search for, like page views: each submitted search's words (lower-cased,
// trimmed, spaces collapsed, cut to a length) counted per day, and again when nothing was found. No
// personal data: a term is kept only as a count, with the day's hashed visitor like a page view; one
// that looks like an e-mail address or a phone number counts as Other; and a day holds at most
// MAX_SEARCH_TERMS_PER_DAY distinct terms (the counter's bound on tags: the rest count as Other), so a
// flood of made-up terms cannot grow the tables without end.
import type { StaffServices } from '../auth/auth.server.ts';
import { findStaffSession } from '../auth/session.server.ts';
import { type AnalyticsCounting, optedOut } from './beacon.server.ts';
import { analyticsDay, OTHER_TAG } from './kinds.ts';
import { visitorHash } from './salts.server.ts';

/** The most characters of a search term kept. */
export const SEARCH_TERM_MAX_LENGTH = 80;
/** Something personal typed into the box: an e-mail address, or a run of digits like a phone number. */
const PERSONAL = /@|\d[\d\s-]{5,}\d/;

/**
 * A query as it is counted: lower case, spaces collapsed, at most SEARCH_TERM_MAX_LENGTH characters;
 * OTHER_TAG for one that looks personal (never kept); null when empty.
 */
export function searchTermKey(query: string): string | null {
  const term = Array.from(query.toLowerCase().replace(/\s+/g, ' ').trim()).slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim();
  if (term === '') return null;
  return PERSONAL.test(term) ? OTHER_TAG : term;
}

export interface CountedSearch {
  query: string;
  /** How many results the search found: 0 also counts the term among those with no results. */
  total: number;
  request: Request;
  clientAddress: string;
  auth: StaffServices;
  now?: Date;
}

/** Counts one submitted search, unless the visitor opted out of tracking or is signed-in staff. */
export async function countSearch(
  counting: AnalyticsCounting,
  { query, total, request, clientAddress, auth, now = new Date() }: CountedSearch,
) {
  const term = searchTermKey(query);
  if (!term || optedOut(request.headers)) return;
  if (await findStaffSession(auth, request.headers)) return;
  const day = analyticsDay(now);
  const visitor = visitorHash(
    await counting.salts.forDay(day),
    counting.siteUrl,
    clientAddress,
    request.headers.get('user-agent') ?? '',
  );
  counting.counter.record([
    { day, kind: 'search', key: term, visitor },
    ...(total === 0 ? [{ day, kind: 'search_none' as const, key: term, visitor }] : []),
  ]);
}
