import { describe, expect, it } from 'vitest';
import { createTestCaptchaToken, TEST_TOKEN_TTL_SECONDS, verifyTestCaptchaToken } from './test-token.server.ts';

const signingKey = 't'.repeat(64);

describe('test-mode captcha tokens', () => {
  it('verify with the key that signed them, once per id', () => {
    const token = createTestCaptchaToken(signingKey);
    const check = verifyTestCaptchaToken(token, { signingKey });
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.useId).toBe(`test:${token.split('.')[1]}`);
    expect(createTestCaptchaToken(signingKey)).not.toBe(token);
  });

  it('refuse a token signed with another key, or altered', () => {
    expect(verifyTestCaptchaToken(createTestCaptchaToken('o'.repeat(64)), { signingKey })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const token = createTestCaptchaToken(signingKey);
    const later = token.replace(/\.(\d+)\./, (_, expiry) => `.${Number(expiry) + 1}.`);
    expect(verifyTestCaptchaToken(later, { signingKey })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('expire after ten minutes', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const token = createTestCaptchaToken(signingKey, now);
    expect(TEST_TOKEN_TTL_SECONDS).toBe(600);
    expect(verifyTestCaptchaToken(token, { signingKey, now: new Date(now.getTime() + 599_000) }).ok).toBe(true);
    expect(verifyTestCaptchaToken(token, { signingKey, now: new Date(now.getTime() + 600_000) })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([[''], ['test'], ['test.x.1.y'], ['real-altcha-payload']])('call %j malformed', (token) => {
    expect(verifyTestCaptchaToken(token, { signingKey })).toEqual({ ok: false, reason: 'malformed' });
  });
});
