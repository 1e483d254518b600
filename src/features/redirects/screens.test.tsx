// The Redirects screen: who sees the change buttons, and the query it asks the server for a page with.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText } from '#src/ui/markup.testing.ts';
import { REDIRECTS_AREA } from './area.ts';
import { RedirectsScreen } from './RedirectsScreen.tsx';
import { redirectQueryString } from './schema.ts';

describe('the redirects screen', () => {
  it('offers add and import to editors, and export to every role', () => {
    const editor = visibleText(renderToStaticMarkup(<RedirectsScreen title={REDIRECTS_AREA.title} canManage />));
    expect(editor).toContain('Add Redirect');
    expect(editor).toContain('Import CSV');
    expect(editor).toContain('Export CSV');
    const viewer = visibleText(renderToStaticMarkup(<RedirectsScreen title={REDIRECTS_AREA.title} canManage={false} />));
    expect(viewer).not.toContain('Add Redirect');
    expect(viewer).not.toContain('Import CSV');
    expect(viewer).toContain('Export CSV');
  });

  it('shows the search box and the loading state until the first page arrives', () => {
    const markup = renderToStaticMarkup(<RedirectsScreen title={REDIRECTS_AREA.title} canManage={false} />);
    expect(markup).toContain('aria-label="Search redirects"');
    expect(markup).toContain('placeholder="Search by address..."');
    expect(visibleText(markup)).toContain('Loading redirects...');
  });

  it('asks the server for the search and the page, leaving defaults out', () => {
    expect(redirectQueryString({ search: '', page: 1 })).toBe('');
    expect(redirectQueryString({ search: '  /old services ', page: 1 })).toBe('?search=%2Fold+services');
    expect(redirectQueryString({ search: 'example.com', page: 3 })).toBe('?search=example.com&page=3');
  });
});
