// `npm run bench:analytics`: the analytics screen's queries over a year of daily totals for 500 paths
// (plus a year of sources, referrers, UTM values and calculator uses) and 5,000 enquiries with their
// sources, on SQLite and on PostgreSQL. Each query runs as the screen's endpoint runs it, in this
// process: server time without the network. Budget (issue 20): every screen query under 100 ms at the
// 95th percentile; the whole report (all of them, as one request) is shown beside them. Writes the
// results into bench/README.md and fails when a budget is missed.
//
// PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL names a database the benchmark may
// create a schema in.
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { adminCaller } from '../src/features/admin/admin-request.testing.ts';
import { addDaily, addEnquiry } from '../src/features/analytics/analytics.testing.ts';
import { analyticsReportEndpoint } from '../src/features/analytics/analytics-endpoints.server.ts';
import type { DailyIncrement } from '../src/features/analytics/counter.server.ts';
import { totalsByKey } from '../src/features/analytics/daily-totals.server.ts';
import { enquiryReports } from '../src/features/analytics/enquiry-reports.server.ts';
import { ARTICLE_PATH_PREFIX, CALCULATOR_EVENT } from '../src/features/analytics/kinds.ts';
import { daysBetween, overTime } from '../src/features/analytics/reports.server.ts';
import type { ReportQuery } from '../src/features/analytics/schema.ts';
import { signedInAs } from '../src/features/auth/auth.testing.ts';
import { publicRoutes } from '../src/features/site/public-routes.ts';
import {
  type BenchDialect,
  onEveryDatabase,
  reportEndpointTimings,
  type Timing,
  timeRequest,
  withBenchServices,
} from './endpoint-timing.ts';

const PATHS = 500;
const FROM = '2025-11-25';
const TO = '2026-11-24';
const SOURCES = 60;
const ENQUIRIES = 5000;
const BUDGET_MS = 100;
const REPORT_BUDGET_MS = 1000;
const RUNS = 40;

