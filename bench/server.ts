// Starts the built site like `npm start` on a throwaway SQLite database for a benchmark or audit,
// and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '..');

export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'site.db')}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'bench@calderrowe.com.au',
      ADMIN_PASSWORD: 'bench-password-123',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/robots.txt`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every public route the audits cover, with one article. */
export const auditedRoutes = [
  '/',
  '/about',
  '/services',
  '/services/sale-ready-assessments',
  '/services/value-optimisation',
  '/services/business-sales',
  '/services/business-purchases',
  '/resources',
  '/resources/valuation-calculator',
  '/resources/insights',
  '/resources/insights/how-recruitment-businesses-are-valued-ebitda-multiples',
  '/contact',
  '/logout',
];
