import { describe, expect, it } from 'vitest';
import { clientAddressOf, isSecureRequest, parseTrustProxy } from './client-address.ts';

const headers = (forwarded?: string) => new Headers(forwarded ? { 'x-forwarded-for': forwarded } : {});
const trust = (setting: string) => parseTrustProxy(setting);

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf(headers('198.51.100.1'), '10.0.0.2', trust('false'))).toBe('10.0.0.2');
    expect(clientAddressOf(headers('198.51.100.1'), '10.0.0.2', trust(''))).toBe('10.0.0.2');
  });

  it('ignores X-Forwarded-For from a client that connects straight to the app, even with proxies configured', () => {
    const proxies = trust('127.0.0.1,10.0.0.0/8');
    expect(clientAddressOf(headers('198.51.100.1'), '203.0.113.50', proxies)).toBe('203.0.113.50');
    expect(clientAddressOf(headers('198.51.100.2'), '203.0.113.50', proxies)).toBe('203.0.113.50');
  });

  it('is the entry a configured proxy appended, walking back through every trusted proxy', () => {
    const proxies = trust('127.0.0.1, 10.0.0.0/8');
    expect(clientAddressOf(headers('6.6.6.6, 203.0.113.9'), '10.0.0.2', proxies)).toBe('203.0.113.9');
    expect(clientAddressOf(headers(' 203.0.113.9 '), '10.0.0.2', proxies)).toBe('203.0.113.9');
    // The client's own entry (6.6.6.6) is never believed, however many trusted proxies stand in front.
    expect(clientAddressOf(headers('6.6.6.6, 203.0.113.9, 10.0.0.7'), '127.0.0.1', proxies)).toBe('203.0.113.9');
  });

  it('takes true to mean a proxy on this machine (loopback) only', () => {
    expect(clientAddressOf(headers('198.51.100.1'), '127.0.0.1', trust('true'))).toBe('198.51.100.1');
    expect(clientAddressOf(headers('198.51.100.1'), '::1', trust('true'))).toBe('198.51.100.1');
    expect(clientAddressOf(headers('198.51.100.1'), '203.0.113.50', trust('true'))).toBe('203.0.113.50');
  });

  it('with a hop count, believes that many proxies whatever their address', () => {
    expect(clientAddressOf(headers('6.6.6.6, 203.0.113.9'), '10.0.0.2', trust('1'))).toBe('203.0.113.9');
    expect(clientAddressOf(headers('6.6.6.6, 203.0.113.9'), '10.0.0.2', trust('2'))).toBe('6.6.6.6');
  });

  it('falls back to the socket address behind a proxy that sent no header', () => {
    expect(clientAddressOf(headers(), '10.0.0.2', trust('10.0.0.0/8'))).toBe('10.0.0.2');
    expect(clientAddressOf(headers(), undefined, null)).toBe('unknown');
  });

  it('refuses a TRUST_PROXY it cannot read, saying what it expects', () => {
    expect(() => parseTrustProxy('10.0.0.0/8,not-an-address')).toThrow(
      'has invalid IP address: not-an-address; expected false, a hop count, or proxy addresses and ranges such as 127.0.0.1,10.0.0.0/8 (or loopback, linklocal, uniquelocal)',
    );
    expect(() => parseTrustProxy('11')).toThrow('as a hop count must be between 1 and 10');
  });
});

describe('whether a request came over HTTPS', () => {
  const url = new URL('http://localhost/');
  const proxies = trust('10.0.0.0/8');

  it('believes X-Forwarded-Proto only from a configured proxy', () => {
    expect(isSecureRequest(new URL('https://example.com/'), null, '203.0.113.50', null)).toBe(true);
    expect(isSecureRequest(url, 'https', '10.0.0.2', null)).toBe(false);
    expect(isSecureRequest(url, 'https', '10.0.0.2', proxies)).toBe(true);
    expect(isSecureRequest(url, 'https', '203.0.113.50', proxies)).toBe(false);
    expect(isSecureRequest(url, 'http, https', '10.0.0.2', proxies)).toBe(false);
  });
});
