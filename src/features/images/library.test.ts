// The image library below HTTP: the endpoints with a real session, a real database (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), the real image pipeline and local file storage. Every
// refusal leaves no row, no file and no temporary file behind.
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { IMAGE_UPLOAD_MESSAGES } from '#src/platform/media/image-rules.ts';
import { IMAGE_BUSY_MESSAGE, IMAGE_PROCESSING, imageProcessingSlots } from '#src/platform/media/processing-slots.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs, TEST_ORIGIN } from '../auth/auth.testing.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { autoCategory } from './catalogue.ts';
import {
  deleteImage,
  deleteSelectedImages,
  downloadImages,
  listImages,
  updateImage,
  uploadImage,
} from './image-endpoints.server.ts';
import { IMAGE_MESSAGES, parseTags } from './schema.ts';
import type { LibraryImage } from './types.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a5d8f' } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c99a32' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret place' } })
    .toBuffer();

/** A PNG whose header claims 20,000 × 20,000 pixels: a few hundred bytes that would decode to 1.6 GB. */
async function pngBomb(): Promise<Buffer> {
  const small = await png(1, 1);
  const bomb = Buffer.from(small);
  // IHDR width and height sit at bytes 16-23; its CRC (bytes 29-32) is not checked by the header read.
  bomb.writeUInt32BE(20_000, 16);
  bomb.writeUInt32BE(20_000, 20);
  return bomb;
}

