// `npm run bench:cache`: the cached public pages against nginx serving the very same bytes as static
// files, in one run: the home page, an article and the insights list, for identity, gzip and brotli
// requests, with wrk (-t2 -c32). nginx is started by the script itself (Debian's nginx with its
// brotli_static module; `apt-get install nginx libnginx-mod-http-brotli-static wrk`). Then the
// uncached render: CPU time per page with the cache off, with the 15 seeded insights and with 10,000.
// In between, one process each: the site logging each request, the same without its log, and one nginx
// worker, on every page and encoding, in short alternating rounds (BENCH_LOG_ROUNDS, default 4, of
// BENCH_ROUND_SECONDS, default 3). BENCH_CACHE_PARTS picks parts (processes, one-process, uncached).
//
// BUILD_DIR defaults to dist-bench so a running `npm start` keeps its build. Ports: BENCH_PORT (default
// 4611) and the next three.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../src/platform/db/database.ts';
import { measuredOn, writeBenchSection } from './readme.ts';
import { type BenchServer, startBenchServer } from './server.ts';

process.env.BUILD_DIR ??= 'dist-bench';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'article', path: '/resources/insights/how-recruitment-businesses-are-valued-ebitda-multiples' },
  { name: 'insights list', path: '/resources/insights' },
];
const ENCODINGS = [
  { name: 'identity', header: 'identity' },
  { name: 'gzip', header: 'gzip' },
  { name: 'brotli', header: 'br' },
];
const DURATION = process.env.BENCH_SECONDS ?? '10';
const SITE_PORT = Number(process.env.BENCH_PORT ?? 4611);
const NGINX_PORT = SITE_PORT + 1;
const LOG_ROUNDS = Number(process.env.BENCH_LOG_ROUNDS ?? 4);
/** Which parts run: `processes` (a process per core against nginx), `one-process` (the log on and off against one nginx worker), `uncached`; all by default. A partial run prints its tables and leaves bench/README.md alone. */
const PARTS = new Set((process.env.BENCH_CACHE_PARTS ?? 'processes,one-process,uncached').split(',').map((part) => part.trim()));

interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function parseDuration(text: string): number {
  const match = /([\d.]+)(us|ms|s|m)\b/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return value * unit;
}

/** The load of the throughput table: two wrk threads on the two cores the servers use too. */
const FULL_LOAD = { threads: 2, connections: 32, seconds: DURATION };
/** The one-process rounds: one wrk thread, so the measured process and wrk each have a core. */
const ROUND_LOAD = { threads: 1, connections: 16, seconds: process.env.BENCH_ROUND_SECONDS ?? '3' };

