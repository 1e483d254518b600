// `npm start`: build if the build is missing or older than the sources, then load the built server,
// which migrates, seeds and creates the first admin on an empty install, serve it in production mode,
// and start its outbox worker.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Before the config is read: React's development renderer is 3 to 4 times slower.
process.env.NODE_ENV = 'production';
// The adapter's entry would otherwise listen by itself; serve.ts wraps its handler instead.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const { default: cluster } = await import('node:cluster');
const { loadConfigOrExit } = await import('./cli.ts');
const { startSiteServer } = await import('./serve.ts');
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

if (cluster.isPrimary && buildIsStale()) {
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

if (cluster.isPrimary) {
  // WEB_CONCURRENCY processes (one by default) share the port; this one only starts, replaces and
  // stops them, so a server process that crashes is replaced while the port stays open.
  const { createLogger } = await import('../src/platform/log.ts');
  superviseWorkers(config.webConcurrency, createLogger(config.logLevel));
} else {
  await serveInThisProcess();
}

async function serveInThisProcess(): Promise<void> {
  const server = (await import(pathToFileURL(serverEntry).href)) as typeof import('../src/server/entry.ts');

  try {
    const result = await server.prepare();
    if (result.migrationsApplied.length > 0) console.log(`Applied migrations: ${result.migrationsApplied.join(', ')}`);
    if (result.seeded.length > 0) console.log(`Seeded ${result.seeded.length} items.`);
    const announcement = server.firstAdminAnnouncement(result.firstAdmin);
    if (announcement) console.log(announcement);
  } catch (error) {
    console.error(`Could not prepare the database (${config.database.dialect}): ${(error as Error).message}`);
    process.exit(1);
  }

  try {
    await startSiteServer(server.handler, {
      host: config.host,
      port: config.port,
      clientDir: join(config.buildDir, 'client'),
      trustProxy: config.trustProxy,
      maxBodyBytes: config.requestBodyMaxBytes,
      pageCache: server.getPageCache(),
      logger: server.getLogger(),
      shutdownGraceMs: config.shutdownGraceMs,
      requestTimeoutMs: config.requestTimeoutMs,
      onStop: server.stopBackgroundWork,
    });
  } catch (error) {
    console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`Serving ${config.siteUrl} (listening on ${config.host}:${config.port})`);
  server.startBackgroundWork();
}
