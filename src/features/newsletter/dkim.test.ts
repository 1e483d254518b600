// DKIM: with DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY set, a newsletter reaches the mail server
// signed, both unsubscribe headers inside the signature (RFC 8058), and a DKIM verifier (mailauth,
// with the public key as the selector's DNS record would publish it) passes it; so does any other
// e-mail the site sends.
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase } from '#src/platform/db/database.testing.ts';
import type { DkimSettings } from '#src/platform/mail/settings.ts';
import { type SmtpSink, startSmtpSink } from '#src/platform/mail/smtp-sink.server.ts';
import { createSmtpTransport } from '#src/platform/mail/transport.server.ts';
import { runNewsletterPass } from './sender.server.ts';
import { insertSubscribers, queueCampaign, senderFor } from './sender.testing.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DKIM: DkimSettings = {
  domain: 'calderrowe.com.au',
  selector: 'news2026',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
/** The TXT record of news2026._domainkey.calderrowe.com.au. */
const KEY_RECORD = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

async function verify(raw: string) {
  const resolver = async (name: string, type: string) => {
    if (type === 'TXT' && name === `${DKIM.selector}._domainkey.${DKIM.domain}`) return [[KEY_RECORD]];
    throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
  };
  const { results } = await dkimVerify(Buffer.from(raw), { resolver });
  return results;
}

describe('DKIM signing', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  beforeEach(async () => {
    database = await createMigratedTestDatabase('sqlite');
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.stop();
    await database.dispose();
  });

  it('signs a newsletter with both unsubscribe headers in h=, and the signature verifies', async () => {
    await insertSubscribers(database.db, 1);
    await queueCampaign(database.db);
    await runNewsletterPass(senderFor(database, sink.url, { dkim: DKIM }), { maxMs: 10_000 });
    const [mail] = sink.received;
    const [result] = await verify(mail?.raw ?? '');
    expect(result?.status.result).toBe('pass');
    expect(result?.signingDomain).toBe(DKIM.domain);
    const signed = (/\bh=([^;]+)/.exec(mail?.header('dkim-signature') ?? '')?.[1] ?? '')
      .replace(/\s/g, '')
      .toLowerCase()
      .split(':');
    expect(signed).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post', 'from', 'subject']));
  });

  it('fails verification when a signed header is changed on the way', async () => {
    await insertSubscribers(database.db, 1);
    await queueCampaign(database.db);
    await runNewsletterPass(senderFor(database, sink.url, { dkim: DKIM }), { maxMs: 10_000 });
    const forged = (sink.received[0]?.raw ?? '').replace(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      'List-Unsubscribe-Post: nothing',
    );
    expect((await verify(forged))[0]?.status.result).toBe('fail');
  });

  it('signs every other e-mail the site sends', async () => {
    const transport = createSmtpTransport(sink.url, DKIM);
    await transport.send({
      id: '6a1f0f5e-8a43-4d5c-9d0e-2c4a7f0b9e11',
      from: 'Calder & Rowe <no-reply@calderrowe.com.au>',
      to: 'jo@example.com.au',
      subject: 'Confirm your subscription',
      text: 'Open the link.',
      html: '<p>Open the link.</p>',
      replyTo: null,
    });
    transport.close();
    expect((await verify(sink.received[0]?.raw ?? ''))[0]?.status.result).toBe('pass');
  });
});
