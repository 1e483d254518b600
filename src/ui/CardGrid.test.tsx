// The card grid: a named list of cards, one column on phones up to its maximum, the empty message.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardGrid, type GridColumns } from './CardGrid.tsx';
import { attributesOf, classesOf, visibleText } from './markup.testing.ts';

const CARDS = [
  { id: 'a', title: 'First' },
  { id: 'b', title: 'Second' },
];

function grid(maxColumns?: GridColumns, items = CARDS): string {
  return renderToStaticMarkup(
    <CardGrid
      label="Insights"
      items={items}
      maxColumns={maxColumns}
      empty="No insights found matching your criteria."
      renderItem={(card) => <article>{card.title}</article>}
    />,
  );
}

describe('the card grid', () => {
  it('is a list named by the screen with one item per card, in order', () => {
    const html = grid();
    expect(attributesOf(html, 'ul')['aria-label']).toBe('Insights');
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(visibleText(html)).toBe('First Second');
  });

  it.each([
    [undefined, ['grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3', 'xl:grid-cols-4']],
    [4, ['grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3', 'xl:grid-cols-4']],
    [3, ['grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3']],
    [2, ['grid-cols-1', 'sm:grid-cols-2']],
    [1, ['grid-cols-1']],
  ] as const)('with at most %s columns grows from 1 column: %j', (maxColumns, columns) => {
    const classes = classesOf(grid(maxColumns), 'ul');
    expect(classes.filter((name) => name.includes('grid-cols-'))).toEqual(columns);
  });

  it('shows the empty message instead of an empty list', () => {
    const html = grid(4, []);
    expect(html).not.toContain('<ul');
    expect(visibleText(html)).toBe('No insights found matching your criteria.');
  });
});
