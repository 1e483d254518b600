// The loading and empty states: the spinner's spoken text and the empty message, as the screen words them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';
import { LoadingState } from './LoadingState.tsx';
import { attributesOf, visibleText } from './markup.testing.ts';

describe('the loading state', () => {
  it.each(['Loading insights...', 'Loading team members...', 'Loading contact submissions...', 'Loading images...'])(
    'shows and announces %j with a spinner',
    (label) => {
      const html = renderToStaticMarkup(<LoadingState label={label} />);
      expect(attributesOf(html, 'span').role).toBe('status');
      expect(html).toContain('animate-spin');
      expect(visibleText(html)).toBe(label);
    },
  );
});

describe('the empty state', () => {
  it('shows the message and any action the screen adds', () => {
    const html = renderToStaticMarkup(
      <EmptyState message="No images found matching your criteria.">
        <button type="button">Clear</button>
      </EmptyState>,
    );
    expect(visibleText(html)).toBe('No images found matching your criteria. Clear');
  });
});
