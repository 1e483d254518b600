// The counter's exact sentence for each screen, spoken politely when it changes.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attributesOf } from './markup.testing.ts';
import { ResultCounter, resultCountText } from './ResultCounter.tsx';

describe('the result counter', () => {
  it.each([
    [3, 14, 'insights', 'Showing 3 of 14 insights'],
    [0, 5, 'submissions', 'Showing 0 of 5 submissions'],
    [120, 120, 'images', 'Showing 120 of 120 images'],
    [312, 10000, 'submissions', 'Showing 312 of 10,000 submissions'],
  ])('says %i of %i %s as %j', (shown, total, noun, sentence) => {
    expect(resultCountText(shown, total, noun)).toBe(sentence);
    expect(renderToStaticMarkup(<ResultCounter shown={shown} total={total} noun={noun} />)).toMatch(
      new RegExp(`<p [^>]*>${sentence}</p>`),
    );
  });

  it('is a polite, atomic live region, so the whole new sentence is read after a change', () => {
    const html = renderToStaticMarkup(<ResultCounter shown={1} total={2} noun="insights" />);
    expect(attributesOf(html, 'p')).toMatchObject({ role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  });
});
