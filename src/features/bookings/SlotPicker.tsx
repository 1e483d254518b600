// Choosing a time: the days with free times as links (each reloads the page on that day, so it works
// without JavaScript; the booking form's island fetches the day instead), and the chosen day's times
// as a labelled group of radio buttons in Brisbane time, each with the visitor's own time beside it
// when their time zone differs. Shared by the booking form and the visitor's manage page.
import type { MouseEvent } from 'react';
import { BRISBANE_TIME_ZONE, brisbaneClock, brisbaneDayLabel, brisbaneShortDayLabel } from './booking-terms.ts';
import { brisbaneMidnight } from './slots.ts';
import type { SlotChoice } from './types.ts';

export interface SlotPickerProps {
  idPrefix: string;
  choice: SlotChoice;
  /** The address of a day's link: the page itself with ?day=. */
  dayHref: (day: string) => string;
  /** The island's own handling of a day's link; without it the link loads the page. */
  onChooseDay?: (day: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The chosen time (controlled by the island), or none (a plain form). */
  selected?: string;
  onSelect?: (start: string) => void;
  /** The visitor's time zone where it differs from Brisbane's (known only in the browser). */
  localZone?: string | null;
  error?: string;
  /** While the island fetches a day. */
  busy?: boolean;
}

/** A day's label is read at its noon: any instant inside the Brisbane day would do. */
const NOON_MS = 12 * 60 * 60 * 1000;

const localTimeFormats = new Map<string, Intl.DateTimeFormat>();
function localTime(start: string, zone: string): string {
  let format = localTimeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
      weekday: 'short',
      timeZoneName: 'short',
    });
    localTimeFormats.set(zone, format);
  }
  return format.format(new Date(start)).replace(/\s+/g, ' ');
}

/** The visitor's time zone when it keeps other hours than Brisbane's; null in Brisbane (or Queensland). */
export function differentTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === BRISBANE_TIME_ZONE) return null;
    const probe = new Date();
    const offset = (timeZone: string) =>
      new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(probe)
        .find((part) => part.type === 'timeZoneName')?.value;
    return offset(zone) === offset(BRISBANE_TIME_ZONE) ? null : zone;
  } catch {
    return null;
  }
}

export function SlotPicker({
  idPrefix,
  choice,
  dayHref,
  onChooseDay,
  selected,
  onSelect,
  localZone = null,
  error,
  busy = false,
}: SlotPickerProps) {
  const daysId = `${idPrefix}-days`;
  const timesId = `${idPrefix}-times`;
  const errorId = `${idPrefix}-start-error`;
  const chosenDay = choice.day;
  return (
    <div className="space-y-6">
      <nav aria-labelledby={daysId}>
        <h3 id={daysId} className="text-sm font-semibold text-slate-800">
          Choose a day
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {choice.days.map((day) => (
            <li key={day.day}>
              <a
                href={dayHref(day.day)}
                onClick={onChooseDay ? (event) => onChooseDay(day.day, event) : undefined}
                aria-current={day.day === chosenDay ? 'date' : undefined}
                className={`inline-block rounded-md border px-3 py-2 text-sm ${
                  day.day === chosenDay
                    ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                    : 'border-slate-300 text-slate-800 hover:border-brand-700'
                }`}
              >
                {brisbaneShortDayLabel(brisbaneMidnight(day.day) + NOON_MS)}
                <span className="sr-only">
                  {`, ${day.count} free ${day.count === 1 ? 'time' : 'times'}`}
                  {day.day === chosenDay ? ', chosen' : ''}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {chosenDay && (
        <fieldset aria-describedby={error ? errorId : undefined} aria-busy={busy || undefined}>
          <legend id={timesId} className="text-sm font-semibold text-slate-800">
            Choose a time on {brisbaneDayLabel(brisbaneMidnight(chosenDay) + NOON_MS)} (Brisbane time)
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {choice.times.map((time) => (
              <label
                key={time.start}
                className="flex cursor-pointer flex-col rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="start"
                    value={time.start}
                    required
                    checked={onSelect ? selected === time.start : undefined}
                    onChange={onSelect ? () => onSelect(time.start) : undefined}
                    className="accent-brand-700"
                  />
                  <time dateTime={time.start} className="font-medium text-slate-900">
                    {brisbaneClock(time.start)}
                  </time>
                </span>
                {localZone && <span className="pl-6 text-xs text-slate-600">{localTime(time.start, localZone)} your time</span>}
              </label>
            ))}
          </div>
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
