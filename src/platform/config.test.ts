import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsFor } from './config.testing.ts';
import { parseConfig, parseDatabaseUrl } from './config.ts';

describe('configuration', () => {
  it('applies the embedded defaults when nothing is set', () => {
    const config = parseConfig({});
    expect(config.port).toBe(4321);
    expect(config.database).toEqual({ dialect: 'sqlite', file: resolve('data/site.db') });
    expect(config.siteUrl).toBe('http://localhost:4321');
    expect(config.trustProxy).toBeNull();
    expect(config.firstAdmin).toEqual({ email: undefined, password: undefined });
  });

  it('gives a stopping server 10 seconds for requests in flight unless SHUTDOWN_GRACE_SECONDS says otherwise', () => {
    expect(parseConfig({}).shutdownGraceMs).toBe(10_000);
    expect(parseConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceMs).toBe(0);
    expect(problemsFor({ SHUTDOWN_GRACE_SECONDS: '601' })).toEqual([
      'SHUTDOWN_GRACE_SECONDS must be a whole number between 0 and 600 (got "601")',
    ]);
  });

  it('lets 30 sign-in requests a minute through from one address unless SIGN_IN_RATE_LIMIT says otherwise', () => {
    expect(parseConfig({}).auth.signInRateLimit).toEqual({ max: 30, windowSeconds: 60 });
    expect(parseConfig({ SIGN_IN_RATE_LIMIT: '500/1m' }).auth.signInRateLimit).toEqual({ max: 500, windowSeconds: 60 });
    expect(problemsFor({ SIGN_IN_RATE_LIMIT: 'lots' })).toHaveLength(1);
  });

  it('serves from one process unless WEB_CONCURRENCY asks for more, up to 64', () => {
    expect(parseConfig({}).webConcurrency).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(problemsFor({ WEB_CONCURRENCY: '0' })).toEqual(['WEB_CONCURRENCY must be a whole number between 1 and 64 (got "0")']);
  });

  it('refuses webhook endpoints on the loopback address unless WEBHOOK_ALLOW_LOOPBACK is true', () => {
    expect(parseConfig({}).webhooks).toEqual({ allowLoopback: false });
    expect(parseConfig({ WEBHOOK_ALLOW_LOOPBACK: 'true' }).webhooks).toEqual({ allowLoopback: true });
    expect(problemsFor({ WEBHOOK_ALLOW_LOOPBACK: 'sometimes' })).toEqual([
      'WEBHOOK_ALLOW_LOOPBACK must be true or false (got "sometimes")',
    ]);
  });

  it('treats an empty variable as not set', () => {
    expect(parseConfig({ PORT: '' }).port).toBe(4321);
  });

  it.each([['abc'], ['0'], ['70000'], ['12.5']])('rejects PORT=%s naming the variable and the expected range', (port) => {
    const problems = problemsFor({ PORT: port });
    expect(problems).toEqual([`PORT must be a whole number between 1 and 65535 (got "${port}")`]);
  });

  it('rejects a malformed DATABASE_URL with the forms it accepts', () => {
    const [problem] = problemsFor({ DATABASE_URL: 'mysql://db/site' });
    expect(problem).toContain('DATABASE_URL is not a database address');
    expect(problem).toContain('postgres://user:password@host:5432/database');
    expect(problem).toContain('(got "mysql://db/site")');
  });

  it('rejects a PostgreSQL URL without a database name', () => {
    expect(problemsFor({ DATABASE_URL: 'postgres://localhost' })[0]).toContain('DATABASE_URL names no database');
  });

  it('lists every bad variable at once and never shows a password', () => {
    const problems = problemsFor({ PORT: 'x', ADMIN_PASSWORD: 'short', SITE_URL: 'not a url' });
    expect(problems).toHaveLength(3);
    expect(problems.find((problem) => problem.startsWith('ADMIN_PASSWORD'))).toBe(
      'ADMIN_PASSWORD must be at least 12 characters (got (hidden))',
    );
    expect(problems.join('\n')).not.toContain('short');
    expect(problems.find((problem) => problem.startsWith('SITE_URL'))).toContain('must be an absolute URL');
  });

  it('explains itself in the error message', () => {
    expect(() => parseConfig({ REQUIRE_ADMIN_2FA: 'maybe' })).toThrow(
      'Invalid configuration:\n  - REQUIRE_ADMIN_2FA must be true or false (got "maybe")\nSee .env.example',
    );
  });

  it('reads TRUST_PROXY as proxy addresses and ranges, a hop count, or true meaning loopback', () => {
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy?.description).toBe('127.0.0.1, 10.0.0.0/8');
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy?.description).toBe('2 hops');
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy?.description).toBe('loopback');
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeNull();
    expect(problemsFor({ TRUST_PROXY: 'maybe' })).toEqual([
      'TRUST_PROXY has invalid IP address: maybe; expected false, a hop count, or proxy addresses and ranges such as 127.0.0.1,10.0.0.0/8 (or loopback, linklocal, uniquelocal) (got "maybe")',
    ]);
  });

  it('reads PostgreSQL, sqlite: and bare .db database addresses', () => {
    expect(parseDatabaseUrl('postgres://u:p@127.0.0.1:5432/site')).toEqual({
      dialect: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5432/site',
    });
    expect(parseDatabaseUrl('sqlite:/var/lib/site.db')).toEqual({ dialect: 'sqlite', file: '/var/lib/site.db' });
    expect(parseDatabaseUrl('data/other.db')).toEqual({ dialect: 'sqlite', file: resolve('data/other.db') });
  });

  it('strips a trailing slash from SITE_URL', () => {
    expect(parseConfig({ SITE_URL: 'https://www.example.com.au/' }).siteUrl).toBe('https://www.example.com.au');
  });
});
