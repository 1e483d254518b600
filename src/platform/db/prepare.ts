// Gets a database ready to serve: migrations, seed, and the first admin on an empty install.
import { ensureFirstAdmin, type FirstAdminResult } from '../../features/users/accounts.server.ts';
import type { AppDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed.ts';

export interface PrepareResult {
  migrationsApplied: string[];
  seeded: string[];
  firstAdmin: FirstAdminResult | null;
}

export async function prepareDatabase(
  database: AppDatabase,
  firstAdmin: { email?: string; password?: string },
): Promise<PrepareResult> {
  const { applied } = await migrateToLatest(database);
  const { inserted } = await seedDatabase(database.db);
  const admin = await ensureFirstAdmin(database.db, firstAdmin);
  return { migrationsApplied: applied, seeded: inserted, firstAdmin: admin };
}
