// The rules of redirect addresses and of matching requests: pure, shared by the form, the checks on
// save and the middleware's answer.
import { describe, expect, it } from 'vitest';
import { REDIRECT_MESSAGES } from './messages.ts';
import {
  canonicalTarget,
  fromProblem,
  indexRedirects,
  matchRedirect,
  normaliseAddress,
  type RedirectRule,
  targetProblem,
} from './paths.ts';

const rule = (from_path: string, to_target: string, status_code = 301): RedirectRule => ({
  id: from_path,
  from_path,
  to_target,
  status_code,
});

describe('redirect addresses', () => {
  it.each([
    ['/old/', '/old'],
    ['/old?b=2&a=1', '/old?a=1&b=2'],
    ['/old/?', '/old'],
    ['/', '/'],
    ['/über', '/%C3%BCber'],
    ['/old#part', '/old'],
    ['/loo%70b', '/loopb'],
    ['/./old', '/old'],
    ['/x/../old/', '/old'],
    ['//old//page', '/old/page'],
    ['/a%2fb?y=%61&x=1', '/a%2Fb?x=1&y=a'],
  ])('normalises %s to %s', (address, normalised) => {
    expect(normaliseAddress(address)).toBe(normalised);
  });

  it.each([
    '/admin',
    '/admin/users',
    '/API/admin/team',
    '/media/library/a.webp',
    '/healthz',
    '/healthz/',
    '/readyz',
    '/logout',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemap-index.xml',
    '/rss.xml',
    '/favicon.svg',
    '/favicon.ico',
    '/_astro/index.a1b2.js',
    '/%61dmin',
    '/x/../healthz',
    '/./readyz?probe=1',
    '/LOGOUT',
  ])('refuses to redirect from %s, which the site answers itself', (from) => {
    expect(fromProblem(from)).toBe(REDIRECT_MESSAGES.reserved(from.split('?')[0] ?? from));
  });

  it.each([
    ['old-page', REDIRECT_MESSAGES.fromFormat],
    ['//evil.example/x', REDIRECT_MESSAGES.fromFormat],
    ['/with space', REDIRECT_MESSAGES.fromFormat],
    ['https://example.com/old', REDIRECT_MESSAGES.fromFormat],
  ])('refuses to redirect from %s', (from, message) => {
    expect(fromProblem(from)).toBe(message);
  });

  it('redirects from paths that only start like reserved ones', () => {
    for (const from of ['/administration', '/media-kit?x=1', '/healthzone', '/sitemap', '/sitemap.html', '/old/favicon.ico']) {
      expect(fromProblem(from)).toBeNull();
    }
  });

  it.each([
    ['http://example.com/page', REDIRECT_MESSAGES.notHttps],
    ['ftp://example.com/file', REDIRECT_MESSAGES.toFormat],
    ['javascript:alert(1)', REDIRECT_MESSAGES.toFormat],
    ['//example.com/page', REDIRECT_MESSAGES.toFormat],
    ['new-page', REDIRECT_MESSAGES.toFormat],
    ['https://user:password@example.com/page', REDIRECT_MESSAGES.credentials],
    ['https://calderrowe.com.au@evil.example/', REDIRECT_MESSAGES.credentials],
    ['https://@evil.example/', REDIRECT_MESSAGES.credentials],
  ])('refuses to send visitors to %s', (target, message) => {
    expect(targetProblem(target)).toBe(message);
  });

  it('sends visitors to a site path or an https address', () => {
    expect(targetProblem('/services?x=1')).toBeNull();
    expect(targetProblem('https://example.com/page?x=1')).toBeNull();
    expect(targetProblem('https://example.com/people/@jane?by=a@b')).toBeNull();
    expect(targetProblem('/team/@jane')).toBeNull();
  });

  it.each([
    ['/loop%61', '/loopa'],
    ['/x/../services/./a?q=%2e#Part', '/services/a?q=%2e#Part'],
    ['/über', '/%C3%BCber'],
    ['https://example.com/%61/../b', 'https://example.com/%61/../b'],
  ])('stores the target %s as %s', (target, stored) => {
    expect(canonicalTarget(target)).toBe(stored);
  });
});

describe('matching a request', () => {
  const index = indexRedirects([
    rule('/old', '/new'),
    rule('/old?id=5', '/five', 308),
    rule('/campaign', '/landing?src=campaign', 302),
    rule('/away', 'https://example.com/there', 307),
  ]);

  it.each([
    ['/old', '', '/new'],
    ['/old/', '', '/new'],
    ['/old', '?ref=mail', '/new?ref=mail'],
    ['/old', '?id=5', '/five'],
    ['/old', '?x=1&id=5', '/new?x=1&id=5'],
    ['/campaign', '?utm_source=mail', '/landing?src=campaign&utm_source=mail'],
    ['/away', '?a=1', 'https://example.com/there?a=1'],
  ])('sends %s%s to %s', (path, search, location) => {
    expect(matchRedirect(index, path, search)?.location).toBe(location);
  });

  it('matches a From with a query whatever the order of its parameters', () => {
    const withTwo = indexRedirects([rule('/list?a=1&b=2', '/two')]);
    expect(matchRedirect(withTwo, '/list', '?b=2&a=1')?.location).toBe('/two');
    expect(matchRedirect(withTwo, '/list', '?a=1')).toBeNull();
    expect(matchRedirect(withTwo, '/list', '')).toBeNull();
  });

  it('leaves other paths alone', () => {
    expect(matchRedirect(index, '/old/deeper', '')).toBeNull();
    expect(matchRedirect(index, '/new', '')).toBeNull();
  });
});
