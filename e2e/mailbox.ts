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

/** The calendar invitation a mail carries (its text/calendar part, decoded) and that part's Content-Type; null without one. */
export function calendarPartOf(mail: FiledMail): { contentType: string; text: string } | null {
  const unfolded = mail.raw.replace(/\r\n/g, '\n');
  const match = /\nContent-Type: (text\/calendar[^\n]*(?:\n[ \t][^\n]*)*)\n((?:[^\n]+\n)*?)\n([\s\S]*?)\n--/i.exec(unfolded);
  if (!match?.[1] || match[3] === undefined) return null;
  const contentType = match[1].replace(/\n[ \t]+/g, ' ');
  const encoding = /Content-Transfer-Encoding: *([\w-]+)/i.exec(match[2] ?? '')?.[1]?.toLowerCase();
  const body = match[3];
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { contentType, text };
}
