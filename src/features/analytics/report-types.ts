// The analytics screen's data as the endpoint sends it and the screen and CSV export read it: every
// table is the same shape, so each one renders, exports and has its chart's table view the same way.
import type { Granularity } from './schema.ts';

export const REPORT_TABLE_IDS = [
  'over-time',
  'top-pages',
  'top-articles',
  'referrers',
  'utm-sources',
  'utm-mediums',
  'utm-campaigns',
  'enquiries-by-source',
  'enquiries-by-channel',
  'enquiries-by-landing-page',
  'conversion-by-source',
  'conversion-by-article',
  'calculator-conversion',
  'search-terms',
  'search-no-results',
] as const;
export type ReportTableId = (typeof REPORT_TABLE_IDS)[number];

export interface ReportColumn {
  key: string;
  header: string;
  /** Numbers are right-aligned and formatted; text is shown as it is. */
  numeric?: boolean;
}

export type ReportRow = Record<string, string | number>;

export interface ReportTable {
  id: ReportTableId;
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Shown when there are no rows. */
  empty: string;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  granularity: Granularity;
  totals: { views: number; visitors: number; calculatorUses: number; enquiries: number };
  tables: ReportTable[];
}
