// `npm run bench:memory`: the built server's resident memory under five minutes of mixed traffic
// (public pages, hashed assets, made-up paths, enquiries, signed-in admin lists) at concurrency 16,
// sampled from /proc every 5 s. Budget: under 250 MB at every sample, and flat: the last minute's
// mean within 10% of the second minute's (after warm-up), with the setting production runs with
// (MALLOC_ARENA_MAX=2, as the Docker image and the README's systemd unit set); the bare `npm start` is
// measured beside it. Writes the results into bench/README.md.
// BENCH_MEMORY_SECONDS shortens the run for a quick look (the README records full runs only).

import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { markdownTable, measuredOn, writeBenchSection } from './readme.ts';
import { startBenchServer, startFlags } from './server.ts';
import { ADMIN_READS, enquiryBody, PUBLIC_PAGES, pick } from './traffic.ts';

const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 300);
const CONCURRENCY = 16;
const SAMPLE_MS = 5000;
const BUDGET_MB = 250;
const FLAT_TOLERANCE = 0.1;
process.env.BUILD_DIR ??= 'dist-bench';

const ADMIN = { email: 'bench@calderrowe.com.au', password: 'bench-password-123' };

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

const loadBefore = loadavg()[0] ?? 0;
const signingKey = randomBytes(32).toString('hex');
const port = Number(process.env.BENCH_MEMORY_PORT ?? 4651);
const assets = readdirSync(join(process.env.BUILD_DIR, 'client/_astro'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => `/_astro/${file}`);

interface Run {
  setting: string;
  total: number;
  start: number;
  early: number;
  late: number;
  peak: number;
  growth: number;
  counts: Record<string, number>;
  problems: string[];
}

/** Five minutes of mixed traffic against one server started with `env`, sampling its RSS. */
async function runTraffic(setting: string, env: Record<string, string>): Promise<Run> {
  const server = await startBenchServer(port, {
    CAPTCHA_PROVIDER: 'test',
    ALTCHA_HMAC_KEY: signingKey,
    CONTACT_RATE_LIMIT: '1000000/1m',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const base = server.baseUrl;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (signIn.headers.getSetCookie() ?? []).map((line) => line.split(';')[0]).join('; ');
  if (!signIn.ok || !cookie) throw new Error(`Could not sign in as the bench admin (${signIn.status})`);

  const counts: Record<string, number> = {};
  let enquiry = 0;
  const oneRequest = async (): Promise<void> => {
    const roll = Math.random();
    let kind: string;
    let response: Response;
    if (roll < 0.55) {
      kind = 'public page';
      response = await fetch(`${base}${pick(PUBLIC_PAGES)}`, {
        headers: { 'Accept-Encoding': pick(['br', 'gzip', 'identity']) },
      });
    } else if (roll < 0.7) {
      kind = 'built asset';
      response = await fetch(`${base}${pick(assets)}`, { headers: { 'Accept-Encoding': 'br' } });
    } else if (roll < 0.78) {
      kind = 'made-up path';
      response = await fetch(`${base}/resources/insights/no-such-article-${randomBytes(4).toString('hex')}`);
    } else if (roll < 0.88) {
      kind = 'enquiry';
      enquiry += 1;
      response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: enquiryBody(signingKey, {
          name: `Memory Visitor ${enquiry}`,
          email: `memory${enquiry}@example.com`,
          company: 'Bench Staffing Pty Ltd',
          message: `Enquiry ${enquiry}: we would like to discuss selling our recruitment agency. ${'detail '.repeat(40)}`,
        }),
      });
    } else {
      kind = 'admin read';
      response = await fetch(`${base}${pick(ADMIN_READS)}`, { headers: { Cookie: cookie } });
    }
    await response.arrayBuffer();
    const key = `${kind} ${response.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  };

  const samples: Array<{ second: number; megabytes: number }> = [];
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  // The supervisor and the process it supervises: what `npm start` costs the machine.
  const residentNow = () => [server.pid, ...server.servingPids()].reduce((sum, pid) => sum + residentMegabytes(pid), 0);
  samples.push({ second: 0, megabytes: residentNow() });
  const sampler = setInterval(() => samples.push({ second: Math.round(elapsed()), megabytes: residentNow() }), SAMPLE_MS);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (elapsed() < SECONDS) await oneRequest();
    }),
  );
  clearInterval(sampler);
  samples.push({ second: Math.round(elapsed()), megabytes: residentNow() });
  await server.stop();

  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const peak = Math.max(...samples.map((sample) => sample.megabytes));
  const window = (from: number, to: number) => samples.filter((sample) => sample.second >= from && sample.second < to);
  const early = mean(window(60, 120).map((sample) => sample.megabytes));
  const late = mean(window(SECONDS - 60, SECONDS + 1).map((sample) => sample.megabytes));
  const growth = (late - early) / early;
  const problems = [
    ...(peak >= BUDGET_MB ? [`peak ${peak.toFixed(0)} MB is over the ${BUDGET_MB} MB budget`] : []),
    ...(SECONDS >= 180 && growth > FLAT_TOLERANCE
      ? [`grew ${(growth * 100).toFixed(1)}% from the second to the last minute`]
      : []),
    ...Object.entries(counts)
      .filter(([key]) => / 5\d\d$/.test(key))
      .map(([key, count]) => `${count} answers ${key}`),
  ];
  const start = samples[0]?.megabytes ?? 0;
  console.log(
    `${setting}: ${total} requests in ${SECONDS} s (${(total / SECONDS).toFixed(0)}/s); RSS start ${mb(start)}, second minute ${mb(early)}, last minute ${mb(late)}, peak ${mb(peak)}`,
  );
  return { setting, total, start, early, late, peak, growth, counts, problems };
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
// The bare command, and the setting the Docker image and the README's systemd unit run with.
const runs = [
  await runTraffic('`npm start`', {}),
  await runTraffic('`npm start` with `MALLOC_ARENA_MAX=2` (Docker image, systemd unit)', { MALLOC_ARENA_MAX: '2' }),
];
const production = runs[1] as Run;
const problems = production.problems;
if (SECONDS >= 300) {
  writeBenchSection(
    'memory',
    [
      '## Resident memory under mixed traffic (`npm run bench:memory`)',
      '',
      `${SECONDS / 60} minutes at concurrency ${CONCURRENCY} against the built server on SQLite (page cache on, 64 MB budget): 55% public`,
      'pages (br, gzip, identity), 15% hashed assets, 8% made-up paths (404), 10% enquiries (test captcha,',
      'rate limit raised, e-mails to .eml files), 12% signed-in admin reads. RSS read from /proc every 5 s.',
      `Budget: under ${BUDGET_MB} MB at every sample, and the last minute's mean within ${FLAT_TOLERANCE * 100}% of the second minute's,`,
      'for the setting production runs with (the second row). The server runs with the Node flags of `npm start`',
      `(${startFlags.join(' ')}); without them the same run settled at 340-360 MB, most of it heap V8 kept`,
      "because it was allowed to. `MALLOC_ARENA_MAX=2` keeps glibc's per-thread arenas from holding freed memory.",
      '',
      ...markdownTable(
        ['setting', 'requests', 'per second', 'RSS at start', 'second minute', 'last minute', 'peak', 'growth', 'verdict'],
        runs.map((run) => [
          run.setting,
          run.total.toLocaleString('en-AU'),
          (run.total / SECONDS).toFixed(0),
          mb(run.start),
          mb(run.early),
          mb(run.late),
          mb(run.peak),
          `${(run.growth * 100).toFixed(1)}%`,
          run.problems.length === 0 ? 'within budget, flat' : run.problems.join('; '),
        ]),
      ),
      '',
      ...runs.map(
        (run) =>
          `Answers with ${run.setting}: ${Object.entries(run.counts)
            .sort()
            .map(([key, count]) => `${key}: ${count.toLocaleString('en-AU')}`)
            .join(', ')}.`,
      ),
      '',
      `${measuredOn(loadBefore)} The load generator runs on the same machine.`,
    ].join('\n'),
  );
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
