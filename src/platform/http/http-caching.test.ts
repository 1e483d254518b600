// The caching rules shared by the server's own answers: which encoding a client gets, and when an ETag matches.
import { describe, expect, it } from 'vitest';
import { etagMatches, preferredEncoding } from './http-caching.ts';

describe('the encoding a client gets', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s gives %s', (accept, encoding) => {
    expect(preferredEncoding(accept)).toBe(encoding);
  });
});

describe('an If-None-Match header', () => {
  it.each([
    ['the same tag', '"abc"', true],
    ['the weak form of the tag', 'W/"abc"', true],
    ['the tag in a list', '"x", "abc"', true],
    ['a star', '*', true],
    ['another tag', '"x"', false],
    ['nothing', undefined, false],
  ] as const)('matches for %s: %s', (_case, header, matches) => {
    expect(etagMatches(header, '"abc"')).toBe(matches);
  });
});
