// The outbox on a real database: claims, retries with back-off, the final failure, expired
// leases, and that two workers racing over the same rows send each e-mail once; the file outbox.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '../db/database.testing.ts';
import { type AppDatabase, openDatabase } from '../db/database.ts';
import {
  claimDueEmails,
  deliverNow,
  enqueueClaimedEmails,
  enqueueEmails,
  MAX_RETRY_DELAY_SECONDS,
  type Mailer,
  messageOf,
  outboxCounts,
  processDueEmails,
  retryDelaySeconds,
} from './outbox.server.ts';
import { startSmtpSink } from './smtp-sink.server.ts';
import { createFileTransport, createSmtpTransport, type MailMessage, type MailTransport } from './transport.server.ts';

const email = (to: string) => ({ kind: 'test', to, subject: `Hello ${to}`, text: 'Plain text', html: '<p>HTML</p>' });

function recordingTransport(options: { failWith?: () => Error | null; delayMs?: number } = {}) {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    async send(message) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const error = options.failWith?.();
      if (error) throw error;
      sent.push(message);
    },
    discardCopies: async () => 0,
    close() {},
  };
  return { transport, sent };
}

const policy = { maxAttempts: 3, retryBaseSeconds: 60, leaseSeconds: 120 };
const mailerWith = (transport: MailTransport): Mailer => ({ transport, from: 'Firm <no-reply@example.com>', policy });

