// Unsplash through our server, against the local fake API (unsplash-server.testing.ts): search,
// add and replace, with the key kept on the server, the download endpoint triggered and the
// attribution stored; a real database on each dialect.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { isSingleLine } from '#src/platform/text/single-line.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { uploadServices } from '../admin/admin-endpoint.server.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { addFromUnsplash, replaceFromUnsplash, searchUnsplashPhotos, uploadImage } from './image-endpoints.server.ts';
import { IMAGE_MESSAGES, IMAGE_TEXT_LIMITS, PlacementSchema } from './schema.ts';
import type { LibraryImage, UnsplashSearchResult } from './types.ts';
import { addUnsplashImage, searchUnsplash, UNSPLASH_CALL_LIMITS, type UnsplashLimits } from './unsplash.server.ts';
import { UNSPLASH_ANSWER_MAX_BYTES } from './unsplash-api.server.ts';
import {
  CONTROL_TEXT_PHOTO_ID,
  FAKE_UNSPLASH_KEY,
  type FakeUnsplash,
  fakeUnsplashEnv,
  startFakeUnsplash,
} from './unsplash-server.testing.ts';

let fake: FakeUnsplash;
beforeAll(async () => {
  fake = await startFakeUnsplash();
});
afterAll(async () => fake?.close());

