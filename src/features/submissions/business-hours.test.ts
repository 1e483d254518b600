import { describe, expect, it } from 'vitest';
import {
  addBusinessHours,
  brisbaneDate,
  businessHoursBetween,
  formatBusinessHours,
  isBusinessTime,
  median,
  QUEENSLAND_PUBLIC_HOLIDAYS,
} from './business-hours.ts';

/** A Brisbane wall-clock time as an instant ("2026-05-01T14:00" → 04:00Z). */
const brisbane = (local: string) => new Date(`${local}:00+10:00`);

describe('business hours (Brisbane, Monday to Friday, 9:00 to 17:00, Queensland public holidays)', () => {
  it.each([
    ['within one morning', '2026-05-06T09:30', '2026-05-06T11:00', 1.5],
    ['across the evening and night', '2026-05-06T16:00', '2026-05-07T10:00', 2],
    ['starting before opening', '2026-05-06T07:00', '2026-05-06T09:45', 0.75],
    ['over a weekend', '2026-05-08T15:00', '2026-05-11T10:00', 3],
    ['over a weekend and the Labour Day Monday', '2026-05-01T14:00', '2026-05-05T11:00', 5],
    ['over Easter (Good Friday to Easter Monday)', '2026-04-02T16:00', '2026-04-07T09:30', 1.5],
    ['backwards', '2026-05-06T11:00', '2026-05-06T10:00', 0],
  ])('counts %s', (_case, start, end, hours) => {
    expect(businessHoursBetween(brisbane(start), brisbane(end))).toBeCloseTo(hours, 6);
  });

  it.each([
    ['a Wednesday morning', '2026-05-06T10:00', true],
    ['opening time', '2026-05-06T09:00', true],
    ['closing time', '2026-05-06T17:00', false],
    ['a Saturday', '2026-05-09T10:00', false],
    ['Labour Day', '2026-05-04T10:00', false],
    ['the Ekka show day in Brisbane', '2026-08-12T10:00', false],
  ])('knows whether %s is business time', (_case, local, expected) => {
    expect(isBusinessTime(brisbane(local))).toBe(expected);
  });

  it.each([
    ['within a morning', '2026-05-06T09:30', 4, '2026-05-06T13:30'],
    ['past closing into the next morning', '2026-05-06T15:00', 4, '2026-05-07T11:00'],
    ['from a Friday afternoon over a weekend and Labour Day', '2026-05-01T16:00', 4, '2026-05-05T12:00'],
    ['from a Saturday, counting from Monday opening', '2026-05-09T10:00', 4, '2026-05-11T13:00'],
  ])('adds business hours %s', (_case, start, hours, end) => {
    const added = addBusinessHours(brisbane(start), hours);
    expect(added).toEqual(brisbane(end));
    expect(businessHoursBetween(brisbane(start), added)).toBeCloseTo(hours, 6);
  });

  it('dates an instant by the Brisbane calendar', () => {
    expect(brisbaneDate(new Date('2026-05-04T15:30:00Z'))).toBe('2026-05-05');
  });

  it('lists each holiday once, as a date', () => {
    expect(new Set(QUEENSLAND_PUBLIC_HOLIDAYS).size).toBe(QUEENSLAND_PUBLIC_HOLIDAYS.length);
    for (const day of QUEENSLAND_PUBLIC_HOLIDAYS) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('takes the median of odd and even counts, and none of nothing', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('words a duration in business hours', () => {
    expect(formatBusinessHours(1)).toBe('1 business hour');
    expect(formatBusinessHours(3.46)).toBe('3.5 business hours');
    expect(formatBusinessHours(26.4)).toBe('26 business hours');
  });
});
