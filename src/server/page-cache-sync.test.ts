// A staff change clears the page cache of the instance it went through at once and of every other
// instance within a second; a refused change clears nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAs, TEST_ORIGIN } from '../features/auth/auth.testing.ts';
import { reauthenticated } from '../features/auth/reauthentication.testing.ts';
import { createUser } from '../features/users/user-endpoints.server.ts';
import { parseDatabaseUrl } from '../platform/config.ts';
import { readContentVersion, watchContentVersion } from '../platform/db/content-version.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '../platform/db/database.testing.ts';
import { openDatabase } from '../platform/db/database.ts';
import { createTestServices } from './services.testing.ts';

function createUserRequest(cookie: string) {
  return new Request(`${TEST_ORIGIN}/api/admin/users`, {
    method: 'POST',
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `new-${Date.now()}@example.com`, password: 'a-long-password-1', role: 'viewer' }),
  });
}

describe.each(testDialects)('page caches kept in step on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('clears this instance at once and another within a second after an admin change, and not after a refused one', async () => {
    database = await createMigratedTestDatabase(dialect);
    const here = await createTestServices(database);
    const elsewhere = await createTestServices(openDatabase(parseDatabaseUrl(database.url)));
    const watch = watchContentVersion(elsewhere.database, () => void elsewhere.forgetContent(), {
      intervalMs: 100,
      initial: await readContentVersion(elsewhere.database),
    });
    try {
      const admin = await signedInAs(here.auth, 'admin');
      await reauthenticated(here.auth, admin.cookie);
      const viewer = await signedInAs(here.auth, 'viewer');
      const generations = () => [here.pageCache.generation, elsewhere.pageCache.generation];

      const refused = await createUser.handle(createUserRequest(viewer.cookie), {}, here);
      expect(refused.status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(generations()).toEqual([0, 0]);

      const created = await createUser.handle(createUserRequest(admin.cookie), {}, here);
      expect(created.status).toBe(201);
      expect(here.pageCache.generation).toBe(1);
      const started = Date.now();
      await expect.poll(() => elsewhere.pageCache.generation, { timeout: 1000, interval: 20 }).toBe(1);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await readContentVersion(here.database)).toBe(1);
    } finally {
      watch.stop();
      await elsewhere.database.close();
    }
  });
});
