// Playwright global setup: starts a real SMTP server (smtp-server) for the site under test to send
// enquiry e-mails to, filing each message as JSON in the mailbox folder; stops it afterwards.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpSink } from '../src/platform/mail/smtp-sink.server.ts';
import { e2eSmtpPort, mailboxDirectory } from './mailbox.ts';

export default async function startMailbox(): Promise<() => Promise<void>> {
  const directory = mailboxDirectory();
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  let filed = 0;
  const sink = await startSmtpSink({
    port: e2eSmtpPort(),
    onMessage(mail) {
      filed += 1;
      const name = `${Date.now()}-${String(filed).padStart(4, '0')}.json`;
      writeFileSync(join(directory, name), JSON.stringify({ recipients: mail.recipients, headers: mail.headers, raw: mail.raw }));
    },
  });
  return async () => {
    await sink.stop();
    rmSync(directory, { recursive: true, force: true });
  };
}
