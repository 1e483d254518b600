// `npm run db:migrate`: applies pending migrations to the configured database and nothing else.
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { loadConfigOrExit } from './cli.ts';

const config = loadConfigOrExit();
const database = openDatabase(config.database);
try {
  const { applied } = await migrateToLatest(database);
  console.log(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
