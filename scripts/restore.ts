// `npm run restore -- <archive>`: puts a backup made by `npm run backup` back into DATA_DIR (the
// database, the uploads and the secrets). Stop the site first; start it again afterwards.
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from '../src/platform/backup/backup.server.ts';
import { loadConfigOrExit } from './cli.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const archive = positionals[0];
if (!archive) {
  console.error('Usage: npm run restore -- <backup .tar.gz file>');
  process.exit(1);
}
const config = loadConfigOrExit();
if (config.database.dialect !== 'sqlite') {
  console.error('DATABASE_URL is PostgreSQL: restore it with pg_restore (see "Backups" in the README).');
  process.exit(1);
}
try {
  await restoreBackup(
    {
      databaseFile: config.database.file,
      dataDir: config.dataDir,
      uploadsDir: config.storage.driver === 'local' ? config.storage.root : null,
    },
    archive,
  );
  console.log(`Restored ${archive} into ${config.dataDir}. Start the site again.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `The restore failed: ${(error as Error).message}`);
  process.exit(1);
}