describe('the file outbox', () => {
  const message = (id: string): MailMessage => ({
    id,
    from: 'Firm <no-reply@example.com>',
    to: 'jo@example.com',
    subject: 'A link',
    text: 'https://www.example.com/admin/reset-password?token=secret-token',
    html: '<p>secret-token</p>',
    replyTo: null,
  });

  it('writes each e-mail readable by the site’s own user only, in a folder only it may open', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'outbox-'));
    const directory = join(parent, 'outbox');
    try {
      await createFileTransport(directory).send(message(randomUUID()));
      expect(statSync(directory).mode & 0o777).toBe(0o700);
      const [file] = readdirSync(directory);
      expect(statSync(join(directory, file ?? '')).mode & 0o777).toBe(0o600);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('removes the copies of the e-mails it is given, and only those', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      const transport = createFileTransport(directory);
      const [gone, kept] = [randomUUID(), randomUUID()];
      await transport.send(message(gone));
      await transport.send(message(kept));
      expect(await transport.discardCopies([gone, randomUUID()])).toBe(1);
      expect(readdirSync(directory)).toEqual([expect.stringMatching(new RegExp(`-${kept}\\.eml$`))]);
      expect(await transport.discardCopies([])).toBe(0);
      expect(await createFileTransport(join(directory, 'never-written')).discardCopies([kept])).toBe(0);
      expect(await createSmtpTransport('smtp://127.0.0.1:9').discardCopies([kept])).toBe(0);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('retry back-off', () => {
  it.each([
    [1, 60],
    [2, 120],
    [3, 240],
    [7, 3840],
    [8, MAX_RETRY_DELAY_SECONDS],
    [20, MAX_RETRY_DELAY_SECONDS],
  ])('waits after attempt %i for %i seconds (base 60 s, doubling, capped at two hours)', (attempt, seconds) => {
    expect(retryDelaySeconds(attempt, 60)).toBe(seconds);
  });
});

describe.each(testDialects)('the e-mail outbox on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createMigratedTestDatabase(dialect);
  });
  afterEach(async () => database.dispose());

  it('sends due e-mails once and marks them sent', async () => {
    await enqueueEmails(database.db, [email('a@example.com'), email('b@example.com')]);
    const { transport, sent } = recordingTransport();
    expect(await processDueEmails(database, mailerWith(transport))).toEqual({ sent: 2, retry: 0, failed: 0 });
    expect(await processDueEmails(database, mailerWith(transport))).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(sent.map((message) => message.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(await outboxCounts(database)).toEqual({ sent: 2 });
    const rows = await database.db.selectFrom('email_outbox').selectAll().execute();
    expect(rows.every((row) => row.sent_at !== null && row.locked_until === null && row.attempts === 1)).toBe(true);
  });

  it('retries a failed e-mail with exponential back-off, then marks it failed after the last attempt', async () => {
    const [id] = await enqueueEmails(database.db, [email('a@example.com')]);
    const { transport } = recordingTransport({ failWith: () => new Error('connect ECONNREFUSED 127.0.0.1:25') });
    const mailer = mailerWith(transport);
    const start = Date.now();
    const row = () =>
      database.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('id', '=', id ?? '')
        .executeTakeFirstOrThrow();

    expect(await processDueEmails(database, mailer, { now: new Date(start) })).toEqual({ sent: 0, retry: 1, failed: 0 });
    expect(new Date((await row()).next_attempt_at).getTime()).toBeGreaterThanOrEqual(start + 60_000);
    expect(await processDueEmails(database, mailer, { now: new Date(start + 59_000) })).toEqual({ sent: 0, retry: 0, failed: 0 });

    expect(await processDueEmails(database, mailer, { now: new Date(start + 61_000) })).toEqual({ sent: 0, retry: 1, failed: 0 });
    const second = await row();
    expect(second.attempts).toBe(2);
    expect(new Date(second.next_attempt_at).getTime() - Date.now()).toBeGreaterThan(119_000 - 5_000);

    expect(await processDueEmails(database, mailer, { now: new Date(start + 600_000) })).toEqual({
      sent: 0,
      retry: 0,
      failed: 1,
    });
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(await processDueEmails(database, mailer, { now: new Date(start + 86_400_000) })).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
    });
  });

  it('marks an e-mail with an unusable address failed at once instead of retrying it', async () => {
    await enqueueEmails(database.db, [email('a@example.com, b@example.com')]);
    const file = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      const counts = await processDueEmails(database, mailerWith(createFileTransport(file)));
      expect(counts).toEqual({ sent: 0, retry: 0, failed: 1 });
    } finally {
      await rm(file, { recursive: true, force: true });
    }
  });

  it('takes over a claim whose lease ran out (a worker died mid-send)', async () => {
    await enqueueEmails(database.db, [email('a@example.com')]);
    const now = new Date();
    expect(await claimDueEmails(database, { now, leaseSeconds: 120 })).toHaveLength(1);
    expect(await claimDueEmails(database, { now: new Date(now.getTime() + 119_000) })).toHaveLength(0);
    const reclaimed = await claimDueEmails(database, { now: new Date(now.getTime() + 121_000) });
    expect(reclaimed.map((row) => row.attempts)).toEqual([2]);
  });

  it('sends again under the same Message-ID after a crash between sending and marking sent, so a receiver can drop the copy', async () => {
    const sink = await startSmtpSink();
    const mailer = mailerWith(createSmtpTransport(sink.url));
    try {
      const [id, otherId] = await enqueueEmails(database.db, [email('a@example.com'), email('b@example.com')]);
      const now = new Date();
      const claimed = await claimDueEmails(database, { now, leaseSeconds: 120 });
      const row = claimed.find((candidate) => candidate.id === id);
      if (!row) throw new Error('the e-mail was not claimed');
      // The worker hands the message to the server, then dies before it can mark the row sent.
      await mailer.transport.send(messageOf(row, mailer.from));
      await processDueEmails(database, mailer, { now: new Date(now.getTime() + 121_000) });
      const copies = sink.received.filter((mail) => mail.recipients[0] === 'a@example.com');
      expect(copies).toHaveLength(2);
      expect(copies.map((mail) => mail.header('message-id'))).toEqual([`<${id}@example.com>`, `<${id}@example.com>`]);
      const other = sink.received.find((mail) => mail.recipients[0] === 'b@example.com');
      expect(other?.header('message-id')).toBe(`<${otherId}@example.com>`);
    } finally {
      mailer.transport.close();
      await sink.stop();
    }
  });

  it('sends each e-mail once when two workers with their own connections race over the same rows', async () => {
    await enqueueEmails(
      database.db,
      Array.from({ length: 40 }, (_, index) => email(`person${index}@example.com`)),
    );
    const second: AppDatabase =
      dialect === 'postgres'
        ? openDatabase({ dialect: 'postgres', url: database.url })
        : openDatabase({ dialect: 'sqlite', file: database.url.replace(/^sqlite:/, '') });
    try {
      const first = recordingTransport({ delayMs: 2 });
      const other = recordingTransport({ delayMs: 2 });
      const [a, b] = await Promise.all([
        processDueEmails(database, mailerWith(first.transport), { batchSize: 3 }),
        processDueEmails(second, mailerWith(other.transport), { batchSize: 3 }),
      ]);
      expect(a.sent + b.sent).toBe(40);
      const recipients = [...first.sent, ...other.sent].map((message) => message.to);
      expect(new Set(recipients).size).toBe(40);
      expect(recipients).toHaveLength(40);
    } finally {
      await second.close();
    }
  });

  it('sends a request’s own e-mails at once, and answers false when that takes longer than the budget', async () => {
    const slowRows = await enqueueClaimedEmails(database.db, [email('a@example.com'), email('b@example.com')], 120);
    const slow = recordingTransport({ delayMs: 300 });
    expect(await deliverNow(database, mailerWith(slow.transport), slowRows, 50)).toBe(false);
    // The slow send still finishes in the background and records itself.
    await vi.waitFor(async () => expect(await outboxCounts(database)).toEqual({ sent: 2 }), { timeout: 10_000, interval: 100 });

    const more = await enqueueClaimedEmails(database.db, [email('c@example.com')], 120);
    expect(await deliverNow(database, mailerWith(recordingTransport().transport), more, 1000)).toBe(true);
  });

  it('keeps e-mails a request claimed away from the worker until their lease runs out', async () => {
    const now = new Date();
    await enqueueClaimedEmails(database.db, [email('a@example.com')], 120, now);
    const { transport, sent } = recordingTransport();
    expect(await processDueEmails(database, mailerWith(transport), { now: new Date(now.getTime() + 60_000) })).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
    });
    // The request died before sending: after the lease the worker sends it (second attempt).
    expect(await processDueEmails(database, mailerWith(transport), { now: new Date(now.getTime() + 121_000) })).toEqual({
      sent: 1,
      retry: 0,
      failed: 0,
    });
    expect(sent).toHaveLength(1);
  });

  it('writes .eml files with text and HTML parts when no SMTP server is configured', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      await enqueueEmails(database.db, [
        { ...email('jo@example.com'), subject: 'Thank you\r\nBcc: x@example.com', replyTo: 'firm@example.com' },
      ]);
      await processDueEmails(database, mailerWith(createFileTransport(directory)));
      const files = readdirSync(directory);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = readFileSync(join(directory, files[0] ?? ''), 'utf8');
      expect(raw).toMatch(/^Subject: Thank you Bcc: x@example.com$/m);
      expect(raw).not.toMatch(/^Bcc:/im);
      expect(raw).toMatch(/^Reply-To: firm@example.com$/m);
      expect(raw).toContain('Content-Type: text/plain');
      expect(raw).toContain('Content-Type: text/html');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

/**
 * A TCP relay to the PostgreSQL server that can be cut (every connection dropped, new ones refused)
 * and restored: the database out of reach for a moment, as during a restart, without touching the
 * server other tests share.
 */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server = createServer();
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  await listen();
  const cut = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return { url: () => Object.assign(new URL(target), { host: `127.0.0.1:${port}` }).toString(), cut, restore: listen };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the e-mail outbox when PostgreSQL is out of reach right after a send', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createMigratedTestDatabase('postgres');
  });
  afterEach(async () => database.dispose());

  it('records the accepted e-mail as sent once the database is back, so its lease never runs out and it is not sent twice', async () => {
    await enqueueEmails(database.db, [email('a@example.com')]);
    const relay = await startRelay(new URL(database.url));
    const throughRelay = openDatabase({ dialect: 'postgres', url: relay.url() });
    const sent: MailMessage[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      async send(message) {
        sent.push(message);
        // The mail server accepted it; now the database goes away for 1.2 s.
        await relay.cut();
        setTimeout(() => void relay.restore(), 1200);
      },
      discardCopies: async () => 0,
      close() {},
    };
    try {
      expect(await processDueEmails(throughRelay, mailerWith(transport))).toEqual({ sent: 1, retry: 0, failed: 0 });
      expect(sent).toHaveLength(1);
      expect(await outboxCounts(database)).toEqual({ sent: 1 });
    } finally {
      await throughRelay.close();
      await relay.cut();
    }
  });
});