function wrk(url: string, encoding: string, load = FULL_LOAD): WrkResult {
  const shape = [`-t${load.threads}`, `-c${load.connections}`, `-d${load.seconds}s`];
  const run = spawnSync('wrk', [...shape, '--latency', '-H', `Accept-Encoding: ${encoding}`, url], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.error?.message}`);
  const out = run.stdout;
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
    [...out.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce((sum, match) => sum + Number(match[2]), 0);
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1]),
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    // Anchored to the line start: the Stdev column's percentage ("81.99%") also ends in "99%".
    p50: parseDuration(/^\s*50%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    p99: parseDuration(/^\s*99%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    errors,
  };
}

async function fetchBytes(url: string, encoding: string): Promise<{ body: Buffer; cache: string | null }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), cache: (response.headers['x-cache'] as string) ?? null }));
    })
      .on('error', reject)
      .end();
  });
}

/** Asks until the page cache answers `path` in `encoding`, and gives back the bytes it answers with. */
/**
 * The bytes the cache settles on for `path`: a page is stored with cheap compression and upgraded to
 * the best after its first hit, in every server process, so ask until the same cached bytes come back
 * several times in a row.
 */
async function fetchWhenCached(baseUrl: string, path: string, encoding: string): Promise<Buffer> {
  let settled: Buffer | null = null;
  let sameInARow = 0;
  for (let attempt = 0; attempt < 200 && sameInARow < 8; attempt += 1) {
    const answer = await fetchBytes(`${baseUrl}${path}`, encoding);
    if (answer.cache === 'HIT' && settled?.equals(answer.body)) sameInARow += 1;
    else {
      settled = answer.cache === 'HIT' ? answer.body : null;
      sameInARow = settled ? 1 : 0;
    }
    await sleep(20);
  }
  if (!settled || sameInARow < 8) throw new Error(`${path} is not answered from the cache with settled bytes`);
  return settled;
}

/** nginx serving `root` with the precompressed files, as fast as it is configured for static sites. */
async function startNginx(root: string, workers: 'auto' | 1 = 'auto') {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${prefix}/access.log combined buffer=64k;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { text/html html; }
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    gzip_static on;
    brotli_static on;
    location / { try_files $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${NGINX_PORT}/`)).ok) break;
    } catch {
      await sleep(100);
    }
  }
  return {
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The server's CPU time (user + system) in milliseconds, from /proc. */
function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/** The one process that serves (npm start supervises it): whose CPU time a request costs. */
function servingPid(server: BenchServer): number {
  const [pid] = server.servingPids();
  if (!pid) throw new Error(`no server process under ${server.pid}`);
  return pid;
}

async function renderCost(pid: number, baseUrl: string, path: string, requests = 200): Promise<number> {
  for (let index = 0; index < 20; index += 1) await fetchBytes(`${baseUrl}${path}`, 'identity');
  const before = cpuMilliseconds(pid);
  for (let index = 0; index < requests; index += 1) await fetchBytes(`${baseUrl}${path}`, 'identity');
  return (cpuMilliseconds(pid) - before) / requests;
}

function addInsights(databaseFile: string, total: number) {
  const database = openDatabase({ dialect: 'sqlite', file: databaseFile });
  return (async () => {
    const now = new Date();
    for (let start = 0; start < total; start += 500) {
      const rows = Array.from({ length: Math.min(500, total - start) }, (_, offset) => {
        const index = start + offset;
        return {
          id: `bench-insight-${index}`,
          title: `Bench insight ${index}: selling a recruitment business`,
          excerpt: 'A short summary of the article for the list and search results.',
          content: `<p>${'Owners of recruitment businesses ask how buyers value their firm. '.repeat(40)}</p>`,
          category: 'Valuation',
          read_time: '5 min read',
          date: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString().slice(0, 10),
          status: 'published' as const,
          image_url: null,
          author: 'David Calder',
          created_at: now,
          updated_at: now,
        };
      });
      await database.db.insertInto('insights').values(rows).execute();
    }
    await database.close();
  })();
}

const loadBefore = loadavg()[0] ?? 0;

/**
 * A folder holding the very bytes `server`'s cache answers each page with, in each encoding, as nginx's
 * precompressed static files (asked until the cache answers in that encoding).
 */
async function staticCopyOf(server: BenchServer): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'bench-static-'));
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  // nginx's workers run as another user when it is started by root: they must be able to read the files.
  chmodSync(root, 0o755);
  for (const page of PAGES) {
    for (const encoding of ENCODINGS) {
      const body = await fetchWhenCached(server.baseUrl, page.path, encoding.header);
      const file = join(root, page.path, 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      const suffix = { identity: '', gzip: '.gz', br: '.br' }[encoding.header as 'identity' | 'gzip' | 'br'];
      writeFileSync(`${file}${suffix}`, body);
    }
  }
  return root;
}

// LOG_LEVEL=info as in production: one access line per request, as nginx writes its access log; one
// server process per core (WEB_CONCURRENCY), as nginx runs one worker per core.
const processes = String(availableParallelism());
const throughput: { page: string; encoding: string; nginx: WrkResult; site: WrkResult }[] = [];
if (PARTS.has('processes')) {
  const site = await startBenchServer(SITE_PORT, { PAGE_CACHE_MB: '64', LOG_LEVEL: 'info', WEB_CONCURRENCY: processes });
  try {
    const nginx = await startNginx(await staticCopyOf(site));
    try {
      for (const page of PAGES) {
        const [ours, theirs] = await Promise.all([
          fetchBytes(`${site.baseUrl}${page.path}`, 'br'),
          fetchBytes(`http://127.0.0.1:${NGINX_PORT}${page.path}`, 'br'),
        ]);
        if (!ours.body.equals(theirs.body)) {
          throw new Error(`nginx does not serve the same bytes for ${page.path}: ${theirs.body.subarray(0, 200).toString()}`);
        }
      }
      for (const page of PAGES) {
        for (const encoding of ENCODINGS) {
          throughput.push({
            page: page.name,
            encoding: encoding.name,
            nginx: wrk(`http://127.0.0.1:${NGINX_PORT}${page.path}`, encoding.header),
            site: wrk(`${site.baseUrl}${page.path}`, encoding.header),
          });
        }
      }
    } finally {
      await nginx.stop();
    }
  } finally {
    await site.stop();
  }
}

