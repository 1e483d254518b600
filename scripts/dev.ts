// `npm run dev`: prepares the database like `npm start`, then runs Astro's dev server with reload.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { openDatabase } from '../src/platform/db/database.ts';
import { prepareDatabase } from '../src/platform/db/prepare.ts';
import { announceFirstAdmin, loadConfigOrExit } from './cli.ts';

const config = loadConfigOrExit();
const database = openDatabase(config.database);
try {
  const result = await prepareDatabase(database, config.firstAdmin);
  announceFirstAdmin(result.firstAdmin);
} finally {
  await database.close();
}

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
