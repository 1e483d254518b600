// Photo-like test images for audits (`npm run audit:lighthouse -- --photos`): camera-sized JPEGs made
// at run time from a seed, and their upload into every hero and content slot through the admin API,
// so the stored variants are the ones production makes. Nothing here is committed as a binary.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageSlots } from '#src/features/images/slots.ts';
import { signInHeaders } from './server.ts';

export const PHOTO_WIDTH = 3000;
export const PHOTO_HEIGHT = 2000;
export const PHOTO_QUALITY = 90;

/** mulberry32: a small deterministic generator, so one seed always gives the same photo. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A grid of random values, read back smoothly (bilinear with smoothstep): value noise at one scale. */
function valueNoise(next: () => number, width: number, height: number, cell: number): (x: number, y: number) => number {
  const columns = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: columns * rows }, () => next() * 2 - 1);
  return (x, y) => {
    const gx = x / cell;
    const gy = y / cell;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const fx = gx - x0;
    const fy = gy - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const at = (cx: number, cy: number) => grid[cy * columns + cx] ?? 0;
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
    return top + (bottom - top) * sy;
  };
}

/**
 * A 3000 × 2000 JPEG at quality 90 that compresses like a camera photo (about 2 MB): a sky-to-ground
 * colour gradient, soft shapes, texture at several scales (the detail a lens records) and sensor noise.
 */
