import { describe, expect, it } from 'vitest';
import { isCrossSiteFormPost } from './same-origin.ts';

const SITE = 'https://www.example.com.au';

function post(headers: Record<string, string>): Request {
  return new Request(`${SITE}/unsubscribe/x`, { method: 'POST', headers, body: 'List-Unsubscribe=One-Click' });
}

describe('the cross-site form check', () => {
  it('refuses a form post from another site or without Origin, as Astro checkOrigin does', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(isCrossSiteFormPost(post({ ...form, origin: 'https://evil.example' }), SITE)).toBe(true);
    expect(isCrossSiteFormPost(post(form), SITE)).toBe(true);
    expect(isCrossSiteFormPost(post({ ...form, origin: SITE }), SITE)).toBe(false);
  });

  it('lets a post without Origin through where allowed (one-click unsubscribe), but never one from another site', () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x' };
    expect(isCrossSiteFormPost(post(form), SITE, { originOptional: true })).toBe(false);
    expect(isCrossSiteFormPost(post({ ...form, origin: 'https://evil.example' }), SITE, { originOptional: true })).toBe(true);
  });

  it('leaves JSON requests and reads to the endpoints own checks', () => {
    expect(isCrossSiteFormPost(post({ 'content-type': 'application/json', origin: 'https://evil.example' }), SITE)).toBe(false);
    expect(isCrossSiteFormPost(new Request(`${SITE}/`, { headers: { origin: 'https://evil.example' } }), SITE)).toBe(false);
  });
});
