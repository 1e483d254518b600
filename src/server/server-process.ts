// One server process of `npm start`: prepares the database (migrations, seed, first admin), serves the
// built handler through the site server, then starts the background work. It runs from the build
// (entry.ts), started by scripts/server-process.mjs, so a server process loads each module once and
// never Node's TypeScript stripper.
import { join } from 'node:path';
import { getConfig } from '../platform/config.ts';
import { type NodeHandler, startSiteServer } from '../platform/http/site-server.ts';
import { firstAdminAnnouncement, getLogger, getPageCache, prepare, startBackgroundWork, stopBackgroundWork } from './runtime.ts';

export async function serveInThisProcess(handler: NodeHandler): Promise<void> {
  // The supervisor read the configuration before forking this process: a bad one never gets here.
  const config = getConfig();
  try {
    const result = await prepare();
    if (result.migrationsApplied.length > 0) console.log(`Applied migrations: ${result.migrationsApplied.join(', ')}`);
    if (result.seeded.length > 0) console.log(`Seeded ${result.seeded.length} items.`);
    const announcement = firstAdminAnnouncement(result.firstAdmin);
    if (announcement) console.log(announcement);
  } catch (error) {
    console.error(`Could not prepare the database (${config.database.dialect}): ${(error as Error).message}`);
    process.exit(1);
  }

  try {
    await startSiteServer(handler, {
      host: config.host,
      port: config.port,
      clientDir: join(config.buildDir, 'client'),
      trustProxy: config.trustProxy,
      maxBodyBytes: config.requestBodyMaxBytes,
      pageCache: getPageCache(),
      logger: getLogger(),
      shutdownGraceMs: config.shutdownGraceMs,
      requestTimeoutMs: config.requestTimeoutMs,
      onStop: stopBackgroundWork,
    });
  } catch (error) {
    console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`Serving ${config.siteUrl} (listening on ${config.host}:${config.port})`);
  startBackgroundWork();
}
