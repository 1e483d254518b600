import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.ts';

const headers = (forwarded?: string) => new Headers(forwarded ? { 'x-forwarded-for': forwarded } : {});

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf(headers('198.51.100.1'), '10.0.0.2', false)).toBe('10.0.0.2');
  });

  it('is the entry the trusted proxy appended (the last) behind a proxy', () => {
    expect(clientAddressOf(headers('6.6.6.6, 203.0.113.9'), '10.0.0.2', true)).toBe('203.0.113.9');
    expect(clientAddressOf(headers(' 203.0.113.9 '), '10.0.0.2', true)).toBe('203.0.113.9');
  });

  it('falls back to the socket address behind a proxy that sent no header', () => {
    expect(clientAddressOf(headers(), '10.0.0.2', true)).toBe('10.0.0.2');
    expect(clientAddressOf(headers(), undefined, false)).toBe('unknown');
  });
});
