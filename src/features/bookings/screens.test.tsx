// @vitest-environment happy-dom
// The booking screens' markup: the slot picker as a labelled group of radios with the days as links
// (axe-clean), the visitor's manage page without a script, and the admin's summary of an availability.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '#src/ui/axe.testing.ts';
import { visibleText } from '#src/ui/markup.testing.ts';
import { availabilitySummary } from './AvailabilityCard.tsx';
import { ManageBooking } from './BookingSections.tsx';
import { DEFAULT_AVAILABILITY } from './booking-terms.ts';
import { SlotPicker } from './SlotPicker.tsx';
import type { SlotChoice } from './types.ts';

const choice: SlotChoice = {
  days: [
    { day: '2026-05-05', count: 2 },
    { day: '2026-05-06', count: 16 },
  ],
  day: '2026-05-05',
  times: [{ start: '2026-05-04T23:00:00.000Z' }, { start: '2026-05-04T23:30:00.000Z' }],
};

describe('the slot picker', () => {
  it('offers the days as links and the chosen day’s times as radios in Brisbane time, axe-clean', async () => {
    const markup = renderToStaticMarkup(
      <form>
        <h2>Choose a Time</h2>
        <SlotPicker idPrefix="t" choice={choice} dayHref={(day) => `/book-a-call?day=${day}`} />
      </form>,
    );
    const text = visibleText(markup);
    expect(text).toContain('Choose a time on Tuesday 5 May 2026 (Brisbane time)');
    expect(text).toContain('9:00 am');
    expect(text).toContain('9:30 am');
    expect(text).toContain('2 free times, chosen');
    expect(markup).toContain('href="/book-a-call?day=2026-05-06"');
    expect(markup.match(/type="radio"/g)).toHaveLength(2);
    expect(await axeViolations(markup)).toEqual([]);
  });
});

describe("the visitor's manage page", () => {
  it('moves and cancels by plain form posts, and shows a cancelled call without them', async () => {
    const call = {
      startsAt: '2026-05-04T23:00:00.000Z',
      endsAt: '2026-05-04T23:30:00.000Z',
      staffName: 'Pat Partner',
      topic: 'Selling my business',
    };
    const upcoming = renderToStaticMarkup(
      <ManageBooking token="tok" call={{ ...call, state: 'upcoming' }} choice={choice} notice={null} />,
    );
    expect(upcoming.match(/<form[^>]*method="post"/g)).toHaveLength(2);
    expect(visibleText(upcoming)).toContain('Move My Call');
    expect(visibleText(upcoming)).toContain('Cancel My Call');
    expect(await axeViolations(upcoming)).toEqual([]);
    const cancelled = renderToStaticMarkup(
      <ManageBooking token="tok" call={{ ...call, state: 'cancelled' }} choice={null} notice={null} />,
    );
    expect(visibleText(cancelled)).toContain('This call has been cancelled');
    expect(cancelled).not.toContain('<form');
  });
});

describe('the availability summary', () => {
  it('words the hours, the call length, and an admin who takes no calls', () => {
    expect(availabilitySummary(DEFAULT_AVAILABILITY)).toBe(
      'Mon 09:00–17:00; Tue 09:00–17:00; Wed 09:00–17:00; Thu 09:00–17:00; Fri 09:00–17:00; 30-minute calls',
    );
    expect(availabilitySummary({ ...DEFAULT_AVAILABILITY, takingCalls: false })).toBe('Not taking calls');
    expect(availabilitySummary(null)).toBe('Not offered: no hours set');
  });
});
