// Gets a database ready to serve: migrations, each feature's seed, and the first admin on an empty
// install. Safe when several instances start at once (see accounts.server.ts and migrate.ts).
import type { SeedContext } from '../features/admin/admin-area.ts';
import { ensureFirstAdmin, type FirstAdminResult } from '../features/auth/accounts.server.ts';
import type { StaffServices } from '../features/auth/auth.server.ts';
import type { AppConfig } from '../platform/config.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { applySeed, type SeedItem } from '../platform/db/seed.ts';
import { ADMIN_AREAS } from './areas.ts';

export interface PrepareResult {
  migrationsApplied: string[];
  seeded: string[];
  firstAdmin: FirstAdminResult | null;
}

/** Every area's seed, in the list's order (areas.ts). */
export function siteSeedItems(context: SeedContext): SeedItem[] {
  return ADMIN_AREAS.flatMap((area) => area.seed?.(context) ?? []);
}

export async function prepareSite(services: { config: AppConfig; auth: StaffServices }): Promise<PrepareResult> {
  const { database } = services.auth;
  const { applied } = await migrateToLatest(database);
  // The first admin before the seeds: a fresh install offers its first admin for booked calls.
  const firstAdmin = await ensureFirstAdmin(services.auth, services.config.firstAdmin);
  const { inserted } = await applySeed(database.db, siteSeedItems({ config: services.config }));
  return { migrationsApplied: applied, seeded: inserted, firstAdmin };
}
