// The health endpoints: alive always; ready only with a reachable, fully migrated database.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMigratedTestDatabase,
  createTestDatabase,
  type TestDatabase,
  testDialects,
} from '../platform/db/database.testing.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { livenessResponse, readinessResponse } from './health.ts';

describe.each(testDialects)('health on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('is alive and never cached', async () => {
    const response = livenessResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is not ready before the migrations run, and ready after', async () => {
    database = await createTestDatabase(dialect);
    const before = await readinessResponse({ database });
    expect(before.status).toBe(503);
    expect(before.headers.get('retry-after')).toBe('5');
    expect(await before.json()).toMatchObject({ status: 'not-ready' });
    await migrateToLatest(database);
    const after = await readinessResponse({ database });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 'ready' });
  });

  it('names the migrations a database still lacks', async () => {
    database = await createMigratedTestDatabase(dialect);
    await sql`delete from kysely_migration where name = '004-one-rate-limit-table'`.execute(database.db);
    const response = await readinessResponse({ database });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'not-ready',
      reason: 'Migrations not applied yet: 004-one-rate-limit-table.',
    });
  });

  // An SQLite file is on the machine itself; only a database server can be out of reach.
  it.skipIf(dialect === 'sqlite')('is not ready when the database server cannot be reached', async () => {
    const unreachable = openDatabase({ dialect: 'postgres', url: 'postgres://postgres@127.0.0.1:1/site' });
    try {
      const response = await readinessResponse({ database: unreachable });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'not-ready', reason: 'The database cannot be reached.' });
    } finally {
      await unreachable.close();
    }
  });
});
