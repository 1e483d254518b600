// Stored images served by the built server at /media: an image stored through the pipeline into the
// e2e server's own upload folder, then fetched over HTTP (and shown in the browser).
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { storeImage } from '../src/platform/media/image-pipeline.server.ts';
import { buildSrcset, type StoredImage } from '../src/platform/media/responsive.ts';
import { createLocalStorage } from '../src/platform/storage/local-storage.server.ts';

const dataDir = process.env.E2E_DATA_DIR;

async function storeTestImage(): Promise<StoredImage> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  return storeImage(createLocalStorage(join(dataDir, 'uploads')), png, {
    prefix: 'e2e-media',
    limits: { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 },
  });
}

test('a stored image is served with its type, a year of immutable caching, nosniff, and 304 when unchanged', async ({
  request,
}) => {
  const image = await storeTestImage();
  const avif = image.variants.find((variant) => variant.contentType === 'image/avif');
  expect(avif?.url).toMatch(/^\/media\/e2e-media\/\d+-[0-9a-f]+-320w\.avif$/);

  const response = await request.get(avif?.url ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/avif');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect((await response.body()).length).toBe(avif?.size);

  const etag = response.headers().etag ?? '';
  const again = await request.get(avif?.url ?? '', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);

  const head = await request.head(image.original.url);
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toBe('image/png');
  expect(head.headers()['content-length']).toBe(String(image.original.size));
});

for (const path of [
  '/media/e2e-media/1700000000000-000000000000.png',
  '/media/..%2fsite.db',
  '/media/a%00.png',
  '/media/a%5c..%5csite.db',
]) {
  test(`${path} answers a plain 404 without a stack trace`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(body).not.toMatch(/at .+\(.+:\d+:\d+\)|Error:/);
  });
}

test('a page can show the stored variants through srcset', async ({ page }) => {
  const image = await storeTestImage();
  await page.goto('/');
  const srcset = buildSrcset(image, 'image/webp');
  const loadedWidth = await page.evaluate(async (srcset) => {
    const img = document.createElement('img');
    img.alt = '';
    img.sizes = '480px';
    img.srcset = srcset;
    document.body.append(img);
    await img.decode();
    return img.naturalWidth;
  }, srcset);
  expect(loadedWidth).toBe(480);
});
