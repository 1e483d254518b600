// Display formats the admin screens share: file sizes and category names, as the admin spec words them.

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

const BRISBANE_DATE_TIME = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Brisbane',
});

/** A moment in Brisbane time, the firm's own (no daylight saving): '3 Mar 2026, 9:05 am'. */
export function brisbaneDateTime(iso: string): string {
  return BRISBANE_DATE_TIME.format(new Date(iso));
}
