// Throttles password guessing: failed sign-ins are counted per account and per client address in a
// fixed 15-minute window, on the shared database rate limit so every instance shares the count.
//
// An attempt is reserved (counted) before the password is checked and given back when it was not a
// wrong password, so a burst of parallel guesses cannot all slip past a read-then-write check.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { clearRateLimit, giveBackRateLimitHit, hitRateLimit } from '../../platform/rate-limit/rate-limit.server.ts';

export const LOGIN_WINDOW_MINUTES = 15;
/** Wrong passwords allowed per account in the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Higher per address: several staff may sign in from one office address. */
export const MAX_FAILURES_PER_ADDRESS = 20;

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
  return {
    account: { key: `login-account:${attempt.email}`, limit: { max: MAX_FAILURES_PER_ACCOUNT, windowSeconds: WINDOW_SECONDS } },
    address: { key: `login-address:${attempt.address}`, limit: { max: MAX_FAILURES_PER_ADDRESS, windowSeconds: WINDOW_SECONDS } },
  };
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts this attempt against both keys; refused when either had already reached its limit. */
export async function reserveLoginAttempt(db: Kysely<Database>, attempt: LoginAttempt, now = new Date()): Promise<Reservation> {
  const limits = limitsFor(attempt);
  let retryAfterSeconds = 0;
  for (const { key, limit } of [limits.account, limits.address]) {
    const decision = await hitRateLimit(db, key, limit, now);
    if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
  }
  if (retryAfterSeconds === 0) return { allowed: true };
  // A refused attempt checks no password, so it takes nothing from either count.
  await releaseLoginAttempt(db, attempt);
  return { allowed: false, retryAfterSeconds };
}

/** The password was right: the account starts afresh and the address gets its reserved attempt back. */
export async function recordSuccessfulLogin(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  const limits = limitsFor(attempt);
  await clearRateLimit(db, limits.account.key);
  await giveBackRateLimitHit(db, limits.address.key);
}

/** The attempt never reached a password check (bad request, banned, rate limited): give it back. */
export async function releaseLoginAttempt(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  const limits = limitsFor(attempt);
  await giveBackRateLimitHit(db, limits.account.key);
  await giveBackRateLimitHit(db, limits.address.key);
}
