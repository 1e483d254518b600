// Webhook delivery from the outbox, on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL
// is set) to a real local receiver that verifies every signature with the `standardwebhooks` package.
// The schedule's clock is the test's own, so three days pass in milliseconds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { type AppDatabase, openDatabase } from '#src/platform/db/database.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { claimDueRows } from '#src/platform/outbox/leases.server.ts';
import type { Resolver } from '#src/platform/webhooks/address-policy.ts';
import type { StaffUser } from '../auth/access.ts';
import { DELIVERY_LEASE_SECONDS, processDueWebhooks, type WebhookSender } from './delivery.server.ts';
import { PAUSED_EMAIL_KIND } from './emails.ts';
import { emitWebhookEvent } from './emit.server.ts';
import { type Answer, insertEndpoint, startWebhookReceiver, type WebhookReceiver } from './receiver.testing.ts';
import { SAMPLE_EVENT_DATA } from './samples.ts';
import { FAILING_PAUSE_MS, RETRY_SCHEDULE_SECONDS } from './schedule.ts';
import { resumeEndpoint, rotateSecret } from './webhooks.server.ts';

const ADMIN: StaffUser = {
  id: 'admin-1',
  email: 'boss@calderrowe.com.au',
  name: 'Boss',
  role: 'admin',
  twoFactorEnabled: false,
  mustEnableTwoFactor: false,
};

const resolvesTo =
  (address: string): Resolver =>
  async () => [{ address, family: 4 }];

