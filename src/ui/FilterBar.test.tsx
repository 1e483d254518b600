// The filter bar's markup: labels tied to the search box and selects, the search landmark, the Filters
// toggle with its active count and panel, and the removable chips.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { activeFilters, FilterBar, FilterChips, type SelectFilter } from './FilterBar.tsx';
import { attributesOf, visibleText } from './markup.testing.ts';

const ignore = () => undefined;

function select(label: string, value: string, options: string[], defaultValue?: string): SelectFilter {
  return { label, value, defaultValue, onChange: ignore, options: options.map((option) => ({ value: option, label: option })) };
}

const STATUS = (value = 'all') => select('Status', value, ['all', 'new', 'closed']);
const PRIORITY = (value = 'all') => select('Priority', value, ['all', 'low', 'high']);
const PAGE = (value = 'home') => select('Page', value, ['all', 'home', 'about'], 'home');

function bar(props: Partial<Parameters<typeof FilterBar>[0]> = {}): string {
  return renderToStaticMarkup(
    <FilterBar
      label="Filter submissions"
      search={{ label: 'Search', placeholder: 'Search submissions...', value: 'jo', onChange: ignore }}
      filters={[STATUS('new'), PRIORITY()]}
      {...props}
    />,
  );
}

/** The control a <label> points at must exist with that id. */
function controlLabelled(html: string, label: string, tag: 'input' | 'select'): Record<string, string> {
  const id = html.match(new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`))?.[1];
  expect(id, `a label '${label}' with a for`).toBeDefined();
  return attributesOf(html, tag, new RegExp(`id="${id}"`));
}

describe('the filter bar', () => {
  it('is a search landmark named by the screen', () => {
    expect(attributesOf(bar(), 'search')['aria-label']).toBe('Filter submissions');
  });

  it("ties the search box to its label and shows the screen's placeholder and value", () => {
    const input = controlLabelled(bar(), 'Search', 'input');
    expect(input).toMatchObject({ type: 'search', placeholder: 'Search submissions...', value: 'jo' });
  });

  it('ties each select filter to its label and selects its value', () => {
    const html = bar();
    controlLabelled(html, 'Status', 'select');
    controlLabelled(html, 'Priority', 'select');
    expect(html).toMatch(/<option value="new" selected="">new<\/option>/);
    expect(html).toMatch(/<option value="all" selected="">all<\/option>/);
  });

  it("shows the screen's own buttons", () => {
    expect(visibleText(bar({ actions: <button type="button">Refresh</button> }))).toContain('Refresh');
  });

  it('has no Filters toggle without advanced filters', () => {
    expect(bar()).not.toContain('aria-expanded');
  });

  it('offers a collapsed Filters toggle that controls the hidden panel of advanced filters', () => {
    const html = bar({ filters: [], advanced: [PAGE(), STATUS()] });
    const toggle = attributesOf(html, 'button', /aria-expanded/);
    expect(toggle['aria-expanded']).toBe('false');
    const panel = attributesOf(html, 'div', new RegExp(`id="${toggle['aria-controls']}"`));
    expect(panel.hidden).toBe('');
    controlLabelled(html, 'Page', 'select');
  });

  it('counts the active filters of both lists on the toggle, for eyes and ears', () => {
    const html = bar({ filters: [STATUS('new'), PRIORITY()], advanced: [PAGE('about')] });
    // Seen: the number in a badge; heard: 'Filters (2 active)'.
    expect(html).toMatch(/<span [^>]*aria-hidden="true"[^>]*>2<\/span><span class="sr-only">\(2 active\)<\/span>/);
    expect(visibleText(html)).toContain('Filters 2 (2 active)');
  });

  it('shows no count while every filter is at its default', () => {
    expect(bar({ filters: [STATUS()], advanced: [PAGE()] })).not.toContain('active');
  });
});

describe('active filters', () => {
  it.each([
    ['every filter at its first option', [STATUS(), PRIORITY()], []],
    ['one changed', [STATUS('closed'), PRIORITY()], ['Status']],
    ['a default other than the first option', [PAGE('home')], []],
    ['the first option when the default is another', [PAGE('all')], ['Page']],
    ['all changed', [STATUS('new'), PRIORITY('low'), PAGE('about')], ['Status', 'Priority', 'Page']],
  ])('with %s: %j', (_, filters, expected) => {
    expect(activeFilters(filters).map((filter) => filter.label)).toEqual(expected);
  });
});

describe('the filter chips', () => {
  it('are not there while no filter is active', () => {
    expect(renderToStaticMarkup(<FilterChips filters={[STATUS(), PAGE()]} />)).toBe('');
  });

  it("list each active filter with its option's label and a button that removes it", () => {
    const page = { ...PAGE('about'), options: [{ value: 'about', label: 'About Us' }, ...PAGE().options] };
    const html = renderToStaticMarkup(<FilterChips filters={[STATUS('new'), PRIORITY(), page]} />);
    expect(attributesOf(html, 'ul')['aria-label']).toBe('Active filters');
    expect(visibleText(html)).toBe('Status: new Page: About Us');
    expect([...html.matchAll(/aria-label="(Remove filter [^"]+)"/g)].map((match) => match[1])).toEqual([
      'Remove filter Status: new',
      'Remove filter Page: About Us',
    ]);
  });
});
