// Settings for enquiries, e-mail and the captcha (the rest of config.ts is covered in config.test.ts).
import { describe, expect, it } from 'vitest';
import { problemsFor } from './config.testing.ts';
import { DEFAULT_CAPTCHA_VERIFY_URLS, parseConfig, parseRateLimit } from './config.ts';

describe('enquiry, e-mail and captcha settings', () => {
  it('default to ALTCHA, .eml files, 5 enquiries per 10 minutes and a 3-second minimum fill time', () => {
    const config = parseConfig({});
    expect(config.captcha).toEqual({
      provider: 'altcha',
      altchaHmacKey: undefined,
      altchaCost: 5000,
      siteKey: undefined,
      secretKey: undefined,
      verifyUrl: undefined,
    });
    expect(config.contact).toEqual({ rateLimit: { max: 5, windowSeconds: 600 }, minFillSeconds: 3 });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: undefined,
      maxAttempts: 10,
      retryBaseSeconds: 60,
      // The newsletter's sending rate a minute (issue 32: 120 by default) and no DKIM key.
      newsletterRate: 120,
      dkim: undefined,
    });
  });

  it.each([
    ['5/10m', { max: 5, windowSeconds: 600 }],
    ['100/1h', { max: 100, windowSeconds: 3600 }],
    [' 3 / 30s ', { max: 3, windowSeconds: 30 }],
  ])('reads CONTACT_RATE_LIMIT=%j', (raw, expected) => {
    expect(parseRateLimit(raw)).toEqual(expected);
  });

  it.each([['5'], ['0/10m'], ['5/10d'], ['five/10m']])('refuses CONTACT_RATE_LIMIT=%j with the expected form', (raw) => {
    expect(problemsFor({ CONTACT_RATE_LIMIT: raw })).toEqual([
      `CONTACT_RATE_LIMIT must look like <count>/<duration>, e.g. 5/10m (s, m or h; both numbers at least 1) (got ${JSON.stringify(raw)})`,
    ]);
  });

  it('picks Turnstile when its keys are set, with the Cloudflare verify URL', () => {
    const config = parseConfig({ TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' });
    expect(config.captcha).toMatchObject({
      provider: 'turnstile',
      siteKey: 'site',
      secretKey: 'secret',
      verifyUrl: DEFAULT_CAPTCHA_VERIFY_URLS.turnstile,
    });
  });

  it('picks hCaptcha when its keys are set, and CAPTCHA_VERIFY_URL overrides where tokens are checked', () => {
    const config = parseConfig({
      HCAPTCHA_SITE_KEY: 'site',
      HCAPTCHA_SECRET_KEY: 'secret',
      CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify',
    });
    expect(config.captcha).toMatchObject({ provider: 'hcaptcha', verifyUrl: 'http://127.0.0.1:9/verify' });
  });

  it('asks for the missing key of a hosted captcha by name', () => {
    expect(problemsFor({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site' })).toEqual([
      'TURNSTILE_SECRET_KEY is required when the captcha is turnstile (got (hidden))',
    ]);
  });

  it('asks CAPTCHA_PROVIDER to choose when keys for both hosted captchas are set', () => {
    const problems = problemsFor({
      TURNSTILE_SITE_KEY: 'a',
      TURNSTILE_SECRET_KEY: 'b',
      HCAPTCHA_SITE_KEY: 'c',
      HCAPTCHA_SECRET_KEY: 'd',
    });
    expect(problems[0]).toBe(
      'CAPTCHA_PROVIDER must be set to turnstile or hcaptcha when keys for both are configured (got undefined)',
    );
  });

  it('refuses a bad SMTP_URL without showing it (it may hold a password)', () => {
    const [problem] = problemsFor({ SMTP_URL: 'http://user:hunter2@mail.example.com' });
    expect(problem).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(problem).toContain('(got (hidden))');
    expect(problem).not.toContain('hunter2');
  });

  it('accepts MAIL_FROM as an address or "Name <address>", and refuses anything else', () => {
    expect(parseConfig({ MAIL_FROM: 'Calder & Rowe <no-reply@example.com.au>' }).mail.from).toBe(
      'Calder & Rowe <no-reply@example.com.au>',
    );
    expect(problemsFor({ MAIL_FROM: 'nobody' })[0]).toContain('MAIL_FROM must be an e-mail address');
  });

  it('refuses a short ALTCHA_HMAC_KEY without showing it', () => {
    expect(problemsFor({ ALTCHA_HMAC_KEY: 'short' })).toEqual([
      'ALTCHA_HMAC_KEY must be at least 32 characters (e.g. openssl rand -hex 32) (got (hidden))',
    ]);
  });

  it('accepts the test captcha provider for benchmarks', () => {
    expect(parseConfig({ CAPTCHA_PROVIDER: 'test' }).captcha.provider).toBe('test');
    expect(problemsFor({ CAPTCHA_PROVIDER: 'recaptcha' })[0]).toBe(
      'CAPTCHA_PROVIDER must be altcha, turnstile, hcaptcha or test (got "recaptcha")',
    );
  });
});
