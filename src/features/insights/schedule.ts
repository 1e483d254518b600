// When an insight is public: a published insight goes live at midnight in Brisbane (UTC+10 all year,
// no daylight saving) of its date, so a future date schedules it with no job to run.
const BRISBANE_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' });

/** Today's date in Brisbane as YYYY-MM-DD (the form's default date, the export's file name). */
export function brisbaneDate(now: Date = new Date()): string {
  return BRISBANE_DATE.format(now);
}

/** The instant `date` (YYYY-MM-DD) begins in Brisbane. */
export function publishInstant(date: string): Date {
  return new Date(`${date}T00:00:00+10:00`);
}

/** What the admin shows for a stored status and publish instant. */
export function displayStatus(
  status: 'published' | 'draft',
  publishAt: Date | string | null,
  now: Date = new Date(),
): 'published' | 'draft' | 'scheduled' {
  if (status === 'draft') return 'draft';
  return publishAt !== null && new Date(publishAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}
