// The search's inverted index on its own (no database: it is pure): documents replaced and removed leave
// no trace of their old words, a freed place taken by a new document keeps every word's list right,
// every word must match unless no document has them all, and the first page is ranked as a full sort would.
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './documents.ts';
import { TermIndex } from './term-index.ts';
import { queryTerms } from './terms.ts';

function insight(id: string, title: string, body = '', date = '2025-01-01', category = 'valuation'): SearchDocument {
  return {
    id,
    kind: 'insight',
    url: `/resources/insights/${id}`,
    heading: title,
    title,
    section: '',
    excerpt: '',
    body,
    category,
    categoryLabel: '',
    author: '',
    date,
  };
}

const ids = (index: TermIndex, query: string, category: string | null = null) =>
  index
    .match(queryTerms(query), category)
    .ranked(1000)
    .map((document) => document.id);

describe('the search’s term index', () => {
  it('finds a document replaced in place by its new words only, and a removed one by none', () => {
    const index = new TermIndex();
    index.add(insight('a', 'Vendor finance basics'));
    index.add(insight('a', 'Seller finance basics'));
    expect(index.size).toBe(1);
    expect(ids(index, 'vendor')).toEqual([]);
    expect(ids(index, 'seller')).toEqual(['a']);
    index.remove('a');
    expect(index.size).toBe(0);
    expect(ids(index, 'seller')).toEqual([]);
    expect(ids(index, 'finance')).toEqual([]);
  });

  it('keeps each word’s documents right when a new document takes a removed one’s place', () => {
    const index = new TermIndex();
    for (const id of ['a', 'b', 'c', 'd']) index.add(insight(id, `Goodwill notes ${id}`));
    index.remove('b');
    index.add(insight('e', 'Goodwill and earnouts'));
    expect(ids(index, 'goodwill').sort()).toEqual(['a', 'c', 'd', 'e']);
    expect(ids(index, 'earnout')).toEqual(['e']);
    index.remove('c');
    index.remove('e');
    expect(ids(index, 'goodwill').sort()).toEqual(['a', 'd']);
    expect(ids(index, 'earnout')).toEqual([]);
  });

  it('matches a word no document uses any more with its typos, as any unknown word', () => {
    const index = new TermIndex();
    index.add(insight('finance', 'Buyer finance'));
    index.add(insight('fiance', 'Meet the fiance'));
    expect(ids(index, 'finance')).toEqual(['finance']);
    index.remove('finance');
    expect(ids(index, 'finance')).toEqual(['fiance']);
  });

  it('needs every word when some document has them all, else ranks those with most of them first', () => {
    const index = new TermIndex();
    index.add(insight('both', 'Vendor finance'));
    index.add(insight('one', 'Vendor notes'));
    index.add(insight('three', 'Vendor finance warranty'));
    expect(ids(index, 'vendor finance').sort()).toEqual(['both', 'three']);
    expect(ids(index, 'vendor finance', 'process')).toEqual([]);
    const anyWord = ids(index, 'finance warranty indemnity');
    expect(anyWord[0]).toBe('three');
    expect(anyWord.slice(1)).toEqual(['both']);
  });

  it('ranks a title match above body matches, and equal scores newest first', () => {
    const index = new TermIndex();
    index.add(insight('body', 'Market notes', 'Goodwill matters. Goodwill again.', '2025-06-01'));
    index.add(insight('title', 'Goodwill', 'Something else.', '2024-01-01'));
    index.add(insight('older', 'Same words here', 'Nothing', '2023-01-01'));
    index.add(insight('newer', 'Same words here', 'Nothing', '2024-01-01'));
    expect(ids(index, 'goodwill')).toEqual(['title', 'body']);
    expect(ids(index, 'same words')).toEqual(['newer', 'older']);
  });

  it('ranks the first page of many matches as ranking them all would', () => {
    const index = new TermIndex();
    for (let at = 0; at < 300; at += 1) {
      const body = `${'Goodwill counts. '.repeat(1 + (at % 7))}${'Other words. '.repeat(at % 5)}`;
      index.add(insight(`doc-${at}`, `Article ${at}`, body, `2024-01-${String(1 + (at % 28)).padStart(2, '0')}`));
    }
    const matches = index.match(['goodwill'], null);
    expect(matches.total).toBe(300);
    const all = matches.ranked(300).map((document) => document.id);
    expect(matches.ranked(12).map((document) => document.id)).toEqual(all.slice(0, 12));
    expect(matches.ranked(36).map((document) => document.id)).toEqual(all.slice(0, 36));
  });
});
