// CAPTCHA_PROVIDER=test: for benchmarks and local load tests. Tokens are signed with the server's
// key instead of earned by proof of work, but they go through the same server path as real ones:
// format check, signature check, expiry, and the single-use record.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { derivePurposeKey } from './signing-key.server.ts';
import type { CaptchaCheck } from './verdict.ts';

export const TEST_TOKEN_TTL_SECONDS = 10 * 60;
const PURPOSE = 'test-captcha';

function signature(signingKey: string, body: string): string {
  return createHmac('sha256', derivePurposeKey(signingKey, PURPOSE)).update(body).digest('base64url');
}

/** "test.<id>.<expires, ms>.<signature>" */
export function createTestCaptchaToken(signingKey: string, now = new Date()): string {
  const body = `test.${randomUUID()}.${now.getTime() + TEST_TOKEN_TTL_SECONDS * 1000}`;
  return `${body}.${signature(signingKey, body)}`;
}

export function verifyTestCaptchaToken(token: string, options: { signingKey: string; now?: Date }): CaptchaCheck {
  const match = /^(test\.([0-9a-f-]{36})\.(\d{1,15}))\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signature(options.signingKey, match[1]));
  const given = Buffer.from(match[4]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(match[3]));
  if (expiresAt.getTime() <= (options.now ?? new Date()).getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, useId: `test:${match[2]}`, expiresAt };
}
