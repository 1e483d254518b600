// Presentation of insight fields shared by cards, dialogs and the article page.

const LONG_AUSTRALIAN_DATE = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2025-03-05" → "5 March 2025"; anything unreadable is shown as given. */
export function formatAustralianDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? isoDate : LONG_AUSTRALIAN_DATE.format(date);
}
