// One kind's daily totals summed over a range, per key, most viewed first: the one query shape
// behind every ranked table of the analytics screen (an indexed range scan of kind, day).
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

/** Views and visitors of each key of `kind` in the range, most viewed first. */
export async function totalsByKey(
  db: Kysely<Database>,
  kind: AnalyticsKind,
  { from, to }: Pick<ReportQuery, 'from' | 'to'>,
  options: { keyPrefix?: string; keys?: string[]; limit?: number } = {},
): Promise<KeyTotal[]> {
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
  if (options.keyPrefix) query = query.where(sql<string>`substr(key, 1, ${options.keyPrefix.length})`, '=', options.keyPrefix);
  if (options.keys) {
    if (options.keys.length === 0) return [];
    query = query.where('key', 'in', options.keys);
  }
  const rows = await query
    .groupBy('key')
    .orderBy(sql`sum(views)`, 'desc')
    .orderBy('key')
    .limit(options.limit ?? TOP_ROWS)
    .execute();
  return rows.map((row) => ({ key: row.key, views: Number(row.views), visitors: Number(row.visitors) }));
}
