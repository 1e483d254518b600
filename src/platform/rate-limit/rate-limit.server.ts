// Fixed-window rate limiting kept in the database, so the limit holds across several instances: the
// one counter behind the contact form's limit and the failed-login throttle (keys carry a prefix).
// One upsert per hit both starts a new window and counts, atomically on SQLite and PostgreSQL.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RateLimitSetting } from './settings.ts';

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits in the current window, these included. */
  count: number;
  /** Until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** Counts `hits` (one unless told) for `key` and says whether they are within `limit`. */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  limit: RateLimitSetting,
  now = new Date(),
  hits = 1,
): Promise<RateLimitDecision> {
  const windowEndedBefore = new Date(now.getTime() - limit.windowSeconds * 1000);
  // In ON CONFLICT DO UPDATE every right-hand side reads the row as it was, so both CASEs agree.
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: hits })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${windowEndedBefore} then ${hits} else rate_limits.count + ${hits} end`,
        window_start: sql<
          Date | string
        >`case when rate_limits.window_start <= ${windowEndedBefore} then excluded.window_start else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count <= limit.max) return { allowed: true, count, retryAfterSeconds: 0 };
  const windowEnds = new Date(row.window_start).getTime() + limit.windowSeconds * 1000;
  return { allowed: false, count, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
}

/** Takes back one hit of `key`'s current window (never below zero): for hits that should not count after all. */
export async function giveBackRateLimitHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}

/** Forgets `key`'s window, so its next hit starts afresh. */
export async function clearRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Deletes the windows of keys starting with `keyPrefix` that ended more than `olderThanSeconds` ago. */
export async function pruneRateLimits(
  db: Kysely<Database>,
  keyPrefix: string,
  olderThanSeconds: number,
  now = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where(sql<string>`substr(key, 1, ${keyPrefix.length})`, '=', keyPrefix)
    .where('window_start', '<', new Date(now.getTime() - olderThanSeconds * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
