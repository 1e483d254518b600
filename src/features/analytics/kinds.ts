// What the analytics count, by kind, and how a visit's source is named: one place shared by the
// counter, the screen's queries and the enquiry reports, so a source means the same on both sides.
import { brisbaneDate } from '../insights/schedule.ts';

/**
 * `site`: every page view (key ''); `page`: views of one path; `source`, `referrer`, `utm_*`: visits
 * that arrived from outside (the landing page view); `event`: a counted action (`calculator`).
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
] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

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
