// A TOTP code works once: the time step it matched is recorded per account, and that step and earlier
// ones are refused afterwards (RFC 6238 section 5.2), before Better Auth checks the code itself.

import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { AppDatabase } from '#src/platform/db/database.ts';

export const TOTP_CODE_USED_MESSAGE = 'That code has already been used. Wait for the next code from your authenticator app.';
const TOTP_PERIOD_SECONDS = 30;
/** Better Auth accepts the code of the previous, current and next time step. */
const ACCEPTED_STEPS = [-1, 0, 1];
/** How Better Auth stores a secret imported in base32 (plugins/two-factor/totp). */
const BASE32_PREFIX = 'base32:';

/** The time step whose code `code` is, among those Better Auth accepts now; null when none. */
export async function matchingTotpStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const otp = createOTP(secret, { period: TOTP_PERIOD_SECONDS, digits: 6 });
  const current = Math.floor(now / (TOTP_PERIOD_SECONDS * 1000));
  let matched: number | null = null;
  // Every step is computed, so the time taken says nothing about which one matched.
  for (const offset of ACCEPTED_STEPS) if ((await otp.hotp(current + offset)) === code) matched = current + offset;
  return matched;
}

export type TotpClaim = 'claimed' | 'wrong' | 'used';

/**
 * Checks `code` against the account's two-factor secret and claims its time step: 'used' when that
 * step or a later one was claimed already, 'wrong' when the code matches no step accepted now (or the
 * account has no secret). `secretKey` is Better Auth's key the secret is encrypted with.
 */
export async function claimTotpCode(
  database: AppDatabase,
  secretKey: Parameters<typeof symmetricDecrypt>[0]['key'],
  userId: string,
  code: string,
): Promise<TotpClaim> {
  const row = await database.db.selectFrom('two_factors').select('secret').where('user_id', '=', userId).executeTakeFirst();
  if (!row) return 'wrong';
  const stored = await symmetricDecrypt({ key: secretKey, data: row.secret });
  const secret = stored.startsWith(BASE32_PREFIX) ? base32.decode(stored.slice(BASE32_PREFIX.length).toUpperCase()) : stored;
  const step = await matchingTotpStep(typeof secret === 'string' ? secret : new TextDecoder().decode(secret), code);
  if (step === null) return 'wrong';
  // One conditional update: of two sign-ins racing with one code, exactly one claims its step.
  const claimed = await database.db
    .updateTable('two_factors')
    .set({ last_totp_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 0 ? 'used' : 'claimed';
}

/** Better Auth's before-hook for /two-factor/verify-totp: claims the code's time step, or refuses it as used. */
export function refuseReusedTotpCodes(database: AppDatabase) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/two-factor/verify-totp') return;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string') return;
    const userId = await twoFactorUserId(ctx);
    if (!userId) return;
    // A wrong code is Better Auth's to refuse (and count).
    if ((await claimTotpCode(database, ctx.context.secretConfig, userId, code)) === 'used') {
      throw new APIError('UNAUTHORIZED', { message: TOTP_CODE_USED_MESSAGE, code: 'TOTP_CODE_ALREADY_USED' });
    }
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose code this is: the signed-in account (turning two-factor on), or the one halfway through signing in. */
async function twoFactorUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}
