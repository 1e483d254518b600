// The insights list's grid of cards, or its empty message: drawn by the server inside the list's island
// (InsightsExplorer), which then only opens a card's dialog, and by the island itself when it fetched the list.
import InsightCard from './InsightCard.tsx';
import type { InsightSummary } from './types.ts';

export const NO_INSIGHTS = 'No insights available at the moment.';

interface InsightCardListProps {
  insights: InsightSummary[];
  onOpen?: (insight: InsightSummary) => void;
  /** The page's hero holds no photo, so on a phone the first card's image is the largest paint: load it at
   * once. Behind a hero photo it would only take bandwidth from the hero (it shows its top edge at most). */
  firstImageIsLargestPaint?: boolean;
}

export default function InsightCardList({ insights, onOpen, firstImageIsLargestPaint = false }: InsightCardListProps) {
  if (insights.length === 0) return <p className="text-center text-lg text-slate-700">{NO_INSIGHTS}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {insights.map((insight, index) => (
        <li key={insight.id}>
          <InsightCard
            insight={insight}
            headingLevel="h2"
            action="dialog"
            onOpen={onOpen}
            eager={firstImageIsLargestPaint && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
