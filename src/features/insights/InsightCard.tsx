// One insight as a card: image, category, title, excerpt, date and read time. The card's one link
// (Read More) stretches over the whole card, so a click anywhere on it opens the article or the dialog
// while keyboards and screen readers still meet a single link per card. A card drawn by the server is
// read back here too (readInsightCard), so the list's island needs no copy of what its cards show.
import type { MouseEvent } from 'react';
import { SlotImage } from '../images/SlotImage.tsx';
import type { DrawnImage } from '../images/types.ts';
import { formatAustralianDate } from './format.ts';
import type { InsightSummary } from './types.ts';

/** A card's image width: a third of the page on wide screens, half on tablets, all of a phone's. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** Between a card's date and its read time. */
const DATE_SEPARATOR = ' · ';

/** What the detail dialog shows of an insight: all a card holds, its author included. */
export type InsightPreview = Pick<InsightSummary, 'id' | 'title' | 'category' | 'excerpt' | 'author' | 'date' | 'read_time'> & {
  image: DrawnImage | null;
};

interface InsightCardProps {
  insight: InsightSummary;
  headingLevel?: 'h2' | 'h3';
  /** Lists open a dialog on a plain click; elsewhere the card links straight to the article. */
  action?: 'dialog' | 'link';
  onOpen?: (insight: InsightSummary) => void;
  /** Load the image at once, with high priority: the list's first card when its image is the largest paint. */
  eager?: boolean;
}

/** A plain click (no modifier, main button) opens the dialog; any other still follows the link (a new tab, say). */
export function opensDialog(event: Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey' | 'button'>): boolean {
  return !event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0;
}

export default function InsightCard({ insight, headingLevel = 'h3', action = 'link', onOpen, eager = false }: InsightCardProps) {
  const Heading = headingLevel;
  const href = `/resources/insights/${insight.id}`;
  return (
    <article
      data-insight-card={insight.id}
      // The dialog names the author, which the card does not show.
      data-author={action === 'dialog' ? insight.author : undefined}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      {insight.image && (
        <SlotImage
          image={insight.image}
          sizes={CARD_IMAGE_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{insight.category}</p>
        <Heading className="mt-2 font-serif text-xl font-semibold text-brand-900">{insight.title}</Heading>
        <p className="mt-3 flex-1 text-slate-700">{insight.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={insight.date}>{formatAustralianDate(insight.date)}</time>
          {DATE_SEPARATOR}
          {insight.read_time}
        </p>
        {/* A link to the article; where the list opens a dialog, a plain click opens the dialog instead
            (a modified click or a click before hydration still follows the link). */}
        <a
          href={href}
          onClick={(event) => {
            if (action !== 'dialog' || !onOpen || !opensDialog(event)) return;
            event.preventDefault();
            onOpen(insight);
          }}
          aria-haspopup={action === 'dialog' ? 'dialog' : undefined}
          // The ::after box covers the card: a click anywhere on it is a click on this link.
          className="mt-4 self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white after:absolute after:inset-0 after:content-[''] hover:bg-brand-800"
        >
          Read More<span className="sr-only">: {insight.title}</span>
        </a>
      </div>
    </article>
  );
}

/** A dialog card's details read back from its markup, as InsightCard drew them. */
export function readInsightCard(card: Element): InsightPreview {
  const heading = card.querySelector('h2, h3');
  const time = card.querySelector('time');
  const dateLine = time?.parentElement?.textContent ?? '';
  return {
    id: card.getAttribute('data-insight-card') ?? '',
    title: heading?.textContent ?? '',
    // The first paragraph is the category, the one after the title the excerpt.
    category: card.querySelector('p')?.textContent ?? '',
    excerpt: heading?.nextElementSibling?.textContent ?? '',
    author: card.getAttribute('data-author') ?? '',
    date: time?.getAttribute('datetime') ?? '',
    read_time: dateLine.slice(dateLine.indexOf(DATE_SEPARATOR) + DATE_SEPARATOR.length),
    image: readCardImage(card),
  };
}

function readCardImage(card: Element): DrawnImage | null {
  const img = card.querySelector('img');
  if (!img) return null;
  const srcSets = [...card.querySelectorAll('picture > source')].map((source) => {
    const type = source.getAttribute('type');
    const srcSet = source.getAttribute('srcset') ?? '';
    return type === null ? { srcSet } : { type, srcSet };
  });
  return {
    src: img.getAttribute('src') ?? '',
    alt: img.getAttribute('alt') ?? '',
    width: Number(img.getAttribute('width')),
    height: Number(img.getAttribute('height')),
    ...(srcSets.length > 0 ? { srcSets } : {}),
  };
}
