// `npm run dev`: Astro's dev server with reload. The dev server prepares the database and starts the
// outbox worker itself (src/server/astro-integration.ts), as the built server does.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { loadConfigOrExit } from './cli.ts';

const config = loadConfigOrExit();
const root = resolve(import.meta.dirname, '..');
const astro = spawn(
  process.execPath,
  [join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(config.port), '--host', config.host],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
astro.on('exit', (code) => process.exit(code ?? 0));
