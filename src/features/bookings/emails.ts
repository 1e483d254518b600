// The e-mails a booked call sends, each with a plain-text and an HTML part: to the visitor and to the
// staff member when it is booked, moved or cancelled (each with its calendar invitation, one UID per
// booking, the SEQUENCE of the change), and the reminders a day and an hour before. The visitor's
// copy carries the link to move or cancel the call and nothing of their note; the staff member's
// carries the visitor's details and a link to the enquiry in the admin.
import { escapeHtml, type OutgoingEmail, toHeaderText } from '#src/platform/mail/message.ts';
import { enquiryAdminUrl, htmlDocument } from '../contact/emails.ts';
import type { Company } from '../public-shell/company.ts';
import { type BookingTopic, brisbaneWhen, TOPIC_LABELS } from './booking-terms.ts';
import { type CalendarInvitation, calendarText } from './calendar.ts';

export const BOOKING_EMAIL_KINDS = {
  visitor: 'booking-visitor',
  staff: 'booking-staff',
  reminder: 'booking-reminder',
} as const;

/** What the e-mails say about a booking. */
export interface BookingEmailContext {
  id: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  staffName: string;
  staffEmail: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: BookingTopic;
  note: string | null;
  submissionId: string | null;
  /** The visitor's page to move or cancel it (from its token). */
  manageUrl: string;
  siteUrl: string;
  firm: Company;
}

export type BookingChange = 'booked' | 'moved' | 'cancelled';

/** The booking's calendar UID: the same for every invitation about it. */
export function bookingUid(id: string, siteUrl: string): string {
  return `${id}@${new URL(siteUrl).hostname}`;
}

function minutes(context: BookingEmailContext): number {
  return Math.round((context.endsAt.getTime() - context.startsAt.getTime()) / 60_000);
}

function invitation(context: BookingEmailContext, change: BookingChange, now: Date, forVisitor: boolean): CalendarInvitation {
  return {
    method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
    uid: bookingUid(context.id, context.siteUrl),
    sequence: context.sequence,
    stamp: now,
    start: context.startsAt,
    end: context.endsAt,
    summary: `Call: ${context.firm.name} and ${context.name}`,
    description: `${minutes(context)}-minute call with ${context.staffName} of ${context.firm.name} about ${TOPIC_LABELS[context.topic].toLowerCase()}. ${context.staffName} will phone or e-mail a dial-in before the call.`,
    organizer: { name: context.staffName, email: context.staffEmail },
    attendee: { name: context.name, email: context.email },
    url: forVisitor ? context.manageUrl : undefined,
  };
}

const VISITOR_SUBJECTS: Record<BookingChange, (when: string, firm: string) => string> = {
  booked: (when, firm) => `Your call with ${firm} is booked: ${when}`,
  moved: (when, firm) => `Your call with ${firm} has moved to ${when}`,
  cancelled: (when, firm) => `Your call with ${firm} on ${when} is cancelled`,
};

const STAFF_SUBJECTS: Record<BookingChange, (when: string, who: string) => string> = {
  booked: (when, who) => `Booked call: ${who}, ${when}`,
  moved: (when, who) => `Call moved: ${who}, now ${when}`,
  cancelled: (when, who) => `Call cancelled: ${who}, ${when}`,
};

function paragraphsHtml(paragraphs: string[]): string {
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
}

function linkHtml(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;
}

function visitorEmail(context: BookingEmailContext, change: BookingChange, now: Date): OutgoingEmail {
  const when = brisbaneWhen(context.startsAt);
  const subject = VISITOR_SUBJECTS[change](when, context.firm.name);
  const opening = {
    booked: `Your ${minutes(context)}-minute call with ${context.staffName} is booked for ${when}.`,
    moved: `Your call with ${context.staffName} has moved. It is now on ${when}.`,
    cancelled: `Your call with ${context.staffName} on ${when} is cancelled.`,
  }[change];
  const paragraphs =
    change === 'cancelled'
      ? [opening, `You are welcome to book another time, or to call us on ${context.firm.phone}.`]
      : [
          opening,
          `${context.staffName} will phone you or e-mail a dial-in before the call. The attached invitation adds it to your calendar.`,
          'Need another time, or can no longer make it? Use the link below to move or cancel the call.',
        ];
  const link = change === 'cancelled' ? `${context.siteUrl}/book-a-call` : context.manageUrl;
  const linkLabel = change === 'cancelled' ? 'Book another time' : 'Move or cancel the call';
  return {
    kind: BOOKING_EMAIL_KINDS.visitor,
    to: context.email,
    replyTo: context.staffEmail,
    subject,
    text: [...paragraphs, '', `${linkLabel}: ${link}`].join('\n\n'),
    html: htmlDocument(subject, `${paragraphsHtml(paragraphs)}\n${linkHtml(link, linkLabel)}`, context.firm),
    relatedId: context.submissionId,
    calendar: {
      method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
      content: calendarText(invitation(context, change, now, true)),
    },
  };
}

