// A booked call as an iCalendar invitation (RFC 5545, with the iTIP methods of RFC 5546): one VEVENT
// whose UID never changes for the booking, whose SEQUENCE rises with each change the attendees are
// told of, times in UTC; METHOD:REQUEST for a new or moved call, METHOD:CANCEL with
// STATUS:CANCELLED for a cancelled one. Text is escaped (backslash, semicolon, comma, line breaks)
// and lines are folded at 75 octets, as the RFC requires.

export interface CalendarInvitation {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the booking: "<booking id>@<site host>". */
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The visitor's page to move or cancel the call (their copy only). */
  url?: string;
}

export const CALENDAR_PRODUCT_ID = '-//Calder & Rowe Advisory//Book a call//EN';

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a CN): quoted, with the characters a quoted value cannot hold removed (RFC 5545 3.2). */
function parameterValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, '')}"`;
}

/** 20260303T000000Z */
export function calendarUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded, a CRLF and a space before each continuation. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The invitation as iCalendar text, CRLF line ends. */
export function calendarText(invitation: CalendarInvitation): string {
  const cancelled = invitation.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${calendarUtc(invitation.stamp)}`,
    `DTSTART:${calendarUtc(invitation.start)}`,
    `DTEND:${calendarUtc(invitation.end)}`,
    `SUMMARY:${escapeCalendarText(invitation.summary)}`,
    `DESCRIPTION:${escapeCalendarText(invitation.description)}`,
    `ORGANIZER;CN=${parameterValue(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    `ATTENDEE;CN=${parameterValue(invitation.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=${cancelled ? 'FALSE' : 'TRUE'}:mailto:${invitation.attendee.email}`,
    ...(invitation.url ? [`URL:${invitation.url}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
