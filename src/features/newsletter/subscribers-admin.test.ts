// The Subscribers screen's endpoints on both databases: the list with search, status filter and
// counts, the CSV export with the consent columns, the CSV import with consent dates (all or none),
// unsubscribe one and delete one for good.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '#src/platform/db/database.testing.ts';
import { type AdminAnswer, adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { createNewsletterKit, type NewsletterKit } from './newsletter.testing.ts';
import {
  deleteSubscriberEndpoint,
  exportSubscribersEndpoint,
  importSubscribersEndpoint,
  listSubscribersEndpoint,
  unsubscribeSubscriberEndpoint,
} from './subscriber-endpoints.server.ts';
import { SUBSCRIBERS_MESSAGES } from './subscribers-terms.ts';

describe.each(testDialects)('the Subscribers screen on %s', (dialect) => {
  let kit: NewsletterKit;
  let call: ReturnType<typeof adminCaller>;
  beforeEach(async () => {
    kit = await createNewsletterKit(dialect);
    call = adminCaller(kit.services, (await signedInAs(kit.services.auth, 'admin', 'boss@calderrowe.com.au')).cookie);
  });
  afterEach(async () => kit.dispose());

  const list = (query = '') => call(listSubscribersEndpoint, 'GET', `/api/admin/subscribers${query}`);
  const emails = (answer: AdminAnswer) => (answer.body.subscribers as { email: string }[]).map((row) => row.email).sort();

  it('lists subscribers by search and status, with every status counted', async () => {
    await kit.subscribed('ada@example.com.au');
    await kit.subscribed('grace@example.com.au');
    await kit.post(kit.request({ email: 'waiting@example.com.au', name: 'Wendy Waiting' }));
    const all = await list();
    expect(all.status).toBe(200);
    expect(emails(all)).toEqual(['ada@example.com.au', 'grace@example.com.au', 'waiting@example.com.au']);
    expect(all.body.counts).toEqual({ pending: 1, subscribed: 2, unsubscribed: 0, bounced: 0 });
    expect(emails(await list('?status=pending'))).toEqual(['waiting@example.com.au']);
    expect(emails(await list('?search=GRACE'))).toEqual(['grace@example.com.au']);
    expect(emails(await list('?search=wendy'))).toEqual(['waiting@example.com.au']);
    expect((await list('?status=everyone')).status).toBe(422);
  });

  it('exports the matching subscribers with their consent columns', async () => {
    await kit.subscribed('ada@example.com.au');
    const csv = (await call(exportSubscribersEndpoint, 'GET', '/api/admin/subscribers/export?status=subscribed')).text;
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(
      '"email","name","status","consent_at","consent_source","consent_wording","confirmed_at","unsubscribed_at","unsubscribe_method","bounced_at"',
    );
    expect(row).toContain('"ada@example.com.au","Robin Reader","subscribed"');
    expect(row).toContain('"/resources/insights/selling-your-agency"');
  });

  it('imports addresses with their consent dates, leaving an address already listed as it is', async () => {
    await kit.subscribed('ada@example.com.au');
    const csv =
      'email,name,consent_at,consent_source\r\nnew@example.com.au,New Person,2025-03-31,Seminar sign-up sheet\r\nADA@example.com.au,,2024-01-01,\r\n';
    const answer = await call(importSubscribersEndpoint, 'POST', '/api/admin/subscribers/import', { body: { csv } });
    expect(answer.body).toEqual({ added: 1, skipped: 1 });
    const imported = await kit.subscriber('new@example.com.au');
    expect(imported).toMatchObject({ status: 'subscribed', consent_source: 'Seminar sign-up sheet', name: 'New Person' });
    expect(new Date(imported?.consent_at ?? 0).toISOString()).toBe('2025-03-31T00:00:00.000Z');
    expect((await kit.subscriber('ada@example.com.au'))?.consent_source).toBe('/resources/insights/selling-your-agency');
  });

  it('refuses an import with a row without a consent date, or without the column, and adds nobody', async () => {
    const before = await kit.snapshot();
    const missing = await call(importSubscribersEndpoint, 'POST', '/api/admin/subscribers/import', {
      body: {
        csv: 'email,consent_at\r\none@example.com.au,2025-01-01\r\ntwo@example.com.au,\r\nthree@example.com.au,2999-01-01\r\n',
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(
      `Row 3: ${SUBSCRIBERS_MESSAGES.importNoConsent}; Row 4: ${SUBSCRIBERS_MESSAGES.importNoConsent}`,
    );
    const noColumn = await call(importSubscribersEndpoint, 'POST', '/api/admin/subscribers/import', {
      body: { csv: 'email\r\none@example.com.au\r\n' },
    });
    expect(noColumn).toMatchObject({ status: 422, body: { message: SUBSCRIBERS_MESSAGES.importColumns } });
    expect(await kit.snapshot()).toEqual(before);
  });

  it('unsubscribes one, recording that an admin did', async () => {
    const row = await kit.subscribed('ada@example.com.au');
    const answer = await call(unsubscribeSubscriberEndpoint, 'POST', '/x', { params: { id: row.id } });
    expect(answer.status).toBe(200);
    expect(await kit.subscriber('ada@example.com.au')).toMatchObject({ status: 'unsubscribed', unsubscribe_method: 'admin' });
    expect((await call(unsubscribeSubscriberEndpoint, 'POST', '/x', { params: { id: 'gone' } })).status).toBe(404);
  });

  it('deletes one for good, leaving no trace of the address', async () => {
    const row = await kit.subscribed('ada@example.com.au');
    expect((await call(deleteSubscriberEndpoint, 'DELETE', '/x', { params: { id: row.id } })).status).toBe(200);
    expect(await kit.subscriber('ada@example.com.au')).toBeUndefined();
    const audit = await kit.db.selectFrom('audit_log').selectAll().where('action', '=', 'subscriber.delete').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('ada@example.com.au');
  });
});
