// Test helper: a request body far larger than any endpoint accepts, sent in chunks without a
// Content-Length (as a chunked upload is), that counts how much of it the server pulled.
export const OVERSIZED_BODY_BYTES = 64 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

export interface OversizedBody {
  stream: ReadableStream<Uint8Array>;
  /** Bytes the reader took before it stopped. */
  pulled(): number;
}

/** `totalBytes` of `{` (never valid JSON, nor any image), produced only as they are read. */
export function oversizedBody(totalBytes = OVERSIZED_BODY_BYTES): OversizedBody {
  const chunk = new Uint8Array(CHUNK_BYTES).fill(0x7b);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) {
        controller.close();
        return;
      }
      pulled += chunk.byteLength;
      controller.enqueue(chunk.slice());
    },
  });
  return { stream, pulled: () => pulled };
}

/** The most a reader with `limit` may pull: the limit and the chunk that crossed it, and one read ahead. */
export function pulledWithin(limit: number): number {
  return limit + 2 * CHUNK_BYTES;
}

export function requestWithBody(url: string, method: string, headers: HeadersInit, body: OversizedBody): Request {
  return new Request(url, { method, headers, body: body.stream, duplex: 'half' } as RequestInit);
}
