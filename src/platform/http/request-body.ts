// Reads a request body up to a byte limit, whatever Content-Length claims: a larger body is refused
// as soon as the limit is passed, so an upload endpoint never holds more than it accepts.
import { Refusal } from './refusal.ts';

/** The body passed the limit; answered 413 with the caller's message. */
export class BodyTooLargeError extends Refusal {
  constructor(message: string) {
    super(413, message);
    this.name = 'BodyTooLargeError';
  }
}

export async function readBodyBytes(request: Request, maxBytes: number, tooLargeMessage: string): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await request.body?.cancel();
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
      await reader.cancel();
      throw new BodyTooLargeError(tooLargeMessage);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
