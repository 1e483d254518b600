import { describe, expect, it } from 'vitest';
import {
  applySecurityHeaders,
  FALLBACK_CONTENT_SECURITY_POLICY,
  isSecureRequest,
  withFrameAncestors,
} from './security-headers.ts';

describe('security headers', () => {
  it('adds frame-ancestors to a page policy and keeps its hashes', () => {
    const headers = new Headers({ 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc';" });
    applySecurityHeaders(headers, { secure: false });
    expect(headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'",
    );
  });

  it('gives responses without a policy a strict one', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, { secure: false });
    expect(headers.get('Content-Security-Policy')).toBe(FALLBACK_CONTENT_SECURITY_POLICY);
    expect(withFrameAncestors("frame-ancestors 'self'")).toBe("frame-ancestors 'self'");
  });

  it('sets nosniff, the referrer policy and framing protection on every response', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, { secure: false });
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.has('Strict-Transport-Security')).toBe(false);
  });

  it('sends HSTS only over HTTPS', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, { secure: true });
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('believes X-Forwarded-Proto only behind a trusted proxy', () => {
    const url = new URL('http://localhost/');
    expect(isSecureRequest(new URL('https://example.com/'), null, false)).toBe(true);
    expect(isSecureRequest(url, 'https', false)).toBe(false);
    expect(isSecureRequest(url, 'https', true)).toBe(true);
    expect(isSecureRequest(url, 'http, https', true)).toBe(false);
  });
});
