// The Redirects screen: who sees the change buttons, and the search it filters by.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText } from '#src/ui/markup.testing.ts';
import { REDIRECTS_AREA } from './area.ts';
import { matchesSearch, RedirectsScreen } from './RedirectsScreen.tsx';
import type { AdminRedirect } from './types.ts';

const redirect: AdminRedirect = {
  id: 'r1',
  from_path: '/Old-Services',
  to_target: 'https://example.com/there',
  status_code: 301,
  built_in: false,
  hits: 0,
  last_hit_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
};

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

  it('searches From and To, whatever the case', () => {
    expect(matchesSearch(redirect, 'old-serv')).toBe(true);
    expect(matchesSearch(redirect, 'EXAMPLE.COM')).toBe(true);
    expect(matchesSearch(redirect, '  ')).toBe(true);
    expect(matchesSearch(redirect, '/contact')).toBe(false);
  });
});
