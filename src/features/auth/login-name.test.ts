import { describe, expect, it } from 'vitest';
import { parseConfig, parseLoginAliases } from '#src/platform/config.ts';
import { toLoginEmail } from './login-name.ts';

const settings = {
  defaultDomain: 'calderrowe.com.au',
  aliases: { admin: 'admin@calderrowe.com.au', davidc: 'admin@calderrowe.com.au' },
};

describe('login usernames', () => {
  it.each([
    ['jo', 'jo@calderrowe.com.au'],
    ['  Jo.Smith ', 'jo.smith@calderrowe.com.au'],
    ['Jo@Example.com', 'jo@example.com'],
    ['DavidC', 'admin@calderrowe.com.au'],
    ['admin', 'admin@calderrowe.com.au'],
  ])('turns %j into %s', (typed, email) => {
    expect(toLoginEmail(typed, settings)).toBe(email);
  });
});

describe('login settings', () => {
  it('default to calderrowe.com.au, no aliases, two-factor optional and 30 sign-in requests a minute', () => {
    expect(parseConfig({}).auth).toEqual({
      secret: undefined,
      loginDefaultDomain: 'calderrowe.com.au',
      loginAliases: {},
      requireAdminTwoFactor: false,
      signInRateLimit: { max: 30, windowSeconds: 60 },
    });
  });

  it('read REQUIRE_ADMIN_2FA as a true/false switch', () => {
    expect(parseConfig({ REQUIRE_ADMIN_2FA: 'true' }).auth.requireAdminTwoFactor).toBe(true);
    expect(() => parseConfig({ REQUIRE_ADMIN_2FA: 'sometimes' })).toThrow('REQUIRE_ADMIN_2FA must be true or false');
  });

  it('read LOGIN_ALIASES as username=e-mail pairs', () => {
    expect(parseLoginAliases(' Admin=admin@calderrowe.com.au , davidc=Admin@calderrowe.com.au,')).toEqual({
      admin: 'admin@calderrowe.com.au',
      davidc: 'admin@calderrowe.com.au',
    });
  });

  it('refuse a malformed alias, a bad domain and a short AUTH_SECRET, without showing the secret', () => {
    expect(() => parseConfig({ LOGIN_ALIASES: 'admin' })).toThrow('LOGIN_ALIASES has a bad entry "admin"');
    expect(() => parseConfig({ LOGIN_DEFAULT_DOMAIN: 'not a domain' })).toThrow('LOGIN_DEFAULT_DOMAIN must be a domain name');
    expect(() => parseConfig({ AUTH_SECRET: 'too-short-secret' })).toThrow('AUTH_SECRET must be at least 32 random characters');
    expect(() => parseConfig({ AUTH_SECRET: 'too-short-secret' })).not.toThrow('too-short-secret');
  });
});
