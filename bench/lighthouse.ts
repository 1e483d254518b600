// `npm run audit:lighthouse`: Lighthouse (mobile defaults) in the system Chromium on every public
// route of a freshly started production server; prints a table and fails below the budgets.
// Each route runs RUNS times (default 3) and the median run counts: the machines are shared and noisy.
// /logout is left out: it navigates to /admin by design, which Lighthouse reports as an error.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measuredOn, writeBenchSection } from './readme.ts';
import { auditedRoutes, startBenchServer } from './server.ts';

const MIN_SCORE = 98;
const LIGHTHOUSE_VERSION = '12.8';
const MAX_LCP_MS = 1500;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Number(process.env.RUNS ?? 3);

export interface LighthouseRow {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const loadBefore = loadavg()[0] ?? 0;
const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4620));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows: LighthouseRow[] = [];
try {
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : auditedRoutes.filter((route) => route !== '/logout');
  for (const route of routes) {
    const runs: LighthouseRow[] = [];
    for (let run = 0, failures = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.baseUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits, runtimeError } = result.lhr;
      // Lighthouse sometimes loses its trace (NO_NAVSTART); such a run measured nothing, so it is repeated.
      if (runtimeError && failures < 3) {
        failures++;
        run--;
        continue;
      }
      if (runtimeError) console.error(`${route}: ${runtimeError.code} ${runtimeError.message}`);
      runs.push({
        route,
        scores: Object.fromEntries(
          CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
        ) as LighthouseRow['scores'],
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
    // The median by performance score, then LCP.
    runs.sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
    const median = runs[Math.floor(runs.length / 2)];
    if (median) rows.push(median);
  }
} finally {
  chrome.kill();
  await server.stop();
}

const table = [
  '| route | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map((row) => {
    const s = row.scores;
    return `| ${row.route} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} |`;
  }),
].join('\n');
console.log(table);
// Only a run over every route replaces the committed results.
if (process.argv.slice(2).length === 0) {
  writeBenchSection(
    'lighthouse',
    [
      '## Lighthouse (`npm run audit:lighthouse`)',
      '',
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile defaults (simulated slow 4G, 4× CPU slowdown), system Chromium, against the`,
      `production server on a fresh seeded SQLite database; median of ${RUNS} runs per route. Budget: every category at least`,
      `${MIN_SCORE} and LCP under ${MAX_LCP_MS} ms. /logout is left out: it navigates to /admin by design.`,
      '',
      table,
      '',
      measuredOn(loadBefore),
    ].join('\n'),
  );
}
const below = rows.filter((row) => Object.values(row.scores).some((score) => score < MIN_SCORE) || row.lcpMs > MAX_LCP_MS);
if (below.length > 0) {
  console.error(
    `Below budget (every score >= ${MIN_SCORE}, LCP < ${MAX_LCP_MS} ms): ${below.map((row) => row.route).join(', ')}`,
  );
  process.exitCode = 1;
}
