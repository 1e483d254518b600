// @vitest-environment happy-dom
// The insights list's cards are drawn once, by the server, inside the list's island: the island reads a
// card's details back from its markup to fill the detail dialog, so that markup must carry all the dialog
// shows (the author too), and a plain click on a card the island does not own must open the dialog.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import InsightCard, { readInsightCard } from './InsightCard.tsx';
import InsightCardList from './InsightCardList.tsx';
import InsightsExplorer from './InsightsExplorer.tsx';
import type { InsightSummary } from './types.ts';

const WITH_PHOTO: InsightSummary = {
  id: 'selling-your-agency',
  title: 'Selling Your Agency & What “Ready” Means',
  category: 'Valuation Guide',
  excerpt: 'What buyers look for <first>.',
  author: 'David Calder',
  read_time: '5 min read',
  date: '2026-01-15',
  image_url: '/media/card.jpg',
  image: {
    id: 'img-1',
    src: '/media/card.jpg',
    alt: 'Two people shaking hands',
    width: 1600,
    height: 900,
    srcSets: [
      { type: 'image/avif', srcSet: '/media/card-640.avif 640w, /media/card-1280.avif 1280w' },
      { type: 'image/webp', srcSet: '/media/card-640.webp 640w, /media/card-1280.webp 1280w' },
    ],
  },
  author_url: null,
  reviewed_on: null,
};

const WITHOUT_PHOTO: InsightSummary = {
  ...WITH_PHOTO,
  id: 'earn-outs',
  title: 'Earn-outs',
  category: 'Negotiation',
  author: 'Sarah Rowe',
  date: '2025-03-05',
  read_time: '12 min read',
  image: null,
  image_url: null,
};

function drawn(insight: InsightSummary): Element {
  document.body.innerHTML = renderToStaticMarkup(<InsightCard insight={insight} action="dialog" headingLevel="h2" />);
  const card = document.querySelector('[data-insight-card]');
  if (!card) throw new Error('no card drawn');
  return card;
}

describe('a card drawn by the server, read back for its dialog', () => {
  it('gives everything the dialog shows, the photo’s sources included', () => {
    const { image, ...details } = WITH_PHOTO;
    expect(readInsightCard(drawn(WITH_PHOTO))).toEqual({
      id: details.id,
      title: details.title,
      category: details.category,
      excerpt: details.excerpt,
      author: details.author,
      date: details.date,
      read_time: details.read_time,
      image: { src: image?.src, alt: image?.alt, width: 1600, height: 900, srcSets: image?.srcSets },
    });
  });

  it('gives no image for a card without a photo', () => {
    expect(readInsightCard(drawn(WITHOUT_PHOTO))).toMatchObject({ id: 'earn-outs', image: null, read_time: '12 min read' });
  });

  it('names the author only on a card that opens a dialog', () => {
    document.body.innerHTML = renderToStaticMarkup(<InsightCard insight={WITH_PHOTO} />);
    expect(document.querySelector('[data-author]')).toBeNull();
  });
});

describe('the first card’s image', () => {
  const firstImage = (markup: string) => new DOMParser().parseFromString(markup, 'text/html').querySelector('img');

  it('loads at once with high priority when the hero holds no photo, as it is the largest paint', () => {
    const image = firstImage(renderToStaticMarkup(<InsightCardList insights={[WITH_PHOTO]} firstImageIsLargestPaint />));
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('waits behind a hero photo, leaving it the bandwidth', () => {
    const image = firstImage(renderToStaticMarkup(<InsightCardList insights={[WITH_PHOTO]} />));
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('fetchpriority')).toBe('auto');
  });
});

describe('the list’s island around cards it does not own', () => {
  let root: Root | undefined;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('opens the clicked card’s dialog with its title, author, date and link', async () => {
    // As Astro passes them: the server's markup, outside React's tree.
    const cards = renderToStaticMarkup(<InsightCardList insights={[WITH_PHOTO, WITHOUT_PHOTO]} />);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <InsightsExplorer>
          <div
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup, as Astro's slot holds it.
            dangerouslySetInnerHTML={{ __html: cards }}
          />
        </InsightsExplorer>,
      );
    });
    const dialog = document.querySelector('dialog');
    expect(dialog?.hasAttribute('open')).toBe(false);

    const link = document.querySelector('[data-insight-card="earn-outs"] a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link?.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(dialog?.hasAttribute('open')).toBe(true);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Earn-outs');
    expect(dialog?.textContent).toContain('By Sarah Rowe · 5 March 2025 · 12 min read');
    expect(dialog?.querySelector('a')?.getAttribute('href')).toBe('/resources/insights/earn-outs');
  });
});
