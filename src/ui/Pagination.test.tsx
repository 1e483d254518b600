import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText } from './markup.testing.ts';
import { Pagination } from './Pagination.tsx';

const render = (page: number, pageCount: number) =>
  renderToStaticMarkup(<Pagination page={page} pageCount={pageCount} onPageChange={() => {}} label="Submission pages" />);

describe('the pagination', () => {
  it('says which page of how many, between Previous and Next, in a named navigation', () => {
    const html = render(2, 40);
    expect(visibleText(html)).toBe('Previous Page 2 of 40 Next');
    expect(html).toContain('<nav aria-label="Submission pages"');
    expect(html).not.toContain('disabled=""');
  });

  it('disables Previous on the first page and Next on the last', () => {
    expect(render(1, 3)).toMatch(/<button[^>]*disabled=""[^>]*>.*Previous/);
    expect(render(3, 3)).toMatch(/Page 3 of 3<\/p><button[^>]*disabled=""/);
  });

  it('is not shown when everything fits on one page', () => {
    expect(render(1, 1)).toBe('');
  });
});