/** A deterministic sequence, so every run seeds the same data. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const paths = [
  ...publicRoutes.map((route) => route.path),
  ...Array.from({ length: PATHS - publicRoutes.length }, (_, index) => `${ARTICLE_PATH_PREFIX}article-${index}`),
];
const sources = [
  '',
  'linkedin',
  'google',
  'newsletter',
  ...Array.from({ length: SOURCES - 4 }, (_, index) => `partner-${index}.example.com`),
];

function dailyRows(): DailyIncrement[] {
  const next = sequence(7);
  const rows: DailyIncrement[] = [];
  const count = (most: number) => {
    const views = 1 + Math.floor(next() * most);
    return { views, visitors: Math.max(1, Math.floor(views * 0.7)) };
  };
  for (const day of daysBetween(FROM, TO)) {
    rows.push({ kind: 'site', day, key: '', ...count(2000) });
    rows.push({ kind: 'event', day, key: CALCULATOR_EVENT, ...count(40) });
    for (const path of paths) rows.push({ kind: 'page', day, key: path, ...count(60) });
    for (const source of sources) {
      rows.push({ kind: 'source', day, key: source, ...count(30) });
      if (source) rows.push({ kind: source.includes('.') ? 'referrer' : 'utm_source', day, key: source, ...count(30) });
    }
    for (const campaign of ['q1', 'q2', 'q3', 'q4', 'launch'])
      rows.push({ kind: 'utm_campaign', day, key: campaign, ...count(20) });
    for (const medium of ['social', 'email', 'cpc']) rows.push({ kind: 'utm_medium', day, key: medium, ...count(20) });
  }
  return rows;
}

function run(dialect: BenchDialect, postgresUrl?: string): Promise<Timing[]> {
  return withBenchServices(dialect, postgresUrl, async (services, database) => {
    const db = database.db;
    const seeding = performance.now();
    const rows = dailyRows();
    await addDaily(db, rows);
    const next = sequence(11);
    const start = Date.parse(`${FROM}T00:00:00+10:00`);
    for (let index = 0; index < ENQUIRIES; index += 1) {
      const source = sources[Math.floor(next() * sources.length)] ?? '';
      await addEnquiry(db, {
        at: new Date(start + index * 105 * 60 * 1000),
        landing_path: paths[Math.floor(next() * paths.length)] ?? '/',
        utm_source: source.includes('.') || !source ? null : source,
        referrer_host: source.includes('.') ? source : null,
        calculator_profit: index % 7 === 0 ? 750_000 : null,
      });
    }
    // Fresh planner statistics, as autovacuum would gather soon after a real import.
    if (dialect === 'postgres') await sql`analyze`.execute(db);
    console.log(
      `${dialect}: seeded ${rows.length.toLocaleString('en-AU')} daily totals and ${ENQUIRIES} enquiries in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const year: ReportQuery = { from: FROM, to: TO, granularity: 'day' };
    const size = (items: { length: number }) => items.length.toLocaleString('en-AU');
    const cases: { label: string; work: () => Promise<string> }[] = [
      { label: 'visitors and views over time, by day', work: async () => size(await overTime(db, year)) },
      {
        label: 'visitors and views over time, by week',
        work: async () => size(await overTime(db, { ...year, granularity: 'week' })),
      },
      { label: 'top pages', work: async () => size(await totalsByKey(db, 'page', year)) },
      {
        label: 'top articles',
        work: async () => size(await totalsByKey(db, 'page', year, { prefix: ARTICLE_PATH_PREFIX })),
      },
      { label: 'referrer hosts', work: async () => size(await totalsByKey(db, 'referrer', year)) },
      { label: 'UTM sources', work: async () => size(await totalsByKey(db, 'utm_source', year)) },
      { label: 'UTM campaigns', work: async () => size(await totalsByKey(db, 'utm_campaign', year)) },
      { label: 'visits by source (for conversion)', work: async () => size(await totalsByKey(db, 'source', year)) },
      { label: 'calculator uses', work: async () => size(await totalsByKey(db, 'event', year, { keys: [CALCULATOR_EVENT] })) },
      {
        label: 'enquiries by source, landing page, article and calculator',
        work: async () => String((await enquiryReports(db, year)).total.toLocaleString('en-AU')),
      },
    ];
    const timings: Timing[] = [];
    for (const entry of cases) timings.push(await timeRequest({ label: entry.label, runs: RUNS, budget: BUDGET_MS }, entry.work));

    const viewer = await signedInAs(services.auth, 'viewer', 'bench-analytics@calderrowe.com.au');
    const call = adminCaller(services, viewer.cookie);
    timings.push(
      await timeRequest(
        { label: 'the whole report (GET /api/admin/analytics, a year by day)', runs: RUNS, budget: REPORT_BUDGET_MS },
        async () => {
          const answer = await call(analyticsReportEndpoint, 'GET', `/api/admin/analytics?from=${FROM}&to=${TO}&granularity=day`);
          if (answer.status !== 200) throw new Error(`report: ${answer.status} ${answer.text.slice(0, 200)}`);
          return `${(answer.body.tables as unknown[]).length} tables`;
        },
      ),
    );
    return timings;
  });
}

const loadBefore = loadavg()[0] ?? 0;
const { results, postgresSkipped } = await onEveryDatabase(run);

reportEndpointTimings({
  section: 'analytics',
  introduction: [
    '## Analytics screen (`npm run bench:analytics`)',
    '',
    `A year of daily totals (${FROM} to ${TO}) for ${PATHS} paths, ${SOURCES} sources with their referrer hosts and UTM`,
    `values, and calculator uses (${dailyRows().length.toLocaleString('en-AU')} rows of \`analytics_daily\` with their monthly sums), and ${ENQUIRIES.toLocaleString('en-AU')} enquiries with their sources. Each`,
    `screen query over the whole year: ${RUNS} runs after two warm-ups, budget p95 under ${BUDGET_MS} ms. The last row is the`,
    `screen's one request (every query, the session and policy, JSON), budget under ${REPORT_BUDGET_MS / 1000} s. Whole months are read`,
    'from `analytics_monthly`: summed from the daily rows alone, a year of top pages took 240 ms (p50) on SQLite.',
  ],
  results,
  loadBefore,
  postgresSkipped,
});
