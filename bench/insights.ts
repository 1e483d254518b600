import { loadavg } from 'node:os';
import { type Insertable, sql } from 'kysely';
import type { AdminEndpoint } from '../src/features/admin/admin-endpoint.server.ts';
import { adminCaller } from '../src/features/admin/admin-request.testing.ts';
import { signedInAs } from '../src/features/auth/auth.testing.ts';
import { exportInsightsEndpoint, listInsightsEndpoint } from '../src/features/insights/insight-endpoints.server.ts';
import { listPublishedInsightPage } from '../src/features/insights/insights.server.ts';
import { publishInstant } from '../src/features/insights/schedule.ts';
import { INSIGHT_CATEGORY_VALUES } from '../src/features/insights/schema.ts';
import { insightSearchText } from '../src/features/insights/search-text.ts';
import type { InsightsTable } from '../src/features/insights/tables.ts';
import {
  type BenchDialect,
  onEveryDatabase,
  reportEndpointTimings,
  type Timing,
  timeRequest,
  withBenchServices,
} from './endpoint-timing.ts';

const INSIGHTS = 10_000;
const LIST_BUDGET_MS = 100;
const EXPORT_BUDGET_MS = 2000;
const LIST_RUNS = 40;
const EXPORT_RUNS = 5;
const CATEGORIES = INSIGHT_CATEGORY_VALUES;
const WORDS =
  'recruitment agency sale buyer valuation EBITDA multiple earn-out succession permanent placement temp labour hire payroll margin contractors clients growth due diligence warranty completion vendor finance'.split(
    ' ',
  );

/** A deterministic sequence, so every run seeds the same data. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function insights(): Insertable<InsightsTable>[] {
  const next = sequence(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const words = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(' ');
  const start = Date.parse('2020-01-01T00:00:00Z');
  const rows: Insertable<InsightsTable>[] = [];
  for (let index = 0; index < INSIGHTS; index += 1) {
    const at = new Date(start + index * 4 * 60 * 60 * 1000);
    const scheduled = index % 50 === 0;
    const date = scheduled ? '2099-01-01' : at.toISOString().slice(0, 10);
    const title = `${words(5)} ${index}`;
    const excerpt = words(25);
    const content = Array.from({ length: 8 }, () => `<p>${words(60)}</p>`).join('');
    rows.push({
      id: `insight-${index}`,
      title,
      excerpt,
      content,
      category: pick(CATEGORIES),
      read_time: `${3 + (index % 9)} min read`,
      date,
      status: index % 4 === 0 ? 'draft' : 'published',
      image_url: null,
      author: 'David Calder',
      created_at: at,
      updated_at: at,
      publish_at: publishInstant(date),
      search_text: insightSearchText(title, excerpt, content),
    });
  }
  return rows;
}

function run(dialect: BenchDialect, postgresUrl?: string): Promise<Timing[]> {
  return withBenchServices(dialect, postgresUrl, async (services, database) => {
    const rows = insights();
    const seeding = performance.now();
    await database.db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < rows.length; offset += 200) {
        await trx
          .insertInto('insights')
          .values(rows.slice(offset, offset + 200))
          .execute();
      }
    });
    if (dialect === 'postgres') await sql`analyze`.execute(database.db);
    console.log(`${dialect}: seeded ${rows.length} insights in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const editor = await signedInAs(services.auth, 'editor', 'bench@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const endpointCase = (label: string, endpoint: AdminEndpoint, path: string, runs: number, budget: number) => ({
      label,
      runs,
      budget,
      work: async () => {
        const answer = await call(endpoint, 'GET', `/api/admin/insights${path}`);
        if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`);
        if (endpoint === exportInsightsEndpoint) return (answer.text.split('\r\n').length - 2).toLocaleString('en-AU');
        return `${(answer.body.insights as unknown[]).length} of ${Number(answer.body.matching).toLocaleString('en-AU')}`;
      },
    });
    const cases = [
      endpointCase('admin list, page 1', listInsightsEndpoint, '', LIST_RUNS, LIST_BUDGET_MS),
      endpointCase('admin list, page 300', listInsightsEndpoint, '?page=300', LIST_RUNS, LIST_BUDGET_MS),
      endpointCase('category "valuation"', listInsightsEndpoint, '?category=valuation', LIST_RUNS, LIST_BUDGET_MS),
      endpointCase('status Published, page 5', listInsightsEndpoint, '?status=published&page=5', LIST_RUNS, LIST_BUDGET_MS),
      endpointCase('status Scheduled', listInsightsEndpoint, '?status=scheduled', LIST_RUNS, LIST_BUDGET_MS),
      endpointCase(
        'search "vendor finance" (title, excerpt, content)',
        listInsightsEndpoint,
        '?search=vendor%20finance',
        LIST_RUNS,
        LIST_BUDGET_MS,
      ),
      endpointCase('search "multiple 4321" (one match)', listInsightsEndpoint, '?search=4321', LIST_RUNS, LIST_BUDGET_MS),
      endpointCase(
        'search + category + status, page 2',
        listInsightsEndpoint,
        '?search=payroll&category=Valuation&status=published&page=2',
        LIST_RUNS,
        LIST_BUDGET_MS,
      ),
      {
        label: 'public list, page 100 (loader query)',
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        work: async () => {
          const page = await listPublishedInsightPage(database.db, 100);
          return `${page.insights.length} of ${page.total.toLocaleString('en-AU')}`;
        },
      },
      endpointCase('CSV export of every insight', exportInsightsEndpoint, '/export', EXPORT_RUNS, EXPORT_BUDGET_MS),
    ];
    const timings: Timing[] = [];
    for (const entry of cases) {
      const judgedBy = entry.budget === EXPORT_BUDGET_MS ? 'max' : 'p95';
      timings.push(await timeRequest({ ...entry, judgedBy }, entry.work));
    }
    return timings;
  });
}

const loadBefore = loadavg()[0] ?? 0;
const { results, postgresSkipped } = await onEveryDatabase(run);

reportEndpointTimings({
  section: 'insights',
  introduction: [
    '## Insights Management (`npm run bench:insights`)',
    '',
    `${INSIGHTS.toLocaleString('en-AU')} insights of about 3 KB each (one in four a draft, one in fifty scheduled). Admin requests run through the`,
    'real endpoint in the benchmark process (session lookup, policy, query, JSON or CSV): server time without the network;',
    `the public list's page through its query. Lists: ${LIST_RUNS} runs each after two warm-ups, budget p95 under ${LIST_BUDGET_MS} ms;`,
    `the CSV export: ${EXPORT_RUNS} runs, budget under ${EXPORT_BUDGET_MS / 1000} s (max).`,
  ],
  results,
  loadBefore,
  postgresSkipped,
});
