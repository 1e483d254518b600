// `npm run audit:lighthouse`: Lighthouse (mobile defaults) in the system Chromium on every public
// route of a freshly started production server; prints a table and fails below the budgets.
// Each route runs RUNS times (default 3) and the median run counts: the machines are shared and noisy.
// Every run gets a fresh browser, as Lighthouse's command line does: a browser reused across runs kept its
// HTTP/socket state and compiled-code cache and measured 0.6–0.9 s more LCP than the command line (issue 30).
// `-- --cli` also runs Lighthouse's own command line on the same routes of the same server, one after the
// other, and fails when the two medians' LCP differ by more than 100 ms.
// /logout is left out: it navigates to /admin by design, which Lighthouse reports as an error.
// `-- --photos` first uploads a 3000 × 2000 photo-like JPEG into every hero and content slot through the
// admin API (bench/photos.ts), then audits with 5 runs per route and writes its own section and budget.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import {
  PHOTO_HEIGHT,
  PHOTO_QUALITY,
  PHOTO_WIDTH,
  publishArticleWithTableAndPhoto,
  type UploadedPhoto,
  uploadPhotosToEverySlot,
} from './photos.ts';
import { measuredOn, writeBenchSection } from './readme.ts';
import { auditedRoutes, benchAdmin, startBenchServer } from './server.ts';

const withPhotos = process.argv.includes('--photos');
const compareWithCli = process.argv.includes('--cli');
const requestedRoutes = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// With photos the goal of issue 23: every category 100 and LCP under 1.2 s.
const MIN_SCORE = withPhotos ? 100 : 98;
const LIGHTHOUSE_VERSION = '12.8';
const MAX_LCP_MS = withPhotos ? 1200 : 1500;
/** Issue 30: the hero and every image in view, at the width the emulated phone picks, under 30 KB. */
const MAX_IN_VIEW_IMAGE_BYTES = 30_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Number(process.env.RUNS ?? (withPhotos ? 5 : 3));
/** The command line's runs per route with `--cli` (CLI_RUNS; RUNS by default). */
const CLI_RUNS = Number(process.env.CLI_RUNS ?? RUNS);

/** The agreement asked of the project's audit and Lighthouse's command line on the same route. */
const MAX_CLI_DIFFERENCE_MS = 100;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Lighthouse's LCP phases (the largest-contentful-paint-element audit), in ms. */
interface LcpBreakdown {
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

export interface LighthouseRow {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  breakdown: LcpBreakdown | null;
  /** The largest image fetched at high priority: the LCP image and any other Chromium found in view. */
  inViewImageBytes: number;
}

type LighthouseResult = Awaited<ReturnType<typeof lighthouse>>;
type Lhr = NonNullable<LighthouseResult>['lhr'];

function lcpBreakdown(lhr: Lhr): LcpBreakdown | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { phase?: string; timing?: number }[] }[] }
    | undefined;
  const phases = details?.items?.[1]?.items;
  if (!phases || phases.length < 4) return null;
  const [ttfb, loadDelay, loadTime, renderDelay] = phases.map((phase) => Math.round(phase.timing ?? 0));
  return { ttfb: ttfb ?? 0, loadDelay: loadDelay ?? 0, loadTime: loadTime ?? 0, renderDelay: renderDelay ?? 0 };
}

/** Chromium raises an image in the viewport to high priority once it is laid out (or at once with fetchpriority=high). */
function largestInViewImageBytes(lhr: Lhr): number {
  const details = lhr.audits['network-requests']?.details as
    | { items?: { resourceType?: string; priority?: string; transferSize?: number }[] }
    | undefined;
  const inView = (details?.items ?? []).filter(
    (request) => request.resourceType === 'Image' && (request.priority === 'High' || request.priority === 'VeryHigh'),
  );
  return Math.max(0, ...inView.map((request) => request.transferSize ?? 0));
}

function rowOf(route: string, lhr: Lhr): LighthouseRow {
  const { categories, audits } = lhr;
  return {
    route,
    scores: Object.fromEntries(
      CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
    ) as LighthouseRow['scores'],
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    breakdown: lcpBreakdown(lhr),
    inViewImageBytes: largestInViewImageBytes(lhr),
  };
}

/**
 * The run with the median LCP (its phases and other categories), with the median performance score and TBT:
 * TBT swings most between runs, and sorting by score first made LCP follow it.
 */
