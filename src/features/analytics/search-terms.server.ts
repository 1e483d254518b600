// Counting what visitors search for, like page views: each submitted search's words (lower-cased,
// trimmed, spaces collapsed, cut to a length) counted per day, and again when nothing was found. No
// personal data: a term is kept only as a count, with the day's hashed visitor like a page view, and a
// day holds at most so many distinct terms per instance (the rest count under one key), so a flood of
// made-up terms cannot grow the tables without end.
import type { StaffServices } from '../auth/auth.server.ts';
import { findStaffSession } from '../auth/session.server.ts';
import { type AnalyticsCounting, optedOut } from './beacon.server.ts';
import { analyticsDay } from './kinds.ts';
import { visitorHash } from './salts.server.ts';

/** The most characters of a search term kept. */
export const SEARCH_TERM_MAX_LENGTH = 80;
/** Distinct terms one instance counts a day; later new terms count under OTHER_SEARCH_TERMS. */
export const SEARCH_TERMS_PER_DAY = 500;
export const OTHER_SEARCH_TERMS = '(other terms)';

/** A query as it is counted: lower case, spaces collapsed, at most SEARCH_TERM_MAX_LENGTH characters; null when empty. */
export function searchTermKey(query: string): string | null {
  const term = Array.from(query.toLowerCase().replace(/\s+/g, ' ').trim()).slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim();
  return term === '' ? null : term;
}

/** The distinct terms counted today in this process: past the day's bound a new term is counted as OTHER_SEARCH_TERMS. */
export class SearchTermBound {
  #day = '';
  #terms = new Set<string>();

  keyFor(day: string, term: string): string {
    if (day !== this.#day) {
      this.#day = day;
      this.#terms = new Set();
    }
    if (this.#terms.has(term)) return term;
    if (this.#terms.size >= SEARCH_TERMS_PER_DAY) return OTHER_SEARCH_TERMS;
    this.#terms.add(term);
    return term;
  }
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
  const key = counting.searchTerms.keyFor(day, term);
  const visitor = visitorHash(
    await counting.salts.forDay(day),
    counting.siteUrl,
    clientAddress,
    request.headers.get('user-agent') ?? '',
  );
  counting.counter.record([
    { day, kind: 'search', key, visitor },
    ...(total === 0 ? [{ day, kind: 'search_none' as const, key, visitor }] : []),
  ]);
}
