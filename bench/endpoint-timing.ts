// What the admin endpoint benchmarks (bench:inbox, bench:insights) share: services over a throwaway
// SQLite file or PostgreSQL schema, the timing of one request kind, percentiles, and the report: a
// table per database in bench/README.md, one console line per request, and a failing exit when a
// budget is missed (written down first, beside the numbers).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_ORIGIN } from '../src/features/auth/auth.testing.ts';
import { parseConfig } from '../src/platform/config.ts';
import { type AppDatabase, openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { createLogger } from '../src/platform/log.ts';
import { createServices, type Services } from '../src/server/services.ts';
import { createPostgresSchema } from './postgres.ts';
import { markdownTable, measuredOn, writeBenchSection } from './readme.ts';

export type BenchDialect = 'sqlite' | 'postgres';

/** Migrated services over a fresh database of the dialect, for `work`; everything is removed afterwards. */
export async function withBenchServices<T>(
  dialect: BenchDialect,
  postgresUrl: string | undefined,
  work: (services: Services, database: AppDatabase) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-endpoints-'));
  const postgres = dialect === 'postgres' && postgresUrl ? await createPostgresSchema(postgresUrl) : undefined;
  const config = parseConfig({
    NODE_ENV: 'production',
    SITE_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    DATABASE_URL: postgres ? postgres.url : `sqlite:${join(dataDir, 'site.db')}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    return await work(createServices(config, database, createLogger('silent')), database);
  } finally {
    await database.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The results on SQLite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names one. */
export async function onEveryDatabase(
  run: (dialect: BenchDialect, postgresUrl?: string) => Promise<Timing[]>,
): Promise<{ results: { dialect: string; timings: Timing[] }[]; postgresSkipped: boolean }> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const results = [{ dialect: 'SQLite (node:sqlite, WAL)', timings: await run('sqlite') }];
  if (postgresUrl) results.push({ dialect: 'PostgreSQL', timings: await run('postgres', postgresUrl) });
  return { results, postgresSkipped: !postgresUrl };
}

export interface Timing {
  label: string;
  rows: string;
  p50: number;
  p95: number;
  max: number;
  /** Milliseconds the request may take: at the 95th percentile, or at most when `judgedBy` says max. */
  budget: number;
  judgedBy?: 'p95' | 'max';
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** `runs` timed calls of `work` after two warm-ups; `work` answers the rows it saw, for the table. */
export async function timeRequest(
  request: { label: string; runs: number; budget: number; judgedBy?: Timing['judgedBy'] },
  work: () => Promise<string>,
): Promise<Timing> {
  const samples: number[] = [];
  let rows = '';
  for (let index = -2; index < request.runs; index += 1) {
    const started = performance.now();
    rows = await work();
    if (index >= 0) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    label: request.label,
    rows,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: samples.at(-1) ?? Number.NaN,
    budget: request.budget,
    judgedBy: request.judgedBy ?? 'p95',
  };
}

export function reportEndpointTimings({
  section,
  introduction,
  results,
  loadBefore,
  postgresSkipped,
}: {
  /** The bench/README.md section this benchmark owns. */
  section: string;
  /** The heading and the paragraph saying what was measured. */
  introduction: string[];
  results: { dialect: string; timings: Timing[] }[];
  loadBefore: number;
  postgresSkipped: boolean;
}): void {
  const measured = (timing: Timing) => (timing.judgedBy === 'max' ? timing.max : timing.p95);
  const problems = results.flatMap(({ dialect, timings }) =>
    timings
      .filter((timing) => measured(timing) >= timing.budget)
      .map((timing) => `${dialect}: ${timing.label} took ${ms(measured(timing))} (budget ${timing.budget} ms)`),
  );
  const lines = [...introduction, ''];
  for (const { dialect, timings } of results) {
    lines.push(
      `**${dialect}**`,
      '',
      ...markdownTable(
        ['request', 'rows', 'p50', 'p95', 'max'],
        timings.map((timing) => [timing.label, timing.rows, ms(timing.p50), ms(timing.p95), ms(timing.max)]),
      ),
      '',
    );
    for (const timing of timings) {
      console.log(
        `${dialect} | ${timing.label} | ${timing.rows} | p50 ${ms(timing.p50)} p95 ${ms(timing.p95)} max ${ms(timing.max)}`,
      );
    }
  }
  lines.push(measuredOn(loadBefore));
  if (postgresSkipped) lines.push('', 'PostgreSQL was skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');
  if (problems.length > 0) lines.push('', '**Over budget in this run:**', '', ...problems.map((problem) => `- ${problem}`));
  writeBenchSection(section, lines.join('\n'));
  console.log('Results written to bench/README.md.');
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}
