// One entry point for the configured captcha: what the browser needs to show it, the ALTCHA
// challenge endpoint's answer, and the server-side check of a submitted token.
import type { Challenge } from 'altcha-lib';
import type { AppConfig } from '../config.ts';
import { createAltchaChallenge, verifyAltchaToken } from './altcha.server.ts';
import { verifyHostedToken } from './hosted.server.ts';
import type { PublicCaptchaSettings } from './public.ts';
import type { CaptchaSettings } from './settings.ts';
import { resolveSigningKey } from './signing-key.server.ts';
import { createTestCaptchaToken, verifyTestCaptchaToken } from './test-token.server.ts';
import type { CaptchaCheck } from './verdict.ts';

export const CAPTCHA_CHALLENGE_PATH = '/api/contact/challenge';

export interface CaptchaContext {
  settings: CaptchaSettings;
  /** ALTCHA_HMAC_KEY or the generated one (see signing-key.server.ts). */
  signingKey: string;
  fetch?: typeof fetch;
}

/** The configured captcha with its signing key (ALTCHA_HMAC_KEY, or the one generated into DATA_DIR). */
export function resolveCaptchaContext(config: AppConfig): CaptchaContext {
  return { settings: config.captcha, signingKey: resolveSigningKey(config.captcha.altchaHmacKey, config.dataDir) };
}

/** Only what the browser may know: never a secret key. */
export function publicCaptchaSettings(settings: CaptchaSettings): PublicCaptchaSettings {
  switch (settings.provider) {
    case 'turnstile':
    case 'hcaptcha':
      return { provider: settings.provider, siteKey: settings.siteKey ?? '' };
    case 'test':
      return { provider: 'test', challengeUrl: CAPTCHA_CHALLENGE_PATH };
    default:
      return { provider: 'altcha', challengeUrl: CAPTCHA_CHALLENGE_PATH };
  }
}

export type ChallengeAnswer = { provider: 'altcha'; challenge: Challenge } | { provider: 'test'; token: string } | null;

/** The challenge endpoint's answer: an ALTCHA challenge, a test-mode token, or null for hosted providers. */
export async function issueChallenge(context: CaptchaContext, now = new Date()): Promise<ChallengeAnswer> {
  if (context.settings.provider === 'altcha') {
    return {
      provider: 'altcha',
      challenge: await createAltchaChallenge({ hmacKey: context.signingKey, cost: context.settings.altchaCost, now }),
    };
  }
  if (context.settings.provider === 'test') return { provider: 'test', token: createTestCaptchaToken(context.signingKey, now) };
  return null;
}

/** Checks a token with the configured provider. Recording its single use is the caller's job (replay.server.ts). */
export async function verifyCaptcha(
  context: CaptchaContext,
  token: string | undefined,
  options: { remoteIp?: string; now?: Date } = {},
): Promise<CaptchaCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  const { settings } = context;
  switch (settings.provider) {
    case 'altcha':
      return verifyAltchaToken(token, { hmacKey: context.signingKey, now: options.now });
    case 'test':
      return verifyTestCaptchaToken(token, { signingKey: context.signingKey, now: options.now });
    case 'turnstile':
    case 'hcaptcha':
      if (!settings.secretKey || !settings.verifyUrl) {
        return { ok: false, reason: 'unavailable', detail: `${settings.provider} keys are not configured` };
      }
      return verifyHostedToken(token, {
        provider: settings.provider,
        verifyUrl: settings.verifyUrl,
        secretKey: settings.secretKey,
        siteKey: settings.siteKey,
        remoteIp: options.remoteIp,
        now: options.now,
        fetch: context.fetch,
      });
  }
}
