// Test helper for public page loaders that show insights: the services over a database holding the
// seeded insights.
import type { AppDatabase } from '#src/platform/db/database.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { insightSeedItems } from './seed.ts';

/** Migrates the database, seeds the fifteen insights and builds the services over it. */
export async function servicesWithInsights(database: AppDatabase) {
  const services = await createTestServices(database);
  await applySeed(database.db, insightSeedItems());
  return services;
}
