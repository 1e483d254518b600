// Gets a database ready to serve: migrations, each feature's seed, and the first admin on an empty
// install. Safe when several instances start at once (see accounts.server.ts and migrate.ts).
import { ensureFirstAdmin, type FirstAdminResult } from '../features/auth/accounts.server.ts';
import type { StaffServices } from '../features/auth/auth.server.ts';
import { imageSeedItems } from '../features/images/seed.ts';
import { insightSeedItems } from '../features/insights/seed.ts';
import { teamSeedItems } from '../features/team/seed.ts';
import type { AppConfig } from '../platform/config.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { applySeed, type SeedItem } from '../platform/db/seed.ts';

export interface PrepareResult {
  migrationsApplied: string[];
  seeded: string[];
  firstAdmin: FirstAdminResult | null;
}

/** Every feature's seed, in the order a fresh install shows them. */
export function siteSeedItems(): SeedItem[] {
  return [...insightSeedItems(), ...teamSeedItems(), ...imageSeedItems()];
}

export async function prepareSite(services: { config: AppConfig; auth: StaffServices }): Promise<PrepareResult> {
  const { database } = services.auth;
  const { applied } = await migrateToLatest(database);
  const { inserted } = await applySeed(database.db, siteSeedItems());
  const firstAdmin = await ensureFirstAdmin(services.auth, services.config.firstAdmin);
  return { migrationsApplied: applied, seeded: inserted, firstAdmin };
}
