// Search and select filters over a loaded list, and the counts the result counter shows.
import { describe, expect, it } from 'vitest';
import { ALL, filterList } from './filter-list.ts';

interface Row {
  id: string;
  title: string;
  excerpt: string | null;
  category: string;
  status: string;
}

const ROWS: Row[] = [
  { id: 'a', title: 'Valuing a Recruitment Agency', excerpt: 'EBITDA multiples', category: 'valuation', status: 'published' },
  { id: 'b', title: 'Exit Planning', excerpt: null, category: 'exit-strategy', status: 'draft' },
  {
    id: 'c',
    title: 'Due Diligence Checklist',
    excerpt: 'What buyers ask for in valuation',
    category: 'legal',
    status: 'published',
  },
  { id: 'd', title: 'Succession in Staffing Firms', excerpt: 'Plan early', category: 'valuation', status: 'draft' },
];

const ids = (result: { items: Row[] }) => result.items.map((row) => row.id);

describe('filterList', () => {
  it.each([
    ['', ALL, ALL, ['a', 'b', 'c', 'd']],
    ['valu', ALL, ALL, ['a', 'c']],
    ['  VALUING  ', ALL, ALL, ['a']],
    ['exit', ALL, ALL, ['b']],
    ['', 'valuation', ALL, ['a', 'd']],
    ['', ALL, 'draft', ['b', 'd']],
    ['', 'valuation', 'draft', ['d']],
    ['plan', 'valuation', ALL, ['d']],
    ['recruitment agency', ALL, 'draft', []],
    ['nothing like this', ALL, ALL, []],
  ])('search %j, category %s, status %s keeps %j', (search, category, status, expected) => {
    const result = filterList(ROWS, {
      search,
      searchIn: (row) => [row.title, row.excerpt],
      filters: [
        { value: category, of: (row) => row.category },
        { value: status, of: (row) => row.status },
      ],
    });
    expect(ids(result)).toEqual(expected);
    expect(result.shown).toBe(expected.length);
    expect(result.total).toBe(4);
  });

  it('drops an item that has no value for an active filter', () => {
    expect(ids(filterList(ROWS, { filters: [{ value: 'EBITDA multiples', of: (row) => row.excerpt }] }))).toEqual(['a']);
  });

  it('ignores the search when no texts are given to search in', () => {
    expect(filterList(ROWS, { search: 'zzz' }).shown).toBe(4);
  });

  it('counts zero of zero for an empty list', () => {
    expect(filterList([], { search: 'x' })).toEqual({ items: [], shown: 0, total: 0 });
  });
});
