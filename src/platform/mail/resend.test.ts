// Sending an e-mail again from the admin: a failed or waiting one is retried in place, a sent one is
// copied under a new Message-ID, and one being sent is left alone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '../db/database.testing.ts';
import {
  claimDueEmails,
  claimForResend,
  deliverNow,
  EmailBeingSentError,
  enqueueEmails,
  type Mailer,
  processDueEmails,
} from './outbox.server.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.server.ts';
import { createSmtpTransport } from './transport.server.ts';

const email = {
  kind: 'contact-confirmation',
  to: 'jo@example.com',
  subject: 'Thanks',
  text: 'Plain',
  html: '<p>Html</p>',
  relatedId: 'enquiry-1',
};

describe.each(testDialects)('sending an e-mail again on %s', (dialect) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let mailer: Mailer;
  beforeEach(async () => {
    database = await createMigratedTestDatabase(dialect);
    sink = await startSmtpSink();
    mailer = {
      transport: createSmtpTransport(sink.url),
      from: 'Firm <no-reply@example.com>',
      policy: { maxAttempts: 2, retryBaseSeconds: 60, leaseSeconds: 120 },
    };
  });
  afterEach(async () => {
    mailer.transport.close();
    await sink.stop();
    await database.dispose();
  });

  const row = (id: string) => database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('retries a failed e-mail in its own row at once, with its attempts counted afresh', async () => {
    const [id = ''] = await enqueueEmails(database.db, [email]);
    sink.rejectWith = '550 mailbox unavailable';
    const later = new Date(Date.now() + 3600_000);
    await processDueEmails(database, mailer);
    await processDueEmails(database, mailer, { now: later });
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: expect.stringContaining('mailbox unavailable'),
    });

    sink.rejectWith = null;
    const claimed = await claimForResend(database, id, 120);
    expect(claimed).toMatchObject({ id, status: 'sending', attempts: 1 });
    expect(await deliverNow(database, mailer, claimed ? [claimed] : [], 5000)).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'sent', last_error: null });
    expect(sink.received.map((mail) => mail.recipients)).toEqual([['jo@example.com']]);
  });

  it('sends a waiting e-mail now instead of at its next attempt', async () => {
    const [id = ''] = await enqueueEmails(database.db, [email]);
    await database.db
      .updateTable('email_outbox')
      .set({ attempts: 1, next_attempt_at: new Date(Date.now() + 3600_000), last_error: 'timeout' })
      .where('id', '=', id)
      .execute();
    const claimed = await claimForResend(database, id, 120);
    await deliverNow(database, mailer, claimed ? [claimed] : [], 5000);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('copies a sent e-mail into a new row, so the second copy has its own Message-ID', async () => {
    const [id = ''] = await enqueueEmails(database.db, [email]);
    await processDueEmails(database, mailer);
    const claimed = await claimForResend(database, id, 120);
    expect(claimed?.id).not.toBe(id);
    expect(claimed).toMatchObject({
      kind: 'contact-confirmation',
      to_address: 'jo@example.com',
      related_id: 'enquiry-1',
      subject: 'Thanks',
      text_body: 'Plain',
    });
    await deliverNow(database, mailer, claimed ? [claimed] : [], 5000);
    const ids = sink.received.map((mail) => mail.header('message-id'));
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(await row(id)).toMatchObject({ status: 'sent' });
  });

  it('refuses while the e-mail is being sent, and answers null for an unknown one', async () => {
    const [id = ''] = await enqueueEmails(database.db, [email]);
    await claimDueEmails(database, { leaseSeconds: 120 });
    await expect(claimForResend(database, id, 120)).rejects.toBeInstanceOf(EmailBeingSentError);
    expect(await claimForResend(database, 'no-such-email', 120)).toBeNull();
    expect(await database.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(1);
  });
});
