// The two e-mails an enquiry sends: a confirmation to the visitor and a notification to the firm.
// Both have a plain-text and an HTML part; everything the visitor typed is escaped in the HTML and
// kept out of header fields except through the outbox's header-safe subject handling. The
// confirmation goes to whatever address was typed, so it carries nothing the visitor wrote (no
// message, no company) beyond a name that is plainly a name: firm-branded mail cannot be aimed at
// third parties with someone else's words in it; a visitor who asked to be phoned gets one that does
// not even say what kind of firm wrote or why (a shared inbox may be read by the staff they employ).
// The notification links to the enquiry in the admin, names where it came from, and says "Possible
// spam" in its subject when it was sent faster than a person types.

import type { OutgoingEmail } from '#src/platform/mail/message.ts';
import { escapeHtml, escapeHtmlMultiline, toHeaderText } from '#src/platform/mail/message.ts';
import { formatUsd } from '#src/ui/format.ts';
import { type Company, formatCompanyAddress } from '../public-shell/company.ts';
import { type CalculatorFigures, type EnquirySource, sourceLabel } from './lead-source.ts';
import { CONTACT_PREFERENCE_LABELS, QUALIFYING_FIELDS, QUALIFYING_QUESTIONS, qualifyingLabel } from './qualifying.ts';
import type { ContactEnquiry } from './schema.ts';
import type { SpamReason } from './tables.ts';

/** Built once: creating a formatter with a time zone costs far more than using one. */
const BRISBANE_TIME = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', dateStyle: 'long', timeStyle: 'short' });

export const CONFIRMATION_KIND = 'contact-confirmation';
export const NOTIFICATION_KIND = 'contact-notification';

interface EnquiryEmailContext {
  id: string;
  enquiry: ContactEnquiry;
  company: Company;
  /** Who receives notifications (the site settings' enquiry recipients). */
  notifyEmails: readonly string[];
  siteUrl: string;
  receivedAt: Date;
  source?: EnquirySource | null;
  calculator?: CalculatorFigures | null;
  spamReason?: SpamReason | null;
}

/** The notification subject's warning for an enquiry sent faster than a person types. */
export const POSSIBLE_SPAM_PREFIX = 'Possible spam: ';

/** Where an admin opens this enquiry (after signing in, the page opens it). */
export function enquiryAdminUrl(siteUrl: string, id: string): string {
  return `${siteUrl}/admin/contact-submissions?enquiry=${encodeURIComponent(id)}`;
}

/** "linkedin / social / q4, landed on /insights/x, sent from /contact": the source in one line each. */
export function sourceRows(
  source: EnquirySource | null | undefined,
  calculator: CalculatorFigures | null | undefined,
): [string, string][] {
  const rows: [string, string][] = [
    ['Source', sourceLabel({ utmSource: source?.utmSource || null, referrerHost: source?.referrerHost || null })],
  ];
  if (source?.utmMedium) rows.push(['Medium', source.utmMedium]);
  if (source?.utmCampaign) rows.push(['Campaign', source.utmCampaign]);
  if (source?.referrerHost && source.utmSource) rows.push(['Referrer', source.referrerHost]);
  if (source?.landingPath) rows.push(['Landing page', source.landingPath]);
  if (source?.formPath) rows.push(['Sent from', source.formPath]);
  if (calculator) {
    rows.push([
      'Calculator',
      `profit ${formatUsd(calculator.profit)}, range ${formatUsd(calculator.valueLow)} to ${formatUsd(calculator.valueHigh)}, ${calculator.multiple.toFixed(1)}x chosen`,
    ]);
  }
  return rows;
}

