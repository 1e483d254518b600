// "Still New" reminders: an inbox enquiry (not deleted, not honeypot spam) still New after the
// configured business hours (ENQUIRY_REMINDER_BUSINESS_HOURS) e-mails its assignee, if they may still
// see enquiries, or else every notification recipient; once, then again each business day it stays
// New. Sent only in business hours, through the outbox. The housekeeping runs it every instance; the
// conditional update of last_reminded_on lets exactly one of them queue each day's reminder.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { escapeHtml, type OutgoingEmail, toHeaderText } from '#src/platform/mail/message.ts';
import { enqueueEmails } from '#src/platform/mail/outbox.server.ts';
import { enquiryAdminUrl } from '../contact/emails.ts';
import { sourceLabel } from '../contact/lead-source.ts';
import { brisbaneDate, businessHoursBetween, formatBusinessHours, isBusinessTime } from './business-hours.ts';
import { inFolder } from './inbox.server.ts';
import { enquiryReaders } from './inbox-workflow.server.ts';

export const REMINDER_KIND = 'contact-reminder';

export interface ReminderSettings {
  /** Business hours an enquiry may stay New before the first reminder. */
  afterBusinessHours: number;
  /** The enquiry recipients of Site Settings, as they are when a reminder is due. */
  recipients: () => Promise<string[]>;
  siteUrl: string;
}

interface Waiting {
  id: string;
  name: string;
  company: string | null;
  utm_source: string | null;
  referrer_host: string | null;
  created_at: Date | string;
}

function reminderEmails(enquiry: Waiting, waited: number, recipients: string[], siteUrl: string): OutgoingEmail[] {
  const from = toHeaderText(enquiry.company ? `${enquiry.name} (${enquiry.company})` : enquiry.name, 120);
  const waitedText = formatBusinessHours(waited);
  const subject = `Still New after ${waitedText}: enquiry from ${from}`;
  const link = enquiryAdminUrl(siteUrl, enquiry.id);
  const source = sourceLabel({ utmSource: enquiry.utm_source, referrerHost: enquiry.referrer_host });
  const text = [
    `The enquiry from ${from} has waited ${waitedText} and is still New.`,
    `Source: ${source}`,
    '',
    `Open it in the admin: ${link}`,
    'Move it out of New or add a note once someone has answered it; until then this reminder comes again each business day.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">
<p>The enquiry from ${escapeHtml(from)} has waited ${escapeHtml(waitedText)} and is still New.</p>
<p>Source: ${escapeHtml(source)}</p>
<p><a href="${escapeHtml(link)}">Open the enquiry in the admin</a></p>
<p style="color:#64748b">Move it out of New or add a note once someone has answered it; until then this reminder comes again each business day.</p>
</body></html>`;
  return recipients.map((to) => ({ kind: REMINDER_KIND, to, subject, text, html, relatedId: enquiry.id }));
}

/** Queues today's reminders; returns how many enquiries were reminded about. */
export async function sendWaitingReminders(db: Kysely<Database>, settings: ReminderSettings, now: Date): Promise<number> {
  if (!isBusinessTime(now)) return 0;
  const today = brisbaneDate(now);
  // Business hours never outrun the clock: anything younger cannot be due yet.
  const youngest = new Date(now.getTime() - settings.afterBusinessHours * 60 * 60 * 1000);
  const candidates = await db
    .selectFrom('contact_submissions')
    .select(['id', 'name', 'company', 'utm_source', 'referrer_host', 'created_at', 'assigned_to'])
    .where((eb) => inFolder(eb, 'inbox'))
    .where('status', '=', 'new')
    // A booked call is answered by the call itself, which sends its own reminders (features/bookings).
    .where('channel', '=', 'form')
    .where('created_at', '<=', youngest)
    .where((eb) => eb.or([eb('last_reminded_on', 'is', null), eb('last_reminded_on', '<', today)]))
    .orderBy('created_at')
    .execute();
  const owners = candidates.flatMap((enquiry) => (enquiry.assigned_to ? [enquiry.assigned_to] : []));
  // Read as the owners are now: one who may no longer see enquiries is not reminded, and the
  // enquiry goes to the recipients as if nobody owned it.
  const ownerEmails = new Map(
    owners.length === 0
      ? []
      : (await enquiryReaders(db).select(['id', 'email']).where('id', 'in', owners).execute()).map((user) => [
          user.id,
          user.email,
        ]),
  );
  let reminded = 0;
  for (const enquiry of candidates) {
    const waited = businessHoursBetween(new Date(toIsoTimestamp(enquiry.created_at)), now);
    if (waited < settings.afterBusinessHours) continue;
    const owner = enquiry.assigned_to ? ownerEmails.get(enquiry.assigned_to) : undefined;
    const recipients = owner ? [owner] : await settings.recipients();
    const queued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('contact_submissions')
        .set({ last_reminded_on: today })
        .where('id', '=', enquiry.id)
        .where('status', '=', 'new')
        .where((eb) => eb.or([eb('last_reminded_on', 'is', null), eb('last_reminded_on', '<', today)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await enqueueEmails(trx, reminderEmails(enquiry, waited, recipients, settings.siteUrl), now);
      return true;
    });
    if (queued) reminded += 1;
  }
  return reminded;
}
