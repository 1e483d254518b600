// One kind's totals summed over a range, per key, most viewed first: the one query shape behind every
// ranked table of the analytics screen. Whole months of the range are read from analytics_monthly and
// only the days at its ends from analytics_daily, so a year's range reads about 12 + 60 rows a key
// rather than 365 (bench/README.md, "Analytics screen"). The database sums, ranks and cuts: a table's
// read returns at most its rows, however many keys the range holds.
import { type Kysely, sql } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { AnalyticsKind } from './kinds.ts';
import type { ReportQuery } from './schema.ts';

/** Rows each ranked table shows and exports. */
export const TOP_ROWS = 100;

export interface KeyTotal {
  key: string;
  views: number;
  visitors: number;
}

export interface RangeParts {
  /** Day ranges (both ends included) read from the daily totals. */
  days: [string, string][];
  /** The whole months (YYYY-MM, both ends included) read from the monthly totals, or null. */
  months: [string, string] | null;
}

const DAY_MS = 86_400_000;
const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
const lastDayOfMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};
const shiftMonth = (month: string, by: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + by, 1)).toISOString().slice(0, 7);
};

/** Splits a range of days into the whole months it covers and the days left at either end. */
export function rangeParts(from: string, to: string): RangeParts {
  const firstWhole = from.endsWith('-01') ? from.slice(0, 7) : shiftMonth(from.slice(0, 7), 1);
  const lastWhole = lastDayOfMonth(to.slice(0, 7)) === to ? to.slice(0, 7) : shiftMonth(to.slice(0, 7), -1);
  if (firstWhole > lastWhole) return { days: [[from, to]], months: null };
  const days: [string, string][] = [];
  if (from < `${firstWhole}-01`) days.push([from, shiftDay(`${firstWhole}-01`, -1)]);
  if (to > lastDayOfMonth(lastWhole)) days.push([shiftDay(lastDayOfMonth(lastWhole), 1), to]);
  return { days, months: [firstWhole, lastWhole] };
}

export interface TotalsOptions {
  /** Only these keys. */
  keys?: string[];
  /** Only keys starting with this (the articles among the pages). */
  prefix?: string;
  /** Rows at most (TOP_ROWS unless given): the database ranks and cuts, so no more ever reach the server. */
  limit?: number;
  /** Ranked by views (the default) or by visitors. */
  rankBy?: 'views' | 'visitors';
}

/** The part of the range one table holds, filtered, before any sum: daily rows by day, monthly rows by month. */
function part(
  db: Kysely<Database>,
  table: 'analytics_daily' | 'analytics_monthly',
  kind: AnalyticsKind,
  range: [string, string],
  options: TotalsOptions,
) {
  const period = table === 'analytics_daily' ? 'day' : 'month';
  let query = db
    .selectFrom(table)
    .select(['key', 'views', 'visitors'])
    .where('kind', '=', kind)
    .where(period, '>=', range[0])
    .where(period, '<=', range[1]);
  if (options.keys) query = query.where('key', 'in', options.keys);
  // substr, not LIKE: exact and case-sensitive on both dialects, with nothing to escape.
  if (options.prefix) query = query.where(sql<string>`substr(key, 1, ${options.prefix.length})`, '=', options.prefix);
  return query;
}

/**
 * Views and visitors of each key of `kind` in the range, most viewed (or most visitors) first, at most
 * `limit` rows: one statement that sums the daily and monthly parts and ranks and cuts in SQL.
 */
export async function totalsByKey(
  db: Kysely<Database>,
  kind: AnalyticsKind,
  { from, to }: Pick<ReportQuery, 'from' | 'to'>,
  options: TotalsOptions = {},
): Promise<KeyTotal[]> {
  if (options.keys?.length === 0) return [];
  const range = rangeParts(from, to);
  const parts = [
    ...range.days.map((days) => part(db, 'analytics_daily', kind, days, options)),
    ...(range.months ? [part(db, 'analytics_monthly', kind, range.months, options)] : []),
  ];
  const [first, ...rest] = parts;
  if (!first) return [];
  const all = rest.reduce((union, next) => union.unionAll(next), first);
  const rank = options.rankBy ?? 'views';
  const rows = await db
    .selectFrom(all.as('parts'))
    .select((eb) => [
      'key',
      eb.fn.sum<string | number>('views').as('views'),
      eb.fn.sum<string | number>('visitors').as('visitors'),
    ])
    .groupBy('key')
    .orderBy(rank, 'desc')
    .orderBy(rank === 'views' ? 'visitors' : 'views', 'desc')
    .orderBy('key')
    .limit(options.limit ?? TOP_ROWS)
    .execute();
  return rows.map((row) => ({ key: row.key, views: Number(row.views), visitors: Number(row.visitors) }));
}

/**
 * The keys with the most visitors and the named keys wherever they rank (those with enquiries): the
 * visits a conversion table sets beside its enquiries, in two reads cut by the database.
 */
export async function visitsWithKeys(
  db: Kysely<Database>,
  kind: AnalyticsKind,
  range: Pick<ReportQuery, 'from' | 'to'>,
  keys: string[],
  options: Pick<TotalsOptions, 'prefix'> = {},
): Promise<KeyTotal[]> {
  const [top, named] = await Promise.all([
    totalsByKey(db, kind, range, { ...options, rankBy: 'visitors' }),
    totalsByKey(db, kind, range, { ...options, keys, limit: keys.length }),
  ]);
  return [...new Map([...top, ...named].map((total) => [total.key, total])).values()];
}