function medianRun(runs: LighthouseRow[]): LighthouseRow | undefined {
  const middle = <T>(values: T[], compare: (a: T, b: T) => number) => [...values].sort(compare)[Math.floor(values.length / 2)];
  const byLcp = middle(runs, (a, b) => a.lcpMs - b.lcpMs);
  if (!byLcp) return undefined;
  return {
    ...byLcp,
    scores: {
      ...byLcp.scores,
      performance:
        middle(
          runs.map((run) => run.scores.performance),
          (a, b) => a - b,
        ) ?? 0,
    },
    tbtMs:
      middle(
        runs.map((run) => run.tbtMs),
        (a, b) => a - b,
      ) ?? 0,
  };
}

/** One run of the Node API in a browser of its own, closed afterwards. */
async function auditOnce(url: string): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * One run of Lighthouse's own command line (it launches and closes its own browser). It exits 1 when the run
 * lost its trace; the report it wrote says so (runtimeError) and the caller repeats such a run.
 */
async function auditOnceWithCli(url: string): Promise<Lhr> {
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-cli-'));
  const reportFile = join(folder, 'report.json');
  try {
    await promisify(execFile)(
      'node_modules/.bin/lighthouse',
      [
        url,
        '--output=json',
        `--output-path=${reportFile}`,
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
    ).catch((error: unknown) => {
      if (!existsSync(reportFile)) throw error;
    });
    return JSON.parse(readFileSync(reportFile, 'utf8')) as Lhr;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** RUNS measured runs of one route (a run that lost its trace is repeated up to three times); the median. */
async function auditRoute(route: string, audit: (url: string) => Promise<Lhr>, label: string, count: number) {
  const runs: LighthouseRow[] = [];
  for (let run = 0, failures = 0; run < count; run++) {
    const lhr = await audit(`${server.baseUrl}${route}`);
    // Lighthouse sometimes loses its trace (NO_NAVSTART); such a run measured nothing, so it is repeated.
    if (lhr.runtimeError && failures < 3) {
      failures++;
      run--;
      continue;
    }
    if (lhr.runtimeError) console.error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // LIGHTHOUSE_REPORTS=folder keeps each run's full report, to see why a route misses (LCP element, requests).
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${label}-${run + 1}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
    }
    runs.push(rowOf(route, lhr));
  }
  return medianRun(runs);
}

const loadBefore = loadavg()[0] ?? 0;
const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4620));
let photos: UploadedPhoto[] = [];
/** With photos, also an article holding a table and a library photo (issue 22), audited after the seeded routes. */
let tableArticleRoute: string | null = null;
if (withPhotos) {
  try {
    const uploaded = await uploadPhotosToEverySlot(server.baseUrl, benchAdmin);
    photos = uploaded.photos;
    rmSync(uploaded.folder, { recursive: true, force: true });
    const article = await publishArticleWithTableAndPhoto(server.baseUrl, benchAdmin);
    tableArticleRoute = article.route;
    photos.push({ page: 'insight', component: 'article image', bytes: article.bytes });
    console.log(`${photos.length} photos uploaded; ${tableArticleRoute} published with a table`);
  } catch (error) {
    await server.stop();
    throw error;
  }
}
const rows: LighthouseRow[] = [];
const cliRows: LighthouseRow[] = [];
try {
  const routes =
    requestedRoutes.length > 0
      ? requestedRoutes
      : [...auditedRoutes.filter((route) => route !== '/logout'), ...(tableArticleRoute ? [tableArticleRoute] : [])];
  for (const route of routes) {
    // A visitor meets a page the cache already holds; the first render after a start is not what is measured.
    await fetch(`${server.baseUrl}${route}`, { headers: { 'accept-encoding': 'br' } });
    const median = await auditRoute(route, auditOnce, 'api', RUNS);
    if (median) rows.push(median);
    if (compareWithCli) {
      const cliMedian = await auditRoute(route, auditOnceWithCli, 'cli', CLI_RUNS);
      if (cliMedian) cliRows.push(cliMedian);
    }
  }
} finally {
  await server.stop();
}

const phases = (row: LighthouseRow | undefined) =>
  row?.breakdown
    ? `${row.breakdown.ttfb} / ${row.breakdown.loadDelay} / ${row.breakdown.loadTime} / ${row.breakdown.renderDelay}`
    : '–';
