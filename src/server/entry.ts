// The built server's entry (dist/server/entry.mjs): the Node adapter's request handler, plus the
// runtime that scripts/start.ts starts around it, so pages, the seed and the outbox worker share one
// module graph and one database pool.
export { handler } from '@astrojs/node/server.js';
export { firstAdminAnnouncement, getLogger, getPageCache, prepare, startBackgroundWork, stopBackgroundWork } from './runtime.ts';
