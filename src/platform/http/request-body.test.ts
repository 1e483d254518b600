import { describe, expect, it } from 'vitest';
import { oversizedBody, pulledWithin, requestWithBody } from './oversized-body.testing.ts';
import {
  BODY_TOO_LARGE_MESSAGE,
  BodyTooLargeError,
  INVALID_JSON_MESSAGE,
  JSON_BODY_MAX_BYTES,
  NOT_JSON_CONTENT_TYPE_MESSAGE,
  readBodyBytes,
  readJson,
} from './request-body.ts';

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

describe('reading a JSON body', () => {
  const json = (text: string, contentType = 'application/json') =>
    new Request('http://localhost/api', { method: 'POST', body: text, headers: { 'content-type': contentType } });

  it('parses a JSON body within the limit', async () => {
    expect(await readJson(json('{"title":"Selling"}'))).toEqual({ title: 'Selling' });
  });

  it('cuts a chunked body at 64 KB unless told otherwise, with 413 and its message', async () => {
    const body = oversizedBody();
    const failure = await readJson(
      requestWithBody('http://localhost/api', 'POST', { 'content-type': 'application/json' }, body),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BodyTooLargeError);
    expect(failure).toMatchObject({ status: 413, message: BODY_TOO_LARGE_MESSAGE });
    expect(JSON_BODY_MAX_BYTES).toBe(64 * 1024);
    expect(body.pulled()).toBeLessThanOrEqual(pulledWithin(JSON_BODY_MAX_BYTES));
  });

  it('takes a larger limit and its own message', async () => {
    const text = JSON.stringify({ content: 'x'.repeat(100_000) });
    expect(await readJson(json(text), { maxBytes: 200_000 })).toEqual({ content: 'x'.repeat(100_000) });
    await expect(readJson(json(text), { maxBytes: 50_000, tooLargeMessage: 'Article too long' })).rejects.toMatchObject({
      status: 413,
      message: 'Article too long',
    });
  });

  it('refuses a body that is not JSON, or not sent as JSON, with 400', async () => {
    await expect(readJson(json('{"title":'))).rejects.toMatchObject({ status: 400, message: INVALID_JSON_MESSAGE });
    await expect(readJson(json('{}', 'text/plain'))).rejects.toMatchObject({
      status: 400,
      message: NOT_JSON_CONTENT_TYPE_MESSAGE,
    });
    expect(await readJson(json('{}', 'text/plain'), { requireJsonContentType: false })).toEqual({});
  });
});
