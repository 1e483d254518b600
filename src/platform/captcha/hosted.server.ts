// Server-side checks of Cloudflare Turnstile and hCaptcha tokens. Both answer the same siteverify
// protocol: a form POST of secret, response and remoteip, answered with {"success", "error-codes"}.
// https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
// https://docs.hcaptcha.com/#verify-the-user-response-server-side
import '#src/platform/validation/zod-jitless.ts';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { CaptchaCheck } from './verdict.ts';

/** Both providers' tokens are valid for at most five minutes after they are issued. */
export const HOSTED_TOKEN_TTL_SECONDS = 5 * 60;
export const HOSTED_VERIFY_TIMEOUT_MS = 5_000;

const answerSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

export interface HostedVerifyOptions {
  provider: 'turnstile' | 'hcaptcha';
  verifyUrl: string;
  secretKey: string;
  siteKey?: string;
  remoteIp?: string;
  timeoutMs?: number;
  now?: Date;
  fetch?: typeof fetch;
}

export async function verifyHostedToken(token: string, options: HostedVerifyOptions): Promise<CaptchaCheck> {
  if (token.length > 4096 || /\s/.test(token)) return { ok: false, reason: 'malformed' };
  const form = new URLSearchParams({ secret: options.secretKey, response: token });
  if (options.remoteIp) form.set('remoteip', options.remoteIp);
  if (options.provider === 'hcaptcha' && options.siteKey) form.set('sitekey', options.siteKey);
  let answer: unknown;
  try {
    const response = await (options.fetch ?? fetch)(options.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? HOSTED_VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable', detail: `verify answered HTTP ${response.status}` };
    answer = await response.json();
  } catch (error) {
    return { ok: false, reason: 'unavailable', detail: (error as Error).message };
  }
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) return { ok: false, reason: 'unavailable', detail: 'verify answered without a success field' };
  const codes = parsed.data['error-codes'] ?? [];
  if (!parsed.data.success) {
    // Turnstile says timeout-or-duplicate, hCaptcha already-seen-response / expired-input-response.
    if (codes.some((code) => code === 'timeout-or-duplicate' || code === 'already-seen-response')) {
      return { ok: false, reason: 'replayed', detail: codes.join(', ') };
    }
    if (codes.includes('expired-input-response')) return { ok: false, reason: 'expired', detail: codes.join(', ') };
    return { ok: false, reason: 'invalid', detail: codes.join(', ') };
  }
  const now = options.now ?? new Date();
  return {
    ok: true,
    // The provider refuses a second use itself; recording a hash as well keeps the rule in one place.
    useId: `${options.provider}:${createHash('sha256').update(token).digest('hex')}`,
    expiresAt: new Date(now.getTime() + HOSTED_TOKEN_TTL_SECONDS * 1000),
  };
}
