// One webhook attempt against real local HTTP servers: the exact bytes go to the checked address
// (the host name is never looked up again), a redirect is answered and not followed, only the first
// 2 KB of an answer is read, and a receiver that does not answer in time is cut off.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Destination } from './address-policy.ts';
import { ATTEMPT_TIMEOUT_MS, postWebhook, RESPONSE_SAMPLE_BYTES } from './send.server.ts';

interface Hit {
  method: string;
  url: string;
  host: string | undefined;
  body: string;
  contentType: string | undefined;
}

let servers: Server[] = [];
afterEach(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  servers = [];
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ port: number; hits: Hit[] }> {
  const hits: Hit[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hits.push({
        method: request.method ?? '',
        url: request.url ?? '',
        host: request.headers.host,
        body: Buffer.concat(chunks).toString('utf8'),
        contentType: request.headers['content-type'],
      });
      handler?.(request, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, hits };
}

/** A destination whose host name no resolver knows: only the pinned address can reach the server. */
const pinned = (port: number, path = '/hooks/crm'): Destination => ({
  url: new URL(`http://crm.receiver.invalid:${port}${path}`),
  hostname: 'crm.receiver.invalid',
  address: '127.0.0.1',
  family: 4,
});

const send = (destination: Destination, body = '{"type":"enquiry.created","data":{"name":"Zoë"}}', timeoutMs?: number) =>
  postWebhook(destination, { 'webhook-id': 'msg_1' }, body, { timeoutMs, userAgent: 'test' });

describe('a webhook attempt', () => {
  it('posts the exact bytes as JSON to the address it checked, never looking the host name up', async () => {
    const receiver = await serve((_request, response) => response.writeHead(204).end());
    const body = '{"type":"enquiry.created","data":{"name":"Zoë"}}';
    const result = await send(pinned(receiver.port), body);
    expect(result).toMatchObject({ status: 204, error: null, body: '' });
    expect(receiver.hits).toEqual([
      {
        method: 'POST',
        url: '/hooks/crm',
        host: `crm.receiver.invalid:${receiver.port}`,
        body,
        contentType: 'application/json',
      },
    ]);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('answers a redirect as it came and never follows it', async () => {
    const elsewhere = await serve((_request, response) => response.writeHead(200).end('followed'));
    const receiver = await serve((_request, response) =>
      response.writeHead(307, { location: `http://127.0.0.1:${elsewhere.port}/` }).end('moved'),
    );
    const result = await send(pinned(receiver.port));
    expect(result).toMatchObject({ status: 307, location: `http://127.0.0.1:${elsewhere.port}/`, body: 'moved' });
    expect(elsewhere.hits).toEqual([]);
  });

  it('keeps the first 2 KB of a long answer, and its Retry-After', async () => {
    const receiver = await serve((_request, response) => {
      response.writeHead(503, { 'retry-after': '120' });
      response.end('x'.repeat(100_000));
    });
    const result = await send(pinned(receiver.port));
    expect(RESPONSE_SAMPLE_BYTES).toBe(2048);
    expect(result).toMatchObject({ status: 503, retryAfter: '120', body: 'x'.repeat(2048) });
  });

  it('gives up on a receiver that does not answer in time, after 15 s unless told otherwise', async () => {
    expect(ATTEMPT_TIMEOUT_MS).toBe(15_000);
    const receiver = await serve(() => {});
    const result = await send(pinned(receiver.port), '{}', 200);
    expect(result).toMatchObject({ status: null, error: 'No answer within 0.2 seconds' });
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
    expect(result.durationMs).toBeLessThan(5_000);
  });

  it('says so when nothing listens at the address', async () => {
    const receiver = await serve(() => {});
    const { port } = receiver;
    const [server] = servers;
    await new Promise((resolve) => server?.close(resolve));
    servers = [];
    expect(await send(pinned(port))).toMatchObject({ status: null, error: 'Connection refused' });
  });
});