describe.each(testDialects)('Unsplash on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp(env: Record<string, string> = fakeUnsplashEnv(fake)) {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database, { env });
    const editor = await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const search = (query: string, page = 1) =>
      call(searchUnsplashPhotos, 'GET', `/api/admin/images/unsplash?${new URLSearchParams({ query, page: String(page) })}`);
    const add = (body: Record<string, unknown>) => call(addFromUnsplash, 'POST', '/api/admin/images/unsplash', { body });
    const replace = (id: string, photo_id: string) =>
      call(replaceFromUnsplash, 'POST', `/api/admin/images/${id}/unsplash`, { params: { id }, body: { photo_id } });
    return { services, editor, call, search, add, replace };
  }

  it('searches 20 a page from page 1 with the key on the server and never in the answer', async () => {
    const { search } = await setUp();
    const first = await search('office');
    expect(first.status).toBe(200);
    const body = first.body as unknown as UnsplashSearchResult;
    expect(body.results).toHaveLength(20);
    expect(body).toMatchObject({ total: 45, total_pages: 3 });
    expect(body.results[0]).toMatchObject({ id: 'fake-1', user: { name: 'Photographer 1' }, width: 1600, height: 1000 });
    expect(fake.requests.at(-1)).toBe('/search/photos?query=office&page=1&per_page=20');
    expect(first.text).not.toContain(FAKE_UNSPLASH_KEY);
    const last = (await search('office', 3)).body as unknown as UnsplashSearchResult;
    expect(last.results.map((photo) => photo.id)).toEqual(['fake-41', 'fake-42', 'fake-43', 'fake-44', 'fake-45']);
  });

  it('asks Unsplash nothing for a blank query', async () => {
    const { search } = await setUp();
    const before = fake.requests.length;
    expect((await search('   ')).body).toEqual({ results: [], total: 0, total_pages: 0 });
    expect(fake.requests.length).toBe(before);
  });

  it('says how to turn Unsplash on when no key is set, and asks nothing', async () => {
    const { search, add } = await setUp({});
    const before = fake.requests.length;
    expect(await search('office')).toMatchObject({ status: 409, body: { message: IMAGE_MESSAGES.unsplashDisabled } });
    expect(await add({ photo_id: 'fake-1' })).toMatchObject({ status: 409, body: { message: IMAGE_MESSAGES.unsplashDisabled } });
    expect(IMAGE_MESSAGES.unsplashDisabled).toContain('UNSPLASH_ACCESS_KEY');
    expect(fake.requests.length).toBe(before);
  });

  it('shows the spec’s search error when Unsplash refuses the key', async () => {
    const { search } = await setUp({ ...fakeUnsplashEnv(fake), UNSPLASH_ACCESS_KEY: 'wrong-key' });
    expect(await search('office')).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.searchFailed } });
  });

  it('refuses photos whose image URLs are not on the configured image host', async () => {
    const { search, add } = await setUp({ ...fakeUnsplashEnv(fake), UNSPLASH_IMAGE_URL: 'https://images.unsplash.com' });
    expect(((await search('office')).body as unknown as UnsplashSearchResult).results).toEqual([]);
    expect(await add({ photo_id: 'fake-1' })).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.unsplashFailed } });
    expect(await database.db.selectFrom('website_images').select('id').execute()).toEqual([]);
  });

  it('adds a photo hotlinked with its attribution, triggers its download endpoint and audits it', async () => {
    const { add } = await setUp();
    const answer = await add({
      photo_id: 'fake-3',
      page_name: 'about',
      component_name: 'story',
      usage_context: 'Team',
      category: 'auto',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.image).toMatchObject({
      filename: 'fake-3',
      image_source: 'unsplash',
      public_url: `${fake.url}/photos-img/fake-3?ixid=test3&w=1080`,
      original_url: 'https://unsplash.com/photos/fake-3',
      storage_path: 'unsplash:fake-3',
      mime_type: 'image/jpeg',
      file_size: null,
      alt_text: 'People working in a bright office, number 3',
      title: 'Office scene 3',
      category: 'content',
      page_name: 'about',
      component_name: 'story',
      usage_context: 'Team',
      is_active: true,
      unsplash: { photoId: 'fake-3', photographer: 'Photographer 3', photographerUrl: 'https://unsplash.com/@photographer3' },
    });
    expect(fake.downloads).toContain('fake-3');
    expect((await listAuditLog(database.db))[0]).toMatchObject({ action: 'image.unsplash-add' });
  });

  it('replaces an uploaded image, keeping its placement, category and active flag, and deletes its files', async () => {
    const { services, call, add, replace } = await setUp();
    const bytes = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const uploaded = (
      await call(
        uploadImage,
        'POST',
        '/api/admin/images?filename=a.png&page_name=home&component_name=hero&usage_context=Banner',
        {
          body: bytes,
        },
      )
    ).body.image as LibraryImage;
    expect((await services.storage.list('website-images')).objects.length).toBeGreaterThan(0);
    const answer = await replace(uploaded.id, 'fake-7');
    expect(answer.status).toBe(200);
    expect(answer.body.image).toMatchObject({
      id: uploaded.id,
      image_source: 'unsplash',
      filename: 'fake-7',
      page_name: 'home',
      component_name: 'hero',
      usage_context: 'Banner',
      category: 'hero',
      is_active: false,
      stored: null,
    });
    expect((await services.storage.list('website-images')).objects).toEqual([]);
    expect(fake.downloads).toContain('fake-7');
    const same = await replace(uploaded.id, 'fake-7');
    expect(same).toMatchObject({ status: 409, body: { message: IMAGE_MESSAGES.sameImage } });
    expect(IMAGE_MESSAGES.sameImage).toBe('You selected the same image that is already in use.');
    const added = (await add({ photo_id: 'fake-8' })).body.image as LibraryImage;
    expect((await replace(added.id, 'fake-8')).status).toBe(409);
  });

  it('refuses an unknown photo with the spec’s message and stores nothing', async () => {
    const { add } = await setUp();
    expect(await add({ photo_id: 'fake-999' })).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.unsplashFailed } });
    expect(await add({ photo_id: '../x' })).toMatchObject({ status: 422 });
    expect(await database.db.selectFrom('website_images').select('id').execute()).toEqual([]);
  });

  it('refuses an answer over 1 MB as a failed search, reading no more of it', async () => {
    const { search } = await setUp();
    const answer = await search('huge');
    expect(answer).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.searchFailed } });
    expect(UNSPLASH_ANSWER_MAX_BYTES).toBe(1024 * 1024);
  });

  it('cuts a photo’s title and alt text to the edit form’s limits, and keeps only credit links on unsplash.com', async () => {
    const { search } = await setUp();
    const long = (await search('long words')).body as unknown as UnsplashSearchResult;
    expect(long.results[0]?.description).toHaveLength(IMAGE_TEXT_LIMITS.title);
    expect(long.results[0]?.alt_description).toHaveLength(IMAGE_TEXT_LIMITS.altText);
    const foreign = (await search('foreign credit')).body as unknown as UnsplashSearchResult;
    expect(foreign.results).toEqual([]);
  });

  it('asks Unsplash once for a search repeated within five minutes', async () => {
    const { search } = await setUp();
    const before = fake.requests.length;
    for (let round = 0; round < 30; round++) expect((await search('Boardroom ')).status).toBe(200);
    expect(fake.requests.length - before).toBe(1);
  });

  it(`lets one staff member make ${UNSPLASH_CALL_LIMITS.perStaffMember.max} searches a minute, then answers 429 with the wait`, async () => {
    const { search } = await setUp();
    const before = fake.requests.length;
    const statuses: number[] = [];
    for (let index = 0; index < UNSPLASH_CALL_LIMITS.perStaffMember.max + 3; index++)
      statuses.push((await search(`desk ${index}`)).status);
    expect(statuses).toEqual([
      ...Array<number>(UNSPLASH_CALL_LIMITS.perStaffMember.max).fill(200),
      ...Array<number>(3).fill(429),
    ]);
    expect(fake.requests.length - before).toBe(UNSPLASH_CALL_LIMITS.perStaffMember.max);
    const refused = await search('desk again');
    expect(refused.body.message).toMatch(/^Too many image searches\. Please wait \d+ seconds? and try again\.$/);
  });

  it(`lets one instance ask Unsplash ${UNSPLASH_CALL_LIMITS.perInstance.max} times a minute, whoever searches`, async () => {
    const { services } = await setUp();
    const unlimited = { hitStaffMemberLimit: async () => ({ allowed: true, retryAfterSeconds: 0 }), now: () => 1_000_000 };
    const before = fake.requests.length;
    for (let index = 0; index < UNSPLASH_CALL_LIMITS.perInstance.max; index++) {
      await searchUnsplash(services.config.unsplash, services.logger, `team ${index}`, 1, unlimited);
    }
    await expect(searchUnsplash(services.config.unsplash, services.logger, 'one more', 1, unlimited)).rejects.toMatchObject({
      status: 429,
      message: IMAGE_MESSAGES.tooManySearches(60),
    });
    expect(fake.requests.length - before).toBe(UNSPLASH_CALL_LIMITS.perInstance.max);
    const nextMinute = { ...unlimited, now: () => 1_000_000 + 60_000 };
    expect((await searchUnsplash(services.config.unsplash, services.logger, 'one more', 1, nextMinute)).results).toHaveLength(20);
  });

  it('stores a photo’s words on one line: control characters, line breaks and direction overrides become spaces', async () => {
    const { add } = await setUp();
    const answer = await add({ photo_id: CONTROL_TEXT_PHOTO_ID });
    expect(answer.status).toBe(201);
    expect(answer.body.image).toMatchObject({
      title: 'Board room weiv at night Brisbane',
      alt_text: 'Partners meeting Bcc: x@example.com',
      unsplash: { photographer: 'Jane Doe' },
    });
    const row = await database.db
      .selectFrom('website_images')
      .select(['title', 'alt_text', 'unsplash'])
      .executeTakeFirstOrThrow();
    for (const value of [row.title, row.alt_text, JSON.parse(row.unsplash ?? '{}').photographer]) {
      expect(isSingleLine(String(value))).toBe(true);
    }
  });

  it(`counts each photo added as its two calls to Unsplash: of 30 adds a minute ${UNSPLASH_CALL_LIMITS.perStaffMember.max / 2} ask Unsplash, the rest ask nothing`, async () => {
    const { add } = await setUp();
    const before = fake.requests.length;
    const statuses: number[] = [];
    for (let index = 1; index <= 30; index++) statuses.push((await add({ photo_id: `fake-${index}` })).status);
    const allowed = UNSPLASH_CALL_LIMITS.perStaffMember.max / 2;
    expect(statuses).toEqual([...Array<number>(allowed).fill(201), ...Array<number>(30 - allowed).fill(429)]);
    expect(fake.requests.length - before).toBe(UNSPLASH_CALL_LIMITS.perStaffMember.max);
    const refused = await add({ photo_id: 'fake-31' });
    expect(refused.body.message).toMatch(/^Too many Unsplash photos chosen\. Please wait \d+ seconds? and try again\.$/);
    expect(await database.db.selectFrom('website_images').select('id').execute()).toHaveLength(allowed);
  });

  it('refuses a replace once the staff member’s searches used their limit, asking Unsplash nothing', async () => {
    const { add, search, replace } = await setUp();
    const image = (await add({ photo_id: 'fake-1' })).body.image as LibraryImage;
    for (let index = 0; index < UNSPLASH_CALL_LIMITS.perStaffMember.max - 2; index++) {
      expect((await search(`meeting ${index}`)).status).toBe(200);
    }
    const before = fake.requests.length;
    const refused = await replace(image.id, 'fake-2');
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many Unsplash photos chosen/) } });
    expect(fake.requests.length).toBe(before);
    expect(await database.db.selectFrom('website_images').select('filename').execute()).toEqual([{ filename: 'fake-1' }]);
  });

  it(`lets one instance make ${UNSPLASH_CALL_LIMITS.perInstance.max} calls a minute, a photo added counting two`, async () => {
    const { services, editor } = await setUp();
    const unlimited: UnsplashLimits = {
      hitStaffMemberLimit: async () => ({ allowed: true, retryAfterSeconds: 0 }),
      now: () => 2_000_000,
    };
    const unsplashServices = { ...uploadServices(services), unsplash: services.config.unsplash };
    const actor = { ...editor, name: '', role: 'editor' as const, twoFactorEnabled: false, mustEnableTwoFactor: false };
    const PLACEMENT = PlacementSchema.parse({});
    const before = fake.requests.length;
    for (let index = 1; index <= UNSPLASH_CALL_LIMITS.perInstance.max / 2; index++) {
      await addUnsplashImage(unsplashServices, actor, `fake-${index}`, PLACEMENT, unlimited);
    }
    await expect(addUnsplashImage(unsplashServices, actor, 'fake-40', PLACEMENT, unlimited)).rejects.toMatchObject({
      status: 429,
      message: IMAGE_MESSAGES.tooManyUnsplashChoices(60),
    });
    await expect(searchUnsplash(services.config.unsplash, services.logger, 'one more', 1, unlimited)).rejects.toMatchObject({
      status: 429,
    });
    expect(fake.requests.length - before).toBe(UNSPLASH_CALL_LIMITS.perInstance.max);
  });
});
