import { describe, expect, it } from 'vitest';
// Astro's own rule, which security.checkOrigin applied before it was turned off for RFC 8058 (docs/decisions/015).
import { isForbiddenCrossOriginRequest } from '../../../node_modules/astro/dist/core/app/origin-check.js';
import { isCrossSiteFormPost } from './same-origin.ts';

const SITE = 'https://www.example.com.au';

function post(headers: Record<string, string>): Request {
  return new Request(`${SITE}/unsubscribe/x`, { method: 'POST', headers, body: 'List-Unsubscribe=One-Click' });
}

const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'GET', 'HEAD', 'OPTIONS'];
const CONTENT_TYPES = [
  null,
  '',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=UTF-8',
  'multipart/form-data; boundary=x',
  'text/plain;charset=UTF-8',
  'Text/Plain',
  'application/json',
  'application/octet-stream',
];
const ORIGINS = [
  null,
  SITE,
  'https://evil.example',
  'null',
  'http://www.example.com.au',
  'https://www.example.com.au.evil.example',
];
const PATHS = ['/api/admin/insights', '/api/admin/subscribers/import', '/newsletter', '/unsubscribe/token', '/no-such-page'];

/** Every combination of method, content type, Origin and path a request to this site can carry. */
const REQUESTS = METHODS.flatMap((method) =>
  CONTENT_TYPES.flatMap((contentType) =>
    ORIGINS.flatMap((origin) =>
      PATHS.map((path) => {
        const headers = new Headers();
        if (contentType !== null) headers.set('content-type', contentType);
        if (origin !== null) headers.set('origin', origin);
        // Bytes, not a string: fetch would give a string body a content type of its own.
        const body = method === 'GET' || method === 'HEAD' ? undefined : new TextEncoder().encode('a=1');
        return { origin, request: new Request(`${SITE}${path}`, { method, headers, body }) };
      }),
    ),
  ),
);

const astroRefuses = (request: Request) => isForbiddenCrossOriginRequest(request, new URL(request.url), false);

describe('the cross-site form check', () => {
  it('refuses exactly the requests Astro checkOrigin refused, on every path, admin endpoints included', () => {
    const differences = REQUESTS.filter(({ request }) => isCrossSiteFormPost(request, SITE) !== astroRefuses(request)).map(
      ({ request }) => `${request.method} ${request.url} ${request.headers.get('content-type')} ${request.headers.get('origin')}`,
    );
    expect(REQUESTS.filter(({ request }) => astroRefuses(request)).length).toBeGreaterThan(100);
    expect(differences).toEqual([]);
  });

  it('where Origin may be missing, lets through only what Astro refused for want of an Origin', () => {
    for (const { origin, request } of REQUESTS) {
      expect(isCrossSiteFormPost(request, SITE, { originOptional: true })).toBe(astroRefuses(request) && origin !== null);
    }
  });

  it('refuses a form post from another site or without Origin', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(isCrossSiteFormPost(post({ ...form, origin: 'https://evil.example' }), SITE)).toBe(true);
    expect(isCrossSiteFormPost(post(form), SITE)).toBe(true);
    expect(isCrossSiteFormPost(post({ ...form, origin: SITE }), SITE)).toBe(false);
  });

  it('lets a post without Origin through where allowed (one-click unsubscribe), but never one from another site or a sandboxed page', () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x' };
    expect(isCrossSiteFormPost(post(form), SITE, { originOptional: true })).toBe(false);
    expect(isCrossSiteFormPost(post({ ...form, origin: 'https://evil.example' }), SITE, { originOptional: true })).toBe(true);
    expect(isCrossSiteFormPost(post({ ...form, origin: 'null' }), SITE, { originOptional: true })).toBe(true);
  });

  it('takes the public address (SITE_URL) as ours behind a proxy that forwards to another address', () => {
    const behindProxy = new Request('http://127.0.0.1:4321/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      body: 'email=a%40example.com',
    });
    expect(isCrossSiteFormPost(behindProxy, SITE)).toBe(false);
    expect(isCrossSiteFormPost(behindProxy, 'https://other.example.com.au')).toBe(true);
  });

  it('leaves JSON requests and reads to the endpoints own checks', () => {
    expect(isCrossSiteFormPost(post({ 'content-type': 'application/json', origin: 'https://evil.example' }), SITE)).toBe(false);
    expect(isCrossSiteFormPost(new Request(`${SITE}/`, { headers: { origin: 'https://evil.example' } }), SITE)).toBe(false);
  });
});
