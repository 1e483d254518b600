// The sanitiser's article policy: what a pasted or edited article keeps, and what it loses.
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize.server.ts';

describe('article HTML', () => {
  it('removes scripts, event handlers and javascript: links but keeps the article tags', () => {
    const dirty =
      '<h2 onclick="x()">Heading</h2><script>alert(1)</script><p>Text <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p><img src=x onerror=alert(1)><ul><li>One</li></ul>';
    expect(sanitizeArticleHtml(dirty)).toBe(
      '<h2>Heading</h2><p>Text <a>bad</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a></p><img src="x" /><ul><li>One</li></ul>',
    );
  });

  it('keeps an image with its alt text, but not one whose address is a script or inline data', () => {
    expect(
      sanitizeArticleHtml(
        '<img src="/images/a.png" alt="A chart" width="9"><img src="javascript:alert(1)" alt="a"><img src="data:image/png;base64,AAA" alt="b">',
      ),
    ).toBe('<img src="/images/a.png" alt="A chart" />');
  });

  it("keeps the span of a merged table cell and drops the editor's one-cell spans", () => {
    expect(sanitizeArticleHtml('<table><tr><th colspan="2" rowspan="1" style="width:9px">Both</th></tr></table>')).toBe(
      '<table><tr><th colspan="2">Both</th></tr></table>',
    );
  });

  it('turns a pasted h1 into a section heading, and h5 and h6 into the smallest one', () => {
    expect(sanitizeArticleHtml('<h1>Title</h1><h5>Small</h5><h6>Smaller</h6>')).toBe(
      '<h2>Title</h2><h4>Small</h4><h4>Smaller</h4>',
    );
  });

  it('gives a new-window link noopener whatever the case of its target, replacing rel="opener"', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_BLANK" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://example.com" TARGET="_Blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    // A named window is a new window too.
    expect(sanitizeArticleHtml('<a href="https://example.com" target="other">x</a>')).toBe(
      '<a href="https://example.com" target="other" rel="noopener noreferrer">x</a>',
    );
  });

  it('takes "opener" out of the rel of a same-window link and keeps the rest', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" rel="Opener nofollow">x</a>')).toBe(
      '<a href="https://example.com" rel="nofollow">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://example.com" rel="opener">x</a>')).toBe('<a href="https://example.com">x</a>');
  });
});
