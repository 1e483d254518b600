// Starts the built site like `npm start` on a throwaway SQLite database for a benchmark, an audit or
// an end-to-end test that needs a server of its own, and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BenchServer {
  baseUrl: string;
  /** The SQLite file the server runs on. */
  databaseFile: string;
  /** What the server wrote to stderr so far (with `captureErrors`; otherwise it goes to this process's stderr). */
  errors(): string;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '..');

export async function startBenchServer(
  port: number,
  env: Record<string, string> = {},
  { captureErrors = false } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  const databaseFile = join(dataDir, 'site.db');
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'bench@calderrowe.com.au',
      ADMIN_PASSWORD: 'bench-password-123',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', captureErrors ? 'pipe' : 'inherit'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
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
    databaseFile,
    errors: () => errors,
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
