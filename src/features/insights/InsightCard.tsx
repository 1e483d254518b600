// One insight as a card: image, category, title, excerpt, date and read time. The card's one link
// (Read More) stretches over the whole card, so a click anywhere on it opens the article or the dialog
// while keyboards and screen readers still meet a single link per card.
import { SlotImage } from '../images/SlotImage.tsx';
import { formatAustralianDate } from './format.ts';
import type { InsightSummary } from './types.ts';

/** A card's image width: a third of the page on wide screens, half on tablets, all of a phone's. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

interface InsightCardProps {
  insight: InsightSummary;
  headingLevel?: 'h2' | 'h3';
  /** Lists open a dialog on a plain click; elsewhere the card links straight to the article. */
  action?: 'dialog' | 'link';
  onOpen?: (insight: InsightSummary) => void;
  /** The first card is in view on a phone: load its image at once (it is the largest paint). */
  eager?: boolean;
}

export default function InsightCard({ insight, headingLevel = 'h3', action = 'link', onOpen, eager = false }: InsightCardProps) {
  const Heading = headingLevel;
  const href = `/resources/insights/${insight.id}`;
  return (
    <article
      data-insight-card={insight.id}
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
          <time dateTime={insight.date}>{formatAustralianDate(insight.date)}</time> · {insight.read_time}
        </p>
        {/* A link to the article; where the list opens a dialog, a plain click opens the dialog instead
            (a modified click or a click before hydration still follows the link). */}
        <a
          href={href}
          onClick={(event) => {
            if (action !== 'dialog' || !onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
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
