// The e-mails behind invitations and forgotten passwords: each with a plain-text and an HTML part,
// saying how long the link works, that it works once, and where to get help. The firm's name and phone
// are its current ones (Site Settings), passed in by the caller.
import { escapeHtml, type OutgoingEmail, toHeaderText } from '#src/platform/mail/message.ts';
import { INVITATION_LIFETIME_HOURS, PASSWORD_RESET_LIFETIME_HOURS } from './account-links.ts';
import type { FirmContact } from './auth.server.ts';
import { ROLE_LABELS, type Role } from './roles.ts';

export const INVITATION_KIND = 'staff-invitation';
export const EXISTING_ACCOUNT_KIND = 'staff-invitation-existing-account';
export const PASSWORD_RESET_KIND = 'password-reset';

function help(firm: FirmContact): string {
  return `If you need help, ask an admin of ${firm.name} or call ${firm.phone}.`;
}

function htmlDocument(firm: FirmContact, title: string, paragraphs: string[], link?: { url: string; label: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`);
  if (link) {
    body.splice(
      1,
      0,
      `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#0b2545;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#64748b">Or open this address: ${escapeHtml(link.url)}</p>`,
    );
  }
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">
<div style="max-width:600px;margin:0 auto">
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:20px;color:#0b2545">${escapeHtml(firm.name)}</p>
${body.join('\n')}
</div>
</body>
</html>`;
}

export function invitationEmail(
  firm: FirmContact,
  input: {
    to: string;
    name: string;
    role: Role;
    invitedBy: string;
    url: string;
    relatedId: string;
  },
): OutgoingEmail {
  const subject = `You are invited to the ${firm.name} website admin`;
  const intro = `${toHeaderText(input.invitedBy, 100)} invited you to the ${firm.name} website admin as ${ROLE_LABELS[input.role].toLowerCase()}, under the name ${toHeaderText(input.name, 100)}.`;
  const rest = [
    `The link works once and for ${INVITATION_LIFETIME_HOURS} hours. Opening it asks you to choose a password, then signs you in.`,
    'If you did not expect this invitation, you can ignore this e-mail: no account is made until the link is used.',
    help(firm),
  ];
  return {
    kind: INVITATION_KIND,
    to: input.to,
    subject,
    text: [intro, '', `Accept the invitation: ${input.url}`, '', ...rest].join('\n'),
    html: htmlDocument(firm, subject, [intro, ...rest], { url: input.url, label: 'Accept the invitation' }),
    relatedId: input.relatedId,
  };
}

/** Sent instead of an invitation to an address that already has an account. */
export function existingAccountEmail(firm: FirmContact, input: { to: string; siteUrl: string }): OutgoingEmail {
  const subject = `Your ${firm.name} website admin account`;
  const login = `${input.siteUrl.replace(/\/+$/, '')}/admin`;
  const paragraphs = [
    `Someone at ${firm.name} invited this address to the website admin, but it already has an account.`,
    `Log in at ${login}. If you have forgotten your password, choose "Forgot your password?" on the login form.`,
    help(firm),
  ];
  return {
    kind: EXISTING_ACCOUNT_KIND,
    to: input.to,
    subject,
    text: paragraphs.join('\n\n'),
    html: htmlDocument(firm, subject, paragraphs),
  };
}

export function passwordResetEmail(firm: FirmContact, input: { to: string; url: string; relatedId: string }): OutgoingEmail {
  const subject = `Reset your ${firm.name} admin password`;
  const intro = 'Someone asked to reset the password of your website admin account. To choose a new password, open this link:';
  const rest = [
    `The link works once and for ${PASSWORD_RESET_LIFETIME_HOURS} hour. Setting a new password signs your account out everywhere; if you use two-factor sign-in, you still need your code.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    help(firm),
  ];
  return {
    kind: PASSWORD_RESET_KIND,
    to: input.to,
    subject,
    text: [intro, '', input.url, '', ...rest].join('\n'),
    html: htmlDocument(firm, subject, [intro, ...rest], { url: input.url, label: 'Choose a new password' }),
    relatedId: input.relatedId,
  };
}