// One process each, on every page and encoding: the site with its access log (LOG_LEVEL=info, a line per
// request), the same without (LOG_LEVEL=warn), and one nginx worker with its own. Short rounds, each
// measuring all three with the order turned round every other round, so a shared machine's drift weighs on
// all three alike; the ratios are taken within each round.
interface RoundRun {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** The server's CPU time (user + system) per request, in microseconds: steadier than requests/s when other work shares the cores. */
  cpuMicros: number;
}
function wrkWithCpu(pid: number, url: string, encoding: string): RoundRun {
  const before = cpuMilliseconds(pid);
  const result = wrk(url, encoding, ROUND_LOAD);
  return { ...result, cpuMicros: ((cpuMilliseconds(pid) - before) * 1000) / result.requests };
}
const oneProcess: { page: string; encoding: string; on: RoundRun[]; off: RoundRun[]; nginx: WrkResult[] }[] = [];
if (PARTS.has('one-process')) {
  const logged = await startBenchServer(SITE_PORT + 2, { PAGE_CACHE_MB: '64', LOG_LEVEL: 'info', WEB_CONCURRENCY: '1' });
  const unlogged = await startBenchServer(SITE_PORT + 3, { PAGE_CACHE_MB: '64', LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1' });
  try {
    for (const server of [logged, unlogged]) {
      for (const page of PAGES)
        for (const encoding of ENCODINGS) await fetchWhenCached(server.baseUrl, page.path, encoding.header);
    }
    const nginx = await startNginx(await staticCopyOf(logged), 1);
    try {
      for (const page of PAGES) {
        for (const encoding of ENCODINGS) {
          const row = {
            page: page.name,
            encoding: encoding.name,
            on: [] as RoundRun[],
            off: [] as RoundRun[],
            nginx: [] as WrkResult[],
          };
          const targets = [
            () => row.on.push(wrkWithCpu(servingPid(logged), `${logged.baseUrl}${page.path}`, encoding.header)),
            () => row.off.push(wrkWithCpu(servingPid(unlogged), `${unlogged.baseUrl}${page.path}`, encoding.header)),
            () => row.nginx.push(wrk(`http://127.0.0.1:${NGINX_PORT}${page.path}`, encoding.header, ROUND_LOAD)),
          ];
          for (let round = 0; round < LOG_ROUNDS; round += 1) {
            for (const measure of round % 2 === 0 ? targets : [...targets].reverse()) measure();
          }
          oneProcess.push(row);
        }
      }
    } finally {
      await nginx.stop();
    }
  } finally {
    await logged.stop();
    await unlogged.stop();
  }
}

// Uncached: the cache off, 15 insights, then 10,000.
const renders: { insights: number; costs: Record<string, number> }[] = [];
for (const total of PARTS.has('uncached') ? [0, 9985] : []) {
  const server = await startBenchServer(SITE_PORT, { PAGE_CACHE_MB: '0' });
  try {
    if (total > 0) await addInsights(server.databaseFile, total);
    const costs: Record<string, number> = {};
    for (const page of PAGES) costs[page.name] = await renderCost(servingPid(server), server.baseUrl, page.path);
    renders.push({ insights: 15 + total, costs });
  } finally {
    await server.stop();
  }
}

const fmt = (value: number, digits = 1) =>
  value.toLocaleString('en-AU', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows = throughput.map(
  ({ page, encoding, nginx, site: ours }) =>
    `| ${page} | ${encoding} | ${fmt(nginx.requestsPerSecond, 0)} | ${fmt(ours.requestsPerSecond, 0)} | ${fmt(ours.requestsPerSecond / nginx.requestsPerSecond, 2)} | ${fmt(nginx.p99, 2)} ms | ${fmt(ours.p99, 2)} ms | ${nginx.errors} / ${ours.errors} |`,
);
const renderRows = renders.map(
  ({ insights, costs }) =>
    `| ${insights.toLocaleString('en-AU')} | ${PAGES.map((page) => `${fmt(costs[page.name] ?? Number.NaN, 2)} ms`).join(' | ')} |`,
);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const range = (values: number[]) => `${fmt(median(values), 2)} (${fmt(Math.min(...values), 2)}–${fmt(Math.max(...values), 2)})`;
/** Per round: the logging server against the silent one (requests/s, and CPU capacity) and against nginx. */
const roundRatios = oneProcess.map(({ on, off, nginx }) => ({
  logThroughput: on.map((run, round) => run.requestsPerSecond / (off[round]?.requestsPerSecond ?? Number.NaN)),
  logCapacity: on.map((run, round) => (off[round]?.cpuMicros ?? Number.NaN) / run.cpuMicros),
  againstNginx: on.map((run, round) => run.requestsPerSecond / (nginx[round]?.requestsPerSecond ?? Number.NaN)),
}));
const oneProcessRows = oneProcess.map(({ page, encoding, on, off, nginx }, index) => {
  const ratios = roundRatios[index] ?? { logThroughput: [], logCapacity: [], againstNginx: [] };
  const rate = (runs: { requestsPerSecond: number }[]) => fmt(median(runs.map((run) => run.requestsPerSecond)), 0);
  const cpu = (runs: RoundRun[]) => fmt(median(runs.map((run) => run.cpuMicros)), 1);
  const errors = [...on, ...off, ...nginx].reduce((sum, run) => sum + run.errors, 0);
  const worstP99 = fmt(Math.max(...on.map((run) => run.p99)), 2);
  return `| ${page} | ${encoding} | ${rate(nginx)} | ${rate(off)} | ${rate(on)} | ${range(ratios.againstNginx)} | ${worstP99} ms | ${range(ratios.logThroughput)} | ${cpu(off)} µs | ${cpu(on)} µs | ${range(ratios.logCapacity)} | ${errors} |`;
});
const lowest = (pick: (ratios: (typeof roundRatios)[number]) => number[]) =>
  fmt(Math.min(...roundRatios.map((ratios) => median(pick(ratios)))), 2);
const worstOneProcessP99 = Math.max(...oneProcess.flatMap(({ on }) => on.map((run) => run.p99)));
const worst = Math.min(...throughput.map(({ nginx, site: ours }) => ours.requestsPerSecond / nginx.requestsPerSecond));
if (PARTS.size < 3) {
  console.log([...rows, ...oneProcessRows, ...renderRows].join('\n'));
  console.log('A partial run (BENCH_CACHE_PARTS): bench/README.md is left as it was.');
  process.exit(0);
}
writeBenchSection(
  'page-cache',
  `## Public pages from the page cache against nginx (\`npm run bench:cache\`)

The built server (\`scripts/start.ts\` with \`npm start\`'s Node flags, SQLite, \`LOG_LEVEL=info\`: one JSON access
line per request, \`WEB_CONCURRENCY=${processes}\`: one process per core) with its page cache warm, and nginx (\`worker_processes auto\`, \`sendfile\`, \`gzip_static\`,
\`brotli_static\`, a buffered access log) serving the very bytes the cache serves as static files, one after
the other on this machine: \`wrk -t2 -c32 -d${DURATION}s\` with the given \`Accept-Encoding\`; wrk shares the two
cores with the server it measures. Goal: at least 0.5 of nginx's requests/s, p99 under 10 ms, no errors.

| page | encoding | nginx req/s | site req/s | site / nginx | nginx p99 | site p99 | errors nginx / site |
|---|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Lowest ratio: ${fmt(worst, 2)}.

One process each: the server (\`WEB_CONCURRENCY=1\`) writing a line per request (\`LOG_LEVEL=info\`, stdout batched:
2 KB writes, a flush every 100 ms; stdout goes to /dev/null), the same server without it (\`LOG_LEVEL=warn\`), and
one nginx worker (\`worker_processes 1\`, its buffered access log on) serving the same bytes. ${LOG_ROUNDS} rounds of
\`wrk -t${ROUND_LOAD.threads} -c${ROUND_LOAD.connections} -d${ROUND_LOAD.seconds}s\` on each of the three, the order turned round every other round, so that wrk
and the measured process each have a core; the ratios are taken within each round (median, lowest–highest),
since other work on a shared machine moves the absolute numbers. The server's CPU time per request (user +
system, from /proc) is steadier than requests/s when other work takes turns on the cores: off / on of it is the
share of the silent server's capacity the logging one keeps. Goals: the logging server at least 0.5 of nginx's
requests/s with p99 under 10 ms, and at least 0.85 of the silent server.

| page | encoding | nginx, 1 worker, req/s | site, log off, req/s | site, log on, req/s | log on / nginx | log on, worst p99 | req/s on / off | CPU per request, off | CPU per request, on | capacity on / off | errors |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${oneProcessRows.join('\n')}

Lowest median ratios: the logging server against nginx ${lowest((ratios) => ratios.againstNginx)}; log on / off ${lowest((ratios) => ratios.logThroughput)} in requests/s and ${lowest((ratios) => ratios.logCapacity)} in CPU time per request. Worst p99 with the log on: ${fmt(worstOneProcessP99, 2)} ms.

Without the cache (\`PAGE_CACHE_MB=0\`), the server's CPU time per request (user + system, from /proc, 200
sequential requests after 20 to warm up), with the seeded insights and with 10,000 (the list paginates):

| insights | ${PAGES.map((page) => page.name).join(' | ')} |
|---:|${PAGES.map(() => '---:').join('|')}|
${renderRows.join('\n')}

${measuredOn(loadBefore)} After the run: ${(loadavg()[0] ?? 0).toFixed(1)}. A load average above the number of
cores means other work shared the machine during the run: the ratios hold up better than the absolute numbers.`,
);
console.log(rows.join('\n'));
console.log(oneProcessRows.join('\n'));
console.log(renderRows.join('\n'));
