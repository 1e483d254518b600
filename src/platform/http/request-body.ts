// Reads a request body up to a byte limit, whatever Content-Length claims: a larger body is refused
// as soon as the limit is passed, so no endpoint ever holds more than it accepts. The one JSON reader
// of every endpoint sits on it.
import { Refusal } from './refusal.ts';

/** The body passed the limit; answered 413 with the caller's message. */
export class BodyTooLargeError extends Refusal {
  constructor(message: string) {
    super(413, message);
    this.name = 'BodyTooLargeError';
  }
}

export const NOT_JSON_CONTENT_TYPE_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/** Most JSON bodies are a form's worth of fields: 64 KB holds the longest of them many times over. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/** Reads a request's body, or a response's (an upstream API's answer), within `maxBytes`. */
export async function readBodyBytes(
  request: Pick<Request, 'headers' | 'body'>,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(tooLargeMessage);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(tooLargeMessage);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export interface JsonBodyLimits {
  /** Defaults to JSON_BODY_MAX_BYTES. */
  maxBytes?: number;
  /** Defaults to BODY_TOO_LARGE_MESSAGE. */
  tooLargeMessage?: string;
  /** A body without Content-Type: application/json is refused (400) unless this is false. */
  requireJsonContentType?: boolean;
}

/**
 * The request's body parsed as JSON, read within its byte limit: 413 past the limit, 400 for a body
 * that is not JSON (or not sent as JSON), both as Refusals that change nothing.
 */
export async function readJson(request: Request, limits: JsonBodyLimits = {}): Promise<unknown> {
  const { maxBytes = JSON_BODY_MAX_BYTES, tooLargeMessage = BODY_TOO_LARGE_MESSAGE, requireJsonContentType = true } = limits;
  if (requireJsonContentType && !request.headers.get('content-type')?.toLowerCase().includes('application/json')) {
    await request.body?.cancel().catch(() => {});
    throw new Refusal(400, NOT_JSON_CONTENT_TYPE_MESSAGE);
  }
  const bytes = await readBodyBytes(request, maxBytes, tooLargeMessage);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new Refusal(400, INVALID_JSON_MESSAGE);
  }
}
