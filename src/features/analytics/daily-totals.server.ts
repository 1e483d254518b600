// One kind's totals summed over a range, per key, most viewed first: the one query shape behind every
// ranked table of the analytics screen. Whole months of the range are read from analytics_monthly and
// only the days at its ends from analytics_daily, so a year's range reads about 12 + 60 rows a key
// rather than 365 (bench/README.md, "Analytics screen").
import type { Kysely } from 'kysely';
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

interface Filters {
  keys?: string[];
}

function daily(db: Kysely<Database>, kind: AnalyticsKind, [from, to]: [string, string], filters: Filters) {
  let query = db
    .selectFrom('analytics_daily')
    .select((eb) => [
      'key',
      eb.fn.sum<string | number>('views').as('views'),
      eb.fn.sum<string | number>('visitors').as('visitors'),
    ])
    .where('kind', '=', kind)
    .where('day', '>=', from)
    .where('day', '<=', to);
  if (filters.keys) query = query.where('key', 'in', filters.keys);
  return query.groupBy('key').execute();
}

function monthly(db: Kysely<Database>, kind: AnalyticsKind, [from, to]: [string, string], filters: Filters) {
  let query = db
    .selectFrom('analytics_monthly')
    .select((eb) => [
      'key',
      eb.fn.sum<string | number>('views').as('views'),
      eb.fn.sum<string | number>('visitors').as('visitors'),
    ])
    .where('kind', '=', kind)
    .where('month', '>=', from)
    .where('month', '<=', to);
  if (filters.keys) query = query.where('key', 'in', filters.keys);
  return query.groupBy('key').execute();
}

/** Views and visitors of each key of `kind` in the range, most viewed first. */
export async function totalsByKey(
  db: Kysely<Database>,
  kind: AnalyticsKind,
  { from, to }: Pick<ReportQuery, 'from' | 'to'>,
  options: Filters & { limit?: number } = {},
): Promise<KeyTotal[]> {
  if (options.keys?.length === 0) return [];
  const parts = rangeParts(from, to);
  const results = await Promise.all([
    ...parts.days.map((days) => daily(db, kind, days, options)),
    ...(parts.months ? [monthly(db, kind, parts.months, options)] : []),
  ]);
  const totals = new Map<string, KeyTotal>();
  for (const row of results.flat()) {
    const total = totals.get(row.key) ?? { key: row.key, views: 0, visitors: 0 };
    total.views += Number(row.views);
    total.visitors += Number(row.visitors);
    totals.set(row.key, total);
  }
  return [...totals.values()]
    .sort((a, b) => b.views - a.views || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, options.limit ?? TOP_ROWS);
}
