// Display formats the site and the admin screens share: file sizes and category names as the admin spec
// words them, counts and dollars. What a public island formats as it loads is written here without Intl: a
// page's first Intl call loads ICU's data, 25–50 ms of main thread here, 100–200 in Lighthouse's phone (issue 30).

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A byte count in Bytes, KB, MB or GB at 1024 steps, rounded to two decimals ('1.5 KB'); 'Unknown'
 * when the size is absent or not a size. A value that rounds up to 1024 of a unit is shown in the
 * next unit ('1 MB', not '1024 KB'); above that, GB is the largest unit.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'Unknown';
  let unit = 0;
  let value = bytes;
  while (unit < SIZE_UNITS.length - 1 && roundTo2(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${roundTo2(value)} ${SIZE_UNITS[unit]}`;
}

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A category as its badge shows it: dashes become spaces and each word starts with a capital ('market-analysis' → 'Market Analysis'). */
export function titleCaseCategory(category: string): string {
  return category.replace(/-/g, ' ').replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** An integer with its thousands grouped as en-AU writes them: 12500 → '12,500'; a fraction is rounded. */
export function groupThousands(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && digits !== '0' ? `-${digits}` : digits;
}

/** Whole US dollars, as the calculator and enquiries show them: 1234567.8 → '$1,234,568', -5 → '-$5'. */
export function formatUsd(amount: number): string {
  const dollars = groupThousands(amount);
  return dollars.startsWith('-') ? `-$${dollars.slice(1)}` : `$${dollars}`;
}

/** The months as en-AU names them. */
export const MONTH_NAMES = [
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

/** A day in full as en-AU writes it, from a date's UTC fields: '5 March 2025'. */
export function longDateOfUtcFields(date: Date): string {
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Made on first use: only admin screens and e-mails show these. */
let brisbaneDateTimeFormat: Intl.DateTimeFormat | undefined;

/** A moment in Brisbane time, the firm's own (no daylight saving): '3 Mar 2026, 9:05 am'. */
export function brisbaneDateTime(iso: string): string {
  brisbaneDateTimeFormat ??= new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Australia/Brisbane',
  });
  return brisbaneDateTimeFormat.format(new Date(iso));
}
