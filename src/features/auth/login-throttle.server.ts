// Throttles password guessing without handing attackers a way to lock staff out (OWASP's
// authentication guidance): wrong passwords are counted in a fixed 15-minute window on the shared
// database rate limit, so every instance shares the count, under three keys.
//   - account and address together: 5 wrong passwords block that address for that account;
//   - address: 20 wrong passwords across accounts block that address;
//   - account: failures from anywhere never block the account (that would let anyone lock it), but
//     from the 5th on each attempt waits a little longer before the password is checked, up to 10 s,
//     so spreading guesses over many addresses stays slow. The right password from an address that
//     has not failed still signs in.
//
// An attempt is reserved (counted) before the password is checked and given back when it was not a
// wrong password, so a burst of parallel guesses cannot all slip past a read-then-write check.
import { type Kysely, sql } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { clearRateLimit, giveBackRateLimitHit, hitRateLimit } from '#src/platform/rate-limit/rate-limit.server.ts';

export const LOGIN_WINDOW_MINUTES = 15;
/** Wrong passwords allowed per account from one address in the window. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Higher per address: several staff may sign in from one office address. */
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures of one account (from any address) after which every attempt on it is slowed. */
export const SLOW_AFTER_ACCOUNT_FAILURES = 5;
/** Each failure past that adds a second of waiting, up to this. */
export const MAX_SLOWDOWN_SECONDS = 10;

const WINDOW_SECONDS = LOGIN_WINDOW_MINUTES * 60;

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

function limitsFor(attempt: LoginAttempt) {
  const window = (max: number) => ({ max, windowSeconds: WINDOW_SECONDS });
  return {
    pair: {
      key: `login-account-address:${attempt.email}|${attempt.address}`,
      limit: window(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS),
    },
    address: { key: `login-address:${attempt.address}`, limit: window(MAX_FAILURES_PER_ADDRESS) },
    // Counted only, never refused: the count sets the slowdown.
    account: { key: `login-account:${attempt.email}`, limit: window(Number.MAX_SAFE_INTEGER) },
  };
}

/** Seconds to wait before checking a password when the account already has `failures` in the window. */
export function slowdownSeconds(failures: number): number {
  if (failures < SLOW_AFTER_ACCOUNT_FAILURES) return 0;
  return Math.min(failures - SLOW_AFTER_ACCOUNT_FAILURES + 1, MAX_SLOWDOWN_SECONDS);
}

export type Reservation = { allowed: true; slowdownSeconds: number } | { allowed: false; retryAfterSeconds: number };

/** Counts this attempt against every key; refused when the address, alone or for this account, had reached its limit. */
export async function reserveLoginAttempt(db: Kysely<Database>, attempt: LoginAttempt, now = new Date()): Promise<Reservation> {
  const limits = limitsFor(attempt);
  let retryAfterSeconds = 0;
  for (const { key, limit } of [limits.pair, limits.address]) {
    const decision = await hitRateLimit(db, key, limit, now);
    if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) {
    // A refused attempt checks no password, so it takes nothing from any count.
    await giveBackRateLimitHit(db, limits.pair.key);
    await giveBackRateLimitHit(db, limits.address.key);
    return { allowed: false, retryAfterSeconds };
  }
  const account = await hitRateLimit(db, limits.account.key, limits.account.limit, now);
  // The count includes this attempt (and any running in parallel): the failures before it.
  return { allowed: true, slowdownSeconds: slowdownSeconds(account.count - 1) };
}

/** The password was right: the account and this address's record with it start afresh; the address gets its attempt back. */
export async function recordSuccessfulLogin(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  const limits = limitsFor(attempt);
  await clearRateLimit(db, limits.pair.key);
  await clearRateLimit(db, limits.account.key);
  await giveBackRateLimitHit(db, limits.address.key);
}

/** The attempt never reached a password check (bad request, banned, rate limited): give it back. */
export async function releaseLoginAttempt(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  const limits = limitsFor(attempt);
  for (const { key } of [limits.pair, limits.address, limits.account]) await giveBackRateLimitHit(db, key);
}

/** Forgets every failed sign-in counted against the account, from any address (an admin recovering it). */
export async function forgetFailedLogins(db: Kysely<Database>, email: string): Promise<void> {
  const pairPrefix = `login-account-address:${email}|`;
  await db
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([eb('key', '=', `login-account:${email}`), eb(sql<string>`substr(key, 1, ${pairPrefix.length})`, '=', pairPrefix)]),
    )
    .execute();
}
