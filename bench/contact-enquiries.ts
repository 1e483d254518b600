// `npm run bench:contact`: 1,000 enquiries at concurrency 20 against the built server (like
// `npm start`), on SQLite and on PostgreSQL, with CAPTCHA_PROVIDER=test (tokens are signed instead of
// earned by proof of work, but go through the same server-side check and single-use record) and
// the rate limit raised. E-mails go to .eml files (no SMTP_URL), so each enquiry also writes two
// outbox rows and two files. Reports enquiries per second and latency percentiles, asserts exactly
// 1,000 enquiries and 2,000 outbox e-mails, and writes the results into bench/README.md.
//
// PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL names a database the benchmark may
// create a schema in. BUILD_DIR defaults to dist-bench so a running `npm start` keeps its build.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { issueFormStamp } from '../src/features/contact/form-stamp.server.ts';
import { createTestCaptchaToken } from '../src/platform/captcha/test-token.server.ts';
import { type AppDatabase, openDatabase } from '../src/platform/db/database.ts';
import { createPostgresSchema } from './postgres.ts';
import { markdownTable, writeBenchSection } from './readme.ts';
import { startBenchServer } from './server.ts';

const TOTAL = 1000;
const CONCURRENCY = 20;
process.env.BUILD_DIR ??= 'dist-bench';

interface RunResult {
  dialect: 'sqlite' | 'postgres';
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  outcomes: Record<string, number>;
  rows: number;
  outbox: number;
  outboxByStatus: Record<string, number>;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function countRows(database: AppDatabase) {
  const count = async (table: 'contact_submissions' | 'email_outbox') =>
    Number(
      (await database.db.selectFrom(table).select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow()).total,
    );
  const byStatus = await database.db
    .selectFrom('email_outbox')
    .select(['status', sql<string | number>`count(*)`.as('total')])
    .groupBy('status')
    .execute();
  return {
    rows: await count('contact_submissions'),
    outbox: await count('email_outbox'),
    outboxByStatus: Object.fromEntries(byStatus.map((row) => [row.status, Number(row.total)])),
  };
}

/** Refuses a port another server already uses: the benchmark would measure that server instead. */
async function assertPortFree(port: number): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', () => reject(new Error(`Port ${port} is in use; set BENCH_CONTACT_PORT to a free port.`)));
    server.listen(port, '127.0.0.1', () => resolve());
  });
  await new Promise((resolve) => server.close(resolve));
}

async function run(dialect: 'sqlite' | 'postgres', port: number, postgresUrl?: string): Promise<RunResult> {
  await assertPortFree(port);
  const signingKey = randomBytes(32).toString('hex');
  const postgres = dialect === 'postgres' && postgresUrl ? await createPostgresSchema(postgresUrl) : undefined;
  const env: Record<string, string> = {
    CAPTCHA_PROVIDER: 'test',
    ALTCHA_HMAC_KEY: signingKey,
    CONTACT_RATE_LIMIT: '1000000/1m',
    LOG_LEVEL: 'error',
  };
  const sqliteDirectory = postgres ? undefined : mkdtempSync(join(tmpdir(), 'bench-contact-'));
  const sqliteFile = join(sqliteDirectory ?? '', 'site.db');
  env.DATABASE_URL = postgres ? postgres.url : `sqlite:${sqliteFile}`;
  const server = await startBenchServer(port, env);
  const database = openDatabase(postgres ? { dialect: 'postgres', url: postgres.url } : { dialect: 'sqlite', file: sqliteFile });
  try {
    // Warm up the route, the captcha path and the database pools without creating enquiries.
    for (let index = 0; index < 50; index += 1) await (await fetch(`${server.baseUrl}/api/contact/challenge`)).text();

    const latencies: number[] = [];
    const outcomes: Record<string, number> = {};
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < TOTAL) {
        const index = next;
        next += 1;
        const body = JSON.stringify({
          name: `Bench Visitor ${index}`,
          email: `visitor${index}@example.com`,
          company: index % 2 === 0 ? 'Bench Staffing Pty Ltd' : '',
          phone: index % 3 === 0 ? '07 3000 0000' : '',
          message: `Enquiry number ${index}: we would like to discuss selling our recruitment agency.`,
          captcha: createTestCaptchaToken(signingKey),
          website: '',
          // Shown a minute ago, like a visitor who took their time.
          formStamp: issueFormStamp(signingKey, new Date(Date.now() - 60_000)),
        });
        const sent = performance.now();
        const response = await fetch(`${server.baseUrl}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
        const answer = (await response.json()) as { outcome?: string; error?: string };
        latencies.push(performance.now() - sent);
        const key = `${response.status} ${answer.outcome ?? answer.error}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      dialect,
      seconds,
      perSecond: TOTAL / seconds,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
      outcomes,
      ...(await countRows(database)),
    };
  } finally {
    await database.close();
    await server.stop();
    await postgres?.drop();
    if (sqliteDirectory) rmSync(sqliteDirectory, { recursive: true, force: true });
  }
}

