// The free slots, pure: weekly hours in Brisbane time cut into calls plus buffers, from the minimum
// notice in business hours to eight weeks ahead, without holidays, days off, full days or overlaps.
import { describe, expect, it } from 'vitest';
import { type Availability, DEFAULT_AVAILABILITY } from './booking-terms.ts';
import { blocksOf, bookingDays, freeSlots, type StaffCalendar } from './slots.ts';

/** A Brisbane wall-clock time as an instant. */
const brisbane = (local: string) => new Date(`${local}:00+10:00`);
const at = (local: string) => brisbane(local).getTime();

function calendar(overrides: Partial<Availability> = {}, busy: [string, string][] = [], id = 'pat'): StaffCalendar {
  return {
    id,
    name: id,
    availability: { ...DEFAULT_AVAILABILITY, ...overrides },
    busy: busy.map(([from, to]) => [at(from), at(to)] as const),
    dayCounts: new Map(),
  };
}

const times = (slots: ReturnType<typeof freeSlots>, day: string) =>
  (slots.get(day) ?? []).map((slot) => new Date(slot.start + 10 * 3_600_000).toISOString().slice(11, 16));

describe('free slots', () => {
  // Monday 4 May 2026 is Labour Day in Queensland; Tuesday the 5th an ordinary weekday.
  const monday = brisbane('2026-05-04T08:00');

  it('offers weekdays 9:00 to 17:00 in 30-minute calls for eight weeks, never a weekend or a Queensland holiday', () => {
    const slots = freeSlots([calendar({ noticeHours: 0 })], monday);
    expect(bookingDays(monday)).toHaveLength(56);
    expect(slots.has('2026-05-04')).toBe(false);
    expect(slots.has('2026-05-09')).toBe(false);
    expect(times(slots, '2026-05-05')).toHaveLength(16);
    expect(times(slots, '2026-05-05').slice(0, 2)).toEqual(['09:00', '09:30']);
    expect(times(slots, '2026-05-05').at(-1)).toBe('16:30');
    expect(slots.has('2026-08-12')).toBe(false);
    expect([...slots.keys()].at(-1)).toBe('2026-06-26');
  });

  it('starts after the minimum notice in business hours (4 by default)', () => {
    const slots = freeSlots([calendar()], brisbane('2026-05-05T15:00'));
    expect(times(slots, '2026-05-05')).toEqual([]);
    expect(times(slots, '2026-05-06')[0]).toBe('11:00');
  });

  it('keeps each call and its buffer clear of confirmed calls and their buffers', () => {
    const slots = freeSlots(
      [calendar({ noticeHours: 0, bufferMinutes: 15 }, [['2026-05-05T10:30', '2026-05-05T11:15']])],
      monday,
    );
    expect(times(slots, '2026-05-05').slice(0, 5)).toEqual(['09:00', '09:45', '11:15', '12:00', '12:45']);
  });

  it('leaves out days off and days that have their most calls', () => {
    const full = calendar({ noticeHours: 0, maxCallsPerDay: 2, daysOff: ['2026-05-06'] });
    const slots = freeSlots([{ ...full, dayCounts: new Map([['2026-05-07', 2]]) }], monday);
    expect(slots.has('2026-05-05')).toBe(true);
    expect(slots.has('2026-05-06')).toBe(false);
    expect(slots.has('2026-05-07')).toBe(false);
  });

  it('lists every free partner at a time, the first in the list first', () => {
    const slots = freeSlots(
      [calendar({ noticeHours: 0 }, [['2026-05-05T09:00', '2026-05-05T09:30']], 'a'), calendar({ noticeHours: 0 }, [], 'b')],
      monday,
    );
    expect(
      slots
        .get('2026-05-05')
        ?.slice(0, 2)
        .map((slot) => slot.staffIds),
    ).toEqual([['b'], ['a', 'b']]);
  });

  it('holds a call by its 5-minute blocks from its start to the end of its buffer', () => {
    expect(blocksOf(at('2026-05-05T09:00'), at('2026-05-05T09:45'))).toHaveLength(9);
  });
});

describe('Brisbane wall-clock labels', () => {
  it.each([
    ['2026-05-04T23:30:00Z', 'Tuesday 5 May 2026', 'Tue, 5 May', '9:30 am'],
    ['2026-12-31T14:00:00Z', 'Friday 1 January 2027', 'Fri, 1 Jan', '12:00 am'],
    ['2026-06-30T02:05:00Z', 'Tuesday 30 June 2026', 'Tue, 30 Jun', '12:05 pm'],
    ['2026-09-15T06:45:00Z', 'Tuesday 15 September 2026', 'Tue, 15 Sep', '4:45 pm'],
  ])('words %s in Brisbane time', async (iso, day, short, clock) => {
    const { brisbaneClock, brisbaneDayLabel, brisbaneShortDayLabel, brisbaneWhen } = await import('./booking-terms.ts');
    expect([brisbaneDayLabel(iso), brisbaneShortDayLabel(iso), brisbaneClock(iso)]).toEqual([day, short, clock]);
    expect(brisbaneWhen(iso)).toBe(`${day} at ${clock} Brisbane time`);
  });
});