function detailRows(enquiry: ContactEnquiry): [string, string][] {
  const rows: [string, string][] = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
  ];
  if (enquiry.company) rows.push(['Company', enquiry.company]);
  if (enquiry.phone) rows.push(['Phone', enquiry.phone]);
  if (enquiry.contactPreference) rows.push(['Prefers', CONTACT_PREFERENCE_LABELS[enquiry.contactPreference]]);
  if (enquiry.bestTimeToCall) rows.push(['Best time to call', enquiry.bestTimeToCall]);
  for (const field of QUALIFYING_FIELDS) {
    const label = qualifyingLabel(field, enquiry[field] || null);
    if (label) rows.push([QUALIFYING_QUESTIONS[field].label, label]);
  }
  if (enquiry.noConfirmation) rows.push(['Confirmation', 'Not sent: the visitor asked for none']);
  return rows;
}

function textDetails(enquiry: ContactEnquiry): string {
  return [...detailRows(enquiry).map(([label, value]) => `${label}: ${value}`), '', 'Message:', enquiry.message].join('\n');
}

function htmlDetails(enquiry: ContactEnquiry): string {
  const rows = detailRows(enquiry)
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">
${rows}
</table>
<p style="margin:16px 0 4px;color:#475569;font-weight:600">Message</p>
<div style="padding:12px 16px;background:#f1f5fb;border-radius:6px">${escapeHtmlMultiline(enquiry.message)}</div>`;
}

/** An e-mail's HTML: the firm's name above the body, its legal name, address and phone below. */
export function htmlDocument(title: string, body: string, company: Company): string {
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">
<div style="max-width:600px;margin:0 auto">
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:20px;color:#0b2545">${escapeHtml(company.name)}</p>
${body}
<hr style="margin:32px 0 16px;border:none;border-top:1px solid #e2e8f0">
<p style="margin:0;font-size:13px;color:#64748b">${escapeHtml(company.legalName)} · ${escapeHtml(formatCompanyAddress(company))} · ${escapeHtml(company.phone)}</p>
</div>
</body>
</html>`;
}

