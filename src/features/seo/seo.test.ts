// What the SEO fields say when left empty: an article's description is its excerpt, cut at a word
// boundary to 160 characters; stored fields that no longer read are every field empty.
import { describe, expect, it } from 'vitest';
import { describeExcerpt, NO_SEO, readSeo } from './seo.ts';

describe("an article's default description", () => {
  it('is the whole excerpt when it fits in 160 characters', () => {
    expect(describeExcerpt('  A short   excerpt.  ')).toBe('A short excerpt.');
  });

  it('is cut at the last word boundary within 160 characters, with an ellipsis', () => {
    const excerpt = `${'word '.repeat(31)}boundary and more words after it`;
    const description = describeExcerpt(excerpt);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toBe(`${'word '.repeat(31)}…`.replace(' …', '…'));
    expect(description.endsWith('wor…')).toBe(false);
  });

  it('never ends a cut on a comma or a dash', () => {
    const excerpt = `${'a'.repeat(150)}, ${'b'.repeat(30)}`;
    expect(describeExcerpt(excerpt)).toBe(`${'a'.repeat(150)}…`);
  });
});

describe('stored SEO fields', () => {
  it('read back as saved', () => {
    const saved = { ...NO_SEO, metaTitle: 'Sell your agency', noindex: true };
    expect(readSeo(JSON.stringify(saved))).toEqual(saved);
  });

  it('read as every field empty when none are stored, or what is stored no longer reads', () => {
    expect(readSeo(null)).toEqual(NO_SEO);
    expect(readSeo('not json')).toEqual(NO_SEO);
    expect(readSeo(JSON.stringify({ metaTitle: 'x'.repeat(71) }))).toEqual(NO_SEO);
  });
});
