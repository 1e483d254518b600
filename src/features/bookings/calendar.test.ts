// The iCalendar text itself: escaping, folding at 75 octets, UTC times, and what ical.js reads back.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText, escapeCalendarText, foldLine } from './calendar.ts';

const invitation = {
  method: 'REQUEST' as const,
  uid: 'b1@www.example.com.au',
  sequence: 3,
  stamp: new Date('2026-05-01T00:00:00Z'),
  start: new Date('2026-05-05T00:00:00Z'),
  end: new Date('2026-05-05T00:30:00Z'),
  summary: 'Call: Calder & Rowe, and Jo; "Citizen"',
  description: `Line one\nLine two with a long tail ${'é'.repeat(60)}`,
  organizer: { name: 'Pat "the" Partner', email: 'pat@example.com.au' },
  attendee: { name: 'Jo Citizen', email: 'jo@example.com.au' },
};

describe('iCalendar invitations', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeCalendarText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
  });

  it('writes CRLF lines, UTC times and the one UID that ical.js reads back', () => {
    const text = calendarText(invitation);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('DTSTART:20260505T000000Z\r\n');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = calendar.getFirstSubcomponent('vevent');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event?.getFirstPropertyValue('uid')).toBe('b1@www.example.com.au');
    expect(event?.getFirstPropertyValue('sequence')).toBe(3);
    expect(event?.getFirstPropertyValue('summary')).toBe(invitation.summary);
    expect(event?.getFirstPropertyValue('description')).toBe(invitation.description);
    expect(event?.getFirstProperty('organizer')?.getParameter('cn')).toBe('Pat the Partner');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarText({ ...invitation, method: 'CANCEL' })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
