// The /media route's server module on real local storage (and a real S3 client aimed at a closed port).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createLocalStorage } from '../storage/local-storage.server.ts';
import { createS3Storage } from '../storage/s3-storage.server.ts';
import { storeImage } from './image-pipeline.server.ts';
import { type MediaDependencies, serveMedia } from './media-route.server.ts';

function request(key: string, init: RequestInit = {}): Request {
  return new Request(`http://localhost/media/${key}`, init);
}

describe('the media route', () => {
  let root: string;
  let storage: FileStorage;
  let logged: string[];
  let dependencies: MediaDependencies;
  let key: string;
  let bytes: Buffer;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-route-'));
    storage = createLocalStorage(root);
    logged = [];
    dependencies = { storage, logger: createLogger('error', (line) => logged.push(line)) };
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const image = await storeImage(storage, png, {
      prefix: 'website-images',
      limits: { maxBytes: 1_000_000, maxPixels: 1_000_000 },
    });
    const webp = image.variants.find((variant) => variant.contentType === 'image/webp');
    if (!webp) throw new Error('no WebP variant');
    key = webp.key;
    const object = await storage.get(key);
    bytes = Buffer.from(object ? await new Response(object.body).arrayBuffer() : new ArrayBuffer(0));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('serves a stored image with its type, length, entity tag, a year of immutable caching and nosniff', async () => {
    const response = await serveMedia(request(key), key, dependencies);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it.each([
    ['the same tag', (etag: string) => etag],
    ['the weak form of the tag', (etag: string) => `W/${etag}`],
    ['a list holding the tag', (etag: string) => `"other", ${etag}`],
    ['*', () => '*'],
  ])('answers 304 with no body when If-None-Match holds %s', async (_name, header) => {
    const etag = (await storage.head(key))?.etag ?? '';
    const response = await serveMedia(request(key, { headers: { 'If-None-Match': header(etag) } }), key, dependencies);
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file again when If-None-Match holds another tag', async () => {
    const response = await serveMedia(request(key, { headers: { 'If-None-Match': '"stale"' } }), key, dependencies);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await serveMedia(request(key, { method: 'HEAD' }), key, dependencies);
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it.each([
    ['a missing file', 'website-images/1700000000000-000000000000.png'],
    ['a path that climbs out', '../site.db'],
    ['an encoded climb, once decoded', 'website-images/../../site.db'],
    ['a NUL byte', 'website-images/a\0.png'],
    ['a backslash', 'website-images\\a.png'],
    ['an absolute path', '/etc/passwd'],
    ['no key at all', undefined],
  ])('answers a plain 404 for %s, never a stack trace', async (_name, badKey) => {
    for (const method of ['GET', 'HEAD']) {
      const response = await serveMedia(request('x', { method }), badKey, dependencies);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      if (method === 'GET') expect(await response.text()).toBe('Not found.');
    }
    expect(logged).toEqual([]);
  });

  it('hands over a stored file that is not an accepted image as a download, never as a page', async () => {
    await storage.put('odd/page.html', Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    const response = await serveMedia(request('odd/page.html'), 'odd/page.html', dependencies);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers a plain 503 and logs the cause when the storage cannot be reached', async () => {
    const unreachable = createS3Storage({
      driver: 's3',
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: undefined,
    });
    const response = await serveMedia(request(key), key, { ...dependencies, storage: unreachable });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('The file could not be loaded. Please try again.');
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ level: 'error', message: 'media file could not be read', key });
  });
});
