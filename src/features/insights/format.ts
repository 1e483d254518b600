// Presentation of insight fields shared by cards, dialogs and the article page.

import { longDateOfUtcFields } from '#src/ui/format.ts';

/** "2025-03-05" → "5 March 2025" (en-AU's long date, without Intl: ui/format.ts); anything unreadable is shown as given. */
export function formatAustralianDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  return longDateOfUtcFields(date);
}
