// Which times can be booked: each staff member's weekly hours (Brisbane time, UTC+10 all year) cut
// into calls of their length plus their buffer, from their minimum notice (business hours) to eight
// weeks ahead, leaving out Queensland public holidays, their days off, full days and every time whose
// call and buffer would overlap a confirmed call's. Pure, so the page, the endpoints and the
// benchmark share one answer; the database's keys (booking_blocks) hold the same rule under load.
import { addBusinessHours, QUEENSLAND_PUBLIC_HOLIDAYS } from '../submissions/business-hours.ts';
import { type Availability, BLOCK_MINUTES, BOOKING_HORIZON_DAYS, minutesOfDay } from './booking-terms.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const BRISBANE_OFFSET_MS = 10 * 60 * MINUTE_MS;
const HOLIDAYS = new Set(QUEENSLAND_PUBLIC_HOLIDAYS);

export interface StaffCalendar {
  id: string;
  name: string;
  availability: Availability;
  /** Confirmed calls as [start, end of buffer] in milliseconds, sorted by start; they never overlap. */
  busy: ReadonlyArray<readonly [number, number]>;
  /** Confirmed calls per Brisbane day. */
  dayCounts: ReadonlyMap<string, number>;
}

export interface Slot {
  /** The call's start, milliseconds since 1970. */
  start: number;
  /** Who is free then, in the staff list's order: the first is given the call. */
  staffIds: string[];
}

/** The Brisbane date of an instant, "YYYY-MM-DD". */
export function brisbaneDay(instant: number): string {
  return new Date(instant + BRISBANE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Brisbane date begins. */
export function brisbaneMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - BRISBANE_OFFSET_MS;
}

/** The Brisbane dates from today for `days` days. */
export function bookingDays(now: Date, days = BOOKING_HORIZON_DAYS): string[] {
  const first = brisbaneMidnight(brisbaneDay(now.getTime()));
  return Array.from({ length: days }, (_, index) => brisbaneDay(first + index * DAY_MS + DAY_MS / 2));
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** The 5-minute blocks a call holds from its start to the end of its buffer (booking_blocks' rows). */
export function blocksOf(start: number, blockedUntil: number): number[] {
  const blockMs = BLOCK_MINUTES * MINUTE_MS;
  const blocks: number[] = [];
  for (let block = Math.floor(start / blockMs); block * blockMs < blockedUntil; block += 1) blocks.push(block);
  return blocks;
}

/** When a staff member's first call may start: their notice in business hours from now. */
export function earliestStart(availability: Availability, now: Date): number {
  return availability.noticeHours === 0 ? now.getTime() : addBusinessHours(now, availability.noticeHours).getTime();
}

/** One staff member's free call starts on one Brisbane day. */
function staffStartsOn(calendar: StaffCalendar, day: string, earliest: number, now: number): number[] {
  const { availability } = calendar;
  if (!availability.takingCalls || HOLIDAYS.has(day) || availability.daysOff.includes(day)) return [];
  const ranges = availability.weeklyHours[String(isoWeekday(day))] ?? [];
  if (ranges.length === 0) return [];
  if (availability.maxCallsPerDay !== null && (calendar.dayCounts.get(day) ?? 0) >= availability.maxCallsPerDay) return [];
  const midnight = brisbaneMidnight(day);
  const callMs = availability.callMinutes * MINUTE_MS;
  const holdMs = callMs + availability.bufferMinutes * MINUTE_MS;
  const { busy } = calendar;
  const starts: number[] = [];
  for (const [from, to] of ranges) {
    const rangeEnd = midnight + (minutesOfDay(to) ?? 0) * MINUTE_MS;
    let next = 0;
    for (let start = midnight + (minutesOfDay(from) ?? 0) * MINUTE_MS; start + callMs <= rangeEnd; start += holdMs) {
      if (start < earliest || start <= now) continue;
      // Busy calls never overlap, so sorted by start they are sorted by end too: skip those already over.
      while (next < busy.length && (busy[next]?.[1] ?? 0) <= start) next += 1;
      const clash = busy[next];
      if (clash && clash[0] < start + holdMs) continue;
      starts.push(start);
    }
  }
  return starts;
}

/**
 * The free slots of each Brisbane day from `days` (eight weeks from today unless given), every staff
 * member free at a start listed with it; days without a free slot are left out.
 */
export function freeSlots(
  staff: readonly StaffCalendar[],
  now: Date,
  days: readonly string[] = bookingDays(now),
): Map<string, Slot[]> {
  const earliest = new Map(staff.map((calendar) => [calendar.id, earliestStart(calendar.availability, now)]));
  const horizonEnd = brisbaneMidnight(brisbaneDay(now.getTime())) + BOOKING_HORIZON_DAYS * DAY_MS;
  const result = new Map<string, Slot[]>();
  for (const day of days) {
    if (brisbaneMidnight(day) >= horizonEnd) continue;
    const byStart = new Map<number, string[]>();
    for (const calendar of staff) {
      for (const start of staffStartsOn(calendar, day, earliest.get(calendar.id) ?? 0, now.getTime())) {
        const free = byStart.get(start);
        if (free) free.push(calendar.id);
        else byStart.set(start, [calendar.id]);
      }
    }
    if (byStart.size === 0) continue;
    result.set(
      day,
      [...byStart.entries()].sort((a, b) => a[0] - b[0]).map(([start, staffIds]) => ({ start, staffIds })),
    );
  }
  return result;
}
