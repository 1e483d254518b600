// What an outgoing e-mail is, and the two escapes every e-mail needs: visitor text made safe for
// HTML bodies, and for header fields (subject, display names) where a line break would inject headers.
import { toSingleLine } from '../text/single-line.ts';

export interface OutgoingEmail {
  /** What the e-mail is for, e.g. "contact-confirmation"; admins filter the outbox by it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  /** The record the e-mail is about (an enquiry id), so admins can find its e-mails. */
  relatedId?: string | null;
  /** A calendar invitation (RFC 5546) sent with it: a text/calendar part with its method, and invite.ics. */
  calendar?: CalendarPart | null;
}

export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  /** The iCalendar text (RFC 5545), CRLF line ends. */
  content: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text a visitor typed, safe inside HTML element content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Escaped text with line breaks kept as <br>, for multi-line messages in HTML e-mails. */
export function escapeHtmlMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>\n');
}

const HEADER_MAX_LENGTH = 200;

/**
 * One line for a header field, by the one-line field rule: every control character (CR and LF above
 * all, which would start a new header such as Bcc:) becomes a space, runs of spaces collapse, and the
 * result is capped.
 */
export function toHeaderText(value: string, maxLength = HEADER_MAX_LENGTH): string {
  const single = toSingleLine(value);
  return single.length > maxLength ? `${single.slice(0, maxLength - 1)}…` : single;
}

/**
 * A bare address safe to hand to the mail transport: one address, no display name, no line breaks,
 * no list separators. Anything else is refused rather than "cleaned", since a cleaned address is a guess.
 */
export function isPlainAddress(value: string): boolean {
  return /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/.test(value) && value.length <= 254;
}
