// Test helpers for public page loaders: the services over a database holding the seeded insights, and
// the part of Astro's page context a loader reads.
import type { AppDatabase } from '#src/platform/db/database.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { insightSeedItems } from '../insights/seed.ts';
import type { PublicPageContext } from './public-page.server.ts';

/** Migrates the database, seeds the fifteen insights and builds the services over it. */
export async function servicesWithInsights(database: AppDatabase) {
  const services = await createTestServices(database);
  await applySeed(database.db, insightSeedItems());
  return services;
}

/** The page context of a request to `path`. */
export function pageContext(
  services: App.Locals['services'],
  path: string,
  params: Record<string, string | undefined> = {},
): PublicPageContext {
  return {
    locals: { services, staff: null, clientAddress: '203.0.113.7' },
    params,
    url: new URL(path, services.config.siteUrl),
    response: { headers: new Headers() },
  };
}