const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe.each(testDialects)('webhook delivery on %s', (dialect) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let sender: WebhookSender;
  let clock: { now: Date };
  let secrets: string[];
  let answers: (index: number) => Answer;
  let endpoint: { id: string; secret: string };

  beforeEach(async () => {
    database = await createMigratedTestDatabase(dialect);
    clock = { now: new Date('2026-03-02T23:00:00.000Z') };
    answers = () => ({ status: 200 });
    receiver = await startWebhookReceiver({ secrets: () => secrets, clock: () => clock.now, answer: (index) => answers(index) });
    sender = {
      database,
      addressPolicy: { allowLoopback: true },
      // The receiver's name resolves to where it listens; the attempt must connect to that address.
      resolve: resolvesTo('127.0.0.1'),
      timeoutMs: 2_000,
      siteUrl: 'https://www.example.com.au',
      clock: () => clock.now,
      // The middle of the jitter: each wait exactly as the schedule says.
      random: () => 0.5,
    };
    const port = new URL(receiver.url()).port;
    endpoint = await insertEndpoint(database.db, `http://crm.receiver.test:${port}/hooks`);
    secrets = [endpoint.secret];
    await database.db
      .insertInto('users')
      .values({
        id: ADMIN.id,
        name: ADMIN.name,
        email: ADMIN.email,
        email_verified: true,
        image: null,
        role: 'admin',
        banned: false,
        ban_reason: null,
        ban_expires: null,
        two_factor_enabled: false,
        created_at: clock.now,
        updated_at: clock.now,
      })
      .execute();
  });

  afterEach(async () => {
    await receiver.close();
    await database.dispose();
  });

  const emit = () => emitWebhookEvent(database.db, 'enquiry.created', SAMPLE_EVENT_DATA['enquiry.created'], { now: clock.now });
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const deliveryOf = (eventId: string | null) =>
    database.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('event_id', '=', eventId ?? '')
      .executeTakeFirstOrThrow();
  const attemptsOf = async (eventId: string | null) => {
    const delivery = await deliveryOf(eventId);
    return database.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('delivery_id', '=', delivery.id)
      .orderBy('attempted_at')
      .execute();
  };
  const endpointRow = () =>
    database.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpoint.id).executeTakeFirstOrThrow();
  const pausedEmails = () => database.db.selectFrom('email_outbox').selectAll().where('kind', '=', PAUSED_EMAIL_KIND).execute();
  /** Runs passes at each due time until nothing waits, as a worker would over the days. */
  async function runUntilSettled() {
    for (let guard = 0; guard < 20; guard += 1) {
      await processDueWebhooks(sender);
      const waiting = await database.db
        .selectFrom('webhook_deliveries')
        .select('next_attempt_at')
        .where('status', '=', 'pending')
        .orderBy('next_attempt_at')
        .executeTakeFirst();
      if (!waiting) return;
      clock.now = new Date(waiting.next_attempt_at);
    }
  }

  it('sends the stored bytes with webhook-id, webhook-timestamp and a v1 signature the standardwebhooks package verifies', async () => {
    const eventId = await emit();
    expect(eventId).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    expect(await processDueWebhooks(sender)).toMatchObject({ delivered: 1, retry: 0, failed: 0 });
    const [delivery] = receiver.received;
    const stored = await database.db.selectFrom('webhook_events').select('body').executeTakeFirstOrThrow();
    expect(delivery?.body).toBe(stored.body);
    expect(delivery?.verifiedBy).toEqual([0]);
    expect(delivery?.headers['webhook-id']).toBe(eventId);
    expect(delivery?.headers['webhook-timestamp']).toBe(String(clock.now.getTime() / 1000));
    expect(delivery?.headers['content-type']).toBe('application/json');
    expect(delivery?.payload).toEqual({
      type: 'enquiry.created',
      timestamp: clock.now.toISOString(),
      data: SAMPLE_EVENT_DATA['enquiry.created'],
    });
    // Flat: every field a plain value, so no-code tools map it as it is.
    for (const value of Object.values(delivery?.payload?.data ?? {}))
      expect(typeof value === 'object' && value !== null).toBe(false);
    expect(await deliveryOf(eventId)).toMatchObject({ status: 'delivered', attempts: 1, last_status: 200, locked_until: null });
  });

  it('delivers an event exactly three times with one webhook-id to a receiver that fails twice, each attempt signed afresh', async () => {
    answers = (index) => (index < 2 ? { status: 500, body: 'CRM is down' } : { status: 200 });
    const start = clock.now.getTime();
    const eventId = await emit();
    expect(await processDueWebhooks(sender)).toMatchObject({ retry: 1 });
    // Not before the schedule's 5 s.
    advance(4 * SECOND);
    expect(await processDueWebhooks(sender)).toMatchObject({ retry: 0, delivered: 0 });
    advance(1 * SECOND);
    expect(await processDueWebhooks(sender)).toMatchObject({ retry: 1 });
    // Then 5 minutes.
    advance(299 * SECOND);
    expect(await processDueWebhooks(sender)).toMatchObject({ retry: 0, delivered: 0 });
    advance(1 * SECOND);
    expect(await processDueWebhooks(sender)).toMatchObject({ delivered: 1 });
    await runUntilSettled();

    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((delivery) => delivery.headers['webhook-id']))).toEqual(new Set([eventId]));
    expect(receiver.received.map((delivery) => Number(delivery.headers['webhook-timestamp']) * 1000 - start)).toEqual([
      0,
      5 * SECOND,
      305 * SECOND,
    ]);
    for (const delivery of receiver.received) expect(delivery.verifiedBy).toEqual([0]);
    expect(new Set(receiver.received.map((delivery) => delivery.body)).size).toBe(1);
    const log = await attemptsOf(eventId);
    expect(log.map((attempt) => [attempt.attempt, attempt.status_code, attempt.outcome, attempt.response_body])).toEqual([
      [1, 500, 'retry', 'CRM is down'],
      [2, 500, 'retry', 'CRM is down'],
      [3, 200, 'delivered', 'ok'],
    ]);
    expect(log.map((attempt) => toIsoTimestamp(attempt.attempted_at))).toEqual(
      [0, 5, 305].map((seconds) => new Date(start + seconds * SECOND).toISOString()),
    );
    expect((await endpointRow()).failing_since).toBeNull();
  });

  it('logs each attempt with its time, status, duration and the first 2 KB of the answer', async () => {
    answers = () => ({ status: 500, body: 'é'.repeat(3000), delayMs: 30 });
    const eventId = await emit();
    await processDueWebhooks(sender);
    const [attempt] = await attemptsOf(eventId);
    expect(attempt?.status_code).toBe(500);
    expect(Buffer.byteLength(attempt?.response_body ?? '')).toBe(2048);
    expect(attempt?.duration_ms).toBeGreaterThanOrEqual(25);
    expect(toIsoTimestamp(attempt?.attempted_at ?? '')).toBe(clock.now.toISOString());
  });

  it('treats a redirect as a failure and never follows it', async () => {
    const elsewhere = await startWebhookReceiver({ secrets: () => secrets, clock: () => clock.now });
    try {
      answers = () => ({ status: 302, headers: { location: elsewhere.url('/moved') } });
      const eventId = await emit();
      expect(await processDueWebhooks(sender)).toMatchObject({ retry: 1, delivered: 0 });
      expect(receiver.received).toHaveLength(1);
      expect(elsewhere.received).toHaveLength(0);
      const [attempt] = await attemptsOf(eventId);
      expect(attempt).toMatchObject({
        status_code: 302,
        outcome: 'retry',
        error: `Redirected (302) to ${elsewhere.url('/moved')}: redirects are not followed. Change the endpoint’s address to where it points.`,
      });
    } finally {
      await elsewhere.close();
    }
  });

  it('waits as long as Retry-After asks when that is longer than the schedule', async () => {
    answers = (index) => (index === 0 ? { status: 503, headers: { 'retry-after': '120' } } : { status: 200 });
    const eventId = await emit();
    const start = clock.now.getTime();
    await processDueWebhooks(sender);
    expect(new Date((await deliveryOf(eventId)).next_attempt_at).getTime()).toBe(start + 120 * SECOND);
    advance(60 * SECOND);
    expect(await processDueWebhooks(sender)).toMatchObject({ delivered: 0 });
    advance(60 * SECOND);
    expect(await processDueWebhooks(sender)).toMatchObject({ delivered: 1 });
    expect(receiver.received).toHaveLength(2);
  });

  it('gives up on an attempt after its time limit and tries again on schedule', async () => {
    sender.timeoutMs = 100;
    answers = (index) => (index === 0 ? { status: 200, delayMs: 1_000 } : { status: 200 });
    const eventId = await emit();
    expect(await processDueWebhooks(sender)).toMatchObject({ retry: 1 });
    expect((await attemptsOf(eventId))[0]).toMatchObject({ status_code: null, error: 'No answer within 0.1 seconds' });
    advance(5 * SECOND);
    expect(await processDueWebhooks(sender)).toMatchObject({ delivered: 1 });
  });

  it('pauses the endpoint on 410 Gone, holds its deliveries, e-mails the admins once, and sends them all on resume', async () => {
    answers = (index) => (index === 0 ? { status: 410 } : { status: 200 });
    const first = await emit();
    expect(await processDueWebhooks(sender)).toMatchObject({ paused: 1 });
    expect(await endpointRow()).toMatchObject({ status: 'paused', paused_reason: 'gone' });
    expect((await deliveryOf(first)).status).toBe('paused');
    const emails = await pausedEmails();
    expect(emails.map((email) => [email.to_address, email.subject])).toEqual([
      [ADMIN.email, `Webhook paused: crm.receiver.test:${new URL(receiver.url()).port} no longer receives new leads`],
    ]);
    expect(emails[0]?.text_body).toContain('answered 410 Gone, which says it wants no more events, so it is paused.');
    expect(emails[0]?.text_body).toContain('https://www.example.com.au/admin/webhooks');

    // Events while paused wait, and nothing is sent.
    const second = await emit();
    expect((await deliveryOf(second)).status).toBe('paused');
    advance(HOUR);
    expect(await processDueWebhooks(sender)).toMatchObject({ delivered: 0, retry: 0 });
    expect(receiver.received).toHaveLength(1);

    await resumeEndpoint(database, ADMIN, endpoint.id, clock.now);
    expect(await processDueWebhooks(sender)).toMatchObject({ delivered: 2 });
    expect(receiver.received.map((delivery) => delivery.headers['webhook-id']).sort()).toEqual([first, first, second].sort());
    expect(await pausedEmails()).toHaveLength(1);
  });

  it('follows the spec’s schedule for three days, then pauses the endpoint, holds what waits and e-mails the admins', async () => {
    answers = () => ({ status: 500 });
    const start = clock.now.getTime();
    const first = await emit();
    // A later event, failing too, is still waiting when the endpoint is paused.
    let later: string | null = null;
    for (let guard = 0; guard < 20; guard += 1) {
      await processDueWebhooks(sender);
      const delivery = await deliveryOf(first);
      if (delivery.status !== 'pending') break;
      clock.now = new Date(delivery.next_attempt_at);
      if (!later && clock.now.getTime() - start > 60 * HOUR) later = await emit();
    }
    const log = await attemptsOf(first);
    let elapsed = 0;
    const expected = RETRY_SCHEDULE_SECONDS.map((seconds) => {
      elapsed += seconds;
      return new Date(start + elapsed * SECOND).toISOString();
    });
    expect(log.map((attempt) => toIsoTimestamp(attempt.attempted_at))).toEqual(expected);
    expect(log.map((attempt) => attempt.outcome)).toEqual([...Array(9).fill('retry'), 'failed']);
    expect(await deliveryOf(first)).toMatchObject({ status: 'failed', attempts: 10 });
    expect(clock.now.getTime() - start).toBeGreaterThanOrEqual(FAILING_PAUSE_MS);
    expect(await endpointRow()).toMatchObject({ status: 'paused', paused_reason: 'failing' });
    expect((await deliveryOf(later)).status).toBe('paused');
    const emails = await pausedEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).toContain('has failed for three days, so it is paused.');
    expect(emails[0]?.text_body).toContain('Its last answer: HTTP 500');
  });

  it('keeps deliveries verifying through a secret rotation: both secrets sign for 24 hours, then only the new one', async () => {
    const rotated = await rotateSecret(database, ADMIN, endpoint.id, clock.now);
    secrets = [endpoint.secret, rotated.secret];
    await emit();
    await processDueWebhooks(sender);
    expect(String(receiver.received[0]?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    // A receiver still holding the old secret verifies, and one given the new one does too.
    expect(receiver.received[0]?.verifiedBy).toEqual([0, 1]);

    advance(24 * HOUR + SECOND);
    await emit();
    await processDueWebhooks(sender);
    expect(String(receiver.received[1]?.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(receiver.received[1]?.verifiedBy).toEqual([1]);
  });

  it('checks the address again at every attempt: a name that now resolves to a private address gets nothing', async () => {
    sender.resolve = resolvesTo('10.0.0.7');
    const eventId = await emit();
    expect(await processDueWebhooks(sender)).toMatchObject({ retry: 1 });
    expect(receiver.received).toHaveLength(0);
    expect((await attemptsOf(eventId))[0]).toMatchObject({
      status_code: null,
      error:
        'crm.receiver.test resolves to 10.0.0.7, which is an address on a private network: webhooks may only go to addresses on the public internet',
    });

    // And the loopback address only while WEBHOOK_ALLOW_LOOPBACK is on.
    sender.resolve = resolvesTo('127.0.0.1');
    sender.addressPolicy = { allowLoopback: false };
    advance(5 * SECOND);
    await processDueWebhooks(sender);
    expect(receiver.received).toHaveLength(0);
    expect((await attemptsOf(eventId))[1]?.error).toContain("resolves to 127.0.0.1, which is this server's own loopback address");
  });

  it('sends a delivery again when the lease of a worker that died holding it runs out', async () => {
    const eventId = await emit();
    // A worker claims it and dies before sending.
    expect(
      await claimDueRows(database, 'webhook_deliveries', { now: clock.now, leaseSeconds: DELIVERY_LEASE_SECONDS }),
    ).toHaveLength(1);
    expect(await processDueWebhooks(sender)).toMatchObject({ delivered: 0 });
    advance((DELIVERY_LEASE_SECONDS - 1) * SECOND);
    expect(await processDueWebhooks(sender)).toMatchObject({ delivered: 0 });
    advance(2 * SECOND);
    expect(await processDueWebhooks(sender)).toMatchObject({ delivered: 1 });
    expect(receiver.received.map((delivery) => delivery.headers['webhook-id'])).toEqual([eventId]);
  });

  it('sends each delivery once when two workers with their own connections race over the same rows', async () => {
    const ids = new Set<string | null>();
    for (let index = 0; index < 12; index += 1) ids.add(await emit());
    const second: AppDatabase =
      dialect === 'postgres'
        ? openDatabase({ dialect: 'postgres', url: database.url })
        : openDatabase({ dialect: 'sqlite', file: database.url.replace(/^sqlite:/, '') });
    try {
      const [a, b] = await Promise.all([
        processDueWebhooks(sender, { batchSize: 3 }),
        processDueWebhooks({ ...sender, database: second }, { batchSize: 3 }),
      ]);
      expect(a.delivered + b.delivered).toBe(12);
      const received = receiver.received.map((delivery) => delivery.headers['webhook-id']);
      expect(received).toHaveLength(12);
      expect(new Set(received)).toEqual(ids);
    } finally {
      await second.close();
    }
  });

  it('stores nothing for an event no endpoint chose', async () => {
    expect(
      await emitWebhookEvent(database.db, 'booking.created', SAMPLE_EVENT_DATA['booking.created'], { now: clock.now }),
    ).toBeNull();
    expect(await database.db.selectFrom('webhook_events').select('id').execute()).toEqual([]);
  });
});
