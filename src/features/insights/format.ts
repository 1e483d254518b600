// Presentation of insight fields shared by cards, dialogs and the article page.

// Months by hand rather than Intl: the list's island imports this as the page loads, and a page's first Intl
// call costs 25–50 ms of main thread (ui/format.ts).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2025-03-05" → "5 March 2025" (en-AU's long date); anything unreadable is shown as given. */
export function formatAustralianDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
