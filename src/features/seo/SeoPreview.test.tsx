// The SEO fields' helpers beside the fields (pages and insights alike), rendered to HTML: the meta
// description's live count with its warning over 160 characters, and the search-result preview.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { DescriptionCount, SearchPreview } from './SeoPreview.tsx';

describe('the SEO fields’ helpers', () => {
  it('count the meta description live and warn only over 160 characters', () => {
    expect(text(renderToStaticMarkup(<DescriptionCount length={160} />))).toBe('160 characters');
    expect(text(renderToStaticMarkup(<DescriptionCount length={161} />))).toBe(
      '161 characters — over 160, search engines may cut it short',
    );
  });

  it('preview a search result with the description cut at a word boundary', () => {
    const html = renderToStaticMarkup(
      <SearchPreview title="Sell your agency" path="/services" description={`${'word '.repeat(40)}`} />,
    );
    expect(text(html)).toContain('Search result preview');
    expect(text(html)).toContain('Sell your agency');
    expect(text(html)).toContain(`${'word '.repeat(31).trim()}…`);
  });
});
