// Recent re-authentication: a staff member confirms their password (or a two-factor code) and the
// session they used is stamped; account changes check the stamp is under REAUTHENTICATION_WINDOW_MINUTES
// old, so a stolen session cookie alone cannot create admins or change passwords. Wrong confirmations
// are throttled per account on the shared rate limit, and every confirmation is audited.
import { isAPIError } from 'better-auth/api';
import { Refusal } from '#src/platform/http/refusal.ts';
import { clearRateLimit, giveBackRateLimitHit, hitRateLimit } from '#src/platform/rate-limit/rate-limit.server.ts';
import { AccessError, NOT_SIGNED_IN_MESSAGE, type StaffUser } from './access.ts';
import type { StaffServices } from './auth.server.ts';
import {
  NO_TWO_FACTOR_MESSAGE,
  REAUTHENTICATION_WINDOW_MINUTES,
  type ReauthenticateInput,
  tooManyConfirmationsMessage,
  WRONG_CODE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from './reauthentication.ts';
import { currentSessionId } from './staff-sessions.server.ts';
import { claimTotpCode, TOTP_CODE_USED_MESSAGE } from './totp-replay.server.ts';

/** Wrong passwords or codes allowed per account in the window, as for sign-in from one address. */
export const MAX_WRONG_CONFIRMATIONS = 5;
const CONFIRMATION_WINDOW_SECONDS = 15 * 60;
const WINDOW_MS = REAUTHENTICATION_WINDOW_MINUTES * 60 * 1000;

/** Whether the session behind `headers` confirmed its holder within the window. */
export async function isRecentlyReauthenticated(services: StaffServices, headers: Headers, now = new Date()): Promise<boolean> {
  const sessionId = await currentSessionId(services, headers);
  if (!sessionId) return false;
  const row = await services.database.db
    .selectFrom('sessions')
    .select('reauthenticated_at')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row?.reauthenticated_at) return false;
  const age = now.getTime() - new Date(row.reauthenticated_at).getTime();
  return age >= 0 && age < WINDOW_MS;
}

async function passwordMatches(services: StaffServices, headers: Headers, password: string): Promise<boolean> {
  try {
    await services.auth.api.verifyPassword({ body: { password }, headers });
    return true;
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) return false;
    throw error;
  }
}

/** Null when the proof is right, else the words to refuse it with. */
async function checkProof(services: StaffServices, staff: StaffUser, headers: Headers, proof: ReauthenticateInput) {
  if (proof.password !== undefined)
    return (await passwordMatches(services, headers, proof.password)) ? null : WRONG_PASSWORD_MESSAGE;
  const { secretConfig } = await services.auth.$context;
  const claim = await claimTotpCode(services.database, secretConfig, staff.id, proof.code ?? '');
  return claim === 'claimed' ? null : claim === 'used' ? TOTP_CODE_USED_MESSAGE : WRONG_CODE_MESSAGE;
}

/**
 * Confirms `staff` with their password or, when two-factor sign-in is on, a current code (used once,
 * like at sign-in), and stamps the session behind `headers`. A wrong one is a 400, past
 * MAX_WRONG_CONFIRMATIONS in the window a 429; both are audited.
 */
export async function confirmIdentity(
  services: StaffServices,
  staff: StaffUser,
  headers: Headers,
  proof: ReauthenticateInput,
  now = new Date(),
): Promise<void> {
  if (proof.code !== undefined && !staff.twoFactorEnabled) throw new Refusal(400, NO_TWO_FACTOR_MESSAGE);
  const sessionId = await currentSessionId(services, headers);
  if (!sessionId) throw new AccessError(401, NOT_SIGNED_IN_MESSAGE);
  const db = services.database.db;
  const key = `reauthenticate:${staff.id}`;
  // Counted before the check, so parallel guesses cannot all slip under the limit.
  const attempt = await hitRateLimit(db, key, { max: MAX_WRONG_CONFIRMATIONS, windowSeconds: CONFIRMATION_WINDOW_SECONDS }, now);
  if (!attempt.allowed) {
    await giveBackRateLimitHit(db, key);
    throw new Refusal(429, tooManyConfirmationsMessage(attempt.retryAfterSeconds));
  }
  const method = proof.password !== undefined ? 'password' : 'authenticator code';
  const refused = await checkProof(services, staff, headers, proof);
  if (refused) {
    await services.recordChange(staff, {
      action: 'user.reauthenticate-failed',
      entityType: 'user',
      entityId: staff.id,
      details: { method },
    });
    throw new Refusal(400, refused);
  }
  await clearRateLimit(db, key);
  await db.updateTable('sessions').set({ reauthenticated_at: now }).where('id', '=', sessionId).execute();
  await services.recordChange(staff, {
    action: 'user.reauthenticate',
    entityType: 'user',
    entityId: staff.id,
    details: { method },
  });
}