export async function photoLikeJpeg(seed: number, width = PHOTO_WIDTH, height = PHOTO_HEIGHT): Promise<Buffer> {
  const next = random(seed);
  const hue = () => [next() * 255, next() * 255, next() * 255] as const;
  const top = hue();
  const bottom = hue();
  const coarse = valueNoise(next, width, height, 400);
  const medium = valueNoise(next, width, height, 60);
  const fine = valueNoise(next, width, height, 4);
  const shapes = Array.from({ length: 14 }, () => ({
    x: next() * width,
    y: next() * height,
    radius: 80 + next() * 500,
    colour: hue(),
    strength: 0.3 + next() * 0.5,
  }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const light = coarse(x, y) * 40 + medium(x, y) * 18 + fine(x, y) * 20;
      let r = top[0] + (bottom[0] - top[0]) * v + light;
      let g = top[1] + (bottom[1] - top[1]) * v + light;
      let b = top[2] + (bottom[2] - top[2]) * v + light;
      for (const shape of shapes) {
        const distance = Math.hypot(x - shape.x, y - shape.y);
        if (distance >= shape.radius) continue;
        // A soft edge over the outer tenth, like an object slightly out of focus.
        const weight = shape.strength * Math.min(1, (shape.radius - distance) / (shape.radius * 0.1));
        r += (shape.colour[0] - r) * weight;
        g += (shape.colour[1] - g) * weight;
        b += (shape.colour[2] - b) * weight;
      }
      const grain = (next() + next() - 1) * 14;
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.max(0, Math.min(255, r + grain));
      pixels[offset + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[offset + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: PHOTO_QUALITY })
    .toBuffer();
}

/** 8576 × 5720: 49 megapixels, a 50-megapixel camera's frame, just under the default upload limit of 50. */
export const CAMERA_WIDTH = 8576;
export const CAMERA_HEIGHT = 5720;

/**
 * A 49-megapixel JPEG at quality 90 of about 13 MB, like a high-resolution camera's: a photo-like
 * picture at a quarter of the size, enlarged, with sensor grain over it at full size (drawing every
 * pixel here would take minutes).
 */
export async function cameraSizedJpeg(seed: number): Promise<Buffer> {
  const small = await photoLikeJpeg(seed, CAMERA_WIDTH / 4, Math.round(CAMERA_HEIGHT / 4));
  const grain = await sharp({
    create: {
      width: CAMERA_WIDTH,
      height: CAMERA_HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(small)
    .resize(CAMERA_WIDTH, CAMERA_HEIGHT)
    .composite([{ input: grain, raw: { width: CAMERA_WIDTH, height: CAMERA_HEIGHT, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: PHOTO_QUALITY })
    .toBuffer();
}

export interface UploadedPhoto {
  page: string;
  component: string;
  bytes: number;
}

/**
 * Uploads one JPEG into the library (POST /api/admin/images, the pipeline stores the original and its
 * variants), then gives it its title and alt text and makes it active (PATCH), as an editor would.
 */
async function uploadPhoto(
  baseUrl: string,
  headers: Record<string, string>,
  jpeg: Buffer,
  filename: string,
  placement: { page_name?: string; component_name?: string; title: string; alt_text: string },
): Promise<string> {
  const query = new URLSearchParams({ filename, category: 'auto' });
  if (placement.page_name) query.set('page_name', placement.page_name);
  if (placement.component_name) query.set('component_name', placement.component_name);
  const upload = await fetch(`${baseUrl}/api/admin/images?${query}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'image/jpeg' },
    body: new Uint8Array(jpeg),
  });
  if (upload.status !== 201) throw new Error(`Upload of ${filename}: ${upload.status} ${await upload.text()}`);
  const { image } = (await upload.json()) as { image: { id: string; category: string } };
  const activate = await fetch(`${baseUrl}/api/admin/images/${image.id}`, {
    method: 'PATCH',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: placement.title,
      alt_text: placement.alt_text,
      category: image.category === 'hero' ? 'hero' : 'general',
      is_active: true,
    }),
  });
  if (!activate.ok) throw new Error(`Activating ${filename}: ${activate.status} ${await activate.text()}`);
  return image.id;
}

/**
 * Signs in as the bench admin and fills every hero and content slot with its own photo. The JPEGs are
 * written to a temporary folder first.
 */
export async function uploadPhotosToEverySlot(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<{ folder: string; photos: UploadedPhoto[] }> {
  const headers = await signInHeaders(baseUrl, admin);
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-photos-'));
  const photos: UploadedPhoto[] = [];
  for (const [index, slot] of imageSlots.entries()) {
    const jpeg = await photoLikeJpeg(1000 + index);
    const filename = `${slot.pageName}-${slot.componentName}.jpg`;
    writeFileSync(join(folder, filename), jpeg);
    await uploadPhoto(baseUrl, headers, jpeg, filename, {
      page_name: slot.pageName,
      component_name: slot.componentName,
      title: slot.title,
      alt_text: slot.altText,
    });
    photos.push({ page: slot.pageName, component: slot.componentName, bytes: jpeg.length });
  }
  return { folder, photos };
}

/** The body of the audited article: headings, a list, a quote and a table with a header row, as editors write them. */
const ARTICLE_WITH_TABLE = `<p>What a buyer pays for a recruitment business comes down to the earnings it can rely on and the multiple those earnings deserve.</p>
<h2>Typical multiples by business type</h2>
<table><tbody><tr><th>Business</th><th>Normalised EBITDA</th><th>Multiple</th></tr>
<tr><td>Permanent placement agency</td><td>$1.2m</td><td>3.5–4.5×</td></tr>
<tr><td>Contract and temporary staffing</td><td>$2.5m</td><td>4.5–6×</td></tr>
<tr><td>Specialist executive search</td><td>$0.8m</td><td>3–4×</td></tr></tbody></table>
<h3>What moves the multiple</h3>
<ul><li>Recurring contract revenue</li><li>Client concentration</li><li>A second tier of leaders</li></ul>
<blockquote><p>Buyers pay for what stays after the owner leaves.</p></blockquote>
<h4>Before you go to market</h4>
<p>Normalise the earnings, document the contracts and reduce your reliance on a few clients.</p>`;

/**
 * Publishes an article that holds a table and a library photo as its image (issue 22's audit), through the
 * admin API as an editor would; gives back its public address.
 */
export async function publishArticleWithTableAndPhoto(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<{ route: string; bytes: number }> {
  const headers = await signInHeaders(baseUrl, admin);
  const jpeg = await photoLikeJpeg(2000);
  const imageId = await uploadPhoto(baseUrl, headers, jpeg, 'article-table-photo.jpg', {
    title: 'Two advisers reviewing a staffing business’s accounts',
    alt_text: 'Two advisers reviewing the accounts of a staffing business',
  });
  const response = await fetch(`${baseUrl}/api/admin/insights`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Valuation multiples for staffing businesses in one table',
      excerpt: 'The multiples buyers pay for permanent, contract and executive search businesses, and what moves them.',
      content: ARTICLE_WITH_TABLE,
      category: 'valuation',
      read_time: '4 min read',
      date: new Date().toISOString().slice(0, 10),
      status: 'published',
      image_id: imageId,
    }),
  });
  if (response.status !== 201) throw new Error(`Publishing the table article: ${response.status} ${await response.text()}`);
  // An insight's id is its address.
  const { insight } = (await response.json()) as { insight: { id: string } };
  return { route: `/resources/insights/${insight.id}`, bytes: jpeg.length };
}
