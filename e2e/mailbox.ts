// The in-process SMTP server the browser tests send enquiry e-mails to: its port (next to the
// site's E2E_PORT, so parallel runs on other ports do not collide) and the folder where it files
// each message it receives, which the tests read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FiledMail {
  recipients: string[];
  headers: [string, string][];
  raw: string;
}

export function e2eSmtpPort(): number {
  return Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4399) + 1000);
}

export function mailboxDirectory(): string {
  return join(tmpdir(), `site-e2e-mailbox-${e2eSmtpPort()}`);
}

export function readMailbox(): FiledMail[] {
  const directory = mailboxDirectory();
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(directory, name), 'utf8')) as FiledMail);
}

export function header(mail: FiledMail, name: string): string | undefined {
  return mail.headers.find(([key]) => key === name.toLowerCase())?.[1];
}

/** The first address under `path` in a mail's text, its quoted-printable encoding undone. */
export function linkIn(mail: FiledMail, path: string): string | undefined {
  const decoded = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`https?://[^\\s"<>]*${escaped}\\?token=[\\w-]+`).exec(decoded)?.[0];
}
