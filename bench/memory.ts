// `npm run bench:memory`: the built server's resident memory under five minutes of mixed traffic
// (public pages, hashed assets, made-up paths, enquiries, signed-in admin lists, and an editor
// uploading photos, every fourth one of 49 megapixels) at concurrency 16, sampled from /proc every 5 s;
// then the peak of four 49-megapixel uploads at once on a fresh server, read by `ps` every 100 ms and
// from the kernel's high-water mark. Budgets, for `npm start` as a firm runs it: the serving process
// under 250 MB after the traffic and on average over its last minute, flat (the last minute within 10%
// of the second), and at most 600 MB at the peak of the four uploads. The same runs with glibc's
// default allocator arenas show what MALLOC_ARENA_MAX=2 buys. Writes the results into bench/README.md.
// BENCH_MEMORY_SECONDS shortens the traffic for a quick look (the README records full runs only).
// BENCH_MEMORY_COMPARE_BUILD=<dir> also measures another build (say, of the previous commit: touch its
// server/entry.mjs so `npm start` does not rebuild it from these sources), for before-and-after ratios.
// BENCH_MEMORY_START_ONLY=1 measures only `npm start`'s own setting (with BENCH_MEMORY_SECONDS, a quick look).

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ALLOCATOR_DEFAULTS } from '../scripts/workers.ts';
import { cameraSizedJpeg, photoLikeJpeg } from './photos.ts';
import { markdownTable, measuredOn, writeBenchSection } from './readme.ts';
import { benchAdmin, signInHeaders, startBenchServer, startFlags } from './server.ts';
import { ADMIN_READS, enquiryBody, PUBLIC_PAGES, pick } from './traffic.ts';

const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 300);
const CONCURRENCY = 16;
const SAMPLE_MS = 5000;
const BUDGET_MB = 250;
const UPLOAD_PEAK_BUDGET_MB = 600;
const FLAT_TOLERANCE = 0.1;
const UPLOAD_EVERY_SECONDS = 15;
const LARGE_EVERY = 4;
const PARALLEL_LARGE = 4;
/** A camera's 49-megapixel JPEG is over the default 10 MB: a firm uploading them raises the limit. */
const UPLOAD_MAX_MB = '25';
const IDLE_AFTER_MS = 10_000;
process.env.BUILD_DIR ??= 'dist-bench';
const compareBuild = process.env.BENCH_MEMORY_COMPARE_BUILD;

function statusMegabytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Resident memory as `ps` reports it: the independent reading beside /proc. */
async function psMegabytes(pid: number): Promise<number> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'rss=', '-p', String(pid)]);
  return Number(stdout.trim()) / 1024;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const mb = (value: number) => `${value.toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loadBefore = loadavg()[0] ?? 0;
const signingKey = randomBytes(32).toString('hex');
const port = Number(process.env.BENCH_MEMORY_PORT ?? 4651);
const assets = readdirSync(join(process.env.BUILD_DIR, 'client/_astro'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => `/_astro/${file}`);
console.log('Making the photos...');
const photos = [await photoLikeJpeg(11), await photoLikeJpeg(12), await photoLikeJpeg(13)];
const camera = await cameraSizedJpeg(49);
console.log(
  `Photos: 3000 × 2000 of ${(photos[0]?.length ?? 0) / 1e6} MB, 49 megapixels of ${(camera.length / 1e6).toFixed(1)} MB.`,
);

interface Setting {
  name: string;
  env: Record<string, string>;
}

// glibc's own behaviour, which `npm start` leaves when the environment sets these (scripts/workers.ts):
// eight arenas per core, and a threshold above 32 MiB, which glibc ignores, keeping its sliding one.
// (An empty or non-numeric value would not do: glibc reads it as 0 and maps every allocation.)
const glibcDefaults = { MALLOC_ARENA_MAX: String(8 * availableParallelism()), MALLOC_MMAP_THRESHOLD_: String(64 * 1024 * 1024) };
const settings: Setting[] = [
  { name: "`npm start` with glibc's own allocator settings", env: glibcDefaults },
  { name: '`npm start` with `MALLOC_ARENA_MAX=2` only', env: { ...glibcDefaults, MALLOC_ARENA_MAX: '2' } },
  {
    name: `\`npm start\` (${Object.entries(ALLOCATOR_DEFAULTS)
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')})`,
    env: {},
  },
  ...(compareBuild
    ? [
        {
          name: `\`${compareBuild}\` with \`MALLOC_ARENA_MAX=2\` only`,
          env: { ...glibcDefaults, BUILD_DIR: compareBuild, MALLOC_ARENA_MAX: '2' },
        },
      ]
    : []),
];
const PRODUCTION = 2;

