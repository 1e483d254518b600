// The SMTP transport against a real server in the test process: a newsletter's messages (sent with
// beforeCommit) go one after another over one kept connection, each heard of before its final dot,
// and a kept connection the server closed meanwhile is replaced without sending anything twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from './smtp-sink.server.ts';
import { createSmtpTransport, type MailMessage, type MailTransport } from './transport.server.ts';

const message = (index: number): MailMessage => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  from: 'Firm <news@example.com>',
  to: `reader${index}@example.com`,
  subject: `Issue ${index}`,
  text: 'Plain text',
  html: '<p>HTML</p>',
  replyTo: null,
});

describe('committed sends over SMTP', () => {
  let sink: SmtpSink;
  let transport: MailTransport;
  beforeEach(async () => {
    sink = await startSmtpSink();
    transport = createSmtpTransport(sink.url);
  });
  afterEach(async () => {
    transport.close();
    await sink.stop();
  });

  it('sends one message after another over one connection, each heard of before the server has it', async () => {
    const heardWith: number[] = [];
    for (const index of [1, 2, 3]) {
      await transport.send(message(index), {
        beforeCommit: async () => {
          heardWith.push(sink.received.length);
        },
      });
    }
    expect(heardWith).toEqual([0, 1, 2]);
    expect(sink.received.map((mail) => mail.recipients)).toEqual([
      ['reader1@example.com'],
      ['reader2@example.com'],
      ['reader3@example.com'],
    ]);
    expect(sink.connections).toBe(1);
  });

  it('opens a new connection when the server closed the kept one, and sends the next message once', async () => {
    await transport.send(message(1), { beforeCommit: async () => {} });
    await sink.stop();
    await sink.start();
    let heard = 0;
    await transport.send(message(2), {
      beforeCommit: async () => {
        heard += 1;
      },
    });
    expect(heard).toBe(1);
    expect(sink.received.map((mail) => mail.recipients[0])).toEqual(['reader1@example.com', 'reader2@example.com']);
    expect(sink.connections).toBe(2);
  });

  it('abandons the message when beforeCommit refuses, and the next one still goes', async () => {
    await expect(
      transport.send(message(1), {
        beforeCommit: async () => {
          throw new Error('the claim ran out');
        },
      }),
    ).rejects.toThrow('the claim ran out');
    await transport.send(message(2), { beforeCommit: async () => {} });
    expect(sink.received.map((mail) => mail.recipients[0])).toEqual(['reader2@example.com']);
  });
});