describe.each(testDialects)('the image library on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp(role: 'editor' | 'viewer' = 'editor') {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const staff = await signedInAs(services.auth, role, `${role}@calderrowe.com.au`);
    const call = adminCaller(services, staff.cookie);
    const upload = (bytes: Uint8Array, query: Record<string, string> = { filename: 'office.png' }) =>
      call(uploadImage, 'POST', `/api/admin/images?${new URLSearchParams(query)}`, { body: bytes });
    const storedKeys = async () =>
      (await services.storage.list('website-images', { limit: 1000 })).objects.map((object) => object.key);
    const rows = async () => database.db.selectFrom('website_images').select('id').execute();
    const uploadsRoot = join(services.config.dataDir, 'uploads');
    /** Every file under the uploads folder, temporary ones included. */
    const filesOnDisk = () => {
      try {
        return readdirSync(uploadsRoot, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name);
      } catch {
        return [];
      }
    };
    return { services, call, upload, storedKeys, rows, filesOnDisk };
  }

  it('stores an upload as website-images/{timestamp}-{random}.{ext} with WebP and AVIF variants, width and height, and no metadata', async () => {
    const { upload, storedKeys, services } = await setUp();
    const answer = await upload(await jpeg(1400, 700), {
      filename: 'Team offsite.jpg',
      page_name: 'home',
      component_name: 'hero',
      usage_context: 'Main banner',
      category: 'auto',
    });
    expect(answer.status).toBe(201);
    const image = answer.body.image as LibraryImage;
    expect(image).toMatchObject({
      filename: 'Team offsite.jpg',
      mime_type: 'image/jpeg',
      width: 1400,
      height: 700,
      category: 'hero',
      page_name: 'home',
      component_name: 'hero',
      usage_context: 'Main banner',
      image_source: 'uploaded',
      title: null,
      alt_text: null,
      tags: null,
      // No alt text yet: it waits off the page (beyond the spec, see decision 008).
      is_active: false,
    });
    expect(image.storage_path).toMatch(/^website-images\/\d{13}-[0-9a-f]{12}\.jpg$/);
    expect(image.public_url).toBe(`/media/${image.storage_path}`);
    const keys = await storedKeys();
    expect(keys).toContain(image.storage_path);
    expect(keys.filter((key) => key.endsWith('.avif')).length).toBeGreaterThan(1);
    expect(keys.filter((key) => key.endsWith('.webp')).length).toBeGreaterThan(1);
    const stored = await services.storage.get(image.storage_path ?? '');
    const bytes = Buffer.from(await new Response(stored?.body).arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect((await listAuditLog(database.db))[0]).toMatchObject({ action: 'image.upload', entityId: image.id });
  });

  it('uses the content category for auto without a component, and without any category', async () => {
    const { upload } = await setUp();
    const a = await upload(await png(40, 30), { filename: 'a.png', category: 'auto' });
    expect((a.body.image as LibraryImage).category).toBe('content');
    const b = await upload(await png(40, 30), { filename: 'b.png', page_name: 'home', component_name: 'why-choose-us' });
    expect((b.body.image as LibraryImage).category).toBe('background');
    const c = await upload(await png(40, 30), { filename: 'c.png', category: 'background' });
    expect((c.body.image as LibraryImage).category).toBe('background');
  });

  it.each([
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      IMAGE_UPLOAD_MESSAGES.svg,
    ],
    [
      'an HTML page named .png',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      IMAGE_UPLOAD_MESSAGES.notAnImage,
    ],
    ['a PDF named .png', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'), IMAGE_UPLOAD_MESSAGES.notAnImage],
  ])('refuses %s, saying what is allowed, and stores nothing', async (_name, bytes, message) => {
    const { upload, storedKeys, rows, filesOnDisk } = await setUp();
    const answer = await upload(bytes, { filename: 'photo.png' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
    expect(answer.body.message).toContain('Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.');
    expect(await storedKeys()).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses a truncated JPEG as damaged and stores nothing', async () => {
    const { upload, storedKeys, rows, filesOnDisk } = await setUp();
    const whole = await jpeg(800, 600);
    const answer = await upload(whole.subarray(0, Math.floor(whole.length / 2)), { filename: 'cut.jpg' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(IMAGE_UPLOAD_MESSAGES.damaged);
    expect(await storedKeys()).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses a 20,000 × 20,000 pixel PNG of a few hundred bytes before decoding it', async () => {
    const { upload, storedKeys, rows } = await setUp();
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(4096);
    const answer = await upload(bomb, { filename: 'bomb.png' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(IMAGE_UPLOAD_MESSAGES.tooManyPixels(20_000, 20_000, 50_000_000));
    expect(await storedKeys()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('refuses a 50 MB upload after reading just past the 10 MB limit, without buffering the rest', async () => {
    const { services, storedKeys, rows } = await setUp();
    const editor = await signedInAs(services.auth, 'editor', 'big@calderrowe.com.au');
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${TEST_ORIGIN}/api/admin/images?filename=big.png`, {
      method: 'POST',
      headers: { cookie: editor.cookie, origin: TEST_ORIGIN, 'content-type': 'image/png' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await uploadImage.handle(request, {}, services);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe('File size must be less than 10MB');
    expect(sent).toBeLessThan(14);
    expect(await storedKeys()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['a path with ../', '../../etc/passwd.png'],
    ['a null byte', 'photo.png\u0000.html'],
    ['a folder', 'images/photo.png'],
    ['a backslash path', '..\\photo.png'],
  ])('refuses a file name with %s before reading the file', async (_case, filename) => {
    const { upload, storedKeys, rows } = await setUp();
    const answer = await upload(await png(10, 10), { filename });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(IMAGE_MESSAGES.badFilename);
    expect(await storedKeys()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('refuses a page or component that is not in the catalogue', async () => {
    const { upload, rows } = await setUp();
    const page = await upload(await png(10, 10), { filename: 'a.png', page_name: 'admin' });
    expect(page).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.unknownPage } });
    const component = await upload(await png(10, 10), { filename: 'a.png', page_name: 'home', component_name: 'story' });
    expect(component).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.unknownComponent } });
    expect(await rows()).toEqual([]);
  });

  it('refuses every change from a viewer and lets them read', async () => {
    const { upload, call, rows } = await setUp('viewer');
    const answer = await upload(await png(10, 10));
    expect(answer.status).toBe(403);
    expect(await rows()).toEqual([]);
    expect((await call(listImages, 'GET', '/api/admin/images')).status).toBe(200);
  });

  it('saves edits with tags trimmed, empties dropped and null when none, empty title and alt as null, and audits them', async () => {
    const { upload, call } = await setUp();
    const { id } = (await upload(await png(30, 20))).body.image as LibraryImage;
    const edit = (body: Record<string, unknown>) =>
      call(updateImage, 'PATCH', `/api/admin/images/${id}`, { params: { id }, body });
    const saved = await edit({ title: '  Office ', alt_text: ' Our office ', category: 'team', tags: ' a, ,b ,, c ' });
    expect(saved.status).toBe(200);
    expect(saved.body.image).toMatchObject({ title: 'Office', alt_text: 'Our office', category: 'team', tags: ['a', 'b', 'c'] });
    const cleared = await edit({ title: '  ', alt_text: '', category: 'general', tags: ' , ' });
    expect(cleared.body.image).toMatchObject({ title: null, alt_text: null, category: 'general', tags: null });
    const [entry] = await listAuditLog(database.db);
    expect(entry).toMatchObject({ action: 'image.update', entityId: id });
    expect(parseTags('x,  y ,')).toEqual(['x', 'y']);
    expect(parseTags('')).toBeNull();
  });

  it('refuses to show an image on a page without alt text unless it is decorative', async () => {
    const { upload, call } = await setUp();
    const { id } = (await upload(await png(30, 20), { filename: 'a.png', page_name: 'about', component_name: 'story' })).body
      .image as LibraryImage;
    const edit = (body: Record<string, unknown>) =>
      call(updateImage, 'PATCH', `/api/admin/images/${id}`, { params: { id }, body });
    const refused = await edit({ category: 'general', is_active: true });
    expect(refused).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.altRequired } });
    expect(await database.db.selectFrom('website_images').select('is_active').where('id', '=', id).executeTakeFirst()).toEqual({
      is_active: dialect === 'sqlite' ? 0 : false,
    });
    expect((await edit({ category: 'general', is_active: true, is_decorative: true })).body.image).toMatchObject({
      is_active: true,
      is_decorative: true,
    });
    expect(
      (await edit({ category: 'general', alt_text: 'Founders at work', is_active: true, is_decorative: false })).status,
    ).toBe(200);
    // Taking the alt text away from an image on the page is refused too.
    expect((await edit({ category: 'general', alt_text: '' })).status).toBe(422);
  });

  it('deletes one image: its row, its original and every variant, with an audit row', async () => {
    const { upload, call, storedKeys, rows } = await setUp();
    const { id } = (await upload(await png(700, 400))).body.image as LibraryImage;
    expect((await storedKeys()).length).toBeGreaterThan(2);
    const answer = await call(deleteImage, 'DELETE', `/api/admin/images/${id}`, { params: { id } });
    expect(answer.status).toBe(200);
    expect(await storedKeys()).toEqual([]);
    expect(await rows()).toEqual([]);
    expect((await listAuditLog(database.db))[0]).toMatchObject({ action: 'image.delete', entityId: id });
    const again = await call(deleteImage, 'DELETE', `/api/admin/images/${id}`, { params: { id } });
    expect(again).toMatchObject({ status: 404, body: { message: IMAGE_MESSAGES.notFound } });
  });

  it('deletes a selection all or none', async () => {
    const { upload, call, storedKeys, rows } = await setUp();
    const a = ((await upload(await png(50, 50))).body.image as LibraryImage).id;
    const b = ((await upload(await png(60, 50))).body.image as LibraryImage).id;
    const keep = ((await upload(await png(70, 50))).body.image as LibraryImage).id;
    const partly = await call(deleteSelectedImages, 'POST', '/api/admin/images/delete', { body: { ids: [a, 'gone'] } });
    expect(partly).toMatchObject({ status: 404, body: { message: IMAGE_MESSAGES.someNotFound } });
    expect((await rows()).length).toBe(3);
    const empty = await call(deleteSelectedImages, 'POST', '/api/admin/images/delete', { body: { ids: [] } });
    expect(empty).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.nothingSelected } });
    const answer = await call(deleteSelectedImages, 'POST', '/api/admin/images/delete', { body: { ids: [a, b] } });
    expect(answer).toMatchObject({ status: 200, body: { deleted: 2 } });
    expect((await rows()).map((row) => row.id)).toEqual([keep]);
    const kept = (await call(listImages, 'GET', '/api/admin/images')).body.images as LibraryImage[];
    const stem = kept[0]?.storage_path?.replace(/\.png$/, '') ?? '';
    expect((await storedKeys()).every((key) => key.startsWith(stem))).toBe(true);
  });

  it('answers an upload 503 with Retry-After while the instance processes as many images as it may and more wait, storing nothing', async () => {
    const { upload, rows, storedKeys } = await setUp();
    let release: () => void = () => {};
    const busy = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { concurrent, waiting } = IMAGE_PROCESSING;
    const holding = Array.from({ length: concurrent + waiting }, () => imageProcessingSlots.run(1, () => busy));
    try {
      const answer = await upload(await png(50, 50));
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(IMAGE_BUSY_MESSAGE);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await rows()).toEqual([]);
      expect(await storedKeys()).toEqual([]);
    } finally {
      release();
      await Promise.all(holding);
    }
    expect((await upload(await png(50, 50))).status).toBe(201);
  });

  it('downloads the selection as one zip of the originals under their own names', async () => {
    const { services, upload } = await setUp();
    const a = ((await upload(await png(50, 50), { filename: 'office.png' })).body.image as LibraryImage).id;
    const b = ((await upload(await jpeg(60, 50), { filename: 'office.jpg' })).body.image as LibraryImage).id;
    const c = ((await upload(await png(50, 50), { filename: 'office.png' })).body.image as LibraryImage).id;
    const viewer = await signedInAs(services.auth, 'viewer', 'zip@calderrowe.com.au');
    const response = await downloadImages.handle(
      new Request(`${TEST_ORIGIN}/api/admin/images/download?ids=${a},${b},${c}`, { headers: { cookie: viewer.cookie } }),
      {},
      services,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="website-images-\d{4}-\d{2}-\d{2}\.zip"$/);
    const file = join(tmpdir(), `images-${Date.now()}.zip`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(names).toEqual(['office-2.png', 'office.jpg', 'office.png']);
  });

  it('refuses a zip of more than 200 images or of none', async () => {
    const { services } = await setUp();
    const viewer = await signedInAs(services.auth, 'viewer', 'many@calderrowe.com.au');
    const ask = async (ids: string) => {
      const response = await downloadImages.handle(
        new Request(`${TEST_ORIGIN}/api/admin/images/download?ids=${ids}`, { headers: { cookie: viewer.cookie } }),
        {},
        services,
      );
      return { status: response.status, body: (await response.json()) as { message: string } };
    };
    const many = Array.from({ length: 201 }, (_, i) => `id-${i}`).join(',');
    expect(await ask(many)).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.tooManyToDownload } });
    expect(await ask('')).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.nothingSelected } });
    expect(await ask('gone')).toMatchObject({ status: 404, body: { message: IMAGE_MESSAGES.someNotFound } });
  });

  it('counts repeats of one id once: 250 copies of one image download that image', async () => {
    const { services, upload } = await setUp();
    const id = ((await upload(await png(50, 50), { filename: 'office.png' })).body.image as LibraryImage).id;
    const other = ((await upload(await png(40, 40), { filename: 'desk.png' })).body.image as LibraryImage).id;
    const viewer = await signedInAs(services.auth, 'viewer', 'repeats@calderrowe.com.au');
    const ids = [...Array<string>(250).fill(id), other].join(',');
    const response = await downloadImages.handle(
      new Request(`${TEST_ORIGIN}/api/admin/images/download?ids=${ids}`, { headers: { cookie: viewer.cookie } }),
      {},
      services,
    );
    expect(response.status).toBe(200);
    const file = join(tmpdir(), `repeats-${Date.now()}.zip`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    expect(execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort()).toEqual([
      'desk.png',
      'office.png',
    ]);
  });

  it('applies the spec’s category rule to component names', () => {
    expect(autoCategory('HeroSection')).toBe('hero');
    expect(autoCategory('PageBackground')).toBe('background');
    expect(autoCategory('CallToAction')).toBe('background');
    expect(autoCategory('Introduction')).toBe('background');
    expect(autoCategory('WhyChooseUs')).toBe('background');
    expect(autoCategory('IntroductionSection')).toBe('content');
    expect(autoCategory('TeamSection')).toBe('content');
  });
});
