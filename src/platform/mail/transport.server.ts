// Mail transports: SMTP through nodemailer when SMTP_URL is set, otherwise .eml files written to
// DATA_DIR/outbox (the embedded default). Both build the message with nodemailer, so headers are
// encoded the same way whichever transport runs, and both sign it with DKIM when it is configured.
// A send may ask to hear the last moment before the message is delivered (SendOptions.beforeCommit).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { type CalendarPart, isPlainAddress, toHeaderText } from './message.ts';
import type { DkimSettings } from './settings.ts';

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
  /** Header fields of its own (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string> | null;
}

export interface SendOptions {
  /**
   * Called once the whole message has been handed to the mail server but its final dot not yet
   * sent (for the file outbox: written but not yet renamed into place): the last moment at which the
   * message is certainly not delivered. Its rejection abandons the message. A newsletter records
   * here that the message may have gone, so a sender killed after this point never sends it again.
   */
  beforeCommit?: () => Promise<void>;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the message is accepted (SMTP 250) or written; rejects with the reason otherwise. */
  send(message: MailMessage, options?: SendOptions): Promise<void>;
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
    headers: message.headers ?? undefined,
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

/** The header fields a DKIM signature covers: nodemailer's list (RFC 6376's) and List-Unsubscribe-Post (RFC 8058 asks for both). */
export const DKIM_SIGNED_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:' +
  'Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:' +
  'In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:' +
  'List-Owner:List-Archive';

function dkimOptions(dkim: DkimSettings | undefined) {
  return dkim
    ? { domainName: dkim.domain, keySelector: dkim.selector, privateKey: dkim.privateKey, headerFieldNames: DKIM_SIGNED_HEADERS }
    : undefined;
}

/** Builds messages as the SMTP server receives them (CRLF, DKIM-signed when configured). */
function createComposer(dkim: DkimSettings | undefined, newline: 'windows' | 'unix') {
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline, dkim: dkimOptions(dkim) });
}

