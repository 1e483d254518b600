// `npm start`: build if the build is missing or older than the sources, then supervise the server
// processes, each of which loads the built server, migrates, seeds and creates the first admin on an
// empty install, serves it in production mode and starts its background work (src/server/server-process.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Before the config is read: React's development renderer is 3 to 4 times slower.
process.env.NODE_ENV = 'production';
// The adapter's entry would otherwise listen by itself; the site server wraps its handler instead.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const { default: cluster } = await import('node:cluster');
const { loadConfigOrExit } = await import('./cli.ts');
const { superviseWorkers } = await import('./workers.ts');

const config = loadConfigOrExit();
const root = resolve(import.meta.dirname, '..');
const serverEntry = join(config.buildDir, 'server/entry.mjs');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  const sources = ['src', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'].map((path) => join(root, path));
  return sources.some((path) => newestChange(path) > built);
}

if (buildIsStale()) {
  console.log('Building the site (first start or sources changed)...');
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', config.buildDir],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    },
  );
  if (build.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

// WEB_CONCURRENCY server processes (one by default) share the port; this one only starts, replaces and
// stops them, so a server process that crashes is replaced while the port stays open. Each runs the
// build from a plain JavaScript file (scripts/server-process.mjs), not this one.
process.env.SITE_SERVER_ENTRY = serverEntry;
cluster.setupPrimary({ exec: join(root, 'scripts/server-process.mjs') });
const { createLogger } = await import('../src/platform/log.ts');
superviseWorkers(config.webConcurrency, createLogger(config.logLevel));
