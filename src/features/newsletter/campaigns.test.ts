// "Send as newsletter" from the insight editor on both databases: the preview a published insight
// makes, the test copy to the sender's own address, the campaign queued now or later, and a draft refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '#src/platform/db/database.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { insertInsight } from '../insights/permission-rows.testing.ts';
import { UNSUBSCRIBE_MARK } from './campaign-email.ts';
import { newsletterOfInsight, sendInsightAsNewsletter, sendNewsletterTest } from './campaign-endpoints.server.ts';
import { CAMPAIGN_MESSAGES } from './campaigns.server.ts';
import { createNewsletterKit, type NewsletterKit } from './newsletter.testing.ts';

describe.each(testDialects)('sending an insight as a newsletter on %s', (dialect) => {
  let kit: NewsletterKit;
  let call: ReturnType<typeof adminCaller>;
  beforeEach(async () => {
    kit = await createNewsletterKit(dialect);
    call = adminCaller(kit.services, (await signedInAs(kit.services.auth, 'editor', 'eddie@calderrowe.com.au')).cookie);
  });
  afterEach(async () => kit.dispose());

  it('previews the e-mail a published insight makes, with the firm and the unsubscribe link to fill in', async () => {
    const { insight = '' } = await insertInsight(kit.db, { status: 'published', title: 'Selling Your Agency' });
    const answer = await call(newsletterOfInsight, 'GET', '/x', { params: { id: insight } });
    expect(answer.status).toBe(200);
    const email = answer.body.email as { subject: string; html: string; text: string };
    expect(email.subject).toBe('Selling Your Agency');
    expect(email.text).toContain(`Unsubscribe in one click: ${UNSUBSCRIBE_MARK}`);
    expect(email.html).toContain('style="');
    expect(answer.body.campaigns).toEqual([]);
  });

  it('sends a test copy to the signed-in sender only', async () => {
    const { insight = '' } = await insertInsight(kit.db, { status: 'published' });
    const answer = await call(sendNewsletterTest, 'POST', '/x', { params: { id: insight } });
    expect(answer.body.to).toBe('eddie@calderrowe.com.au');
    const rows = await kit.db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.to_address).toBe('eddie@calderrowe.com.au');
    expect(rows[0]?.subject).toBe(CAMPAIGN_MESSAGES.testSubject('Matrix Insight'));
    expect(rows[0]?.text_body).toContain(CAMPAIGN_MESSAGES.testUnsubscribe);
  });

  it('queues the campaign for a chosen time and lists it with its counts', async () => {
    const { insight = '' } = await insertInsight(kit.db, { status: 'published' });
    const sendAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const answer = await call(sendInsightAsNewsletter, 'POST', '/x', { params: { id: insight }, body: { sendAt } });
    expect(answer.status).toBe(201);
    expect(answer.body.campaigns).toMatchObject([
      { status: 'scheduled', sendAt, sent: 0, waiting: 0, failed: 0, unsubscribes: 0 },
    ]);
  });

  it('refuses a draft, and a time in the past, queuing nothing', async () => {
    const { insight: draft = '' } = await insertInsight(kit.db, { status: 'draft' });
    const refused = await call(sendInsightAsNewsletter, 'POST', '/x', { params: { id: draft }, body: {} });
    expect(refused).toMatchObject({ status: 422, body: { message: CAMPAIGN_MESSAGES.notPublished } });
    const { insight = '' } = await insertInsight(kit.db, { status: 'published' });
    const past = await call(sendInsightAsNewsletter, 'POST', '/x', {
      params: { id: insight },
      body: { sendAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() },
    });
    expect(past).toMatchObject({ status: 422, body: { message: CAMPAIGN_MESSAGES.inThePast } });
    expect(await kit.db.selectFrom('newsletter_campaigns').selectAll().execute()).toEqual([]);
  });
});
