// `npm run audit:lighthouse`: Lighthouse (mobile defaults) in the system Chromium on every public
// route of a freshly started production server; prints a table and fails below the budgets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { auditedRoutes, startBenchServer } from './server.ts';

const MIN_SCORE = 98;
const MAX_LCP_MS = 1500;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

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
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : auditedRoutes;
  for (const route of routes) {
    const result = await lighthouse(`${server.baseUrl}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { categories, audits } = result.lhr;
    rows.push({
      route,
      scores: Object.fromEntries(
        CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
      ) as LighthouseRow['scores'],
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    });
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => audit?.id);
    if (failing.length > 0) console.error(`${route}: audits below 0.9: ${failing.join(', ')}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log(
  '| route | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |\n|---|---:|---:|---:|---:|---:|---:|---:|',
);
for (const row of rows) {
  const s = row.scores;
  console.log(
    `| ${row.route} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} |`,
  );
}
const below = rows.filter((row) => Object.values(row.scores).some((score) => score < MIN_SCORE) || row.lcpMs > MAX_LCP_MS);
if (below.length > 0) {
  console.error(
    `Below budget (every score >= ${MIN_SCORE}, LCP < ${MAX_LCP_MS} ms): ${below.map((row) => row.route).join(', ')}`,
  );
  process.exitCode = 1;
}
