// The Webhooks endpoints below the browser, with a real admin session on a real database (SQLite,
// and PostgreSQL when TEST_DATABASE_URL is set): an endpoint's address refused at save with the
// reason, the secret answered once, rotation, pause and resume, a test event, the deliveries' log,
// Replay, delete, the audit trail (never a secret), and old events purged.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import type { Resolver } from '#src/platform/webhooks/address-policy.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import type { Services } from '#src/server/services.ts';
import { type AdminAnswer, adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { processDueWebhooks } from './delivery.server.ts';
import { DELIVERY_LOG_LIMIT, EVENT_RETENTION_DAYS, purgeOldWebhookEvents } from './delivery-log.server.ts';
import { emitWebhookEvent } from './emit.server.ts';
import { type Answer, startWebhookReceiver, type WebhookReceiver } from './receiver.testing.ts';
import { SAMPLE_EVENT_DATA } from './samples.ts';
import { WEBHOOK_MESSAGES } from './schema.ts';
import type { AdminWebhookDelivery, AdminWebhookEndpoint } from './types.ts';
import {
  addWebhookEndpoint,
  editWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  pauseWebhookEndpoint,
  removeWebhookEndpoint,
  replayWebhookDelivery,
  resumeWebhookEndpoint,
  rotateWebhookSecret,
  sendWebhookTest,
} from './webhook-endpoints.server.ts';

const resolvesTo =
  (address: string): Resolver =>
  async () => [{ address, family: 4 }];

describe.each(testDialects)('the webhooks endpoints on %s', (dialect) => {
  let database: TestDatabase;
  let services: Services;
  let receiver: WebhookReceiver;
  let call: ReturnType<typeof adminCaller>;
  let secrets: string[];
  let answers: (index: number) => Answer;

  beforeEach(async () => {
    database = await createMigratedTestDatabase(dialect);
    services = await createTestServices(database, { env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } });
    // crm.example.com is the local receiver, as far as this server can tell.
    services.webhooks.resolve = resolvesTo('127.0.0.1');
    secrets = [];
    answers = () => ({ status: 200 });
    receiver = await startWebhookReceiver({ secrets: () => secrets, answer: (index) => answers(index) });
    call = adminCaller(services, (await signedInAs(services.auth, 'admin', 'boss@calderrowe.com.au')).cookie);
  });
  afterEach(async () => {
    await receiver.close();
    await database.dispose();
  });

  const receiverAddress = () => `http://crm.example.com:${new URL(receiver.url()).port}/hooks`;
  const add = (body: Record<string, unknown>) => call(addWebhookEndpoint, 'POST', '/api/admin/webhooks', { body });
  const onEndpoint = (id: string) => ({ params: { id } });
  async function added(events = ['enquiry.created']) {
    const answer = await add({ url: receiverAddress(), description: 'HubSpot', events });
    expect(answer.status).toBe(201);
    const { endpoint, secret } = answer.body as unknown as { endpoint: AdminWebhookEndpoint; secret: string };
    secrets.push(secret);
    return { endpoint, secret };
  }
  const count = async (table: 'webhook_endpoints' | 'webhook_events' | 'webhook_deliveries') =>
    (await database.db.selectFrom(table).select('id').execute()).length;
  const deliveries = async (id: string) =>
    (await call(listWebhookDeliveries, 'GET', `/api/admin/webhooks/${id}/deliveries`, onEndpoint(id))).body
      .deliveries as AdminWebhookDelivery[];
  const refusal = (answer: AdminAnswer) => ({ status: answer.status, message: answer.body.message, fields: answer.body.fields });

  it('adds an endpoint and answers its secret once: never in the list, the audit log or another answer', async () => {
    const { endpoint, secret } = await added(['enquiry.created', 'enquiry.updated']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      url: receiverAddress(),
      description: 'HubSpot',
      events: ['enquiry.created', 'enquiry.updated'],
      status: 'active',
      lastAttempt: null,
    });
    const list = await call(listWebhookEndpoints, 'GET', '/api/admin/webhooks');
    expect(list.body.endpoints).toEqual([endpoint]);
    const secretPart = secret.slice('whsec_'.length);
    expect(list.text).not.toContain(secretPart);
    expect(JSON.stringify(await listAuditLog(database.db))).not.toContain(secretPart);
    expect((await listAuditLog(database.db)).map((entry) => entry.action)).toContain('webhook.create');
  });

  it.each([
    [
      'a host name that resolves to 127.0.0.1 without WEBHOOK_ALLOW_LOOPBACK',
      'https://crm.example.com/hooks',
      '127.0.0.1',
      false,
    ],
    ['a private address, even with WEBHOOK_ALLOW_LOOPBACK', 'https://crm.example.com/hooks', '10.20.30.40', true],
    ['the metadata address, even with WEBHOOK_ALLOW_LOOPBACK', 'http://169.254.169.254/latest', '93.184.215.14', true],
    ['a carrier-grade NAT address', 'https://crm.example.com/hooks', '100.64.1.1', true],
    ['an IPv4-mapped private address', 'https://[::ffff:192.168.1.1]/hooks', '93.184.215.14', true],
  ])('refuses at save %s, with the reason beside the address, changing nothing', async (_case, url, resolved, loopback) => {
    services.webhooks.resolve = resolvesTo(resolved);
    services.webhooks.addressPolicy = { allowLoopback: loopback };
    const answer = await add({ url, events: ['enquiry.created'] });
    expect(answer.status).toBe(422);
    const { url: refusedUrl } = answer.body.fields as Record<string, string>;
    expect(refusedUrl).toMatch(/webhooks may only go to addresses on the public internet/);
    expect(answer.body.message).toBe(refusedUrl);
    expect(await count('webhook_endpoints')).toBe(0);
  });

  it('refuses at save a plain http:// address on the internet, and the form’s own mistakes', async () => {
    services.webhooks.resolve = resolvesTo('93.184.215.14');
    expect(refusal(await add({ url: 'http://crm.example.com/hooks', events: ['enquiry.created'] }))).toEqual({
      status: 422,
      message: 'The address must start with https://',
      fields: { url: 'The address must start with https://' },
    });
    expect(refusal(await add({ url: 'https://crm.example.com/hooks', events: [] }))).toMatchObject({
      status: 422,
      fields: { events: WEBHOOK_MESSAGES.eventsRequired },
    });
    expect(refusal(await add({ url: 'https://crm.example.com/hooks', events: ['lead.won'] }))).toMatchObject({
      status: 422,
      fields: { 'events.0': WEBHOOK_MESSAGES.eventUnknown },
    });
    expect(refusal(await add({ url: 'crm.example.com', events: ['enquiry.created'] }))).toMatchObject({
      status: 422,
      fields: { url: 'Enter the full address, starting with https://' },
    });
    expect(await count('webhook_endpoints')).toBe(0);
    expect((await add({ url: 'https://crm.example.com/hooks', events: ['enquiry.created'] })).status).toBe(201);
  });

  it('edits an endpoint, checking a changed address again', async () => {
    const { endpoint } = await added();
    const edit = (body: Record<string, unknown>) =>
      call(editWebhookEndpoint, 'PATCH', `/api/admin/webhooks/${endpoint.id}`, { ...onEndpoint(endpoint.id), body });
    const saved = await edit({ url: receiverAddress(), description: 'Zapier', events: ['enquiry.updated', 'enquiry.created'] });
    expect(saved.body.endpoint).toMatchObject({ description: 'Zapier', events: ['enquiry.created', 'enquiry.updated'] });
    services.webhooks.resolve = resolvesTo('192.168.0.2');
    expect((await edit({ url: 'https://crm.internal/hooks', events: ['enquiry.created'] })).status).toBe(422);
    expect((await database.db.selectFrom('webhook_endpoints').select('url').executeTakeFirstOrThrow()).url).toBe(
      receiverAddress(),
    );
    expect(
      refusal(
        await call(editWebhookEndpoint, 'PATCH', '/api/admin/webhooks/nope', {
          params: { id: 'nope' },
          body: { url: receiverAddress(), events: ['enquiry.created'] },
        }),
      ),
    ).toMatchObject({ status: 404, message: WEBHOOK_MESSAGES.notFound });
  });

  it('sends a test event of the chosen type, marked test, with every field of that type, to that endpoint alone', async () => {
    const { endpoint } = await added(['enquiry.created', 'booking.created']);
    const other = await added(['booking.created']);
    const answer = await call(sendWebhookTest, 'POST', `/api/admin/webhooks/${endpoint.id}/test`, {
      ...onEndpoint(endpoint.id),
      body: { type: 'booking.created' },
    });
    expect(answer.status).toBe(202);
    await processDueWebhooks(services.webhooks);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.verifiedBy).toEqual([0]);
    expect(receiver.received[0]?.payload).toMatchObject({
      type: 'booking.created',
      test: true,
      data: SAMPLE_EVENT_DATA['booking.created'],
    });
    expect(receiver.received[0]?.headers['webhook-id']).toBe(answer.body.eventId);
    expect(await deliveries(other.endpoint.id)).toEqual([]);
  });

  it('lists each delivery with every attempt, and replays any of them with the same webhook-id, signed afresh', async () => {
    const { endpoint } = await added();
    answers = (index) => (index === 0 ? { status: 500, body: 'Oops' } : { status: 200, body: 'Thanks' });
    const eventId = await emitWebhookEvent(database.db, 'enquiry.created', SAMPLE_EVENT_DATA['enquiry.created']);
    await processDueWebhooks(services.webhooks);
    const [waiting] = await deliveries(endpoint.id);
    expect(waiting).toMatchObject({ eventId, type: 'enquiry.created', test: false, status: 'pending', attempts: 1 });
    expect(waiting?.log).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 500, responseBody: 'Oops', error: null, outcome: 'retry' }),
    ]);
    expect(waiting?.nextAttemptAt).not.toBeNull();

    const replay = (id: string) =>
      call(replayWebhookDelivery, 'POST', `/api/admin/webhooks/deliveries/${id}/replay`, { params: { id } });
    expect((await replay(waiting?.id ?? '')).status).toBe(202);
    await processDueWebhooks(services.webhooks);
    const [delivered] = await deliveries(endpoint.id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 1, nextAttemptAt: null });
    expect(delivered?.log.map((attempt) => [attempt.statusCode, attempt.responseBody])).toEqual([
      [200, 'Thanks'],
      [500, 'Oops'],
    ]);
    // A delivered one can be replayed too: the same event, the same id.
    expect((await replay(delivered?.id ?? '')).status).toBe(202);
    await processDueWebhooks(services.webhooks);
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([eventId, eventId, eventId]);
    for (const request of receiver.received) expect(request.verifiedBy).toEqual([0]);
    expect(refusal(await replay('nope'))).toMatchObject({ status: 404, message: WEBHOOK_MESSAGES.deliveryNotFound });
    const list = await call(listWebhookEndpoints, 'GET', '/api/admin/webhooks');
    expect((list.body.endpoints as AdminWebhookEndpoint[])[0]?.lastAttempt).toMatchObject({
      statusCode: 200,
      outcome: 'delivered',
    });
  });

  it(`pages an endpoint's log ${DELIVERY_LOG_LIMIT} deliveries at a time, newest first, so any delivery can be replayed`, async () => {
    const { endpoint } = await added();
    const ids: (string | null)[] = [];
    for (let index = 0; index <= DELIVERY_LOG_LIMIT; index += 1) {
      ids.push(
        await emitWebhookEvent(database.db, 'enquiry.created', SAMPLE_EVENT_DATA['enquiry.created'], {
          now: new Date(Date.now() - (DELIVERY_LOG_LIMIT - index) * 1000),
        }),
      );
    }
    const page = async (before?: string) =>
      (
        await call(
          listWebhookDeliveries,
          'GET',
          `/api/admin/webhooks/${endpoint.id}/deliveries${before ? `?before=${before}` : ''}`,
          {
            ...onEndpoint(endpoint.id),
          },
        )
      ).body as unknown as { deliveries: AdminWebhookDelivery[]; more: boolean };
    const newest = await page();
    expect(newest.deliveries.map((delivery) => delivery.eventId)).toEqual(ids.slice(1).reverse());
    expect(newest.more).toBe(true);
    const older = await page(newest.deliveries.at(-1)?.id);
    expect(older.deliveries.map((delivery) => delivery.eventId)).toEqual([ids[0]]);
    expect(older.more).toBe(false);
    const refused = await call(
      listWebhookDeliveries,
      'GET',
      `/api/admin/webhooks/${endpoint.id}/deliveries?before=nope`,
      onEndpoint(endpoint.id),
    );
    expect(refusal(refused)).toMatchObject({ status: 404, message: WEBHOOK_MESSAGES.deliveryNotFound });
  });

  it('rotates the secret: the new one answered once, both signing until the old one’s 24 hours are up', async () => {
    const { endpoint, secret } = await added();
    const answer = await call(rotateWebhookSecret, 'POST', `/api/admin/webhooks/${endpoint.id}/rotate`, onEndpoint(endpoint.id));
    const rotated = answer.body as unknown as { endpoint: AdminWebhookEndpoint; secret: string };
    expect(rotated.secret).not.toBe(secret);
    expect(new Date(rotated.endpoint.previousSecretExpiresAt ?? '').getTime() - Date.now()).toBeGreaterThan(
      24 * 3600_000 - 60_000,
    );
    secrets.push(rotated.secret);
    await emitWebhookEvent(database.db, 'enquiry.created', SAMPLE_EVENT_DATA['enquiry.created']);
    await processDueWebhooks(services.webhooks);
    expect(receiver.received[0]?.verifiedBy).toEqual([0, 1]);
    expect((await listAuditLog(database.db)).map((entry) => entry.action)).toContain('webhook.rotate-secret');
    expect(JSON.stringify(await listAuditLog(database.db))).not.toContain(rotated.secret.slice(6));
  });

  it('pauses (events wait, tests and replays are refused) and resumes (what waited goes at once)', async () => {
    const { endpoint } = await added();
    const pause = () => call(pauseWebhookEndpoint, 'POST', `/api/admin/webhooks/${endpoint.id}/pause`, onEndpoint(endpoint.id));
    const resume = () =>
      call(resumeWebhookEndpoint, 'POST', `/api/admin/webhooks/${endpoint.id}/resume`, onEndpoint(endpoint.id));
    expect((await pause()).body.endpoint).toMatchObject({ status: 'paused', pausedReason: 'manual' });
    expect(refusal(await pause())).toMatchObject({ status: 409, message: WEBHOOK_MESSAGES.alreadyPaused });
    await emitWebhookEvent(database.db, 'enquiry.created', SAMPLE_EVENT_DATA['enquiry.created']);
    await processDueWebhooks(services.webhooks);
    expect(receiver.received).toHaveLength(0);
    const test = await call(sendWebhookTest, 'POST', `/api/admin/webhooks/${endpoint.id}/test`, {
      ...onEndpoint(endpoint.id),
      body: { type: 'enquiry.created' },
    });
    expect(refusal(test)).toMatchObject({ status: 409, message: WEBHOOK_MESSAGES.pausedNoTest });
    const [held] = await deliveries(endpoint.id);
    expect(held?.status).toBe('paused');
    const replay = await call(replayWebhookDelivery, 'POST', '/api/admin/webhooks/deliveries/x/replay', {
      params: { id: held?.id ?? '' },
    });
    expect(refusal(replay)).toMatchObject({ status: 409, message: WEBHOOK_MESSAGES.pausedNoReplay });

    expect((await resume()).body.endpoint).toMatchObject({ status: 'active', pausedReason: null });
    expect(refusal(await resume())).toMatchObject({ status: 409, message: WEBHOOK_MESSAGES.alreadyActive });
    await processDueWebhooks(services.webhooks);
    expect(receiver.received).toHaveLength(1);
  });

  it('deletes an endpoint with its deliveries, attempts and the events no other endpoint has', async () => {
    const { endpoint } = await added(['enquiry.created']);
    const other = await added(['enquiry.created', 'booking.created']);
    await emitWebhookEvent(database.db, 'enquiry.created', SAMPLE_EVENT_DATA['enquiry.created']);
    await emitWebhookEvent(database.db, 'booking.created', SAMPLE_EVENT_DATA['booking.created']);
    await processDueWebhooks(services.webhooks);
    expect(await count('webhook_deliveries')).toBe(3);
    expect(
      (await call(removeWebhookEndpoint, 'DELETE', `/api/admin/webhooks/${other.endpoint.id}`, onEndpoint(other.endpoint.id)))
        .status,
    ).toBe(200);
    expect(await count('webhook_deliveries')).toBe(1);
    expect(await count('webhook_events')).toBe(1);
    expect((await database.db.selectFrom('webhook_attempts').select('id').execute()).length).toBe(1);
    expect(
      (await call(removeWebhookEndpoint, 'DELETE', `/api/admin/webhooks/${endpoint.id}`, onEndpoint(endpoint.id))).status,
    ).toBe(200);
    expect([await count('webhook_endpoints'), await count('webhook_events'), await count('webhook_deliveries')]).toEqual([
      0, 0, 0,
    ]);
  });

  it(`purges events older than ${EVENT_RETENTION_DAYS} days, with their log, once nothing waits on them`, async () => {
    await added();
    answers = (index) => (index === 0 ? { status: 500 } : { status: 200 });
    const waiting = await emitWebhookEvent(database.db, 'enquiry.created', SAMPLE_EVENT_DATA['enquiry.created']);
    await processDueWebhooks(services.webhooks);
    await emitWebhookEvent(database.db, 'enquiry.created', SAMPLE_EVENT_DATA['enquiry.created']);
    await processDueWebhooks(services.webhooks);
    const days = (count: number) => new Date(Date.now() + count * 24 * 3600_000);
    expect(await purgeOldWebhookEvents(database.db, days(EVENT_RETENTION_DAYS - 1))).toBe(0);
    expect(await purgeOldWebhookEvents(database.db, days(EVENT_RETENTION_DAYS + 1))).toBe(1);
    expect(await database.db.selectFrom('webhook_events').select('id').execute()).toEqual([{ id: waiting }]);
    expect(await database.db.selectFrom('webhook_attempts').select('outcome').execute()).toEqual([{ outcome: 'retry' }]);
  });
});