/** Longest name the confirmation greets by; anything longer or not plainly a name gets "Hello". */
export const CONFIRMATION_NAME_MAX_LENGTH = 30;
/** Up to four words of letters joined by single spaces, hyphens or apostrophes: no digits, dots, links or symbols. */
const PLAIN_NAME = /^\p{L}+(?:[ '’-]\p{L}+){0,3}$/u;

/** The greeting: "Dear <name>," only for a short name of plain letters, else "Hello,". */
export function confirmationGreeting(name: string): string {
  return name.length <= CONFIRMATION_NAME_MAX_LENGTH && PLAIN_NAME.test(name) ? `Dear ${name},` : 'Hello,';
}

/** For a visitor who asked to be phoned: says only that a message arrived and a call will follow. */
function phoneConfirmationEmail(context: EnquiryEmailContext): OutgoingEmail {
  const { enquiry, company } = context;
  const subject = `We have received your message - ${company.name}`;
  const greeting = confirmationGreeting(enquiry.name);
  const text = [
    greeting,
    '',
    'Thank you for getting in touch. We have received your message and will call you, as you asked.',
    '',
    `If you would like to talk sooner, call us on ${company.phone}.`,
    'If you did not contact us, you can ignore this e-mail.',
    '',
    'Kind regards,',
    company.name,
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">Thank you for getting in touch. We have received your message and will call you, as you asked.</p>
<p style="margin:24px 0 0">If you would like to talk sooner, call us on <a href="tel:${escapeHtml(company.phoneInternational)}">${escapeHtml(company.phone)}</a>.</p>
<p style="margin:16px 0 0;color:#64748b">If you did not contact us, you can ignore this e-mail.</p>
<p style="margin:24px 0 0">Kind regards,<br>${escapeHtml(company.name)}</p>`,
    company,
  );
  return { kind: CONFIRMATION_KIND, to: enquiry.email, subject, text, html, replyTo: company.email, relatedId: context.id };
}

export function confirmationEmail(context: EnquiryEmailContext): OutgoingEmail {
  const { enquiry, company } = context;
  if (enquiry.contactPreference === 'phone') return phoneConfirmationEmail(context);
  const subject = `Thank you for your enquiry - ${company.name}`;
  const greeting = confirmationGreeting(enquiry.name);
  const text = [
    greeting,
    '',
    `Thank you for contacting ${company.name}. We have received your enquiry and one of our M&A specialists will be in touch shortly.`,
    'Everything you share with us is treated in strict confidence.',
    '',
    `If you would like to talk sooner, call us on ${company.phone} or reply to this e-mail.`,
    'If you did not send us an enquiry, you can ignore this e-mail.',
    '',
    'Kind regards,',
    company.name,
    formatCompanyAddress(company),
    context.siteUrl,
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">Thank you for contacting ${escapeHtml(company.name)}. We have received your enquiry and one of our M&amp;A specialists will be in touch shortly. Everything you share with us is treated in strict confidence.</p>
<p style="margin:24px 0 0">If you would like to talk sooner, call us on <a href="tel:${escapeHtml(company.phoneInternational)}">${escapeHtml(company.phone)}</a> or reply to this e-mail.</p>
<p style="margin:16px 0 0;color:#64748b">If you did not send us an enquiry, you can ignore this e-mail.</p>
<p style="margin:24px 0 0">Kind regards,<br>${escapeHtml(company.name)}</p>`,
    company,
  );
  return {
    kind: CONFIRMATION_KIND,
    to: enquiry.email,
    subject,
    text,
    html,
    // Replies go to the firm, not to the no-reply sender.
    replyTo: company.email,
    relatedId: context.id,
  };
}

/** The notification, one e-mail per recipient: each is delivered, retried and resent on its own. */
export function notificationEmails(context: EnquiryEmailContext): OutgoingEmail[] {
  return context.notifyEmails.map((to) => notificationEmail(context, to));
}

export function notificationEmail(context: EnquiryEmailContext, to: string): OutgoingEmail {
  const { enquiry, company } = context;
  // The visitor's name is the only typed text in a header; toHeaderText removes line breaks, so it
  // cannot add headers, and it is stored that way so the outbox row shows exactly what is sent.
  const from = toHeaderText(enquiry.company ? `${enquiry.name} (${enquiry.company})` : enquiry.name, 120);
  const possibleSpam = context.spamReason === 'too-fast';
  const subject = `${possibleSpam ? POSSIBLE_SPAM_PREFIX : ''}New website enquiry from ${from}`;
  const received = BRISBANE_TIME.format(context.receivedAt);
  const link = enquiryAdminUrl(context.siteUrl, context.id);
  const warning =
    'It was sent faster than a person usually fills in the form (autofill can do that): check it before you answer.';
  const source = sourceRows(context.source, context.calculator);
  const text = [
    `A new enquiry arrived through the website contact form on ${received} (Brisbane time).`,
    ...(possibleSpam ? ['', warning] : []),
    '',
    textDetails(enquiry),
    '',
    ...source.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open it in the admin: ${link}`,
    `Reference: ${context.id}`,
    `Reply to this e-mail to answer ${enquiry.name} directly.`,
  ].join('\n');
  const sourceHtml = source
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px">A new enquiry arrived through the website contact form on ${escapeHtml(received)} (Brisbane time).</p>
${possibleSpam ? `<p style="margin:0 0 16px;padding:12px 16px;background:#fef3c7;border-radius:6px">${escapeHtml(warning)}</p>` : ''}
${htmlDetails(enquiry)}
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">
${sourceHtml}
</table>
<p style="margin:24px 0 0"><a href="${escapeHtml(link)}">Open the enquiry in the admin</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#64748b">Reference: ${escapeHtml(context.id)}<br>Reply to this e-mail to answer the visitor directly.</p>`,
    company,
  );
  return {
    kind: NOTIFICATION_KIND,
    to,
    subject,
    text,
    html,
    replyTo: enquiry.email,
    relatedId: context.id,
  };
}
