// The database the e2e server runs on (SQLite, or PostgreSQL with E2E_DATABASE_URL), for tests that
// set up data no screen can make: the same Kysely queries on either.
import { E2E_DATABASE_URL } from '../playwright.config.ts';
import { parseDatabaseUrl } from '../src/platform/config.ts';
import { type AppDatabase, openDatabase } from '../src/platform/db/database.ts';

/** Runs `work` with a connection of its own, closed afterwards. */
export async function withE2eDatabase<T>(work: (database: AppDatabase) => Promise<T>): Promise<T> {
  const database = openDatabase(parseDatabaseUrl(E2E_DATABASE_URL));
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
