// A real SMTP server in the test process (smtp-server), standing in for the firm's mail server in
// integration and browser tests: it records what it receives and can be stopped, started again on
// the same port, or told to refuse messages.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  recipients: string[];
  raw: string;
  /** Header fields, unfolded, lower-case names; repeated fields keep every value. */
  headers: [string, string][];
  header(name: string): string | undefined;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Connections opened to it so far. */
  readonly connections: number;
  /** While set, every message is refused with this SMTP reply (e.g. "550 mailbox unavailable"). */
  rejectWith: string | null;
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export function parseHeaders(raw: string): [string, string][] {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return unfolded
    .split(/\r?\n/)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
    })
    .filter(([name]) => name !== '');
}

function smtpError(reply: string): Error {
  const code = Number(reply.slice(0, 3));
  return Object.assign(new Error(reply.slice(4)), { responseCode: Number.isFinite(code) ? code : 550 });
}

export async function startSmtpSink(
  options: {
    port?: number;
    /** Called with each whole message before the server's 250 answer. */
    onMessage?: (mail: ReceivedMail) => void;
    /** Called at each MAIL FROM, before the server answers it. */
    onMailFrom?: () => void;
  } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;
  let connections = 0;

  const sink: SmtpSink = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    get connections() {
      return connections;
    },
    rejectWith: null,
    async start() {
      const instance = new SMTPServer({
        authOptional: true,
        // Plain SMTP on localhost: nodemailer would otherwise try STARTTLS with a self-signed certificate.
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        // stop() ends the connections a client keeps open (a newsletter sender's) after half a second, not 30.
        closeTimeout: 500,
        onConnect(_session, callback) {
          connections += 1;
          callback();
        },
        onMailFrom(_address: SMTPServerAddress, _session, callback) {
          options.onMailFrom?.();
          callback();
        },
        onRcptTo(_address: SMTPServerAddress, _session, callback) {
          callback(sink.rejectWith ? smtpError(sink.rejectWith) : null);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const headers = parseHeaders(raw);
            const mail: ReceivedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw,
              headers,
              header: (name) => headers.find(([key]) => key === name.toLowerCase())?.[1],
            };
            received.push(mail);
            options.onMessage?.(mail);
            for (const waiter of [...waiters]) {
              if (received.length >= waiter.count) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve(received.slice());
              }
            }
            callback();
          });
        },
      });
      // A client that dies mid-conversation (a sender killed on purpose) resets its connection: expected here.
      instance.on('error', () => {});
      await new Promise<void>((resolve, reject) => {
        instance.server.once('error', reject);
        instance.listen(port, '127.0.0.1', () => resolve());
      });
      port = (instance.server.address() as AddressInfo).port;
      server = instance;
    },
    async stop() {
      const instance = server;
      server = null;
      if (!instance) return;
      await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const waiter = { count, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) {
            waiters.splice(index, 1);
            reject(new Error(`expected ${count} e-mails within ${timeoutMs} ms, got ${received.length}`));
          }
        }, timeoutMs).unref();
      });
    },
  };
  await sink.start();
  return sink;
}
