import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlMultiline, isPlainAddress, toHeaderText } from './message.ts';

describe('e-mail escaping', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps line breaks of a message as <br>', () => {
    expect(escapeHtmlMultiline('one\r\ntwo\nthree<')).toBe('one<br>\ntwo<br>\nthree&lt;');
  });

  it.each([
    ['Eve\r\nBcc: victim@example.com', 'Eve Bcc: victim@example.com'],
    ['Eve\nX-Header: 1', 'Eve X-Header: 1'],
    ['Tab\there\u0000nul', 'Tab here nul'],
    ['Line\u2028separator', 'Line separator'],
  ])('turns %j into the single header line %j', (input, output) => {
    expect(toHeaderText(input)).toBe(output);
  });

  it('caps header text', () => {
    expect(toHeaderText('x'.repeat(500), 20)).toBe(`${'x'.repeat(19)}…`);
  });

  it.each([
    ['jo@example.com', true],
    ['jo@example.com, eve@example.com', false],
    ['Jo <jo@example.com>', false],
    ['jo@example.com\r\nBcc: eve@example.com', false],
    ['jo@localhost', false],
  ])('treats %j as a plain address: %s', (address, plain) => {
    expect(isPlainAddress(address)).toBe(plain);
  });
});
