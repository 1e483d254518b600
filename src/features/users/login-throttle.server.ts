// Throttles password guessing: failed sign-ins are counted per account and per client address in a
// fixed 15-minute window, in the database so every instance shares the count.
//
// An attempt is reserved (counted) before the password is checked and given back when it was not a
// wrong password, so a burst of parallel guesses cannot all slip past a read-then-write check.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export const LOGIN_WINDOW_MINUTES = 15;
/** Wrong passwords allowed per account in the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Higher per address: several staff may sign in from one office address. */
export const MAX_FAILURES_PER_ADDRESS = 20;

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

/** The same words whether or not the account exists, so the answer reveals nothing about it. */
export function tooManyFailuresMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export interface LoginAttempt {
  /** The normalised e-mail address. */
  email: string;
  address: string;
}

function keysFor(attempt: LoginAttempt) {
  return {
    account: { key: `account:${attempt.email}`, max: MAX_FAILURES_PER_ACCOUNT },
    address: { key: `ip:${attempt.address}`, max: MAX_FAILURES_PER_ADDRESS },
  };
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts this attempt against both keys; refused when either had already reached its limit. */
export async function reserveLoginAttempt(db: Kysely<Database>, attempt: LoginAttempt, now = new Date()): Promise<Reservation> {
  const keys = keysFor(attempt);
  let retryAfterSeconds = 0;
  for (const { key, max } of [keys.account, keys.address]) {
    const row = await countAttempt(db, key, now);
    if (row.count > max) {
      const windowEnds = new Date(row.window_start).getTime() + WINDOW_MS;
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowEnds - now.getTime()) / 1000));
    }
  }
  if (retryAfterSeconds === 0) return { allowed: true };
  // A refused attempt checks no password, so it takes nothing from either count.
  await releaseLoginAttempt(db, attempt);
  return { allowed: false, retryAfterSeconds };
}

/** The password was right: the account starts afresh and the address gets its reserved attempt back. */
export async function recordSuccessfulLogin(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  const keys = keysFor(attempt);
  await db.deleteFrom('login_failures').where('key', '=', keys.account.key).execute();
  await releaseAttempt(db, keys.address.key);
}

/** The attempt never reached a password check (bad request, banned, rate limited): give it back. */
export async function releaseLoginAttempt(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  const keys = keysFor(attempt);
  await releaseAttempt(db, keys.account.key);
  await releaseAttempt(db, keys.address.key);
}

async function countAttempt(db: Kysely<Database>, key: string, now: Date) {
  const windowStartedBefore = new Date(now.getTime() - WINDOW_MS);
  // One statement on both dialects: a new key starts at 1, an expired window restarts at 1, else +1.
  return db
    .insertInto('login_failures')
    .values({ key, window_start: now, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when login_failures.window_start <= ${windowStartedBefore} then 1 else login_failures.count + 1 end`,
        window_start: sql<Date>`case when login_failures.window_start <= ${windowStartedBefore} then ${now} else login_failures.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
}

async function releaseAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}
