// Each benchmark owns one marked section of bench/README.md and rewrites only that section.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';

const file = join(resolve(import.meta.dirname), 'README.md');

export function writeBenchSection(name: string, text: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${text}\n${end}`;
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks and audits\n\nEach section is rewritten by its script with the last results.\n';
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(file, pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`);
}

/** "Measured 2026-11-22 on 2 × <cpu>, Node 24.x (1-minute load average 3.1 before the run)." */
export function measuredOn(loadBefore = loadavg()[0] ?? 0): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${availableParallelism()} × ${cpu}, Node ${process.versions.node} (1-minute load average ${loadBefore.toFixed(1)} before the run).`;
}

/** A table padded the way the repository's formatter (Biome) writes Markdown: first column left, numbers right. */
export function markdownTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(3, title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)];
}