async function startServer(setting: Setting) {
  const server = await startBenchServer(port, {
    CAPTCHA_PROVIDER: 'test',
    ALTCHA_HMAC_KEY: signingKey,
    CONTACT_RATE_LIMIT: '1000000/1m',
    LOG_LEVEL: 'warn',
    UPLOAD_MAX_MB,
    ...setting.env,
  });
  const [worker] = server.servingPids();
  if (!worker) throw new Error('The server process did not start');
  // What the serving process really runs with, as the kernel gave it its environment.
  const allocator = readFileSync(`/proc/${worker}/environ`, 'utf8')
    .split('\0')
    .filter((line) => line.startsWith('MALLOC_'))
    .sort();
  const expected = Object.entries({ ...ALLOCATOR_DEFAULTS, ...setting.env })
    .filter(([name]) => name.startsWith('MALLOC_'))
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  if (allocator.join(' ') !== expected.join(' ')) {
    throw new Error(`${setting.name}: the serving process runs with ${allocator.join(' ')}, not ${expected.join(' ')}`);
  }
  const headers = await signInHeaders(server.baseUrl, benchAdmin);
  const upload = async (bytes: Buffer, filename: string): Promise<number> => {
    const query = new URLSearchParams({ filename, category: 'auto' });
    const response = await fetch(`${server.baseUrl}/api/admin/images?${query}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/jpeg' },
      body: new Uint8Array(bytes),
    });
    await response.arrayBuffer();
    return response.status;
  };
  return { server, worker, headers, upload };
}

interface TrafficRun {
  setting: string;
  total: number;
  start: number;
  early: number;
  late: number;
  peak: number;
  after: number;
  afterPs: number;
  supervisor: number;
  growth: number;
  counts: Record<string, number>;
}

/** Five minutes of mixed traffic with photo uploads against one server, sampling its serving process's RSS. */
async function runTraffic(setting: Setting): Promise<TrafficRun> {
  const { server, worker, headers, upload } = await startServer(setting);
  const base = server.baseUrl;
  const counts: Record<string, number> = {};
  const count = (key: string) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
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
      response = await fetch(`${base}${pick(ADMIN_READS)}`, { headers: { Cookie: headers.Cookie ?? '' } });
    }
    await response.arrayBuffer();
    count(`${kind} ${response.status}`);
  };

  const samples: Array<{ second: number; megabytes: number }> = [];
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  samples.push({ second: 0, megabytes: statusMegabytes(worker, 'VmRSS') });
  const sampler = setInterval(
    () => samples.push({ second: Math.round(elapsed()), megabytes: statusMegabytes(worker, 'VmRSS') }),
    SAMPLE_MS,
  );
  // One editor uploads a photo every UPLOAD_EVERY_SECONDS, one after the other, as staff do.
  const editor = async () => {
    for (let index = 0; elapsed() < SECONDS; index += 1) {
      const large = index % LARGE_EVERY === LARGE_EVERY - 1;
      const status = await upload(large ? camera : (photos[index % photos.length] as Buffer), `office-${index}.jpg`);
      count(`${large ? '49-megapixel' : '6-megapixel'} upload ${status}`);
      await sleep(Math.max(0, (index + 1) * UPLOAD_EVERY_SECONDS - elapsed()) * 1000);
    }
  };
  await Promise.all([
    editor(),
    ...Array.from({ length: CONCURRENCY }, async () => {
      while (elapsed() < SECONDS) await oneRequest();
    }),
  ]);
  clearInterval(sampler);
  samples.push({ second: Math.round(elapsed()), megabytes: statusMegabytes(worker, 'VmRSS') });
  await sleep(IDLE_AFTER_MS);
  const after = statusMegabytes(worker, 'VmRSS');
  const afterPs = await psMegabytes(worker);
  const supervisor = statusMegabytes(server.pid, 'VmRSS');
  await server.stop();

  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  const window = (from: number, to: number) => samples.filter((sample) => sample.second >= from && sample.second < to);
  const early = mean(window(60, 120).map((sample) => sample.megabytes));
  const late = mean(window(SECONDS - 60, SECONDS + 1).map((sample) => sample.megabytes));
  const run: TrafficRun = {
    setting: setting.name,
    total,
    start: samples[0]?.megabytes ?? 0,
    early,
    late,
    peak: Math.max(...samples.map((sample) => sample.megabytes)),
    after,
    afterPs,
    supervisor,
    growth: (late - early) / early,
    counts,
  };
  console.log(
    `${setting.name}: ${total} requests in ${SECONDS} s; serving process RSS start ${mb(run.start)}, second minute ${mb(early)}, last minute ${mb(late)}, peak ${mb(run.peak)}, ${IDLE_AFTER_MS / 1000} s after ${mb(after)} (ps ${mb(afterPs)}); supervisor ${mb(supervisor)}`,
  );
  return run;
}

interface UploadPeak {
  setting: string;
  seconds: number;
  statuses: number[];
  before: number;
  peak: number;
  peakPs: number;
  after: number;
}

/** Four 49-megapixel uploads at once on a fresh server: its serving process's peak and what it keeps. */
async function runUploadPeak(setting: Setting): Promise<UploadPeak> {
  const { server, worker, upload } = await startServer(setting);
  for (const path of PUBLIC_PAGES) await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer();
  const before = statusMegabytes(worker, 'VmRSS');
  let peakPs = 0;
  let uploading = true;
  const sampler = (async () => {
    while (uploading) {
      peakPs = Math.max(peakPs, await psMegabytes(worker));
      await sleep(100);
    }
  })();
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: PARALLEL_LARGE }, (_, index) => upload(camera, `camera-${index}.jpg`)));
  const seconds = (performance.now() - started) / 1000;
  uploading = false;
  await sampler;
  await sleep(IDLE_AFTER_MS);
  // The kernel's high-water mark: the true peak, which a sampler can miss between two readings.
  const peak = statusMegabytes(worker, 'VmHWM');
  const after = statusMegabytes(worker, 'VmRSS');
  await server.stop();
  console.log(
    `${setting.name}: ${PARALLEL_LARGE} × 49 MP in ${seconds.toFixed(1)} s (${statuses.join(', ')}); RSS before ${mb(before)}, peak ${mb(peak)} (ps ${mb(peakPs)}), after ${mb(after)}`,
  );
  return { setting: setting.name, seconds, statuses, before, peak, peakPs, after };
}

const traffic: TrafficRun[] = [];
const peaks: UploadPeak[] = [];
const measured = process.env.BENCH_MEMORY_START_ONLY ? [settings[PRODUCTION] as Setting] : settings;
for (const setting of measured) {
  peaks.push(await runUploadPeak(setting));
  traffic.push(await runTraffic(setting));
}

/** `npm start`'s own setting among the measured: the only one with BENCH_MEMORY_START_ONLY. */
const productionIndex = measured.length === 1 ? 0 : PRODUCTION;
const productionTraffic = traffic[productionIndex] as TrafficRun;
const productionPeak = peaks[productionIndex] as UploadPeak;
const problems = [
  ...(productionTraffic.after >= BUDGET_MB
    ? [`${mb(productionTraffic.after)} after the traffic is over the ${BUDGET_MB} MB budget`]
    : []),
  ...(productionTraffic.late >= BUDGET_MB
    ? [`${mb(productionTraffic.late)} over the last minute is over the ${BUDGET_MB} MB budget`]
    : []),
  ...(SECONDS >= 180 && productionTraffic.growth > FLAT_TOLERANCE
    ? [`grew ${(productionTraffic.growth * 100).toFixed(1)}% from the second to the last minute`]
    : []),
  ...(productionPeak.peak > UPLOAD_PEAK_BUDGET_MB
    ? [`${mb(productionPeak.peak)} at the peak of the uploads is over the ${UPLOAD_PEAK_BUDGET_MB} MB budget`]
    : []),
  ...(productionPeak.statuses.some((status) => status !== 201) ? [`uploads answered ${productionPeak.statuses.join(', ')}`] : []),
  ...Object.entries(productionTraffic.counts)
    .filter(([key]) => / 5\d\d$/.test(key))
    .map(([key, value]) => `${value} answers ${key}`),
];

if (SECONDS >= 300 && measured.length === settings.length) {
  writeBenchSection(
    'memory',
    [
      '## Resident memory under mixed traffic and photo uploads (`npm run bench:memory`)',
      '',
      `${SECONDS / 60} minutes at concurrency ${CONCURRENCY} against the built server on SQLite (page cache on, 64 MB budget): 55% public`,
      'pages (br, gzip, identity), 15% hashed assets, 8% made-up paths (404), 10% enquiries (test captcha,',
      'rate limit raised, e-mails to .eml files), 12% signed-in admin reads; beside them one editor uploads a',
      `photo every ${UPLOAD_EVERY_SECONDS} s into the library, one after the other: 3000 × 2000 JPEGs of about 2 MB, and every fourth`,
      `a 49-megapixel (8576 × 5720) JPEG of ${(camera.length / 1e6).toFixed(1)} MB (\`UPLOAD_MAX_MB=${UPLOAD_MAX_MB}\`). In request count this is`,
      "more than a small firm's site sees in a day; the hour of the budget is compressed into it. The RSS of",
      `the serving process read from /proc every 5 s, and ${IDLE_AFTER_MS / 1000} s after the traffic (also by \`ps\`); the supervisor (\`npm start\`'s`,
      'own process) beside it. Budgets, for `npm start` (the third row): the serving process under',
      `${BUDGET_MB} MB ${IDLE_AFTER_MS / 1000} s after the traffic and over the last minute, and the last minute within ${FLAT_TOLERANCE * 100}% of the second.`,
      `The server runs with the Node flags of \`npm start\` (${startFlags.join(' ')}).`,
      '',
      ...markdownTable(
        [
          'setting',
          'requests',
          'uploads',
          'RSS at start',
          'second minute',
          'last minute',
          'peak',
          'after (ps)',
          'supervisor',
          'growth',
        ],
        traffic.map((run) => [
          run.setting,
          run.total.toLocaleString('en-AU'),
          String(
            Object.entries(run.counts)
              .filter(([key]) => key.includes('upload 201'))
              .reduce((sum, [, value]) => sum + value, 0),
          ),
          mb(run.start),
          mb(run.early),
          mb(run.late),
          mb(run.peak),
          `${mb(run.after)} (${mb(run.afterPs)})`,
          mb(run.supervisor),
          `${(run.growth * 100).toFixed(1)}%`,
        ]),
      ),
      '',
      ...traffic.map(
        (run) =>
          `Answers with ${run.setting}: ${Object.entries(run.counts)
            .sort()
            .map(([key, value]) => `${key}: ${value.toLocaleString('en-AU')}`)
            .join(', ')}.`,
      ),
      '',
      `**Four 49-megapixel uploads at once**, on a fresh server after one visit to each public page. Peak: the`,
      `kernel's high-water mark of the serving process (VmHWM), with the highest \`ps\` reading (every 100 ms)`,
      `beside it. Budget: at most ${UPLOAD_PEAK_BUDGET_MB} MB for \`npm start\`.`,
      '',
      ...markdownTable(
        ['setting', 'answers', 'time', 'RSS before', 'peak (ps)', `${IDLE_AFTER_MS / 1000} s after`],
        peaks.map((peak) => [
          peak.setting,
          peak.statuses.join(', '),
          `${peak.seconds.toFixed(1)} s`,
          mb(peak.before),
          `${mb(peak.peak)} (${mb(peak.peakPs)})`,
          mb(peak.after),
        ]),
      ),
      '',
      problems.length === 0 ? 'Verdict: within every budget.' : `Verdict: ${problems.join('; ')}.`,
      '',
      `${measuredOn(loadBefore)} The load generator runs on the same machine.`,
    ].join('\n'),
  );
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
