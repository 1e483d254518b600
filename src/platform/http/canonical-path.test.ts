// The one form of a path the site answers under: what is decoded, dropped and escaped.
import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path.ts';

describe('the canonical path', () => {
  it.each([
    ['//about', '/about'],
    ['/%61bout', '/about'],
    ['/./about', '/about'],
    ['/x/../about', '/about'],
    ['/%2e%2E/about', '/about'],
    ['/resources//insights/', '/resources/insights/'],
    ['/a%2fb', '/a%2Fb'],
    ['/./\\evil.example', '/%5Cevil.example'],
    ['/..', '/'],
  ])('of %s is %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it.each(['/', '/about', '/resources/insights/', '/images/a%20b.png', '/.well-known/security.txt'])('is %s itself', (path) => {
    expect(canonicalPath(path)).toBe(path);
  });
});