function check(result: RunResult): string[] {
  const problems: string[] = [];
  if (result.rows !== TOTAL) problems.push(`${result.dialect}: expected ${TOTAL} enquiries, found ${result.rows}`);
  if (result.outbox !== TOTAL * 2)
    problems.push(`${result.dialect}: expected ${TOTAL * 2} outbox e-mails, found ${result.outbox}`);
  const accepted = result.outcomes['201 sent'] ?? 0;
  if (accepted !== TOTAL)
    problems.push(`${result.dialect}: expected ${TOTAL} answers "201 sent", got ${JSON.stringify(result.outcomes)}`);
  return problems;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function section(results: RunResult[], skipped: string | null): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const lines = [
    '## Contact enquiries (`npm run bench:contact`)',
    '',
    `${TOTAL.toLocaleString('en-AU')} enquiries at concurrency ${CONCURRENCY} against the built server (\`scripts/start.ts\`,`,
    'production mode), `CAPTCHA_PROVIDER=test` (signed tokens through the real server-side check and',
    'single-use record), rate limit raised, e-mails written as `.eml` files. Each enquiry is one',
    'transaction (enquiry, captcha use, two outbox rows) followed by sending both e-mails before the answer.',
    '',
    ...markdownTable(
      ['database', 'enquiries/s', 'p50', 'p95', 'p99', 'max', 'enquiries stored', 'outbox e-mails'],
      results.map((result) => [
        result.dialect === 'sqlite' ? 'SQLite (node:sqlite, WAL)' : 'PostgreSQL',
        result.perSecond.toFixed(0),
        ms(result.p50),
        ms(result.p95),
        ms(result.p99),
        ms(result.max),
        result.rows.toLocaleString('en-AU'),
        `${result.outbox.toLocaleString('en-AU')} (${Object.entries(result.outboxByStatus)
          .map(([status, count]) => `${count.toLocaleString('en-AU')} ${status}`)
          .join(', ')})`,
      ]),
    ),
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${availableParallelism()} × ${cpu}, Node ${process.versions.node}; the load generator runs on the same machine`,
    `(1-minute load average ${loadBefore.toFixed(1)} before the run: other work on a shared machine slows it).`,
  ];
  if (skipped) lines.push('', skipped);
  return lines.join('\n');
}

const loadBefore = loadavg()[0] ?? 0;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const results: RunResult[] = [];
const port = Number(process.env.BENCH_CONTACT_PORT ?? 4637);
results.push(await run('sqlite', port));
if (postgresUrl) results.push(await run('postgres', port + 1, postgresUrl));
const skipped = postgresUrl ? null : 'PostgreSQL was skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.';
for (const result of results) {
  console.log(
    `${result.dialect}: ${result.perSecond.toFixed(0)} enquiries/s over ${result.seconds.toFixed(1)} s; p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, max ${ms(result.max)}; ${result.rows} enquiries, ${result.outbox} outbox e-mails ${JSON.stringify(result.outboxByStatus)}`,
  );
}
const problems = results.flatMap(check);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeBenchSection('contact-enquiries', section(results, skipped));
console.log('Results written to bench/README.md.');
