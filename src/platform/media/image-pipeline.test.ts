// The image pipeline on real local storage, with images generated here by sharp (and a hand-built
// PNG whose header claims 20,000 × 20,000 pixels).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../http/http-caching.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createLocalStorage } from '../storage/local-storage.server.ts';
import { deleteStoredImage, type ImageLimits, ImageRefusal, storeImage, variantWidths } from './image-pipeline.server.ts';
import { IMAGE_UPLOAD_MESSAGES } from './image-rules.ts';
import { IMAGE_PROCESSING, imageProcessingSlots } from './processing-slots.ts';
import type { StoredImage, StoredImageFile } from './responsive.ts';

const SHARP_FORMAT_OF: Record<StoredImageFile['contentType'], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/gif': 'gif',
};

const DEFAULT_LIMITS: ImageLimits = parseConfig({}).uploads;

/** A photo-like picture (gradient plus noise), so encoders have real work and sizes are realistic. */
function photo(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = ((index % (width * 3)) / 3 / width) * 200 + (seed % 56);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** Three vertical bands, red | green | blue, to see where a crop was taken. */
function bands(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels[(y * width + x) * 3 + Math.min(2, Math.floor((x * 3) / width))] = 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black-and-white PNG of 20,000 × 20,000 pixels: 400 million pixels in a few tens of KB. */
function decompressionBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // 1 bit per pixel
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc(side * (1 + side / 8)); // each row: filter byte + 2,500 bytes of black
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`${key} is not stored`);
  const chunks: Uint8Array[] = [];
  for await (const chunk of object.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function storedKeys(storage: FileStorage): Promise<string[]> {
  return (await storage.list('', { limit: 1000 })).objects.map((object) => object.key);
}

describe('the image pipeline', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'image-pipeline-'));
    storage = createLocalStorage(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  describe('storing an accepted image', () => {
    it('stores a PNG as its re-encoded original plus AVIF and WebP variants, never wider than the picture', async () => {
      const bytes = await photo(800, 600).png().toBuffer();
      const image = await storeImage(storage, bytes, { prefix: 'website-images', limits: DEFAULT_LIMITS });

      expect(image.original).toMatchObject({ contentType: 'image/png', width: 800, height: 600 });
      expect(image.original.key).toMatch(/^website-images\/\d{13}-[0-9a-f]{12}\.png$/);
      const stem = image.original.key.replace(/\.png$/, '');
      expect(image.variants.map(({ key, contentType, width, height }) => ({ key, contentType, width, height }))).toEqual([
        { key: `${stem}-320w.avif`, contentType: 'image/avif', width: 320, height: 240 },
        { key: `${stem}-640w.avif`, contentType: 'image/avif', width: 640, height: 480 },
        { key: `${stem}-768w.avif`, contentType: 'image/avif', width: 768, height: 576 },
        { key: `${stem}-800w.avif`, contentType: 'image/avif', width: 800, height: 600 },
        { key: `${stem}-320w.webp`, contentType: 'image/webp', width: 320, height: 240 },
        { key: `${stem}-640w.webp`, contentType: 'image/webp', width: 640, height: 480 },
        { key: `${stem}-768w.webp`, contentType: 'image/webp', width: 768, height: 576 },
        { key: `${stem}-800w.webp`, contentType: 'image/webp', width: 800, height: 600 },
      ]);
      expect((await storedKeys(storage)).sort()).toEqual([image.original, ...image.variants].map((file) => file.key).sort());
    });

    it('describes each stored file truthfully: its bytes decode to the type, size and dimensions given', async () => {
      const image = await storeImage(storage, await photo(700, 350).jpeg().toBuffer(), {
        prefix: 'website-images',
        limits: DEFAULT_LIMITS,
      });
      for (const file of [image.original, ...image.variants]) {
        const bytes = await readStored(storage, file.key);
        const metadata = await sharp(bytes).metadata();
        expect(bytes.length).toBe(file.size);
        expect({ width: metadata.width, height: metadata.height }).toEqual({ width: file.width, height: file.height });
        expect(metadata.format).toBe(SHARP_FORMAT_OF[file.contentType]);
        expect(file.url).toBe(`/media/${file.key}`);
        const info = await storage.head(file.key);
        expect(info).toMatchObject({ contentType: file.contentType, cacheControl: IMMUTABLE_CACHE_CONTROL });
      }
    });

    it.each([
      ['JPEG', 'jpeg', 'image/jpeg', 'jpg'],
      ['WebP', 'webp', 'image/webp', 'webp'],
      ['AVIF', 'avif', 'image/avif', 'avif'],
      ['GIF', 'gif', 'image/gif', 'gif'],
    ] as const)('accepts a %s and keeps the original in that format', async (_name, format, contentType, extension) => {
      const bytes = await photo(200, 150)[format]().toBuffer();
      const image = await storeImage(storage, bytes, { prefix: 'uploads', limits: DEFAULT_LIMITS });
      expect(image.original.contentType).toBe(contentType);
      expect(image.original.key.endsWith(`.${extension}`)).toBe(true);
      // Narrower than every default width: one variant per type, at its own width.
      expect(image.variants.map((variant) => [variant.contentType, variant.width])).toEqual([
        ['image/avif', 200],
        ['image/webp', 200],
      ]);
    });

    it('turns a photo upright by its EXIF orientation and strips EXIF and GPS from every stored file', async () => {
      const bytes = await photo(600, 400)
        .jpeg()
        .withExif({
          IFD0: { Make: 'CalderCam', Model: 'Field Unit' },
          IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '27/1 28/1 12/1', GPSMapDatum: 'WGS-84' },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const input = await sharp(bytes).metadata();
      expect(input.orientation).toBe(6);
      expect(input.exif?.toString('latin1')).toContain('CalderCam');
      expect(input.exif?.toString('latin1')).toContain('WGS-84');

      const image = await storeImage(storage, bytes, { prefix: 'team-photos', limits: DEFAULT_LIMITS });
      expect(image.original).toMatchObject({ width: 400, height: 600 });
      for (const file of [image.original, ...image.variants]) {
        const stored = await readStored(storage, file.key);
        const metadata = await sharp(stored).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.iptc).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(metadata.height).toBeGreaterThan(metadata.width);
        expect(stored.toString('latin1')).not.toContain('CalderCam');
        expect(stored.toString('latin1')).not.toContain('WGS-84');
      }
    });

    it('crops to the asked shape around the centre', async () => {
      const bytes = await bands(600, 400).png().toBuffer();
      const image = await storeImage(storage, bytes, { prefix: 'team-photos', limits: DEFAULT_LIMITS, aspectRatio: 1 });
      expect(image.original).toMatchObject({ width: 400, height: 400 });
      expect(image.variants.every((variant) => variant.width === variant.height)).toBe(true);
      // The 600-wide bands are 200 each; the centred 400 keeps 100 red, 200 green, 100 blue.
      const { data } = await sharp(await readStored(storage, image.original.key))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number) => [...data.subarray((200 * 400 + x) * 3, (200 * 400 + x) * 3 + 3)];
      expect(pixel(50)).toEqual([255, 0, 0]);
      expect(pixel(99)).toEqual([255, 0, 0]);
      expect(pixel(100)).toEqual([0, 255, 0]);
      expect(pixel(299)).toEqual([0, 255, 0]);
      expect(pixel(300)).toEqual([0, 0, 255]);
    });

    it('crops a portrait to a landscape shape from its middle rows', async () => {
      const image = await storeImage(storage, await photo(300, 900).png().toBuffer(), {
        prefix: 'p',
        limits: DEFAULT_LIMITS,
        aspectRatio: 16 / 9,
      });
      expect(image.original).toMatchObject({ width: 300, height: 169 });
    });

    it('makes variants at the widths it is given, and the image width when it is narrower than the widest', async () => {
      const image = await storeImage(storage, await photo(400, 400).png().toBuffer(), {
        prefix: 'team-photos',
        limits: DEFAULT_LIMITS,
        widths: [160, 320, 480],
      });
      expect(image.variants.filter((variant) => variant.contentType === 'image/webp').map((variant) => variant.width)).toEqual([
        160, 320, 400,
      ]);
    });
  });

  describe('memory: one large decode at a time, at the size needed', () => {
    /** A plain JPEG of more than IMAGE_PROCESSING.largePixels: quick to make and decode, large by its header. */
    const largeJpeg = () =>
      sharp({ create: { width: 4900, height: 3500, channels: 3, background: '#6a8caf' } })
        .jpeg()
        .toBuffer();

    let collections = 0;
    const exposedGc = (globalThis as { gc?: () => void }).gc;
    beforeEach(() => {
      // What `node --expose-gc` (npm start) defines: counted here, then the real one if the run has it.
      collections = 0;
      (globalThis as { gc?: () => void }).gc = () => {
        collections += 1;
        exposedGc?.();
      };
    });
    afterEach(() => {
      (globalThis as { gc?: () => void }).gc = exposedGc;
    });

    it('makes a second large image wait until the first is stored, lets two small ones run together, and collects garbage after each large one', async () => {
      expect(4900 * 3500).toBeGreaterThan(IMAGE_PROCESSING.largePixels);
      const loads = async (uploads: Buffer[]) => {
        const seen = new Set<string>();
        const watch = setInterval(() => seen.add(JSON.stringify(imageProcessingSlots.load())), 2);
        try {
          const stored = await Promise.all(
            uploads.map((bytes) => storeImage(storage, bytes, { prefix: 'website-images', limits: DEFAULT_LIMITS })),
          );
          expect(stored).toHaveLength(uploads.length);
        } finally {
          clearInterval(watch);
        }
        return [...seen].map((load) => JSON.parse(load) as { running: number; waiting: number });
      };
      const large = await loads([await largeJpeg(), await largeJpeg()]);
      expect(large).toContainEqual({ running: 1, waiting: 1 });
      expect(large.every((load) => load.running <= 1)).toBe(true);
      await expect.poll(() => collections, { timeout: 5000 }).toBe(2);
      const small = await loads([await photo(1200, 800).jpeg().toBuffer(), await photo(1200, 800).jpeg().toBuffer()]);
      expect(small).toContainEqual({ running: 2, waiting: 0 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(collections).toBe(2);
      // Two 17-megapixel images, one after the other: a few seconds, more on a busy machine.
    }, 30_000);

    it('makes the variants of a crop from the same centred region after shrinking the photo on load', async () => {
      // 800 wide bands of a 2400 × 1600 JPEG: the centred square keeps 400 red, 800 green, 400 blue,
      // so the 320-wide variant (decoded at a quarter of the size, then resized) is 80 | 160 | 80.
      const image = await storeImage(storage, await bands(2400, 1600).jpeg().toBuffer(), {
        prefix: 'team-photos',
        limits: DEFAULT_LIMITS,
        aspectRatio: 1,
        widths: [320],
      });
      const variant = image.variants.find((file) => file.contentType === 'image/webp');
      expect(variant).toMatchObject({ width: 320, height: 320 });
      const { data } = await sharp(await readStored(storage, variant?.key ?? ''))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const strongest = (x: number) => {
        const rgb = [...data.subarray((160 * 320 + x) * 3, (160 * 320 + x) * 3 + 3)];
        return rgb.indexOf(Math.max(...rgb));
      };
      expect([40, 70, 90, 160, 230, 250, 280].map(strongest)).toEqual([0, 0, 1, 1, 1, 2, 2]);
    });
  });

  describe('variantWidths', () => {
    it.each([
      [2500, [320, 640, 768, 960, 1280, 1920]],
      [1920, [320, 640, 768, 960, 1280, 1920]],
      [1000, [320, 640, 768, 960, 1000]],
      [320, [320]],
      [100, [100]],
    ])('for an image %i pixels wide is %j', (width, expected) => {
      expect(variantWidths(width)).toEqual(expected);
    });
  });

  describe('refusing an upload', () => {
    const svgWithScript = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);

    it.each([
      ['an SVG with a script', () => svgWithScript, IMAGE_UPLOAD_MESSAGES.svg],
      ['an HTML page (named .png by its sender)', () => html, IMAGE_UPLOAD_MESSAGES.notAnImage],
      ['a PDF document', () => pdf, IMAGE_UPLOAD_MESSAGES.notAnImage],
      ['a TIFF image, which sharp could decode', () => photo(50, 50).tiff().toBuffer(), IMAGE_UPLOAD_MESSAGES.notAnImage],
      ['a HEIC photo', () => heicHeader, IMAGE_UPLOAD_MESSAGES.heic],
      ['an empty file', () => Buffer.alloc(0), IMAGE_UPLOAD_MESSAGES.empty],
      [
        'a JPEG cut off part-way',
        async () => {
          const whole = await photo(400, 300).jpeg().toBuffer();
          return whole.subarray(0, Math.floor(whole.length * 0.6));
        },
        IMAGE_UPLOAD_MESSAGES.damaged,
      ],
      [
        'a PNG cut off part-way',
        async () => {
          const whole = await photo(400, 300).png().toBuffer();
          return whole.subarray(0, Math.floor(whole.length * 0.6));
        },
        IMAGE_UPLOAD_MESSAGES.damaged,
      ],
      [
        'a JPEG header with nothing after it',
        async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
        IMAGE_UPLOAD_MESSAGES.damaged,
      ],
    ])('refuses %s with a clear message and stores nothing', async (_name, make, message) => {
      const bytes = await make();
      const refusal = await storeImage(storage, bytes, { prefix: 'website-images', limits: DEFAULT_LIMITS }).catch(
        (error) => error,
      );
      expect(refusal).toBeInstanceOf(ImageRefusal);
      expect(refusal).toMatchObject({ status: 422, message });
      expect(await storedKeys(storage)).toEqual([]);
    });

    it('says which formats it accepts whenever it refuses a type', () => {
      for (const message of [IMAGE_UPLOAD_MESSAGES.svg, IMAGE_UPLOAD_MESSAGES.notAnImage, IMAGE_UPLOAD_MESSAGES.heic]) {
        expect(message).toContain('Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.');
      }
    });

    it('refuses a 20,000 × 20,000 pixel PNG of a few tens of KB from its header, before decoding it', async () => {
      const bomb = decompressionBomb();
      expect(bomb.length).toBeLessThan(100 * 1024);
      const started = performance.now();
      const refusal = await storeImage(storage, bomb, { prefix: 'website-images', limits: DEFAULT_LIMITS }).catch(
        (error) => error,
      );
      expect(refusal).toMatchObject({
        status: 422,
        message:
          'The image is 20000 × 20000 pixels (400 megapixels); images can be at most 50 megapixels. Make it smaller and upload it again.',
      });
      // Decoding 400 million pixels takes seconds and gigabytes; reading a header takes milliseconds.
      expect(performance.now() - started).toBeLessThan(1000);
      expect(await storedKeys(storage)).toEqual([]);
    });

    it('refuses an image just over the configured pixel limit and takes one at it', async () => {
      const bytes = await photo(100, 100).png().toBuffer();
      await expect(storeImage(storage, bytes, { prefix: 'p', limits: { ...DEFAULT_LIMITS, maxPixels: 9_999 } })).rejects.toThrow(
        'The image is 100 × 100 pixels (0 megapixels)',
      );
      await expect(
        storeImage(storage, bytes, { prefix: 'p', limits: { ...DEFAULT_LIMITS, maxPixels: 10_000 } }),
      ).resolves.toBeTruthy();
    });

    it('refuses a 50 MB file as too large (413) under the default 10 MB limit, before looking inside', async () => {
      const huge = Buffer.alloc(50 * 1024 * 1024);
      const refusal = await storeImage(storage, huge, { prefix: 'website-images', limits: DEFAULT_LIMITS }).catch(
        (error) => error,
      );
      expect(refusal).toMatchObject({ status: 413, message: 'File size must be less than 10MB' });
      expect(await storedKeys(storage)).toEqual([]);
    });

    it("words a team photo's 5 MB limit as the spec does, and takes a file of exactly the limit", async () => {
      const limits = { ...DEFAULT_LIMITS, maxBytes: 5 * 1024 * 1024 };
      const bytes = await photo(100, 100).png().toBuffer();
      await expect(
        storeImage(storage, bytes, { prefix: 'p', limits: { ...limits, maxBytes: bytes.length - 1 } }),
      ).rejects.toThrow('File size must be less than');
      await expect(
        storeImage(storage, bytes, { prefix: 'p', limits: { ...limits, maxBytes: bytes.length } }),
      ).resolves.toBeTruthy();
      expect(IMAGE_UPLOAD_MESSAGES.tooLarge(limits.maxBytes)).toBe('File size must be less than 5MB');
    });

    it('refuses a folder that is not a safe storage key before reading the file', async () => {
      await expect(
        storeImage(storage, await photo(10, 10).png().toBuffer(), { prefix: '../outside', limits: DEFAULT_LIMITS }),
      ).rejects.toThrow('Storage key "../outside" is not allowed');
      expect(await storedKeys(storage)).toEqual([]);
    });
  });

  it('removes what it stored when storing fails part-way, and passes the failure on', async () => {
    let puts = 0;
    const failingOnFourthWrite: FileStorage = {
      ...storage,
      async put(key, bytes, options) {
        puts += 1;
        if (puts === 4) throw new Error('ENOSPC: no space left on device');
        await storage.put(key, bytes, options);
      },
    };
    await expect(
      storeImage(failingOnFourthWrite, await photo(800, 600).png().toBuffer(), {
        prefix: 'website-images',
        limits: DEFAULT_LIMITS,
      }),
    ).rejects.toThrow('ENOSPC');
    expect(puts).toBe(4);
    expect(await storedKeys(storage)).toEqual([]);
  });

  describe('deleting a stored image', () => {
    let first: StoredImage;
    let second: StoredImage;

    beforeEach(async () => {
      const bytes = await photo(700, 500).png().toBuffer();
      first = await storeImage(storage, bytes, { prefix: 'website-images', limits: DEFAULT_LIMITS });
      second = await storeImage(storage, bytes, { prefix: 'website-images', limits: DEFAULT_LIMITS });
    });

    it('removes the original and every variant, and nothing of another image', async () => {
      await deleteStoredImage(storage, first.original.key);
      expect((await storedKeys(storage)).sort()).toEqual([second.original, ...second.variants].map((file) => file.key).sort());
    });

    it('can be repeated after it was interrupted, leaving no orphans', async () => {
      const [firstVariant] = first.variants;
      if (firstVariant) await storage.delete(firstVariant.key);
      await deleteStoredImage(storage, first.original.key);
      await deleteStoredImage(storage, first.original.key);
      await deleteStoredImage(storage, second.original.key);
      expect(await storedKeys(storage)).toEqual([]);
    });
  });
});
