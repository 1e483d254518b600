import { describe, expect, it } from 'vitest';
import { isSingleLine, singleLineMessage, toSingleLine } from './single-line.ts';

describe('the one-line rule', () => {
  it.each([
    ['a NUL', 'Null\u0000byte'],
    ['CR and LF', 'Line\r\nBcc: x@example.com'],
    ['a tab', 'Tab\there'],
    ['a C1 control', 'C1\u0085next'],
    ['a line separator', 'Sep\u2028arator'],
    ['a paragraph separator', 'Sep\u2029arator'],
    ['a right-to-left override', 'invoice\u202Efdp.exe'],
    ['a left-to-right embedding', 'a\u202Ab'],
    ['a first-strong isolate', 'a\u2068b\u2069'],
  ])('refuses %s', (_what, value) => {
    expect(isSingleLine(value)).toBe(false);
  });

  it('accepts letters of any script, punctuation and the marks that only hint direction', () => {
    for (const value of ['Zoë O’Brien-Ngata', 'שלום עולם', 'مرحبا\u200F (Sydney)', '株式会社 – 50%']) {
      expect(isSingleLine(value)).toBe(true);
    }
  });

  it('makes outside text fit it: each run of refused characters is one space, spaces collapse, ends are trimmed', () => {
    expect(toSingleLine('\tBoard\u0000room \u202Eweiv\u202C at\r\n\r\nnight\u2028Brisbane  ')).toBe(
      'Board room weiv at night Brisbane',
    );
    expect(isSingleLine(toSingleLine('Jane\r\nDoe\u0000\u0085'))).toBe(true);
    expect(toSingleLine('\r\n\u0000')).toBe('');
  });

  it('names the field in its message', () => {
    expect(singleLineMessage('Title')).toBe('Title must be on one line, without control characters.');
  });
});
