// File sizes and category names exactly as the admin spec words them.
import { describe, expect, it } from 'vitest';
import { formatFileSize, formatUsd, groupThousands, titleCaseCategory } from './format.ts';

describe('formatFileSize', () => {
  it.each([
    [undefined, 'Unknown'],
    [null, 'Unknown'],
    [Number.NaN, 'Unknown'],
    [-1, 'Unknown'],
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1500, '1.46 KB'],
    [10_000, '9.77 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [2_621_440, '2.5 MB'],
    [1024 ** 3, '1 GB'],
    [3.75 * 1024 ** 3, '3.75 GB'],
    [1024 ** 4, '1024 GB'],
  ])('shows %s bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('titleCaseCategory', () => {
  it.each([
    ['market-analysis', 'Market Analysis'],
    ['exit-strategy-guide', 'Exit Strategy Guide'],
    ['valuation', 'Valuation'],
    ['business strategy', 'Business Strategy'],
    ['M&A Case Study', 'M&A Case Study'],
    ["owner's-guide", "Owner's Guide"],
    ['', ''],
  ])('shows the category %j as %j', (category, shown) => {
    expect(titleCaseCategory(category)).toBe(shown);
  });
});

describe('groupThousands and formatUsd, written without Intl', () => {
  it.each([0, 7, 999, 1000, 12_500, 999_999, 1_234_567, 5000.5, -1234, -0.2, 2 ** 40])('groups %s as en-AU does', (value) => {
    expect(groupThousands(value)).toBe(Math.round(value).toLocaleString('en-AU').replace(/^-0$/, '0'));
  });

  it.each([0, 1499.5, 2_250_000, 6_419_748.4, 1_234_567.8, -5, -1_234_567])('writes %s as en-US whole dollars', (amount) => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    expect(formatUsd(amount)).toBe(intl.format(amount));
  });
});
