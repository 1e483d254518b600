// One webhook attempt: a POST of the body's exact bytes to the address checkDestination approved,
// connected to that address (a custom lookup pins it, so the host name is not resolved a second
// time), over a fresh connection, within a time limit. A redirect is answered as it came, never
// followed. At most the first 2 KB of the answer is read, for the attempt log.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Destination } from './address-policy.ts';

/** The spec's timeout per attempt. */
export const ATTEMPT_TIMEOUT_MS = 15_000;
/** How much of an answer's body the attempt log keeps. */
export const RESPONSE_SAMPLE_BYTES = 2048;

export interface AttemptResult {
  /** The answer's status; null when none came (error says why). */
  status: number | null;
  /** From the request's start to the end of what was read of the answer. */
  durationMs: number;
  /** The first RESPONSE_SAMPLE_BYTES of the answer's body, as UTF-8 text. */
  body: string | null;
  error: string | null;
  /** The answer's Retry-After and Location headers, as sent. */
  retryAfter: string | null;
  location: string | null;
}

/** Answers every lookup with the checked address, whichever form Node asks for. */
function pinnedLookup(destination: Destination): LookupFunction {
  return (_hostname, options, callback) => {
    const all = typeof options === 'object' && options !== null && 'all' in options && options.all;
    if (all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [destination]);
    else callback(null, destination.address, destination.family);
  };
}

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof AttemptTimeout) return `No answer within ${timeoutMs / 1000} seconds`;
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED') return 'Connection refused';
  if (code === 'ECONNRESET') return 'Connection reset before an answer came';
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

class AttemptTimeout extends Error {}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

/** Sends one attempt; never throws: a failure is in the result. */
export function postWebhook(
  destination: Destination,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs?: number; userAgent: string },
): Promise<AttemptResult> {
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { url } = destination;
  const client = url.protocol === 'https:' ? https : http;
  const bytes = Buffer.from(body, 'utf8');

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const failed = (error: unknown) =>
      finish({ status: null, body: null, error: describeError(error, timeoutMs), retryAfter: null, location: null });

    const request = client.request(
      {
        method: 'POST',
        hostname: destination.hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(bytes.length),
          'user-agent': options.userAgent,
        },
        lookup: pinnedLookup(destination),
        // A connection of its own: a pooled one might have been opened to another address.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          response.destroy();
          finish({
            status: response.statusCode ?? null,
            body: new TextDecoder().decode(Buffer.concat(chunks).subarray(0, RESPONSE_SAMPLE_BYTES)),
            error: null,
            retryAfter: header(response.headers['retry-after']),
            location: header(response.headers.location),
          });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          kept += chunk.length;
          if (kept >= RESPONSE_SAMPLE_BYTES) done();
        });
        response.on('end', done);
        response.on('error', (error) => (settled ? undefined : failed(error)));
      },
    );
    const timer = setTimeout(() => request.destroy(new AttemptTimeout()), timeoutMs);
    request.on('error', failed);
    request.end(bytes);
  });
}
