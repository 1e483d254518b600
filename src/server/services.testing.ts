// Test helper: the whole composition root over a test database, configured like a fresh install
// (files under a throwaway DATA_DIR), with the auth secret and origin the auth test helpers use.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_LOGIN, TEST_ORIGIN, TEST_SECRET, testPasswordHashing } from '../features/auth/auth.testing.ts';
import { parseConfig } from '../platform/config.ts';
import type { AppDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { createLogger } from '../platform/log.ts';
import { createServices, type Services } from './services.ts';

/**
 * Migrates the database and builds every service over it, staff passwords hashed at the test cost
 * (auth.testing.ts); log lines are kept in `log.lines`.
 */
export async function createTestServices(
  database: AppDatabase,
  { requireAdminTwoFactor = false, env = {} as Record<string, string> } = {},
): Promise<Services & { log: { lines: string[] } }> {
  await migrateToLatest(database);
  const config = parseConfig({
    NODE_ENV: 'test',
    SITE_URL: TEST_ORIGIN,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'site-services-')),
    AUTH_SECRET: TEST_SECRET,
    LOGIN_DEFAULT_DOMAIN: TEST_LOGIN.defaultDomain,
    LOGIN_ALIASES: Object.entries(TEST_LOGIN.aliases)
      .map(([name, email]) => `${name}=${email}`)
      .join(','),
    REQUIRE_ADMIN_2FA: String(requireAdminTwoFactor),
    ...env,
  });
  const log = { lines: [] as string[] };
  return {
    ...createServices(
      config,
      database,
      createLogger('debug', (line) => log.lines.push(line)),
      { passwordHashing: testPasswordHashing },
    ),
    log,
  };
}
