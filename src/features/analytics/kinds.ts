// What the analytics count, by kind, and how a visit's source is named: one place shared by the
// counter, the screen's queries and the enquiry reports, so a source means the same on both sides.
import { brisbaneDate } from '../insights/schedule.ts';

/**
 * `site`: every page view (key ''); `page`: views of one path; `source`, `referrer`, `utm_*`: visits
 * that arrived from outside (the landing page view); `event`: a counted action (`calculator`);
 * `search`: a submitted site search's words, `search_none`: those of a search that found nothing.
 */
export const ANALYTICS_KINDS = [
  'site',
  'page',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'event',
  'search',
  'search_none',
] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/**
 * The kinds whose keys a visitor chooses (a beacon's referrer and UTM values, the source named from
 * them, and the words of a site search): each is held to its alphabet and to valuesPerDay(kind)
 * distinct values a day.
 */
export const TAG_KINDS: ReadonlySet<AnalyticsKind> = new Set([
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'search',
  'search_none',
]);

/**
 * Distinct values one tag kind keeps a day; later new values that day are counted under OTHER_TAG.
 * Campaign tags are few (a firm runs a handful at a time); the bound keeps made-up values from growing
 * the tables and the report without end (at most 51 rows a tag a day, about 1,600 a month).
 */
export const MAX_TAG_VALUES_PER_DAY = 50;

/** Distinct search terms kept a day (searched, and searched without results): visitors search for more things than campaigns. */
export const MAX_SEARCH_TERMS_PER_DAY = 200;

/** How many distinct values a tag kind keeps a day. */
export function valuesPerDay(kind: AnalyticsKind): number {
  return kind === 'search' || kind === 'search_none' ? MAX_SEARCH_TERMS_PER_DAY : MAX_TAG_VALUES_PER_DAY;
}

/**
 * The key of values past the day's bound and of values outside a tag's alphabet (such as an e-mail
 * address): outside every alphabet, so no real value can be it.
 */
export const OTHER_TAG = '(other)';
export const OTHER_TAG_LABEL = 'Other';

/**
 * A UTM value's alphabet: lower-case letters, digits, '.', '_' and '-' ("linkedin", "cpc",
 * "spring_sale-2026"), at most 100. No '@', no spaces, no '+' or '%': an e-mail address, a name or a
 * sentence is never kept as a tag.
 */
const UTM_VALUE = /^[a-z0-9][a-z0-9._-]{0,99}$/;

/** A tag as the report names it: Other for OTHER_TAG. */
export const tagLabel = (key: string) => (key === OTHER_TAG ? OTHER_TAG_LABEL : key);

/** A beacon's UTM value as counted: in lower case, or OTHER_TAG when it is outside the alphabet. */
export function utmTag(value: string): string {
  const tag = value.trim().toLowerCase();
  return UTM_VALUE.test(tag) ? tag : OTHER_TAG;
}

/** The one counted action: a valuation shown by the calculator. */
export const CALCULATOR_EVENT = 'calculator';
export const CALCULATOR_PATH = '/resources/valuation-calculator';
export const ARTICLE_PATH_PREFIX = '/resources/insights/';

/** The key of a visit without UTM source or external referrer. */
export const DIRECT_SOURCE = '';
export const DIRECT_SOURCE_LABEL = 'Direct / none';

/** A visit's source: its UTM source, else the external referrer's host, else direct (''); lower case. */
export function sourceOf(visit: { utmSource?: string | null; referrerHost?: string | null }): string {
  return (visit.utmSource?.trim() || visit.referrerHost?.trim() || DIRECT_SOURCE).toLowerCase();
}

/** The Brisbane date (YYYY-MM-DD) a moment falls on: days, weeks and months are Brisbane's. */
export function analyticsDay(now: Date = new Date()): string {
  return brisbaneDate(now);
}