/** A stream of the message that ends only after `beforeCommit`: the SMTP server sees no final dot before it. */
function committingStream(bytes: Buffer, beforeCommit: () => Promise<void>): Readable {
  let stage: 'body' | 'committing' | 'done' = 'body';
  return new Readable({
    read() {
      if (stage === 'body') {
        stage = 'committing';
        this.push(bytes);
        return;
      }
      if (stage !== 'committing') return;
      stage = 'done';
      beforeCommit().then(
        () => this.push(null),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}

/** One SMTP connection and the error it reported between two of its steps (a reset, a time-out). */
interface OpenConnection {
  connection: SMTPConnection;
  failure: Error | null;
  ended: boolean;
}

function step<T>(open: OpenConnection, run: (done: (error: Error | null | undefined, value?: T) => void) => void) {
  return new Promise<T | undefined>((resolve, reject) =>
    run((error, value) => (error ? reject(error) : open.failure ? reject(open.failure) : resolve(value))),
  );
}

async function openConnection(smtpUrl: string): Promise<OpenConnection> {
  const { auth, ...server } = parseConnectionUrl(smtpUrl);
  const open: OpenConnection = { connection: new SMTPConnection({ ...server, ...SMTP_TIMEOUTS }), failure: null, ended: false };
  open.connection.on('error', (error: Error) => {
    open.failure = error;
  });
  open.connection.on('end', () => {
    open.ended = true;
  });
  await step<void>(open, (done) => open.connection.connect((error) => done(error)));
  if (auth) await step<boolean>(open, (done) => open.connection.login(auth, (error, value) => done(error, value)));
  return open;
}

/** An idle connection is kept this long for the next message, then closed. */
const KEEP_IDLE_CONNECTION_MS = 5_000;

/**
 * The SMTP conversations of messages whose last moment before delivery matters (a newsletter's):
 * nodemailer's SMTPConnection reads the message only after the server's 354, so `beforeCommit` runs
 * between the last byte of the message and its final dot. The connection is kept for the next
 * message: a new connection per message costs a TCP (and TLS) handshake, a sign-in and the server's
 * wait before its greeting (100 ms in smtp-server, to catch clients that talk too soon; seconds in some
 * MTAs) each time, most of a newsletter's sending time when the rate allows more than a few a second.
 */
function committedSends(smtpUrl: string) {
  let idle: { open: OpenConnection; timer: NodeJS.Timeout } | null = null;
  const take = (): OpenConnection | null => {
    const kept = idle;
    idle = null;
    if (!kept) return null;
    clearTimeout(kept.timer);
    if (!kept.open.failure && !kept.open.ended) return kept.open;
    kept.open.connection.close();
    return null;
  };
  const keep = (open: OpenConnection) => {
    if (idle || open.failure || open.ended) {
      open.connection.quit();
      return;
    }
    const timer = setTimeout(() => {
      if (idle?.open === open) idle = null;
      open.connection.quit();
    }, KEEP_IDLE_CONNECTION_MS);
    timer.unref();
    idle = { open, timer };
  };
  async function sendOver(open: OpenConnection, envelope: { from: string; to: string[] }, message: Readable) {
    const info = await step<{ rejected: string[] }>(open, (done) =>
      open.connection.send(envelope, message, (error, value) => done(error, value)),
    );
    if (info && info.rejected.length > 0) throw new Error(`The SMTP server refused ${info.rejected.join(', ')}.`);
  }
  return {
    async send(raw: Buffer, envelope: { from: string; to: string[] }, beforeCommit: () => Promise<void>) {
      const kept = take();
      const open = kept ?? (await openConnection(smtpUrl));
      const message = committingStream(raw, beforeCommit);
      try {
        await sendOver(open, envelope, message);
      } catch (error) {
        open.connection.close();
        // A kept connection the server closed while it was idle: not a byte of the message was read
        // (so `beforeCommit` never ran), and a new connection may carry it.
        if (kept && !message.readableDidRead) {
          const fresh = await openConnection(smtpUrl);
          try {
            await sendOver(fresh, envelope, committingStream(raw, beforeCommit));
          } catch (retryError) {
            fresh.connection.close();
            throw retryError;
          }
          keep(fresh);
          return;
        }
        throw error;
      }
      keep(open);
    },
    close() {
      take()?.connection.quit();
    },
  };
}

export function createSmtpTransport(smtpUrl: string, dkim?: DkimSettings): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, dkim: dkimOptions(dkim) });
  const composer = createComposer(dkim, 'windows');
  const committed = committedSends(smtpUrl);
  return {
    kind: 'smtp',
    async send(message, options = {}) {
      const mail = toNodemailerMessage(message, domainOf(message.from));
      if (options.beforeCommit) {
        const built = await composer.sendMail(mail);
        await committed.send(built.message as Buffer, mail.envelope, options.beforeCommit);
        return;
      }
      const info = await transporter.sendMail(mail);
      if (info.rejected.length > 0) throw new Error(`The SMTP server refused ${info.rejected.join(', ')}.`);
    },
    discardCopies: async () => 0,
    close: () => {
      transporter.close();
      composer.close();
      committed.close();
    },
  };
}

/** The outbox row id in a file outbox name, `<time>-<id>.eml`. */
const FILE_NAME_ID = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/**
 * Writes each message as `<time>-<id>.eml`, readable by the site's own user only (the files are the
 * e-mails, links and enquiries included); written to a temporary name first so readers never see
 * half a file.
 */
export function createFileTransport(directory: string, dkim?: DkimSettings): MailTransport {
  const composer = createComposer(dkim, 'unix');
  return {
    kind: 'file',
    async send(message, options = {}) {
      const info = await composer.sendMail(toNodemailerMessage(message, domainOf(message.from)));
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`;
      const temporary = join(directory, `.${name}.${randomUUID()}.tmp`);
      await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await options.beforeCommit?.();
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

export function createMailTransport(settings: {
  smtpUrl: string | undefined;
  outboxDirectory: string;
  dkim?: DkimSettings;
}): MailTransport {
  return settings.smtpUrl
    ? createSmtpTransport(settings.smtpUrl, settings.dkim)
    : createFileTransport(settings.outboxDirectory, settings.dkim);
}
