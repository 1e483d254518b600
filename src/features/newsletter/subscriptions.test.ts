// Subscribing, confirming and unsubscribing through the public endpoint and pages, on both databases:
// the double opt-in, the consent record, the one-click unsubscribe, and each refusal changing nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '#src/platform/db/database.testing.ts';
import { CROSS_SITE_MESSAGE } from '#src/platform/http/same-origin.ts';
import { createNewsletterKit, type NewsletterKit } from './newsletter.testing.ts';
import { CONSENT_WORDING } from './subscriptions.server.ts';
import { NEWSLETTER_MAX_BODY_BYTES, NEWSLETTER_MESSAGES, NEWSLETTER_PROMISE } from './terms.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects)('newsletter subscriptions on %s', (dialect) => {
  let kit: NewsletterKit;
  beforeEach(async () => {
    kit = await createNewsletterKit(dialect);
  });
  afterEach(async () => kit.dispose());

  it('records the consent, sends one confirmation e-mail, and starts the subscription only by the button', async () => {
    const answer = await kit.post(kit.request({ email: ' Reader@Example.com.au ' }));
    expect(answer).toEqual({ status: 202, body: { ok: true, message: NEWSLETTER_MESSAGES.checkInbox } });
    const pending = await kit.subscriber('reader@example.com.au');
    expect(pending).toMatchObject({
      status: 'pending',
      name: 'Robin Reader',
      consent_source: '/resources/insights/selling-your-agency',
      consent_wording: CONSENT_WORDING,
      confirmed_at: null,
    });
    expect(CONSENT_WORDING).toContain(NEWSLETTER_PROMISE);
    // Nothing in the row says where the visitor was or what they used.
    expect(Object.keys(pending ?? {}).filter((column) => /ip|agent|address/.test(column))).toEqual([]);
    const tokens = await kit.confirmationTokens('reader@example.com.au');
    expect(tokens).toHaveLength(1);
    const token = tokens[0] ?? '';

    // A link scanner's GET shows the button and confirms nothing.
    const shown = await kit.confirmPage(token);
    expect(shown.status).toBe(200);
    expect(shown.props.state.kind).toBe('ask');
    expect((await kit.subscriber('reader@example.com.au'))?.status).toBe('pending');

    const confirmed = await kit.confirmPage(token, { method: 'POST', body: 'confirm=yes' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.props.state).toEqual({ kind: 'done', text: NEWSLETTER_MESSAGES.confirmed });
    const row = await kit.subscriber('reader@example.com.au');
    expect(row?.status).toBe('subscribed');
    expect(row?.confirmed_at).not.toBeNull();
    // The link is used up.
    expect((await kit.confirmPage(token, { method: 'POST', body: 'confirm=yes' })).status).toBe(404);
  });

  it('answers alike for a new, a waiting and a subscribed address, and sends a subscribed one nothing', async () => {
    await kit.subscribed('known@example.com.au');
    const emailsBefore = (await kit.snapshot()).emails;
    const again = await kit.post(kit.request({ email: 'known@example.com.au' }));
    const fresh = await kit.post(kit.request({ email: 'new@example.com.au' }));
    const waiting = await kit.post(kit.request({ email: 'new@example.com.au' }));
    expect(again).toEqual(fresh);
    expect(waiting).toEqual(fresh);
    // The new address got one e-mail; the second request within the hour sends none and keeps the first link working.
    expect((await kit.snapshot()).emails).toBe(emailsBefore + 1);
    const [token] = await kit.confirmationTokens('new@example.com.au');
    expect((await kit.confirmPage(token ?? '')).props.state.kind).toBe('ask');
  });

  it('answers a filled honeypot like a subscription and stores and sends nothing', async () => {
    const before = await kit.snapshot();
    const answer = await kit.post(kit.request({ website: 'https://spam.example' }));
    expect(answer.status).toBe(202);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses a confirmation link after 7 days', async () => {
    await kit.post(kit.request());
    const [token] = await kit.confirmationTokens('reader@example.com.au');
    await kit.db
      .updateTable('newsletter_subscribers')
      .set({ confirm_expires_at: new Date(Date.now() - 1000) })
      .execute();
    const row = await kit.subscriber('reader@example.com.au');
    expect(new Date(row?.consent_at ?? 0).getTime() + 7 * DAY).toBeGreaterThan(Date.now());
    const refused = await kit.confirmPage(token ?? '', { method: 'POST', body: 'confirm=yes' });
    expect(refused.status).toBe(404);
    expect(refused.props.state).toEqual({ kind: 'refused', text: NEWSLETTER_MESSAGES.linkInvalid });
    expect((await kit.subscriber('reader@example.com.au'))?.status).toBe('pending');
  });

  it('sets the link to expire 7 days after the request', async () => {
    await kit.post(kit.request());
    const row = await kit.subscriber('reader@example.com.au');
    const lifetime = new Date(row?.confirm_expires_at ?? 0).getTime() - new Date(row?.consent_at ?? 0).getTime();
    expect(lifetime).toBe(7 * DAY);
  });

  it('unsubscribes at once by a one-click POST without Origin or cookie, answering 200, and records how', async () => {
    const row = await kit.subscribed('reader@example.com.au');
    const shown = await kit.unsubscribePage(row.unsubscribe_token);
    expect(shown.status).toBe(200);
    expect(shown.props.state.kind).toBe('ask');
    expect((await kit.subscriber('reader@example.com.au'))?.status).toBe('subscribed');

    const done = await kit.unsubscribePage(row.unsubscribe_token, {
      method: 'POST',
      origin: null,
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(done.props.state).toEqual({ kind: 'done', text: NEWSLETTER_MESSAGES.unsubscribed });
    const after = await kit.subscriber('reader@example.com.au');
    expect(after).toMatchObject({ status: 'unsubscribed', unsubscribe_method: 'one-click' });
    expect(after?.unsubscribed_at).not.toBeNull();
  });

  it('takes a one-click POST sent as multipart/form-data', async () => {
    const row = await kit.subscribed('reader@example.com.au');
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const done = await kit.unsubscribePage(row.unsubscribe_token, { method: 'POST', origin: null, body });
    expect(done.status).toBe(200);
    expect((await kit.subscriber('reader@example.com.au'))?.status).toBe('unsubscribed');
  });

  it('refuses an unsubscribe POST from another site, or malformed, or too large, with nothing changed', async () => {
    const row = await kit.subscribed('reader@example.com.au');
    const before = await kit.snapshot();
    const token = row.unsubscribe_token;
    const crossSite = await kit.unsubscribePage(token, {
      method: 'POST',
      origin: 'https://evil.example',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.props.state).toEqual({ kind: 'refused', text: CROSS_SITE_MESSAGE });
    expect((await kit.unsubscribePage(token, { method: 'POST', body: 'List-Unsubscribe=Maybe' })).status).toBe(400);
    expect(
      (
        await kit.unsubscribePage(token, {
          method: 'POST',
          body: '{"List-Unsubscribe":"One-Click"}',
          contentType: 'application/json',
        })
      ).status,
    ).toBe(415);
    expect(
      (await kit.unsubscribePage(token, { method: 'POST', body: `List-Unsubscribe=One-Click&x=${'a'.repeat(4000)}` })).status,
    ).toBe(413);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses a flood of guessed unsubscribe links with 429', async () => {
    kit = await reopenWith(kit, dialect, { CONTACT_RATE_LIMIT: '3/10m' });
    const guess = 'A'.repeat(43);
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await kit.unsubscribePage(guess, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('refuses confirmations from another site, malformed or too large, and a flood of them, with nothing changed', async () => {
    kit = await reopenWith(kit, dialect, { CONTACT_RATE_LIMIT: '3/10m' });
    await kit.post(kit.request());
    const [token = ''] = await kit.confirmationTokens('reader@example.com.au');
    const before = await kit.snapshot();
    expect((await kit.confirmPage(token, { method: 'POST', body: 'confirm=yes', origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await kit.confirmPage(token, { method: 'POST', body: 'confirm=yes', origin: null })).status).toBe(403);
    expect((await kit.confirmPage(token, { method: 'POST', body: 'confirm=no' })).status).toBe(400);
    expect((await kit.confirmPage(token, { method: 'POST', body: 'confirm=yes', contentType: 'text/plain' })).status).toBe(415);
    expect((await kit.confirmPage(token, { method: 'POST', body: `confirm=yes&x=${'a'.repeat(4000)}` })).status).toBe(413);
    // The three refusals after the origin check took this address's budget of 3.
    expect((await kit.confirmPage(token, { method: 'POST', body: 'confirm=yes' })).status).toBe(429);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses subscriptions that are cross-site, not JSON, too large, malformed or flooded, with nothing changed', async () => {
    kit = await reopenWith(kit, dialect, { CONTACT_RATE_LIMIT: '2/10m' });
    const before = await kit.snapshot();
    expect((await kit.post(kit.request(), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await kit.post(kit.request(), { origin: null })).status).toBe(403);
    expect((await kit.post('email=a@b.co', { contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await kit.post(kit.request({ name: 'x'.repeat(NEWSLETTER_MAX_BODY_BYTES) }))).status).toBe(413);
    expect((await kit.post('{not json')).status).toBe(400);
    expect((await kit.post('[1]')).status).toBe(400);
    const invalid = await kit.post(kit.request({ email: 'not an address' }));
    expect(invalid.status).toBe(422);
    expect(invalid.body.fieldErrors?.email).toEqual([NEWSLETTER_MESSAGES.email]);
    expect((await kit.post(kit.request({ captcha: 'forged' }))).status).toBe(400);
    expect((await kit.post(kit.request())).status).toBe(429);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('keeps the address and name the small signup form posted to /newsletter, with a fresh stamp', async () => {
    const page = await kit.newsletterPage({
      method: 'POST',
      body: 'email=reader%40example.com.au&name=Robin&page=%2Fresources%2Finsights',
    });
    expect(page.status).toBe(200);
    expect(page.props.values).toEqual({ email: 'reader@example.com.au', name: 'Robin', page: '/resources/insights' });
    expect(page.props.formStamp).toBeTruthy();
    expect(await kit.snapshot()).toEqual({ subscribers: [], emails: 0 });
  });
});

async function reopenWith(kit: NewsletterKit, dialect: NewsletterKit['database']['dialect'], env: Record<string, string>) {
  await kit.dispose();
  return createNewsletterKit(dialect, env);
}
