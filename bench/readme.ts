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
