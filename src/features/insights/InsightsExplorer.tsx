// The insights list island: a grid of cards that open a detail dialog. Given the cards drawn by the
// server as its children (InsightCardList), it only opens their dialog, reading a card's details from
// its markup: the document carries the twelve cards once, not again as the island's props (the first
// round trip's budget, bench:document). Given a list, it draws it; given neither, it fetches GET
// /api/insights with the spec's loading (six placeholders), error (with Retry) and empty states.

import { X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { SlotImage } from '../images/SlotImage.tsx';
import { formatAustralianDate } from './format.ts';
import { type InsightPreview, opensDialog, readInsightCard } from './InsightCard.tsx';
import InsightCardList from './InsightCardList.tsx';
import type { InsightSummary } from './types.ts';

export const LOADING_PLACEHOLDERS = 6;

type ListState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; insights: InsightSummary[] };

export async function fetchInsights(fetcher: typeof fetch = fetch): Promise<InsightSummary[]> {
  const response = await fetcher('/api/insights', { headers: { 'Content-Type': 'application/json' } });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = (await response.json()) as { insights?: InsightSummary[] };
  return body.insights ?? [];
}

/** The line the error state shows: "Error loading insights: {message}", with a fallback message. */
export function insightsErrorText(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Failed to fetch insights';
  return `Error loading insights: ${message}`;
}

interface InsightsExplorerProps {
  initialInsights?: InsightSummary[];
  /** The cards as the server drew them (InsightCardList). */
  children?: ReactNode;
}

export default function InsightsExplorer({ initialInsights, children }: InsightsExplorerProps) {
  return children ? <DrawnList>{children}</DrawnList> : <FetchedList initialInsights={initialInsights} />;
}

/** The server's cards: a plain click on one opens its dialog, with what the card shows and its author. */
function DrawnList({ children }: { children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<InsightPreview | null>(null);
  useEffect(() => {
    const element = list.current;
    // The cards are markup React does not own (Astro's slot), so their links' clicks are heard here.
    const onClick = (event: MouseEvent) => {
      const card = (event.target as Element | null)?.closest('a[aria-haspopup="dialog"]')?.closest('[data-insight-card]');
      if (!card || !opensDialog(event)) return;
      event.preventDefault();
      setOpen(readInsightCard(card));
    };
    element?.addEventListener('click', onClick);
    return () => element?.removeEventListener('click', onClick);
  }, []);
  return (
    <>
      <div ref={list}>{children}</div>
      <InsightDetail insight={open} onClose={() => setOpen(null)} />
    </>
  );
}

function FetchedList({ initialInsights }: { initialInsights: InsightSummary[] | undefined }) {
  const [state, setState] = useState<ListState>(
    initialInsights ? { kind: 'loaded', insights: initialInsights } : { kind: 'loading' },
  );
  const [open, setOpen] = useState<InsightSummary | null>(null);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', insights: await fetchInsights() });
    } catch (error) {
      setState({ kind: 'error', message: insightsErrorText(error) });
    }
  }, []);

  useEffect(() => {
    if (!initialInsights) void load();
  }, [initialInsights, load]);

  if (state.kind === 'loading') {
    return (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading insights">
        {Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index} data-testid="insight-placeholder" className="h-96 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </ul>
    );
  }

  if (state.kind === 'error') {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="text-red-800">{state.message}</p>
        <button
          type="button"
          onClick={() => void load()}
          className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Retry
        </button>
      </div>
    );
  }

  return (
    <>
      <InsightCardList insights={state.insights} onOpen={setOpen} />
      {state.insights.length > 0 && <InsightDetail insight={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/**
 * A card's details in the browser's own modal <dialog>: focus moved in and given back, Escape and a
 * click beside it close it, the page behind inert. Not Radix's dialog, whose scroll lock inserts a
 * <style> element the page's policy (hashes only) refuses.
 */
function InsightDetail({ insight, onClose }: { insight: InsightPreview | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (insight && !element?.open) element?.showModal();
    if (!insight && element?.open) element.close();
  }, [insight]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it (the browser's cancel); the click is only the backdrop's.
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-excerpt`}
      onClose={onClose}
      // The backdrop is the dialog element itself; the box inside it takes every click on the content.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-950/60"
    >
      {insight && (
        <div className="relative p-6 sm:p-8">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{insight.category}</p>
          <h2 id={`${id}-title`} className="mt-2 pr-8 font-serif text-2xl font-semibold text-brand-900">
            {insight.title}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            By {insight.author} · <time dateTime={insight.date}>{formatAustralianDate(insight.date)}</time> · {insight.read_time}
          </p>
          {insight.image && (
            <SlotImage
              image={insight.image}
              sizes="(min-width: 672px) 672px, 100vw"
              className="mt-5 aspect-video w-full rounded-lg object-cover"
            />
          )}
          <p id={`${id}-excerpt`} className="mt-5 text-lg leading-8 text-slate-700">
            {insight.excerpt}
          </p>
          <a
            href={`/resources/insights/${insight.id}`}
            className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Read the Full Article
          </a>
          <button
            type="button"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
            className="absolute right-4 top-4 rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </dialog>
  );
}
