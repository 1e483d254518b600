// The built server's entry (dist/server/entry.mjs): the Node adapter's request handler, and the server
// process around it (server-process.ts), so the site server, pages, the seed and the outbox worker share
// one module graph and one database pool.
import { handler } from '@astrojs/node/server.js';
import { serveInThisProcess } from './server-process.ts';

/** What scripts/server-process.mjs runs in each server process `npm start` forks. */
export function serve(): Promise<void> {
  return serveInThisProcess(handler);
}
