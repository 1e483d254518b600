// The analytics screen's queries over the daily totals: visitors and views over time (grouped by
// Brisbane day, week from Monday, or month), top pages and articles, referrers and UTM values. Each is
// one indexed range scan of one kind (analytics_daily's key starts with kind, day).
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { type KeyTotal, totalsByKey } from './daily-totals.server.ts';
import { enquiryReports } from './enquiry-reports.server.ts';
import { ARTICLE_PATH_PREFIX, CALCULATOR_EVENT, tagLabel } from './kinds.ts';
import type { AnalyticsReport, ReportRow, ReportTable } from './report-types.ts';
import type { Granularity, ReportQuery } from './schema.ts';

const DAY_MS = 86_400_000;

/** The first day of the period `day` falls in: itself, its week's Monday, or its month's first. */
export function periodOf(day: string, granularity: Granularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

export interface PeriodTotal {
  period: string;
  views: number;
  visitors: number;
}

/**
 * Views and visitors per period, every period of the range present. A period's visitors are the sum
 * of its days' visitors: the hash changes daily, so no visitor can be followed from one day to the next.
 */
export async function overTime(db: Kysely<Database>, query: ReportQuery): Promise<PeriodTotal[]> {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['day', 'views', 'visitors'])
    .where('kind', '=', 'site')
    .where('key', '=', '')
    .where('day', '>=', query.from)
    .where('day', '<=', query.to)
    .execute();
  const periods = new Map<string, PeriodTotal>();
  for (const day of daysBetween(query.from, query.to)) {
    const period = periodOf(day, query.granularity);
    if (!periods.has(period)) periods.set(period, { period, views: 0, visitors: 0 });
  }
  for (const row of rows) {
    const total = periods.get(periodOf(row.day, query.granularity));
    if (!total) continue;
    total.views += Number(row.views);
    total.visitors += Number(row.visitors);
  }
  return [...periods.values()];
}

const PERIOD_HEADER: Record<Granularity, string> = { day: 'Day', week: 'Week starting', month: 'Month' };

const viewColumns = [
  { key: 'views', header: 'Views', numeric: true },
  { key: 'visitors', header: 'Visitors', numeric: true },
];
const visitColumns = [
  { key: 'views', header: 'Visits', numeric: true },
  { key: 'visitors', header: 'Visitors', numeric: true },
];

function keyTable(id: ReportTable['id'], title: string, header: string, totals: KeyTotal[], empty: string): ReportTable {
  return {
    id,
    title,
    columns: [{ key: 'key', header }, ...visitColumns],
    rows: totals.map((total): ReportRow => ({ key: tagLabel(total.key), views: total.views, visitors: total.visitors })),
    empty,
  };
}

/** Submitted site searches by their words (features/analytics/search-terms.server.ts). */
function searchTable(id: ReportTable['id'], title: string, totals: KeyTotal[], empty: string): ReportTable {
  return {
    ...keyTable(id, title, 'Search term', totals, empty),
    columns: [
      { key: 'key', header: 'Search term' },
      { key: 'views', header: 'Searches', numeric: true },
      { key: 'visitors', header: 'Visitors', numeric: true },
    ],
  };
}

/** Everything the analytics screen shows for one range. */
export async function loadAnalyticsReport(db: Kysely<Database>, query: ReportQuery): Promise<AnalyticsReport> {
  const [series, pages, articles, referrers, utmSources, utmMediums, utmCampaigns, calculator, enquiries, searches, fruitless] =
    await Promise.all([
      overTime(db, query),
      totalsByKey(db, 'page', query),
      totalsByKey(db, 'page', query, { prefix: ARTICLE_PATH_PREFIX }),
      totalsByKey(db, 'referrer', query),
      totalsByKey(db, 'utm_source', query),
      totalsByKey(db, 'utm_medium', query),
      totalsByKey(db, 'utm_campaign', query),
      totalsByKey(db, 'event', query, { keys: [CALCULATOR_EVENT] }),
      enquiryReports(db, query),
      totalsByKey(db, 'search', query),
      totalsByKey(db, 'search_none', query),
    ]);
  const titles = await articleTitles(
    db,
    articles.map((article) => article.key.slice(ARTICLE_PATH_PREFIX.length)),
  );
  const tables: ReportTable[] = [
    {
      id: 'over-time',
      title: 'Visitors and views over time',
      columns: [{ key: 'period', header: PERIOD_HEADER[query.granularity] }, ...viewColumns],
      rows: series.map((total) => ({
        ...total,
        period: query.granularity === 'month' ? total.period.slice(0, 7) : total.period,
      })),
      empty: 'No page views in this range.',
    },
    {
      id: 'top-pages',
      title: 'Top pages',
      columns: [{ key: 'key', header: 'Page' }, ...viewColumns],
      rows: pages.map((page) => ({ key: page.key, views: page.views, visitors: page.visitors })),
      empty: 'No page views in this range.',
    },
    {
      id: 'top-articles',
      title: 'Top articles',
      columns: [{ key: 'title', header: 'Article' }, { key: 'key', header: 'Page' }, ...viewColumns],
      rows: articles.map((article) => ({
        title: titles.get(article.key.slice(ARTICLE_PATH_PREFIX.length)) ?? '(deleted article)',
        key: article.key,
        views: article.views,
        visitors: article.visitors,
      })),
      empty: 'No article views in this range.',
    },
    keyTable('referrers', 'Referrer hosts', 'Referrer host', referrers, 'No visits from other sites in this range.'),
    keyTable('utm-sources', 'UTM sources', 'UTM source', utmSources, 'No visits with a UTM source in this range.'),
    keyTable('utm-mediums', 'UTM mediums', 'UTM medium', utmMediums, 'No visits with a UTM medium in this range.'),
    keyTable('utm-campaigns', 'UTM campaigns', 'UTM campaign', utmCampaigns, 'No visits with a UTM campaign in this range.'),
    ...(await enquiries.tables({ calculator: calculator[0] ?? { key: CALCULATOR_EVENT, views: 0, visitors: 0 } })),
    searchTable('search-terms', 'Site search terms', searches, 'No searches in this range.'),
    searchTable('search-no-results', 'Searches with no results', fruitless, 'No searches without results in this range.'),
  ];
  const totals = series.reduce((sum, total) => ({ views: sum.views + total.views, visitors: sum.visitors + total.visitors }), {
    views: 0,
    visitors: 0,
  });
  return {
    from: query.from,
    to: query.to,
    granularity: query.granularity,
    totals: { ...totals, calculatorUses: calculator[0]?.views ?? 0, enquiries: enquiries.total },
    tables,
  };
}

async function articleTitles(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('insights').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}
