// The confirmation e-mail a subscribe form sends: only because the visitor asked, and it carries
// nothing else (no newsletter, no offer, nothing the visitor typed but the address it went to).
import { escapeHtml, type OutgoingEmail } from '#src/platform/mail/message.ts';
import { type Company, formatCompanyAddress } from '../public-shell/company.ts';
import { CONFIRM_LINK_DAYS, CONFIRM_PATH } from './terms.ts';

export const CONFIRMATION_KIND = 'newsletter-confirmation';

export function confirmationUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${CONFIRM_PATH}/${token}`;
}

export function newsletterConfirmationEmail(context: {
  to: string;
  token: string;
  company: Company;
  siteUrl: string;
  subscriberId: string;
}): OutgoingEmail {
  const { company } = context;
  const url = confirmationUrl(context.siteUrl, context.token);
  const lines = [
    `Someone, we hope you, asked to receive ${company.name}'s newsletter at this address.`,
    '',
    `To start it, open this link and press the "Confirm my subscription" button (the link works for ${CONFIRM_LINK_DAYS} days):`,
    url,
    '',
    'If it was not you, ignore this e-mail: nothing more will be sent.',
    '',
    company.name,
    formatCompanyAddress(company),
  ];
  return {
    kind: CONFIRMATION_KIND,
    to: context.to,
    subject: `Confirm your subscription to ${company.name}'s newsletter`,
    text: lines.join('\n'),
    html: [
      `<p>Someone, we hope you, asked to receive ${escapeHtml(company.name)}'s newsletter at this address.</p>`,
      `<p>To start it, open this link and press the "Confirm my subscription" button (the link works for ${CONFIRM_LINK_DAYS} days):<br>`,
      `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
      '<p>If it was not you, ignore this e-mail: nothing more will be sent.</p>',
      `<p>${escapeHtml(company.name)}<br>${escapeHtml(formatCompanyAddress(company))}</p>`,
    ].join('\n'),
    relatedId: context.subscriberId,
  };
}
