// Mail transports: SMTP through nodemailer when SMTP_URL is set, otherwise .eml files written to
// DATA_DIR/outbox (the embedded default). Both build the message with nodemailer, so headers are
// encoded the same way whichever transport runs.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { type CalendarPart, isPlainAddress, toHeaderText } from './message.ts';

export interface MailMessage {
  /** Outbox row id: becomes the Message-ID, so a receiver can spot a duplicate. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  /** Sent as a text/calendar alternative with its method and as an invite.ics attachment (nodemailer's icalEvent). */
  calendar?: CalendarPart | null;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the message is accepted (SMTP 250) or written; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
  /**
   * Removes whatever copy of these sent messages (outbox row ids) the transport keeps on this machine:
   * the file outbox's `.eml` files; SMTP keeps none. Returns how many it removed.
   */
  discardCopies(ids: readonly string[]): Promise<number>;
  close(): void;
}

export class InvalidMailMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMailMessageError';
  }
}

/** SMTP conversations that hang must not hold an outbox lease for long: fail fast, retry later. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

function toNodemailerMessage(message: MailMessage, domain: string) {
  for (const [field, address] of [
    ['to', message.to],
    ['reply-to', message.replyTo],
  ] as const) {
    if (address !== null && !isPlainAddress(address)) {
      throw new InvalidMailMessageError(`The ${field} address ${JSON.stringify(address)} is not a single plain e-mail address.`);
    }
  }
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: toHeaderText(message.subject),
    text: message.text,
    html: message.html,
    messageId: `<${message.id}@${domain}>`,
    icalEvent: message.calendar
      ? { method: message.calendar.method, filename: 'invite.ics', content: message.calendar.content }
      : undefined,
    // Only the addresses above receive the message, whatever the headers say.
    envelope: { from: fromAddress(message.from), to: [message.to] },
  };
}

/** The bare address inside "Name <address>" (or the value itself). */
export function fromAddress(from: string): string {
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

function domainOf(from: string): string {
  return fromAddress(from).split('@')[1] ?? 'localhost';
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(toNodemailerMessage(message, domainOf(message.from)));
      if (info.rejected.length > 0) throw new Error(`The SMTP server refused ${info.rejected.join(', ')}.`);
    },
    discardCopies: async () => 0,
    close: () => transporter.close(),
  };
}

/** The outbox row id in a file outbox name, `<time>-<id>.eml`. */
const FILE_NAME_ID = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/**
 * Writes each message as `<time>-<id>.eml`, readable by the site's own user only (the files are the
 * e-mails, links and enquiries included); written to a temporary name first so readers never see
 * half a file.
 */
export function createFileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      const info = await composer.sendMail(toNodemailerMessage(message, domainOf(message.from)));
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`;
      const temporary = join(directory, `.${name}.${randomUUID()}.tmp`);
      await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await rename(temporary, join(directory, name));
    },
    async discardCopies(ids) {
      if (ids.length === 0) return 0;
      const wanted = new Set(ids);
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const copies = names.filter((name) => wanted.has(FILE_NAME_ID.exec(name)?.[1] ?? ''));
      // force: a copy another instance or pass removed meanwhile is gone all the same.
      await Promise.all(copies.map((name) => rm(join(directory, name), { force: true })));
      return copies.length;
    },
    close: () => composer.close(),
  };
}

export function createMailTransport(settings: { smtpUrl: string | undefined; outboxDirectory: string }): MailTransport {
  return settings.smtpUrl ? createSmtpTransport(settings.smtpUrl) : createFileTransport(settings.outboxDirectory);
}
