import { describe, expect, it } from 'vitest';
import { findRedirect } from './redirects.ts';

describe('redirects', () => {
  it.each([
    ['/insights', '/resources/insights'],
    ['/images', '/admin/images'],
    ['/team', '/admin/team'],
    ['/users', '/admin/users'],
    ['/insights/', '/resources/insights'],
  ])('sends %s to %s', (from, to) => {
    expect(findRedirect(from)).toBe(to);
  });

  it('leaves other paths alone', () => {
    expect(findRedirect('/')).toBeNull();
    expect(findRedirect('/insights/some-article')).toBeNull();
    expect(findRedirect('/resources/insights')).toBeNull();
  });
});
