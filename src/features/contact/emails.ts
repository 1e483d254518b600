// The two e-mails an enquiry sends: a confirmation to the visitor and a notification to the firm.
// Both have a plain-text and an HTML part; everything the visitor typed is escaped in the HTML and
// kept out of header fields except through the outbox's header-safe subject handling. The
// confirmation goes to whatever address was typed, so it carries nothing the visitor wrote (no
// message, no company) beyond a name that is plainly a name: firm-branded mail cannot be aimed at
// third parties with someone else's words in it.
import type { OutgoingEmail } from '#src/platform/mail/message.ts';
import { escapeHtml, escapeHtmlMultiline, toHeaderText } from '#src/platform/mail/message.ts';
import { type Company, formatCompanyAddress } from '../public-shell/company.ts';
import type { ContactEnquiry } from './schema.ts';

/** Built once: creating a formatter with a time zone costs far more than using one. */
const BRISBANE_TIME = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', dateStyle: 'long', timeStyle: 'short' });

export const CONFIRMATION_KIND = 'contact-confirmation';
export const NOTIFICATION_KIND = 'contact-notification';

interface EnquiryEmailContext {
  id: string;
  enquiry: ContactEnquiry;
  company: Company;
  /** Where notifications go (CONTACT_NOTIFY_EMAIL, else the firm's address). */
  notifyEmail: string;
  siteUrl: string;
  receivedAt: Date;
}

function detailRows(enquiry: ContactEnquiry): [string, string][] {
  const rows: [string, string][] = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
  ];
  if (enquiry.company) rows.push(['Company', enquiry.company]);
  if (enquiry.phone) rows.push(['Phone', enquiry.phone]);
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

function htmlDocument(title: string, body: string, company: Company): string {
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

export function confirmationEmail(context: EnquiryEmailContext): OutgoingEmail {
  const { enquiry, company } = context;
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

export function notificationEmail(context: EnquiryEmailContext): OutgoingEmail {
  const { enquiry, company } = context;
  // The visitor's name is the only typed text in a header; toHeaderText removes line breaks, so it
  // cannot add headers, and it is stored that way so the outbox row shows exactly what is sent.
  const from = toHeaderText(enquiry.company ? `${enquiry.name} (${enquiry.company})` : enquiry.name, 120);
  const subject = `New website enquiry from ${from}`;
  const received = BRISBANE_TIME.format(context.receivedAt);
  const text = [
    `A new enquiry arrived through the website contact form on ${received} (Brisbane time).`,
    '',
    textDetails(enquiry),
    '',
    `Reference: ${context.id}`,
    `Reply to this e-mail to answer ${enquiry.name} directly.`,
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px">A new enquiry arrived through the website contact form on ${escapeHtml(received)} (Brisbane time).</p>
${htmlDetails(enquiry)}
<p style="margin:24px 0 0;font-size:13px;color:#64748b">Reference: ${escapeHtml(context.id)}<br>Reply to this e-mail to answer the visitor directly.</p>`,
    company,
  );
  return {
    kind: NOTIFICATION_KIND,
    to: context.notifyEmail,
    subject,
    text,
    html,
    replyTo: enquiry.email,
    relatedId: context.id,
  };
}
