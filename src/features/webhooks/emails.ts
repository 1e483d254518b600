// The e-mail admins get when an endpoint pauses itself (a 410 Gone, or three days of failures): leads
// have stopped reaching the CRM, what the receiver last answered, and where to resume it.

import { escapeHtml, type OutgoingEmail, toHeaderText } from '#src/platform/mail/message.ts';
import type { WebhookPauseReason } from './tables.ts';

export const PAUSED_EMAIL_KIND = 'webhook-paused';

export function pausedEmails(context: {
  url: string;
  reason: WebhookPauseReason;
  /** The last attempt's error or status, in words. */
  lastAnswer: string;
  siteUrl: string;
  recipients: string[];
}): OutgoingEmail[] {
  const host = toHeaderText(new URL(context.url).host, 120);
  const subject = `Webhook paused: ${host} no longer receives new leads`;
  const why =
    context.reason === 'gone'
      ? `The webhook endpoint ${context.url} answered 410 Gone, which says it wants no more events, so it is paused.`
      : `Every delivery to the webhook endpoint ${context.url} has failed for three days, so it is paused.`;
  const link = `${context.siteUrl}/admin/webhooks`;
  const lines = [
    why,
    `Its last answer: ${context.lastAnswer}`,
    'New leads still reach the inbox; their events wait and go out once the endpoint is resumed.',
    '',
    `Fix the receiving end (or change the address), then resume the endpoint: ${link}`,
  ];
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">
<p>${escapeHtml(why)}</p>
<p>Its last answer: ${escapeHtml(context.lastAnswer)}</p>
<p>New leads still reach the inbox; their events wait and go out once the endpoint is resumed.</p>
<p><a href="${escapeHtml(link)}">Fix the receiving end (or change the address), then resume the endpoint</a></p>
</body></html>`;
  return context.recipients.map((to) => ({ kind: PAUSED_EMAIL_KIND, to, subject, text: lines.join('\n'), html }));
}
