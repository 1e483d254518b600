// What the admin endpoint benchmarks (bench:inbox, bench:insights) share: the timing of one request
// kind, percentiles, and the report: a table per database in bench/README.md, one console line per
// request, and a failing exit when a budget is missed (written down first, beside the numbers).
import { markdownTable, measuredOn, writeBenchSection } from './readme.ts';

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
