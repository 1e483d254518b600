// The rules of redirect addresses and of matching requests: pure, shared by the form, the checks on
// save and the middleware's answer.
import { describe, expect, it } from 'vitest';
import { REDIRECT_MESSAGES } from './messages.ts';
import {
  chainProblem,
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
  ])('normalises %s to %s', (address, normalised) => {
    expect(normaliseAddress(address)).toBe(normalised);
  });

  it.each([
    ['/admin', REDIRECT_MESSAGES.reserved],
    ['/admin/users', REDIRECT_MESSAGES.reserved],
    ['/API/admin/team', REDIRECT_MESSAGES.reserved],
    ['/media/library/a.webp', REDIRECT_MESSAGES.reserved],
    ['old-page', REDIRECT_MESSAGES.fromFormat],
    ['//evil.example/x', REDIRECT_MESSAGES.fromFormat],
    ['/with space', REDIRECT_MESSAGES.fromFormat],
    ['https://example.com/old', REDIRECT_MESSAGES.fromFormat],
  ])('refuses to redirect from %s', (from, message) => {
    expect(fromProblem(from)).toBe(message);
  });

  it('redirects from paths that only start like reserved ones', () => {
    expect(fromProblem('/administration')).toBeNull();
    expect(fromProblem('/media-kit?x=1')).toBeNull();
  });

  it.each([
    ['http://example.com/page', REDIRECT_MESSAGES.notHttps],
    ['ftp://example.com/file', REDIRECT_MESSAGES.toFormat],
    ['javascript:alert(1)', REDIRECT_MESSAGES.toFormat],
    ['//example.com/page', REDIRECT_MESSAGES.toFormat],
    ['new-page', REDIRECT_MESSAGES.toFormat],
  ])('refuses to send visitors to %s', (target, message) => {
    expect(targetProblem(target)).toBe(message);
  });

  it('sends visitors to a site path or an https address', () => {
    expect(targetProblem('/services?x=1')).toBeNull();
    expect(targetProblem('https://example.com/page?x=1')).toBeNull();
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

describe('loops and chains', () => {
  it('refuses a redirect to its own address, also through a query', () => {
    expect(chainProblem(rule('/a', '/a/'), [])?.message).toBe(REDIRECT_MESSAGES.self);
    expect(chainProblem(rule('/a', '/a?x=1'), [])?.message).toBe(REDIRECT_MESSAGES.self);
  });

  it('refuses a loop of two redirects', () => {
    expect(chainProblem(rule('/a', '/b'), [rule('/b', '/a')])).toEqual({
      field: 'to_target',
      message: REDIRECT_MESSAGES.loop('/b', '/a'),
    });
  });

  it('refuses a target that is redirected again', () => {
    expect(chainProblem(rule('/a', '/b'), [rule('/b', '/c')])).toEqual({
      field: 'to_target',
      message: REDIRECT_MESSAGES.chainForward('/b', '/c'),
    });
  });

  it('refuses a From that another redirect points at', () => {
    expect(chainProblem(rule('/b', '/c'), [rule('/a', '/b')])).toEqual({
      field: 'from_path',
      message: REDIRECT_MESSAGES.chainBack('/a', '/b'),
    });
  });

  it('accepts one hop, and any number of redirects to one place', () => {
    expect(chainProblem(rule('/a', '/c'), [rule('/b', '/c'), rule('/d', 'https://example.com/d')])).toBeNull();
  });
});
