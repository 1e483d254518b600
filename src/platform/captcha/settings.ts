// The captcha settings: which provider (self-hosted ALTCHA unless a hosted one's keys are set), its
// keys and where a hosted token is checked.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { optionalText, wholeNumber } from '../settings.ts';

const CAPTCHA_PROVIDERS = ['altcha', 'turnstile', 'hcaptcha', 'test'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Where each hosted captcha checks a token when CAPTCHA_VERIFY_URL does not say otherwise. */
export const DEFAULT_CAPTCHA_VERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

export const captchaVariables = z.object({
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS, { error: 'must be altcha, turnstile, hcaptcha or test' }).optional(),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ALTCHA_COST: wholeNumber(1, 1_000_000).default(5000),
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  HCAPTCHA_SITE_KEY: optionalText,
  HCAPTCHA_SECRET_KEY: optionalText,
  CAPTCHA_VERIFY_URL: z
    .url({ error: 'must be an absolute URL such as https://challenges.cloudflare.com/turnstile/v0/siteverify' })
    .optional(),
});

type CaptchaVariables = z.output<typeof captchaVariables>;

export interface CaptchaSettings {
  provider: CaptchaProvider;
  /** Signs ALTCHA challenges and form stamps; generated into DATA_DIR when not set (see platform/captcha). */
  altchaHmacKey: string | undefined;
  /** PBKDF2 iterations per ALTCHA attempt: the visitor's browser does about 256 attempts on average. */
  altchaCost: number;
  siteKey: string | undefined;
  secretKey: string | undefined;
  verifyUrl: string | undefined;
}

/** The provider in use: CAPTCHA_PROVIDER, else the hosted one whose keys are set, else self-hosted ALTCHA. */
function chooseCaptchaProvider(env: CaptchaVariables): CaptchaProvider {
  if (env.CAPTCHA_PROVIDER) return env.CAPTCHA_PROVIDER;
  if (env.TURNSTILE_SITE_KEY || env.TURNSTILE_SECRET_KEY) return 'turnstile';
  if (env.HCAPTCHA_SITE_KEY || env.HCAPTCHA_SECRET_KEY) return 'hcaptcha';
  return 'altcha';
}

/** A hosted captcha needs both of its keys, and two sets of keys need CAPTCHA_PROVIDER to choose. */
export function checkCaptchaVariables(env: CaptchaVariables, ctx: z.RefinementCtx): void {
  const turnstileKeys = Boolean(env.TURNSTILE_SITE_KEY || env.TURNSTILE_SECRET_KEY);
  const hcaptchaKeys = Boolean(env.HCAPTCHA_SITE_KEY || env.HCAPTCHA_SECRET_KEY);
  if (!env.CAPTCHA_PROVIDER && turnstileKeys && hcaptchaKeys) {
    ctx.addIssue({
      code: 'custom',
      path: ['CAPTCHA_PROVIDER'],
      message: 'must be set to turnstile or hcaptcha when keys for both are configured',
    });
  }
  const provider = chooseCaptchaProvider(env);
  const required =
    provider === 'turnstile'
      ? (['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'] as const)
      : provider === 'hcaptcha'
        ? (['HCAPTCHA_SITE_KEY', 'HCAPTCHA_SECRET_KEY'] as const)
        : [];
  for (const name of required) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when the captcha is ${provider}` });
  }
}

export function captchaSettings(env: CaptchaVariables): CaptchaSettings {
  const provider = chooseCaptchaProvider(env);
  const hosted =
    provider === 'turnstile'
      ? { siteKey: env.TURNSTILE_SITE_KEY, secretKey: env.TURNSTILE_SECRET_KEY }
      : provider === 'hcaptcha'
        ? { siteKey: env.HCAPTCHA_SITE_KEY, secretKey: env.HCAPTCHA_SECRET_KEY }
        : { siteKey: undefined, secretKey: undefined };
  return {
    provider,
    altchaHmacKey: env.ALTCHA_HMAC_KEY,
    altchaCost: env.ALTCHA_COST,
    ...hosted,
    verifyUrl:
      env.CAPTCHA_VERIFY_URL ??
      (provider === 'turnstile' || provider === 'hcaptcha' ? DEFAULT_CAPTCHA_VERIFY_URLS[provider] : undefined),
  };
}
