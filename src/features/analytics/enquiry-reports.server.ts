// The reports that join enquiries to the counted visits: enquiries per source, per way they came (the
// contact form or a booked call) and per landing page,
// conversion (enquiries per 100 visitors) per source and per article, and calculator uses to
// enquiries, from the source columns features/contact stores with each enquiry (landing_path,
// referrer_host, utm_*, calculator_profit): a visit's source is named by sourceOf()
// on both sides, so an enquiry under "linkedin" meets the visitors counted under "linkedin".
import { type Kysely, sql } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { publishInstant } from '../insights/schedule.ts';
import { CHANNEL_LABELS } from '../submissions/schema.ts';
import { type KeyTotal, TOP_ROWS, visitsWithKeys } from './daily-totals.server.ts';
import { ARTICLE_PATH_PREFIX, DIRECT_SOURCE, DIRECT_SOURCE_LABEL, tagLabel } from './kinds.ts';
import type { ReportTable } from './report-types.ts';
import type { ReportQuery } from './schema.ts';

/** The enquiries that count: sent in the range (Brisbane days), not deleted, not caught by the honeypot. */
function enquiriesIn(db: Kysely<Database>, { from, to }: Pick<ReportQuery, 'from' | 'to'>) {
  const end = new Date(publishInstant(to).getTime() + 86_400_000);
  return db
    .selectFrom('contact_submissions')
    .where('created_at', '>=', publishInstant(from))
    .where('created_at', '<', end)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('spam_reason', 'is', null), eb('spam_reason', '!=', 'honeypot')]));
}

/** sourceOf() in SQL: the UTM source, else the referrer's host, else '' (direct), in lower case; a literal, not a
 * parameter, so PostgreSQL sees the same expression in SELECT and GROUP BY. */
const SOURCE = sql<string>`lower(coalesce(nullif(trim(utm_source), ''), nullif(trim(referrer_host), ''), ${sql.lit(DIRECT_SOURCE)}))`;

const sourceLabel = (key: string) => (key === DIRECT_SOURCE ? DIRECT_SOURCE_LABEL : tagLabel(key));

/** Enquiries per 100 visitors, one decimal; 'n/a' without visitors. */
export function perHundred(enquiries: number, visitors: number): string | number {
  return visitors > 0 ? Math.round((enquiries / visitors) * 1000) / 10 : 'n/a';
}

interface EnquiryCount {
  key: string;
  enquiries: number;
}

const conversionColumns = [
  { key: 'visitors', header: 'Visitors', numeric: true },
  { key: 'enquiries', header: 'Enquiries', numeric: true },
  { key: 'rate', header: 'Enquiries per 100 visitors', numeric: true },
];

/** Keys with visitors or enquiries, most enquiries then most visitors first. */
function conversionRows(visits: KeyTotal[], enquiries: EnquiryCount[], label: (key: string) => Record<string, string>) {
  const rows = new Map<string, { key: string; visitors: number; enquiries: number }>();
  for (const visit of visits) rows.set(visit.key, { key: visit.key, visitors: visit.visitors, enquiries: 0 });
  for (const count of enquiries) {
    const row = rows.get(count.key) ?? { key: count.key, visitors: 0, enquiries: 0 };
    row.enquiries = count.enquiries;
    rows.set(count.key, row);
  }
  return [...rows.values()]
    .sort((a, b) => b.enquiries - a.enquiries || b.visitors - a.visitors || a.key.localeCompare(b.key))
    .slice(0, TOP_ROWS)
    .map((row) => ({
      ...label(row.key),
      visitors: row.visitors,
      enquiries: row.enquiries,
      rate: perHundred(row.enquiries, row.visitors),
    }));
}

export interface EnquiryReports {
  /** Enquiries in the range. */
  total: number;
  /** The enquiry-joined tables, given the calculator's counted uses. */
  tables(counted: { calculator: KeyTotal }): Promise<ReportTable[]>;
}

