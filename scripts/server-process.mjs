// One server process of `npm start`, forked by scripts/start.ts: it loads the build and serves
// (src/server/server-process.ts). Plain JavaScript, so Node never loads its TypeScript stripper in a
// server process (about 17 MB of its resident memory); SITE_SERVER_ENTRY names the built entry.
import { pathToFileURL } from 'node:url';

const entry = process.env.SITE_SERVER_ENTRY;
if (!entry) throw new Error('SITE_SERVER_ENTRY is not set: start the site with npm start.');
const server = await import(pathToFileURL(entry).href);
await server.serve();
