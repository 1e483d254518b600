// The firm's business hours, by which an enquiry's wait is measured: Brisbane time (UTC+10 all year,
// Queensland keeps no daylight saving), Monday to Friday, 9:00 to 17:00, except Queensland public
// holidays. Pure, so the dashboard, the reminders and their tests share one clock.

/** Brisbane is UTC+10 all year. */
const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const BUSINESS_DAY = { startHour: 9, endHour: 17 } as const;

/**
 * Queensland public holidays (state-wide, plus the Brisbane show day, the Royal Queensland Show
 * "Ekka" Wednesday, as the firm is in Brisbane), as published by the Queensland Government:
 * https://www.qld.gov.au/recreation/travel/holidays/public
 * Add each new year's dates from that page before the year begins; days past the list count as
 * ordinary weekdays. Christmas Eve's part-day holiday (from 6 pm) falls outside business hours.
 */
export const QUEENSLAND_PUBLIC_HOLIDAYS: readonly string[] = [
  // 2025
  '2025-01-01',
  '2025-01-27',
  '2025-04-18',
  '2025-04-19',
  '2025-04-20',
  '2025-04-21',
  '2025-04-25',
  '2025-05-05',
  '2025-08-13',
  '2025-10-06',
  '2025-12-25',
  '2025-12-26',
  // 2026
  '2026-01-01',
  '2026-01-26',
  '2026-04-03',
  '2026-04-04',
  '2026-04-05',
  '2026-04-06',
  '2026-04-25',
  '2026-05-04',
  '2026-08-12',
  '2026-10-05',
  '2026-12-25',
  '2026-12-26',
  '2026-12-28',
  // 2027
  '2027-01-01',
  '2027-01-26',
  '2027-03-26',
  '2027-03-27',
  '2027-03-28',
  '2027-03-29',
  '2027-04-26',
  '2027-05-03',
  '2027-08-11',
  '2027-10-04',
  '2027-12-25',
  '2027-12-27',
  '2027-12-28',
];
const HOLIDAYS = new Set(QUEENSLAND_PUBLIC_HOLIDAYS);

/** The Brisbane calendar date of an instant, "YYYY-MM-DD". */
export function brisbaneDate(instant: Date): string {
  return new Date(instant.getTime() + BRISBANE_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a Brisbane day (its midnight in shifted milliseconds) is a working day. */
function isWorkingDay(shiftedMidnight: number): boolean {
  const day = new Date(shiftedMidnight);
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day.toISOString().slice(0, 10));
}

export function isBusinessDay(instant: Date): boolean {
  const shifted = instant.getTime() + BRISBANE_OFFSET_MS;
  return isWorkingDay(shifted - (shifted % DAY_MS));
}

/** Inside business hours (Brisbane, a working day, 9:00 to 17:00). */
export function isBusinessTime(instant: Date): boolean {
  const shifted = instant.getTime() + BRISBANE_OFFSET_MS;
  const midnight = shifted - (shifted % DAY_MS);
  const hour = (shifted - midnight) / HOUR_MS;
  return isWorkingDay(midnight) && hour >= BUSINESS_DAY.startHour && hour < BUSINESS_DAY.endHour;
}

/** Milliseconds of business hours between two instants (0 when `end` is not after `start`). */
export function businessMillisBetween(start: Date, end: Date): number {
  const from = start.getTime() + BRISBANE_OFFSET_MS;
  const to = end.getTime() + BRISBANE_OFFSET_MS;
  if (!(to > from)) return 0;
  let total = 0;
  for (let midnight = from - (from % DAY_MS); midnight < to; midnight += DAY_MS) {
    if (!isWorkingDay(midnight)) continue;
    const open = Math.max(from, midnight + BUSINESS_DAY.startHour * HOUR_MS);
    const close = Math.min(to, midnight + BUSINESS_DAY.endHour * HOUR_MS);
    if (close > open) total += close - open;
  }
  return total;
}

/** The instant `hours` business hours after `start` (a start outside business hours counts from the next opening). */
export function addBusinessHours(start: Date, hours: number): Date {
  let left = hours * HOUR_MS;
  const from = start.getTime() + BRISBANE_OFFSET_MS;
  for (let midnight = from - (from % DAY_MS); ; midnight += DAY_MS) {
    if (!isWorkingDay(midnight)) continue;
    const open = Math.max(from, midnight + BUSINESS_DAY.startHour * HOUR_MS);
    const close = midnight + BUSINESS_DAY.endHour * HOUR_MS;
    if (close <= open) continue;
    if (close - open >= left) return new Date(open + left - BRISBANE_OFFSET_MS);
    left -= close - open;
  }
}

export function businessHoursBetween(start: Date, end: Date): number {
  return businessMillisBetween(start, end) / HOUR_MS;
}

/** "3.5 business hours", "1 business hour", "12 business hours". */
export function formatBusinessHours(hours: number): string {
  const rounded = hours < 10 ? Math.round(hours * 10) / 10 : Math.round(hours);
  return `${rounded.toLocaleString('en-AU')} business ${rounded === 1 ? 'hour' : 'hours'}`;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
