// The checks every form a visitor sends passes before anything is stored (the enquiry form, the
// booking form): the per-address rate limit, the honeypot and the signed form stamp, the captcha,
// and, inside the caller's transaction, the single use of the captcha solution and of the stamp.
// One pipeline, so a change to any check reaches every form.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type CaptchaContext, verifyCaptcha } from '#src/platform/captcha/captcha.server.ts';
import { CaptchaReplayError, recordCaptchaUse, recordSingleUse } from '#src/platform/captcha/replay.server.ts';
import { derivePurposeKey } from '#src/platform/captcha/signing-key.server.ts';
import type { CaptchaFailure } from '#src/platform/captcha/verdict.ts';
import type { RateLimitSetting } from '#src/platform/config.ts';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { hitRateLimit } from '#src/platform/rate-limit/rate-limit.server.ts';
import { checkFormStamp, type FormStampCheck, formStampUse } from './form-stamp.server.ts';
import { BotSignalsSchema } from './schema.ts';

export interface VisitorGateDependencies {
  database: AppDatabase;
  captcha: CaptchaContext;
  rateLimit: RateLimitSetting;
  minFillSeconds: number;
  log: Logger;
}

/** A visitor's form refused before anything was stored; each form answers these the same way. */
export type GateRefusal =
  | { kind: 'form-expired' }
  | { kind: 'captcha-rejected'; reason: CaptchaFailure }
  | { kind: 'captcha-unavailable' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'insert-failed' };

/** The rate limit's keys (named when the contact form was the only visitor form). */
export const VISITOR_RATE_LIMIT_KEY_PREFIX = 'contact:';

export function keyedHash(signingKey: string, purpose: string, value: string): string {
  return createHmac('sha256', derivePurposeKey(signingKey, purpose)).update(value).digest('hex').slice(0, 32);
}

/** Rate-limit key for an address: hashed with the server's key, so no visitor address is stored. */
export function rateLimitKey(signingKey: string, address: string): string {
  return `${VISITOR_RATE_LIMIT_KEY_PREFIX}${keyedHash(signingKey, 'rate-limit', address)}`;
}

export interface ScreenedVisitor {
  kind: 'screened';
  /** The hidden field people never see was filled in. */
  honeypot: boolean;
  /** 'ok' or 'too-fast' (sent sooner after the page was shown than a person types). */
  stamp: Exclude<FormStampCheck, 'forged' | 'expired'>;
  /** The stamp's single use, recorded with the form's record (recordVisitorUses). */
  stampUse: { useId: string; expiresAt: Date };
}

/** Counts one request of the address against the visitor forms' one budget; null when it is within it. */
export async function hitVisitorRateLimit(
  deps: VisitorGateDependencies,
  address: string,
  now: Date,
): Promise<Extract<GateRefusal, { kind: 'rate-limited' | 'insert-failed' }> | null> {
  try {
    const limit = await hitRateLimit(deps.database.db, rateLimitKey(deps.captcha.signingKey, address), deps.rateLimit, now);
    return limit.allowed ? null : { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  } catch (error) {
    deps.log.error('visitor rate limit check failed: database unavailable?', errorFields(error));
    return { kind: 'insert-failed' };
  }
}

/** The rate limit (one budget per address for every visitor form), then the honeypot and the form stamp. */
export async function screenVisitor(
  deps: VisitorGateDependencies,
  body: Record<string, unknown>,
  address: string,
  now: Date,
): Promise<ScreenedVisitor | GateRefusal> {
  const limited = await hitVisitorRateLimit(deps, address, now);
  if (limited) return limited;
  const signals = BotSignalsSchema.safeParse(body);
  const formStamp = signals.success ? signals.data.formStamp : '';
  const stamp = checkFormStamp(formStamp, { signingKey: deps.captcha.signingKey, minFillSeconds: deps.minFillSeconds, now });
  if (stamp === 'forged' || stamp === 'expired') return { kind: 'form-expired' };
  return {
    kind: 'screened',
    honeypot: signals.success && signals.data.website.trim() !== '',
    stamp,
    stampUse: formStampUse(formStamp),
  };
}

/** The captcha checked with the configured provider; its use is recorded with the record (recordVisitorUses). */
export async function checkVisitorCaptcha(
  deps: VisitorGateDependencies,
  token: string,
  address: string,
  now: Date,
): Promise<{ kind: 'verified'; use: { useId: string; expiresAt: Date } } | GateRefusal> {
  const captcha = await verifyCaptcha(deps.captcha, token, { remoteIp: address, now });
  if (captcha.ok) return { kind: 'verified', use: captcha };
  if (captcha.reason === 'unavailable') {
    deps.log.error('captcha provider unavailable', { detail: captcha.detail });
    return { kind: 'captcha-unavailable' };
  }
  return { kind: 'captcha-rejected', reason: captcha.reason };
}

/** The form stamp was used before: refused like an expired one. */
class FormStampReusedError extends Error {}

export interface VisitorUses {
  captcha: { useId: string; expiresAt: Date };
  stamp: { useId: string; expiresAt: Date };
}

/** Records the captcha's and the stamp's single use inside the transaction that stores the form's record. */
export async function recordVisitorUses(trx: Kysely<Database>, uses: VisitorUses): Promise<void> {
  await recordCaptchaUse(trx, uses.captcha.useId, uses.captcha.expiresAt);
  if (!(await recordSingleUse(trx, uses.stamp.useId, uses.stamp.expiresAt))) throw new FormStampReusedError();
}

/** The refusal a failed recordVisitorUses stands for; null for any other error. */
export function visitorUseRefusal(error: unknown): GateRefusal | null {
  if (error instanceof CaptchaReplayError) return { kind: 'captcha-rejected', reason: 'replayed' };
  if (error instanceof FormStampReusedError) return { kind: 'form-expired' };
  return null;
}
