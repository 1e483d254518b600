// One table of behaviours for both drivers: local disk in a temporary folder, and S3 against a real
// S3-speaking server (s3rver) started here. Both come from createFileStorage, as the server makes them.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from '../http/http-caching.ts';
import { DEFAULT_CACHE_CONTROL, type FileStorage, StorageKeyError } from './file-storage.ts';
import { startLocalS3Server } from './s3-server.testing.ts';
import { createFileStorage } from './storage.server.ts';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function listAllKeys(storage: FileStorage): Promise<string[]> {
  return (await storage.list('', { limit: 1000 })).objects.map((object) => object.key);
}

interface Driver {
  name: string;
  driver: FileStorage['driver'];
  /** Starts what the driver needs once for all its tests. */
  start(): Promise<{ open(): Promise<FileStorage>; stop(): Promise<void> }>;
}

const drivers: Driver[] = [
  {
    name: 'local disk',
    driver: 'local',
    async start() {
      const parent = await mkdtemp(join(tmpdir(), 'storage-test-'));
      return {
        open: async () => createFileStorage({ storage: { driver: 'local', root: await mkdtemp(join(parent, 'root-')) } }),
        stop: () => rm(parent, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (local s3rver)',
    driver: 's3',
    async start() {
      const server = await startLocalS3Server();
      return {
        open: async () => createFileStorage({ storage: await server.newBucket() }),
        stop: () => server.stop(),
      };
    },
  },
];

describe.each(drivers)('file storage on $name', ({ driver, start }) => {
  let running: Awaited<ReturnType<Driver['start']>>;
  let storage: FileStorage;

  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running.stop();
  });
  beforeEach(async () => {
    // A fresh folder or bucket for each test.
    storage = await running.open();
  });

  it('is the driver the configuration asked for', () => {
    expect(storage.driver).toBe(driver);
  });

  it('gives back the bytes it stored, with their size, content type, cache control and a quoted entity tag', async () => {
    const bytes = Buffer.from('pretend these are image bytes');
    await storage.put('team-photos/1700000000000-abc123.webp', bytes, {
      contentType: 'image/webp',
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
    const object = await storage.get('team-photos/1700000000000-abc123.webp');
    expect(object).not.toBeNull();
    if (!object) return;
    expect(await readAll(object.body)).toEqual(bytes);
    expect(object).toMatchObject({
      key: 'team-photos/1700000000000-abc123.webp',
      size: bytes.length,
      contentType: 'image/webp',
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
    expect(object.etag).toMatch(/^"[^"]+"$/);
    expect(Math.abs(object.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('caches an object for 3600 seconds when the caller sets no cache control', async () => {
    await storage.put('a.png', Buffer.from('x'), { contentType: 'image/png' });
    expect((await storage.head('a.png'))?.cacheControl).toBe(DEFAULT_CACHE_CONTROL);
    expect(DEFAULT_CACHE_CONTROL).toBe('public, max-age=3600');
  });

  it('describes an object without its bytes on head, with the same entity tag as get', async () => {
    await storage.put('docs/one.gif', Buffer.from('GIF89a...'), { contentType: 'image/gif' });
    const info = await storage.head('docs/one.gif');
    const object = await storage.get('docs/one.gif');
    expect(info).toMatchObject({ key: 'docs/one.gif', size: 9, contentType: 'image/gif' });
    expect(info).not.toHaveProperty('body');
    expect(info?.etag).toBe(object?.etag);
    await object?.body.cancel();
  });

  it('replaces an object put again under the same key, with a new entity tag', async () => {
    await storage.put('replace/me.png', Buffer.from('first'), { contentType: 'image/png' });
    const first = await storage.head('replace/me.png');
    await storage.put('replace/me.png', Buffer.from('second version'), { contentType: 'image/jpeg' });
    const object = await storage.get('replace/me.png');
    expect(object && (await readAll(object.body)).toString()).toBe('second version');
    expect(object).toMatchObject({ size: 14, contentType: 'image/jpeg' });
    expect(object?.etag).not.toBe(first?.etag);
  });

  it('answers null for a missing object on get and head', async () => {
    expect(await storage.get('missing/nothing.png')).toBeNull();
    expect(await storage.head('missing/nothing.png')).toBeNull();
  });

  it('deletes an object, and deleting it again (or one that never existed) is not an error', async () => {
    await storage.put('gone/soon.png', Buffer.from('x'), { contentType: 'image/png' });
    await storage.delete('gone/soon.png');
    expect(await storage.get('gone/soon.png')).toBeNull();
    await expect(storage.delete('gone/soon.png')).resolves.toBeUndefined();
    await expect(storage.delete('never/was.png')).resolves.toBeUndefined();
    expect(await listAllKeys(storage)).toEqual([]);
  });

  it('lists the objects under a prefix in key order with their sizes, and nothing else', async () => {
    for (const [key, body] of [
      ['team-photos/2.webp', 'bb'],
      ['team-photos/1.webp', 'a'],
      ['team-photos/sub/3.avif', 'ccc'],
      ['website-images/1.png', 'dddd'],
      ['team-photos-old/9.png', 'e'],
    ] as const) {
      await storage.put(key, Buffer.from(body), { contentType: 'image/png' });
    }
    const listing = await storage.list('team-photos/');
    expect(listing.objects.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'team-photos/1.webp', size: 1 },
      { key: 'team-photos/2.webp', size: 2 },
      { key: 'team-photos/sub/3.avif', size: 3 },
    ]);
    expect(listing.truncated).toBe(false);
    expect((await storage.list('team-photos')).objects.map((object) => object.key)).toContain('team-photos-old/9.png');
    expect((await storage.list('team-photos/1')).objects.map((object) => object.key)).toEqual(['team-photos/1.webp']);
    expect(await listAllKeys(storage)).toHaveLength(5);
    expect((await storage.list('nothing-here/')).objects).toEqual([]);
  });

  it('lists at most 100 objects by default and continues after the last key', async () => {
    const keys = Array.from({ length: 101 }, (_, index) => `bulk/${String(index).padStart(3, '0')}.png`);
    for (const key of keys) await storage.put(key, Buffer.from('x'), { contentType: 'image/png' });
    const first = await storage.list('bulk/');
    expect(first.objects).toHaveLength(100);
    expect(first.truncated).toBe(true);
    const rest = await storage.list('bulk/', { startAfter: first.objects.at(-1)?.key });
    expect(rest.objects.map((object) => object.key)).toEqual(['bulk/100.png']);
    expect(rest.truncated).toBe(false);
    expect((await storage.list('bulk/', { limit: 3 })).objects.map((object) => object.key)).toEqual(keys.slice(0, 3));
  });

  it('serves objects through the site media route', () => {
    expect(storage.publicUrl('team-photos/1700000000000-abc123.webp')).toBe('/media/team-photos/1700000000000-abc123.webp');
  });

  describe.each([
    ['../escape.png', 'it contains a . or .. segment'],
    ['photos/../../escape.png', 'it contains a . or .. segment'],
    ['/etc/passwd', 'it is an absolute path'],
    ['C:/windows/win.ini', 'it is an absolute path'],
    ['photos\\..\\escape.png', 'it contains a backslash'],
    ['photo\0.png', 'it contains a NUL byte'],
    ['', 'it is empty'],
    ['photos//double.png', 'each /-separated part must start with a letter or digit'],
    ['.hidden.png', 'each /-separated part must start with a letter or digit'],
    ['space in name.png', 'each /-separated part must start with a letter or digit'],
    [`${'a'.repeat(509)}.png`, 'it is longer than 512 characters'],
  ])('the bad key %j', (key, reason) => {
    it('is refused by put, get, head, delete and publicUrl with the rule it broke, and nothing is stored', async () => {
      const refusal = `Storage key ${JSON.stringify(key)} is not allowed: ${reason}`;
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(refusal);
      await expect(storage.get(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.head(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(StorageKeyError);
      expect(() => storage.publicUrl(key)).toThrow(refusal);
      expect(await listAllKeys(storage)).toEqual([]);
    });
  });

  it('refuses a listing prefix that climbs out of the storage', async () => {
    await expect(storage.list('../')).rejects.toThrow('Storage key ".." is not allowed: it contains a . or .. segment.');
  });
});

describe('file storage on local disk, on its own', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-local-'));
    storage = createFileStorage({ storage: { driver: 'local', root } });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes through a temporary file, leaving only the file and its hidden details next to it', async () => {
    await storage.put('team-photos/one.webp', Buffer.from('x'), { contentType: 'image/webp' });
    expect((await readdir(join(root, 'team-photos'))).sort()).toEqual(['.one.webp.meta.json', 'one.webp']);
    await storage.delete('team-photos/one.webp');
    expect(await readdir(join(root, 'team-photos'))).toEqual([]);
  });

  it('leaves no temporary file and no details behind when a write fails', async () => {
    await storage.put('clash/inner.png', Buffer.from('x'), { contentType: 'image/png' });
    // "clash" is a folder, so a file cannot be renamed onto it.
    await expect(storage.put('clash', Buffer.from('y'), { contentType: 'image/png' })).rejects.toThrow();
    expect((await readdir(root)).sort()).toEqual(['clash']);
    expect(await listAllKeys(storage)).toEqual(['clash/inner.png']);
  });

  it('keeps files inside its folder and never reads outside it', async () => {
    await expect(storage.get('../storage-test-outside.txt')).rejects.toThrow(StorageKeyError);
    expect(await readdir(root)).toEqual([]);
  });
});

describe('file storage on S3 with a public base URL', () => {
  it('links objects at the public base URL (a CDN or public bucket) instead of the media route', () => {
    const storage = createFileStorage({
      storage: {
        driver: 's3',
        bucket: 'site-media',
        endpoint: undefined,
        region: 'ap-southeast-2',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'example-secret',
        forcePathStyle: false,
        publicUrl: 'https://media.example.com.au',
      },
    });
    expect(storage.publicUrl('website-images/1700000000000-abc123.webp')).toBe(
      'https://media.example.com.au/website-images/1700000000000-abc123.webp',
    );
  });
});
