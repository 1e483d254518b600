import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '../db/database.testing.ts';
import { clearRateLimit, giveBackRateLimitHit, hitRateLimit, pruneRateLimits } from './rate-limit.server.ts';

describe.each(testDialects)('the database rate limit on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createMigratedTestDatabase(dialect);
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

  it('counts several hits at once: two within a limit of five after three, then refuses one more', async () => {
    expect(await hitRateLimit(database.db, 'unsplash:a', limit, at(0), 3)).toMatchObject({ allowed: true, count: 3 });
    expect(await hitRateLimit(database.db, 'unsplash:a', limit, at(1), 2)).toMatchObject({ allowed: true, count: 5 });
    expect(await hitRateLimit(database.db, 'unsplash:a', limit, at(2), 2)).toMatchObject({ allowed: false, count: 7 });
    expect(await hitRateLimit(database.db, 'unsplash:a', limit, at(600), 2)).toMatchObject({ allowed: true, count: 2 });
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(database.db, 'contact:c', limit, at(1))));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('prunes windows of one kind of key that ended long ago', async () => {
    await hitRateLimit(database.db, 'contact:old', limit, at(0));
    await hitRateLimit(database.db, 'login:old', limit, at(0));
    await hitRateLimit(database.db, 'contact:new', limit, at(1000));
    expect(await pruneRateLimits(database.db, 'contact:', 600, at(1001))).toBe(1);
    const kept = await database.db.selectFrom('rate_limits').select('key').orderBy('key').execute();
    expect(kept.map((row) => row.key)).toEqual(['contact:new', 'login:old']);
  });

  it('gives a hit back without going below zero, and forgets a key on request', async () => {
    await hitRateLimit(database.db, 'login:a', limit, at(0));
    await hitRateLimit(database.db, 'login:a', limit, at(1));
    await giveBackRateLimitHit(database.db, 'login:a');
    expect(await hitRateLimit(database.db, 'login:a', limit, at(2))).toMatchObject({ count: 2 });
    await clearRateLimit(database.db, 'login:a');
    await giveBackRateLimitHit(database.db, 'login:a');
    expect(await hitRateLimit(database.db, 'login:a', limit, at(3))).toMatchObject({ count: 1 });
  });
});
