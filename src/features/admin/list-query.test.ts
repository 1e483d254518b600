import { describe, expect, it } from 'vitest';
import { pageNumberParameter, SEARCH_MAX_LENGTH, searchTextParameter } from './list-query.ts';

describe('the page number of an admin list', () => {
  it('is 1 when absent and reads a whole number from the query', () => {
    expect(pageNumberParameter.parse(undefined)).toBe(1);
    expect(pageNumberParameter.parse('3')).toBe(3);
  });

  it.each([['0'], ['-2'], ['1.5'], ['two'], ['1000001']])('refuses page=%s saying what it takes', (page) => {
    const result = pageNumberParameter.safeParse(page);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Page must be a whole number from 1.');
  });
});

describe('the search text of an admin list', () => {
  it('is trimmed, and empty when absent', () => {
    expect(searchTextParameter.parse(undefined)).toBe('');
    expect(searchTextParameter.parse('  /old  ')).toBe('/old');
  });

  it('refuses more than the longest search saying how long it may be', () => {
    expect(searchTextParameter.safeParse('x'.repeat(SEARCH_MAX_LENGTH)).success).toBe(true);
    const result = searchTextParameter.safeParse('x'.repeat(SEARCH_MAX_LENGTH + 1));
    expect(result.error?.issues[0]?.message).toBe('Search text must be at most 200 characters.');
  });
});
