// Sending a campaign on both databases, SMTP to a real in-process server: one e-mail per subscriber
// with both unsubscribe headers and the firm's details, nobody who left, a bounce marked on a 5xx,
// the rate kept, a reader who leaves mid-batch skipped, and the campaign's counts.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { type SmtpSink, startSmtpSink } from '#src/platform/mail/smtp-sink.server.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { startDueCampaigns } from './campaign-course.server.ts';
import { campaignsOf } from './campaigns.server.ts';
import { runNewsletterPass } from './sender.server.ts';
import { insertSubscribers, queueCampaign, senderFor, TEST_SITE_URL } from './sender.testing.ts';
import { unsubscribe } from './subscriptions.server.ts';

describe.each(testDialects)('sending a newsletter on %s', (dialect) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  beforeEach(async () => {
    database = await createMigratedTestDatabase(dialect);
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.stop();
    await database.dispose();
  });

  const subscriber = (email: string) =>
    database.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('sends each subscriber one e-mail with both unsubscribe headers, the firm and a visible unsubscribe link', async () => {
    await insertSubscribers(database.db, 3);
    await database.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'pending' })
      .where('email', '=', 'reader-2@example.com.au')
      .execute();
    const campaign = await queueCampaign(database.db);
    const counts = await runNewsletterPass(senderFor(database, sink.url), { maxMs: 10_000 });
    expect(counts).toMatchObject({ sent: 2, failed: 0 });
    expect(sink.received.map((mail) => mail.recipients[0]).sort()).toEqual([
      'reader-0@example.com.au',
      'reader-1@example.com.au',
    ]);
    const mail = sink.received.find((received) => received.recipients[0] === 'reader-0@example.com.au');
    const { unsubscribe_token: token } = await subscriber('reader-0@example.com.au');
    const address = `${TEST_SITE_URL}/unsubscribe/${token}`;
    expect(mail?.header('list-unsubscribe')).toBe(`<${address}>, <mailto:${DEFAULT_COMPANY.email}?subject=unsubscribe>`);
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.header('subject')).toBe('Selling Your Agency');
    const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    for (const detail of [DEFAULT_COMPANY.name, DEFAULT_COMPANY.address.street, DEFAULT_COMPANY.email, DEFAULT_COMPANY.phone]) {
      expect(body).toContain(detail);
    }
    expect(body).toContain(`Unsubscribe in one click: ${address}`);
    expect(body).toContain(`href="${address}"`);
    expect(body).toContain(`${TEST_SITE_URL}/resources/valuation-calculator?utm_source=newsletter`);
    expect(body).toContain(`src="${TEST_SITE_URL}/images/chart.png"`);
    expect(await campaignsOf(database.db, (await campaignInsight(campaign)) ?? '')).toMatchObject([
      { id: campaign, status: 'sent', sent: 2, waiting: 0, failed: 0, unsubscribes: 0 },
    ]);
    // A second start writes no second row for anyone.
    await database.db.updateTable('newsletter_campaigns').set({ status: 'scheduled' }).execute();
    await startDueCampaigns(database.db, new Date());
    expect(await deliveryCount()).toBe(2);
  });

  it('sends nothing to someone who unsubscribed after the campaign was queued, and counts their unsubscribe', async () => {
    await insertSubscribers(database.db, 2);
    const first = await queueCampaign(database.db);
    const sender = senderFor(database, sink.url);
    await runNewsletterPass(sender, { maxMs: 10_000 });
    const second = await queueCampaign(database.db);
    await startDueCampaigns(database.db, new Date());
    const leaving = await subscriber('reader-1@example.com.au');
    await unsubscribe(database.db, leaving.id, 'one-click', new Date());
    await runNewsletterPass(sender, { maxMs: 10_000 });
    const recipients = sink.received.map((mail) => mail.recipients[0]);
    expect(recipients.filter((to) => to === 'reader-1@example.com.au')).toHaveLength(1);
    expect(recipients.filter((to) => to === 'reader-0@example.com.au')).toHaveLength(2);
    expect((await campaignsOf(database.db, (await campaignInsight(first)) ?? ''))[0]).toMatchObject({ sent: 2, unsubscribes: 1 });
    expect((await campaignsOf(database.db, (await campaignInsight(second)) ?? ''))[0]).toMatchObject({ sent: 1, skipped: 1 });
  });

  it('sends nothing to someone who unsubscribes while the batch they are in is being sent', async () => {
    await insertSubscribers(database.db, 3);
    await queueCampaign(database.db);
    const sender = senderFor(database, sink.url);
    const transport = sender.mailer.transport;
    let first = true;
    sender.mailer.transport = {
      ...transport,
      async send(message, options) {
        await transport.send(message, options);
        if (!first) return;
        first = false;
        // The batch's recipients were read before this first e-mail went: the other two leave now.
        const others = await database.db
          .selectFrom('newsletter_subscribers')
          .select('id')
          .where('email', '!=', message.to)
          .execute();
        for (const { id } of others) await unsubscribe(database.db, id, 'one-click', new Date());
      },
    };
    const counts = await runNewsletterPass(sender, { maxMs: 10_000 });
    expect(counts).toMatchObject({ sent: 1, skipped: 2, failed: 0, retry: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('marks the subscriber bounced when the mail server refuses them for good (5xx)', async () => {
    await insertSubscribers(database.db, 1);
    const campaign = await queueCampaign(database.db);
    sink.rejectWith = '550 5.1.1 mailbox unavailable';
    const counts = await runNewsletterPass(senderFor(database, sink.url), { maxMs: 10_000 });
    expect(counts).toMatchObject({ bounced: 1, sent: 0 });
    expect(await subscriber('reader-0@example.com.au')).toMatchObject({ status: 'bounced' });
    expect((await campaignsOf(database.db, (await campaignInsight(campaign)) ?? ''))[0]).toMatchObject({ failed: 1, waiting: 0 });
  });

  it('tries again later after a temporary refusal (4xx), and keeps the subscriber', async () => {
    await insertSubscribers(database.db, 1);
    await queueCampaign(database.db);
    sink.rejectWith = '451 4.3.0 try again later';
    const counts = await runNewsletterPass(senderFor(database, sink.url), { maxMs: 10_000 });
    expect(counts).toMatchObject({ retry: 1 });
    expect(await subscriber('reader-0@example.com.au')).toMatchObject({ status: 'subscribed' });
    const row = await database.db.selectFrom('newsletter_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('waits for a campaign scheduled later', async () => {
    await insertSubscribers(database.db, 1);
    await queueCampaign(database.db, new Date(Date.now() + 60 * 60 * 1000));
    await runNewsletterPass(senderFor(database, sink.url), { maxMs: 2_000 });
    expect(sink.received).toHaveLength(0);
    expect(await deliveryCount()).toBe(0);
  });

  it('sends no more than the rate in any minute, counting what any instance sent', async () => {
    await insertSubscribers(database.db, 4);
    await queueCampaign(database.db);
    await startDueCampaigns(database.db, new Date());
    // Two sent a moment ago (by another instance, say): with a rate of 3 a minute, one more may go now.
    await database.db
      .updateTable('newsletter_deliveries')
      .set({ status: 'sent', sent_at: new Date() })
      .where('id', 'in', (eb) => eb.selectFrom('newsletter_deliveries').select('id').orderBy('id').limit(2))
      .execute();
    await runNewsletterPass(senderFor(database, sink.url, { ratePerMinute: 3 }), { maxMs: 3_000 });
    expect(sink.received).toHaveLength(1);
  });

  it('spaces e-mails evenly at the rate', async () => {
    await insertSubscribers(database.db, 4);
    await queueCampaign(database.db);
    const started = Date.now();
    // 600 a minute: 100 ms apart, so four take at least 300 ms.
    await runNewsletterPass(senderFor(database, sink.url, { ratePerMinute: 600 }), { maxMs: 10_000 });
    expect(sink.received).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  async function deliveryCount() {
    const row = await database.db
      .selectFrom('newsletter_deliveries')
      .select(sql<string | number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function campaignInsight(id: string) {
    return (await database.db.selectFrom('newsletter_campaigns').select('insight_id').where('id', '=', id).executeTakeFirst())
      ?.insight_id;
  }
});
