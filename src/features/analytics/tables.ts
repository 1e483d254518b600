// analytics/'s tables, as Kysely types them (both dialects): daily and monthly counts, and the day's visitor hashes and salt.
// Composed into the one Database in src/server/areas.ts.
import type { Defaulted } from '#src/platform/db/schema.ts';

/** One day's count of one thing (features/analytics/kinds.ts): a page's views, a source's visits, the calculator's uses. */
export interface AnalyticsDailyTable {
  kind: string;
  /** The Brisbane date, YYYY-MM-DD. */
  day: string;
  key: string;
  views: Defaulted<number>;
  /** Distinct visitors that day (each visitor counted once a day, by a hash that changes daily). */
  visitors: Defaulted<number>;
}

/** The sums of analytics_daily per Brisbane month (YYYY-MM), kept in step by the same writes. */
export interface AnalyticsMonthlyTable {
  kind: string;
  month: string;
  key: string;
  views: Defaulted<number>;
  visitors: Defaulted<number>;
}

/** Today's visitor hashes, only to count each visitor once a day; deleted once the day is over. */
export interface AnalyticsVisitorsTable {
  day: string;
  kind: string;
  key: string;
  visitor: string;
}

/** The day's random salt of the visitor hash; deleted once the day is over, so no hash can be recomputed. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** The tables analytics/ owns, by name. */
export interface AnalyticsTables {
  analytics_daily: AnalyticsDailyTable;
  analytics_monthly: AnalyticsMonthlyTable;
  analytics_visitors: AnalyticsVisitorsTable;
  analytics_salts: AnalyticsSaltsTable;
}