export async function enquiryReports(database: Kysely<Database>, query: ReportQuery): Promise<EnquiryReports> {
  // Each grouped read is ranked and cut by the database; the totals come from one ungrouped read.
  const landing = sql<string>`coalesce(landing_path, '')`;
  const grouped = (key: typeof SOURCE, filter?: string) => {
    let read = enquiriesIn(database, query);
    if (filter) read = read.where(sql<string>`substr(landing_path, 1, ${filter.length})`, '=', filter);
    return read
      .select([key.as('key'), (eb) => eb.fn.countAll<string | number>().as('enquiries')])
      .groupBy(key)
      .orderBy('enquiries', 'desc')
      .orderBy('key')
      .limit(TOP_ROWS)
      .execute();
  };
  const [summary, sources, landings, articleLandings, channels] = await Promise.all([
    enquiriesIn(database, query)
      .select([
        (eb) => eb.fn.countAll<string | number>().as('enquiries'),
        sql<string | number | null>`sum(case when calculator_profit is not null then 1 else 0 end)`.as('calculator'),
      ])
      .executeTakeFirstOrThrow(),
    grouped(SOURCE),
    grouped(landing),
    grouped(landing, ARTICLE_PATH_PREFIX),
    enquiriesIn(database, query)
      .select(['channel as key', (eb) => eb.fn.countAll<string | number>().as('enquiries')])
      .groupBy('channel')
      .execute(),
  ]);
  const counts = (rows: { key: string; enquiries: string | number }[]) =>
    rows.map((row) => ({ key: row.key, enquiries: Number(row.enquiries) }));
  const [bySource, byLanding, byArticle] = [counts(sources), counts(landings), counts(articleLandings)];
  const total = Number(summary.enquiries);
  const fromCalculator = Number(summary.calculator ?? 0);

  return {
    total,
    async tables({ calculator }) {
      const [sourceVisits, articleVisits] = await Promise.all([
        visitsWithKeys(
          database,
          'source',
          query,
          bySource.map((row) => row.key),
        ),
        visitsWithKeys(
          database,
          'page',
          query,
          byArticle.map((row) => row.key),
          { prefix: ARTICLE_PATH_PREFIX },
        ),
      ]);
      return [
        {
          id: 'enquiries-by-source',
          title: 'Enquiries by source',
          columns: [
            { key: 'source', header: 'Source' },
            { key: 'enquiries', header: 'Enquiries', numeric: true },
          ],
          rows: bySource.map((row) => ({ source: sourceLabel(row.key), enquiries: row.enquiries })),
          empty: 'No enquiries in this range.',
        },
        {
          id: 'enquiries-by-channel',
          title: 'Enquiries by how they came',
          columns: [
            { key: 'channel', header: 'Came by' },
            { key: 'enquiries', header: 'Enquiries', numeric: true },
          ],
          rows: channels
            .map((row) => ({ channel: CHANNEL_LABELS[row.key], enquiries: Number(row.enquiries) }))
            .sort((a, b) => b.enquiries - a.enquiries || a.channel.localeCompare(b.channel)),
          empty: 'No enquiries in this range.',
        },
        {
          id: 'enquiries-by-landing-page',
          title: 'Enquiries by landing page',
          columns: [
            { key: 'page', header: 'Landing page' },
            { key: 'enquiries', header: 'Enquiries', numeric: true },
          ],
          rows: byLanding.map((row) => ({ page: row.key || 'Not recorded', enquiries: row.enquiries })),
          empty: 'No enquiries in this range.',
        },
        {
          id: 'conversion-by-source',
          title: 'Conversion by source',
          columns: [{ key: 'source', header: 'Source' }, ...conversionColumns],
          rows: conversionRows(sourceVisits, bySource, (key) => ({ source: sourceLabel(key) })),
          empty: 'No visits or enquiries in this range.',
        },
        {
          id: 'conversion-by-article',
          title: 'Conversion by article',
          columns: [{ key: 'page', header: 'Article' }, ...conversionColumns],
          rows: conversionRows(articleVisits, byArticle, (key) => ({ page: key })),
          empty: 'No article visits or enquiries in this range.',
        },
        {
          id: 'calculator-conversion',
          title: 'Calculator to enquiry',
          columns: [
            { key: 'uses', header: 'Calculator uses', numeric: true },
            { key: 'visitors', header: 'Visitors who used it', numeric: true },
            { key: 'enquiries', header: 'Enquiries from the calculator', numeric: true },
            { key: 'rate', header: 'Enquiries per 100 calculator visitors', numeric: true },
          ],
          rows: [
            {
              uses: calculator.views,
              visitors: calculator.visitors,
              enquiries: fromCalculator,
              rate: perHundred(fromCalculator, calculator.visitors),
            },
          ],
          empty: 'No calculator uses in this range.',
        },
      ];
    },
  };
}
