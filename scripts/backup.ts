// `npm run backup [-- --out <file>]`: a consistent snapshot of the SQLite database, the uploaded files
// and the generated secrets in one .tar.gz, taken while the site runs. PostgreSQL: see the README.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, createBackup } from '../src/platform/backup/backup.server.ts';
import { loadConfigOrExit } from './cli.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfigOrExit();
if (config.database.dialect !== 'sqlite') {
  console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump (see "Backups" in the README).');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const archive = values.out ?? join(config.dataDir, '..', 'backups', `site-${stamp}.tar.gz`);
try {
  const manifest = await createBackup(
    {
      databaseFile: config.database.file,
      dataDir: config.dataDir,
      uploadsDir: config.storage.driver === 'local' ? config.storage.root : null,
    },
    archive,
  );
  console.log(
    `Backed up the database${manifest.uploads ? ', the uploads' : ''} and ${manifest.secrets.length} secret files to ${archive}`,
  );
  if (config.storage.driver === 's3')
    console.log('Uploads live in S3: back the bucket up with its own versioning or replication.');
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `The backup failed: ${(error as Error).message}`);
  process.exit(1);
}
