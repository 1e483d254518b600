// The insight editor's "Send as newsletter" endpoints under /api/admin/insights/:id/newsletter
// (editors and admins): the preview, a test copy to the sender, the campaign queued now or at a
// time, and the insight's campaigns with their counts. No public page changes: the caches stay.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { requireNewsletterSender } from './access.ts';
import { campaignEmailFor, campaignsOf, createCampaign, sendTestCopy } from './campaigns.server.ts';

const NOT_FOUND = 'That insight no longer exists.';

const SendSchema = z.object({
  /** Absent or null: now. */
  sendAt: z.iso.datetime({ offset: true, error: 'Choose a date and time to send it.' }).nullish(),
});

async function emailOf(services: App.Locals['services'], params: Record<string, string | undefined>) {
  const id = idParam(params, NOT_FOUND);
  const company = await services.siteSettings.current();
  return { id, email: await campaignEmailFor(services.database.db, id, company, services.config.siteUrl) };
}

/** GET: the e-mail the insight makes, and the insight's campaigns. */
export const newsletterOfInsight = adminEndpoint({
  policy: requireNewsletterSender,
  handle: async ({ params, services }) => {
    const id = idParam(params, NOT_FOUND);
    const company = await services.siteSettings.current();
    const campaigns = await campaignsOf(services.database.db, id);
    const email = await campaignEmailFor(services.database.db, id, company, services.config.siteUrl).catch(() => null);
    return jsonResponse({ email, from: services.mailer.from, campaigns });
  },
});

/** POST { sendAt? }: queues the campaign; 201 with the insight's campaigns. */
export const sendInsightAsNewsletter = adminEndpoint({
  policy: requireNewsletterSender,
  changesContent: false,
  handle: async ({ request, params, staff, services }) => {
    const { sendAt } = await readJsonBody(request, SendSchema);
    const { id, email } = await emailOf(services, params);
    await createCampaign(services.database.db, staff, id, email, sendAt ? new Date(sendAt) : null, new Date());
    services.newsletter.wake();
    return jsonResponse({ campaigns: await campaignsOf(services.database.db, id) }, 201);
  },
});

/** POST: one copy to the signed-in sender's own address. */
export const sendNewsletterTest = adminEndpoint({
  policy: requireNewsletterSender,
  changesContent: false,
  handle: async ({ params, staff, services }) => {
    const { email } = await emailOf(services, params);
    const sent = await sendTestCopy(services.database, services.mailer, staff, email, services.contact.sendBudgetMs);
    return jsonResponse({ sent, to: staff.email });
  },
});