function visitorDetails(context: BookingEmailContext): [string, string][] {
  const rows: [string, string][] = [
    ['Name', context.name],
    ['Email', context.email],
  ];
  if (context.company) rows.push(['Company', context.company]);
  if (context.phone) rows.push(['Phone', context.phone]);
  rows.push(['Topic', TOPIC_LABELS[context.topic]]);
  if (context.note) rows.push(['Note', context.note]);
  return rows;
}

function staffEmail(context: BookingEmailContext, change: BookingChange, now: Date): OutgoingEmail {
  const when = brisbaneWhen(context.startsAt);
  const who = toHeaderText(context.company ? `${context.name} (${context.company})` : context.name, 120);
  const subject = STAFF_SUBJECTS[change](when, who);
  const opening = {
    booked: `${who} booked a ${minutes(context)}-minute call with you for ${when}.`,
    moved: `The call with ${who} has moved to ${when}.`,
    cancelled: `The call with ${who} on ${when} is cancelled.`,
  }[change];
  const rows = visitorDetails(context);
  const link = context.submissionId
    ? enquiryAdminUrl(context.siteUrl, context.submissionId)
    : `${context.siteUrl}/admin/bookings`;
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return {
    kind: BOOKING_EMAIL_KINDS.staff,
    to: context.staffEmail,
    replyTo: context.email,
    subject,
    text: [opening, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', `Open the enquiry in the admin: ${link}`].join(
      '\n',
    ),
    html: htmlDocument(
      subject,
      `${paragraphsHtml([opening])}\n<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">\n${table}\n</table>\n${linkHtml(link, 'Open the enquiry in the admin')}`,
      context.firm,
    ),
    relatedId: context.submissionId,
    calendar: {
      method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
      content: calendarText(invitation(context, change, now, false)),
    },
  };
}

/** Both sides' e-mails about a change, each with its invitation. */
export function bookingEmails(context: BookingEmailContext, change: BookingChange, now: Date): OutgoingEmail[] {
  return [visitorEmail(context, change, now), staffEmail(context, change, now)];
}

export type ReminderLead = 'day' | 'hour';

/** The reminders a day or an hour before the call, to both sides (no invitation: nothing changed). */
export function reminderEmails(context: BookingEmailContext, lead: ReminderLead): OutgoingEmail[] {
  const when = brisbaneWhen(context.startsAt);
  const soon = lead === 'day' ? 'tomorrow' : 'in an hour';
  const visitorSubject = `Reminder: your call with ${context.firm.name} ${soon}, ${when}`;
  const visitorParagraphs = [
    `This is a reminder of your call with ${context.staffName} ${soon}: ${when}.`,
    'Need another time, or can no longer make it? Use the link below to move or cancel the call.',
  ];
  const who = toHeaderText(context.company ? `${context.name} (${context.company})` : context.name, 120);
  const staffSubject = `Reminder: call with ${who} ${soon}, ${when}`;
  const staffParagraphs = [`Your call with ${who} is ${soon}: ${when}.`, ...(context.phone ? [`Phone: ${context.phone}`] : [])];
  const link = context.submissionId
    ? enquiryAdminUrl(context.siteUrl, context.submissionId)
    : `${context.siteUrl}/admin/bookings`;
  return [
    {
      kind: BOOKING_EMAIL_KINDS.reminder,
      to: context.email,
      replyTo: context.staffEmail,
      subject: visitorSubject,
      text: [...visitorParagraphs, `Move or cancel the call: ${context.manageUrl}`].join('\n\n'),
      html: htmlDocument(
        visitorSubject,
        `${paragraphsHtml(visitorParagraphs)}\n${linkHtml(context.manageUrl, 'Move or cancel the call')}`,
        context.firm,
      ),
      relatedId: context.submissionId,
    },
    {
      kind: BOOKING_EMAIL_KINDS.reminder,
      to: context.staffEmail,
      replyTo: context.email,
      subject: staffSubject,
      text: [...staffParagraphs, `Open the enquiry in the admin: ${link}`].join('\n\n'),
      html: htmlDocument(
        staffSubject,
        `${paragraphsHtml(staffParagraphs)}\n${linkHtml(link, 'Open the enquiry in the admin')}`,
        context.firm,
      ),
      relatedId: context.submissionId,
    },
  ];
}
