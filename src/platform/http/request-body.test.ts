import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBodyBytes } from './request-body.ts';

function streamed(bytes: Uint8Array, headers: Record<string, string> = {}): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 1000) controller.enqueue(bytes.slice(offset, offset + 1000));
      controller.close();
    },
  });
  return new Request('http://localhost/upload', { method: 'PUT', body, headers, duplex: 'half' } as RequestInit);
}

describe('reading a request body up to a limit', () => {
  it('returns every byte of a body at the limit', async () => {
    const bytes = new Uint8Array(5000).map((_, index) => index % 251);
    expect(Buffer.from(await readBodyBytes(streamed(bytes), 5000, 'too big'))).toEqual(Buffer.from(bytes));
  });

  it('refuses a body one byte over the limit even when Content-Length is missing', async () => {
    const failure = await readBodyBytes(streamed(new Uint8Array(5001)), 5000, 'File size must be less than 5MB').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BodyTooLargeError);
    expect(failure).toMatchObject({ status: 413, message: 'File size must be less than 5MB' });
  });

  it('refuses at once a body whose Content-Length is over the limit', async () => {
    const request = new Request('http://localhost/upload', {
      method: 'PUT',
      body: new Uint8Array(10),
      headers: { 'content-length': '6000000' },
    });
    await expect(readBodyBytes(request, 5000, 'too big')).rejects.toThrow('too big');
  });

  it('reads a missing body as empty', async () => {
    expect((await readBodyBytes(new Request('http://localhost/upload', { method: 'PUT' }), 10, 'too big')).length).toBe(0);
  });
});
