// Starts the built site like `npm start` on a throwaway SQLite database for a benchmark, an audit or
// an end-to-end test that needs a server of its own, and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BenchServer {
  baseUrl: string;
  /** The process `npm start` runs: it supervises the server processes (WEB_CONCURRENCY, one by default). */
  pid: number;
  /** The processes that serve, for CPU readings (the supervisor only waits); resident memory counts `pid` too. */
  servingPids(): number[];
  /** The SQLite file the server runs on. */
  databaseFile: string;
  /** What the server wrote to stderr so far (with `captureErrors`; otherwise it goes to this process's stderr). */
  errors(): string;
  /** What the server wrote to stdout so far (with `captureOutput`; otherwise it is dropped). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '..');
/** The administrator every bench server is started with (ADMIN_EMAIL, ADMIN_PASSWORD), for scripts that sign in. */
export const benchAdmin = { email: 'bench@calderrowe.com.au', password: 'bench-password-123' } as const;
/** The Node flags `npm start` runs with (package.json), so a benchmark measures the process a firm runs. */
export const startFlags = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .filter((part) => part.startsWith('--'));

export async function startBenchServer(
  port: number,
  env: Record<string, string> = {},
  { captureErrors = false, captureOutput = false } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  const databaseFile = join(dataDir, 'site.db');
  const child: ChildProcess = spawn(process.execPath, [...startFlags, join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', captureOutput ? 'pipe' : 'ignore', captureErrors ? 'pipe' : 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let errors = '';
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
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
    pid: child.pid ?? 0,
    servingPids: () => childPids(child.pid ?? 0),
    databaseFile,
    errors: () => errors,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the bench admin: the headers its admin API calls carry (session cookie, same-site Origin). */
export async function signInHeaders(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<Record<string, string>> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(admin),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!signIn.ok || !cookie) throw new Error(`Could not sign in as the bench admin (${signIn.status})`);
  return { Cookie: cookie, Origin: baseUrl };
}

/** A process's children (Linux: /proc), such as the server processes `npm start` supervises. */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
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
  '/book-a-call',
  '/privacy-policy',
  '/logout',
];
