import { describe, expect, it } from 'vitest';
import {
  applySecurityHeaders,
  extraImageOrigins,
  FALLBACK_CONTENT_SECURITY_POLICY,
  secureCookies,
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

  it('marks every cookie Secure, leaving the ones that already are', () => {
    const headers = new Headers();
    headers.append('Set-Cookie', 'a=1; Path=/; HttpOnly; SameSite=Lax');
    headers.append('Set-Cookie', 'b=2; Path=/; Secure; HttpOnly');
    secureCookies(headers);
    expect(headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly; SameSite=Lax; Secure', 'b=2; Path=/; Secure; HttpOnly']);
  });
});

describe('extra image origins for img-src', () => {
  const local = { driver: 'local' as const };
  it('allows the Unsplash image host only while a key is set', () => {
    expect(
      extraImageOrigins({ unsplash: { accessKey: undefined, imageOrigin: 'https://images.unsplash.com' }, storage: local }),
    ).toEqual([]);
    expect(
      extraImageOrigins({ unsplash: { accessKey: 'k', imageOrigin: 'https://images.unsplash.com' }, storage: local }),
    ).toEqual(['https://images.unsplash.com']);
  });

  it('allows the S3 public URL’s origin when it is set', () => {
    expect(
      extraImageOrigins({
        unsplash: { accessKey: undefined, imageOrigin: 'https://images.unsplash.com' },
        storage: { driver: 's3', publicUrl: 'https://cdn.example.com/media' },
      }),
    ).toEqual(['https://cdn.example.com']);
  });
});