const cliRowOf = (route: string) => cliRows.find((row) => row.route === route);
const table = [
  `| route | performance | accessibility | best practices | SEO | LCP ms | LCP phases ms (TTFB / load delay / load time / render delay) | CLS | TBT ms | largest image in view KB |${compareWithCli ? ' CLI LCP ms | CLI phases ms |' : ''}`,
  `|---|---:|---:|---:|---:|---:|---|---:|---:|---:|${compareWithCli ? '---:|---|' : ''}`,
  ...rows.map((row) => {
    const s = row.scores;
    const cli = cliRowOf(row.route);
    const cliColumns = compareWithCli ? ` ${cli?.lcpMs ?? '–'} | ${phases(cli)} |` : '';
    return `| ${row.route} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${row.lcpMs} | ${phases(row)} | ${row.cls} | ${row.tbtMs} | ${(row.inViewImageBytes / 1000).toFixed(1)} |${cliColumns}`;
  }),
].join('\n');
console.log(table);
// Only a run over every route replaces the committed results.
if (requestedRoutes.length === 0 && withPhotos) {
  const megabytes = photos.map((photo) => photo.bytes / 1024 / 1024);
  writeBenchSection(
    'lighthouse-photos',
    [
      '## Lighthouse with photographs (`npm run audit:lighthouse -- --photos`)',
      '',
      `As above, after uploading a ${PHOTO_WIDTH} × ${PHOTO_HEIGHT} photo into each of the ${photos.length - 1} hero and content`,
      'slots through the admin API (the image pipeline stores the original and its AVIF and WebP variants, as in',
      'production; then alt text and active), as the bench admin, and publishing an article whose image is one more',
      'such photo from the library and whose body holds a table, headings to h4, a list and a quote (the last row).',
      'The photos are JPEGs at quality',
      `${PHOTO_QUALITY} of ${Math.min(...megabytes).toFixed(2)}–${Math.max(...megabytes).toFixed(2)} MB made at run time from a seed (bench/photos.ts: a colour`,
      'gradient, soft-edged shapes, texture at three scales and grain, so they compress like camera photos).',
      `Each run in a fresh browser, after one request has put the route in the page cache; per route the run with the`,
      `median LCP of ${RUNS} (its LCP phases: TTFB / load delay / load time / render delay), with the median performance`,
      `score and TBT. Goal (issues 23, 30): every category ${MIN_SCORE} and LCP under ${MAX_LCP_MS} ms, and every image`,
      `fetched at high priority (the hero, and any other Chromium found in view) under ${MAX_IN_VIEW_IMAGE_BYTES / 1000} KB as sent.`,
      ...(compareWithCli
        ? [
            `The CLI columns: Lighthouse's own command line on the same server, ${CLI_RUNS} runs per route, each in the`,
            `browser it launches; the two medians must agree within ${MAX_CLI_DIFFERENCE_MS} ms of LCP.`,
          ]
        : []),
      '',
      table,
      '',
      `${measuredOn(loadBefore)} After the run: ${(loadavg()[0] ?? 0).toFixed(1)}; a load above the ${availableParallelism()} cores`,
      'slows the simulated CPU work (4× the observed) and so FCP, LCP and TBT.',
    ].join('\n'),
  );
} else if (requestedRoutes.length === 0) {
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
const disagreeing = compareWithCli
  ? rows.filter((row) => Math.abs(row.lcpMs - (cliRowOf(row.route)?.lcpMs ?? Number.POSITIVE_INFINITY)) > MAX_CLI_DIFFERENCE_MS)
  : [];
if (disagreeing.length > 0) {
  console.error(
    `The audit and Lighthouse's command line differ by more than ${MAX_CLI_DIFFERENCE_MS} ms of LCP on: ${disagreeing.map((row) => row.route).join(', ')}`,
  );
  process.exitCode = 1;
}
const below = rows.filter((row) => Object.values(row.scores).some((score) => score < MIN_SCORE) || row.lcpMs > MAX_LCP_MS);
if (below.length > 0) {
  console.error(
    `Below budget (every score >= ${MIN_SCORE}, LCP < ${MAX_LCP_MS} ms): ${below.map((row) => row.route).join(', ')}`,
  );
  process.exitCode = 1;
}
const heavyImages = withPhotos ? rows.filter((row) => row.inViewImageBytes > MAX_IN_VIEW_IMAGE_BYTES) : [];
if (heavyImages.length > 0) {
  console.error(
    `An image in view over ${MAX_IN_VIEW_IMAGE_BYTES / 1000} KB: ${heavyImages.map((row) => `${row.route} (${row.inViewImageBytes} B)`).join(', ')}`,
  );
  process.exitCode = 1;
}
