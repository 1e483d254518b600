// Test helpers: a webhook receiver on a local port that checks every delivery's signature with the
// `standardwebhooks` package (as a CRM's own code would) and answers as each test scripts it, and an
// endpoint row to deliver to.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { Database } from '#src/platform/db/schema.ts';
import { generateWebhookSecret } from '#src/platform/webhooks/signature.ts';
import type { WebhookEventType } from './events.ts';
import type { WebhookEndpointStatus } from './tables.ts';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  /** The body's bytes as text, exactly as they arrived. */
  body: string;
  /** Which of the receiver's secrets verified the signature (by position); empty when none did. */
  verifiedBy: number[];
  /** The parsed payload, when a secret verified it. */
  payload: { type: string; timestamp: string; test?: boolean; data: Record<string, unknown> } | null;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Wait this long before answering (a slow receiver). */
  delayMs?: number;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:port/path */
  url(path?: string): string;
  received: ReceivedDelivery[];
  /** Resolves once `count` deliveries have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * `secrets()` are the ones the receiver knows (its verification tries each); `clock()` is "now" for
 * the library's timestamp tolerance (five minutes), so a test that moves its own clock verifies too.
 * `answer(n)` answers the n-th request (0-based): 200 unless it says otherwise.
 */
export async function startWebhookReceiver(options: {
  secrets: () => string[];
  clock?: () => Date;
  answer?: (index: number, delivery: ReceivedDelivery) => Answer;
}): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const waiting: { count: number; resolve: () => void }[] = [];
  const respond = (response: ServerResponse, answer: Answer) => {
    response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
    response.end(answer.body ?? 'ok');
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const delivery: ReceivedDelivery = { headers: request.headers, body, verifiedBy: [], payload: null };
      options.secrets().forEach((secret, index) => {
        const verified = verifyAt(options.clock?.() ?? new Date(), secret, body, request.headers);
        if (verified) {
          delivery.verifiedBy.push(index);
          delivery.payload = verified as ReceivedDelivery['payload'];
        }
      });
      const index = received.length;
      received.push(delivery);
      for (const wait of waiting.filter((item) => received.length >= item.count)) wait.resolve();
      const answer = options.answer?.(index, delivery) ?? { status: 200 };
      if (!answer.delayMs) return respond(response, answer);
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond(response, answer);
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${received.length} of ${count} deliveries arrived`)), timeoutMs);
        waiting.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The library's verify, with its idea of "now" set to `now` (it reads Date.now for the timestamp's tolerance). */
function verifyAt(now: Date, secret: string, body: string, headers: IncomingHttpHeaders): unknown {
  const realNow = Date.now;
  Date.now = () => now.getTime();
  try {
    return new Webhook(secret).verify(body, headers as Record<string, string>);
  } catch {
    return null;
  } finally {
    Date.now = realNow;
  }
}

/** An endpoint row for `url`, receiving `events`, with a fresh secret (returned). */
export async function insertEndpoint(
  db: Kysely<Database>,
  url: string,
  options: { events?: WebhookEventType[]; status?: WebhookEndpointStatus; secret?: string } = {},
): Promise<{ id: string; secret: string }> {
  const id = randomUUID();
  const secret = options.secret ?? generateWebhookSecret();
  const status = options.status ?? 'active';
  const now = new Date();
  await db
    .insertInto('webhook_endpoints')
    .values({
      id,
      url,
      events: JSON.stringify(options.events ?? ['enquiry.created', 'enquiry.updated']),
      secret,
      previous_secret: null,
      previous_secret_expires_at: null,
      status,
      paused_reason: status === 'paused' ? 'manual' : null,
      paused_at: status === 'paused' ? now : null,
      failing_since: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, secret };
}
