import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase, type TestDatabase, testDialects } from '../db/testing.ts';
import { hitRateLimit, pruneRateLimits } from './rate-limit.server.ts';

describe.each(testDialects)('the database rate limit on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database);
  });
  afterEach(async () => database.dispose());

  const limit = { max: 5, windowSeconds: 600 };
  const start = new Date('2030-01-01T00:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('allows five hits in ten minutes and refuses the sixth until the window ends', async () => {
    for (let hit = 1; hit <= 5; hit += 1) {
      expect(await hitRateLimit(database.db, 'contact:a', limit, at(hit))).toEqual({
        allowed: true,
        count: hit,
        retryAfterSeconds: 0,
      });
    }
    // The window began with the first hit (second 1), so it ends at second 601.
    expect(await hitRateLimit(database.db, 'contact:a', limit, at(100))).toEqual({
      allowed: false,
      count: 6,
      retryAfterSeconds: 501,
    });
    expect(await hitRateLimit(database.db, 'contact:b', limit, at(100))).toMatchObject({ allowed: true, count: 1 });
    expect(await hitRateLimit(database.db, 'contact:a', limit, at(601))).toEqual({
      allowed: true,
      count: 1,
      retryAfterSeconds: 0,
    });
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(database.db, 'contact:c', limit, at(1))));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('prunes windows that ended long ago', async () => {
    await hitRateLimit(database.db, 'contact:old', limit, at(0));
    await hitRateLimit(database.db, 'contact:new', limit, at(1000));
    expect(await pruneRateLimits(database.db, 600, at(1001))).toBe(1);
  });
});
