// Team Management end to end below HTTP: the endpoints with a real session, a real database (SQLite,
// and PostgreSQL when TEST_DATABASE_URL is set), the real image pipeline and local file storage.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { IMAGE_UPLOAD_MESSAGES } from '#src/platform/media/image-rules.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { NEW_TEAM_MEMBER, TEAM_MESSAGES, TEAM_PHOTO_MAX_BYTES } from './schema.ts';
import { listTeamMembers, type TeamMember } from './team.server.ts';
import {
  addMember,
  deleteMember,
  listTeam,
  moveMember,
  removePhoto,
  updateMember,
  uploadPhoto,
} from './team-endpoints.server.ts';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a5d8f' } })
    .png()
    .toBuffer();

describe.each(testDialects)('team management on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const editor = await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const add = async () => ((await call(addMember, 'POST', '/api/admin/team')).body.member as TeamMember).id;
    const upload = (id: string, bytes: Uint8Array) =>
      call(uploadPhoto, 'PUT', `/api/admin/team/${id}/photo`, { body: bytes, params: { id } });
    const storedKeys = async () =>
      (await services.storage.list('team-photos', { limit: 1000 })).objects.map((object) => object.key);
    return { services, call, add, upload, storedKeys };
  }

  it("adds 'New Team Member' / 'Position' / 'Add bio information here...' last, at the count + 1", async () => {
    const { call } = await setUp();
    const first = await call(addMember, 'POST', '/api/admin/team');
    expect(first.status).toBe(201);
    expect(first.body.member).toMatchObject({
      name: 'New Team Member',
      role: 'Position',
      bio: 'Add bio information here...',
      image_url: null,
      photo: null,
      display_order: 1,
    });
    expect(NEW_TEAM_MEMBER).toEqual({ name: 'New Team Member', role: 'Position', bio: 'Add bio information here...' });
    const second = await call(addMember, 'POST', '/api/admin/team');
    expect(second.body.member).toMatchObject({ display_order: 2 });
    const listed = await call(listTeam, 'GET', '/api/admin/team');
    expect((listed.body.members as TeamMember[]).map((member) => member.display_order)).toEqual([1, 2]);
  });

  it('saves name, position and bio trimmed, and writes an audit row naming what changed', async () => {
    const { call, add } = await setUp();
    const id = await add();
    const saved = await call(updateMember, 'PATCH', `/api/admin/team/${id}`, {
      params: { id },
      body: { name: '  Jordan Rowe ', role: 'Director', bio: '- Leads buy-side mandates\n- 20 years in staffing' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.member).toMatchObject({
      name: 'Jordan Rowe',
      role: 'Director',
      bio: '- Leads buy-side mandates\n- 20 years in staffing',
    });
    const [entry] = await listAuditLog(database.db);
    expect(entry).toMatchObject({
      action: 'team.update',
      entityId: id,
      details: { name: 'Jordan Rowe', changed: 'name, role, bio' },
    });
  });

  it.each([
    ['an empty name', { name: '  ', role: 'Director', bio: '' }, TEAM_MESSAGES.nameRequired],
    ['no position', { name: 'Jo', bio: '' }, TEAM_MESSAGES.roleRequired],
    ['an over-long name', { name: 'x'.repeat(101), role: 'Director', bio: '' }, 'Name must be at most 100 characters.'],
    ['an over-long bio', { name: 'Jo', role: 'Director', bio: 'x'.repeat(4001) }, 'Bio must be at most 4,000 characters.'],
  ])('refuses %s with 422 and its message, changing nothing', async (_, body, message) => {
    const { call, add } = await setUp();
    const id = await add();
    const refused = await call(updateMember, 'PATCH', `/api/admin/team/${id}`, { params: { id }, body });
    expect(refused).toMatchObject({ status: 422, body: { message } });
    expect((await listTeamMembers(database.db))[0]).toMatchObject({ name: 'New Team Member' });
  });

  it('answers 404 with a clear message for a member that does not exist, and changes nothing', async () => {
    const { call, upload, storedKeys } = await setUp();
    const params = { id: 'no-such-member' };
    const body = { name: 'Jo', role: 'Director', bio: '' };
    for (const answer of [
      await call(updateMember, 'PATCH', '/api/admin/team/no-such-member', { params, body }),
      await call(deleteMember, 'DELETE', '/api/admin/team/no-such-member', { params }),
      await upload('no-such-member', await photo(400, 400)),
      await call(removePhoto, 'DELETE', '/api/admin/team/no-such-member/photo', { params }),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { message: TEAM_MESSAGES.notFound } });
    }
    expect(await storedKeys()).toEqual([]);
    expect(await listAuditLog(database.db)).toEqual([]);
  });

  it('moves a member up and down past its neighbour, numbering the team 1, 2, 3, and nothing moves past an end', async () => {
    const { call, add } = await setUp();
    const [a, b, c] = [await add(), await add(), await add()];
    const move = (id: string, direction: string) =>
      call(moveMember, 'POST', `/api/admin/team/${id}/move`, { params: { id }, body: { direction } });
    const order = async () => (await listTeamMembers(database.db)).map((member) => [member.id, member.display_order]);
    const moved = await move(c, 'up');
    expect(moved.status).toBe(200);
    expect((moved.body.members as TeamMember[]).map((member) => member.id)).toEqual([a, c, b]);
    await move(a, 'down');
    expect(await order()).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect((await move(c, 'up')).status).toBe(200);
    expect((await move(b, 'down')).status).toBe(200);
    expect(await order()).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect(await move(a, 'sideways')).toMatchObject({ status: 422, body: { message: 'Direction must be up or down.' } });
    expect(await move('no-such-member', 'up')).toMatchObject({ status: 404, body: { message: TEAM_MESSAGES.notFound } });
    expect((await listAuditLog(database.db))[0]).toMatchObject({
      action: 'team.move',
      entityId: a,
      details: { name: 'New Team Member', direction: 'down', position: 2 },
    });
  });

  it('closes the gap in the order when a member is deleted, so the next one added goes last', async () => {
    const { call, add } = await setUp();
    const [a, b] = [await add(), await add()];
    await add();
    expect((await call(deleteMember, 'DELETE', `/api/admin/team/${a}`, { params: { id: a } })).status).toBe(200);
    const added = await add();
    expect(
      (await listTeamMembers(database.db)).map((member) => [
        member.id === added ? 'new' : member.id === b ? 'b' : 'c',
        member.display_order,
      ]),
    ).toEqual([
      ['b', 1],
      ['c', 2],
      ['new', 3],
    ]);
  });

  it('stores a PNG photo square around the centre, with AVIF and WebP at 160, 320 and 480 pixels, for the carousel', async () => {
    const { add, upload, storedKeys } = await setUp();
    const id = await add();
    const answer = await upload(id, await photo(800, 600));
    expect(answer.status).toBe(200);
    const { photo: stored, image_url } = answer.body.member as TeamMember;
    expect(stored?.original).toMatchObject({ contentType: 'image/png', width: 600, height: 600 });
    expect(image_url).toBe(stored?.original.url);
    expect(stored?.variants.map((variant) => [variant.contentType, variant.width, variant.height])).toEqual([
      ['image/avif', 160, 160],
      ['image/avif', 320, 320],
      ['image/avif', 480, 480],
      ['image/webp', 160, 160],
      ['image/webp', 320, 320],
      ['image/webp', 480, 480],
    ]);
    expect((await storedKeys()).length).toBe(7);
    expect((await listTeamMembers(database.db))[0]?.photo).toEqual(stored);
  });

  it('strips EXIF and GPS from a JPEG photo and removes the old files when it replaces a photo', async () => {
    const { add, upload, storedKeys, services } = await setUp();
    const id = await add();
    await upload(id, await photo(300, 300));
    const before = await storedKeys();
    const jpeg = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#c08040' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'CalderCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '27/1 28/1 12/1' } })
      .toBuffer();
    const answer = await upload(id, jpeg);
    const stored = (answer.body.member as TeamMember).photo;
    expect(stored?.original).toMatchObject({ contentType: 'image/jpeg', width: 500, height: 500 });
    const after = await storedKeys();
    expect(after.some((key) => before.includes(key))).toBe(false);
    const file = await services.storage.get(stored?.original.key ?? '');
    const bytes = Buffer.from(await new Response(file?.body).arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('CalderCam');
  });

  it('refuses a text file named .png by its bytes (422) and a file over 5 MB (413), storing nothing', async () => {
    const { add, upload, storedKeys } = await setUp();
    const id = await add();
    const text = await upload(id, new TextEncoder().encode('This is a text file, not a picture.\n'.repeat(20)));
    expect(text).toMatchObject({ status: 422, body: { message: IMAGE_UPLOAD_MESSAGES.notAnImage } });
    const big = await sharp(randomBytes(1500 * 1400 * 3), { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(TEAM_PHOTO_MAX_BYTES);
    const tooLarge = await upload(id, big);
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'File size must be less than 5MB' } });
    expect(await storedKeys()).toEqual([]);
    expect((await listTeamMembers(database.db))[0]).toMatchObject({ photo: null, image_url: null });
  });

  it('removes a photo and its files, and a deleted member takes their photo files along', async () => {
    const { add, upload, call, storedKeys } = await setUp();
    const [a, b] = [await add(), await add()];
    await upload(a, await photo(200, 200));
    await upload(b, await photo(200, 200));
    const removed = await call(removePhoto, 'DELETE', `/api/admin/team/${a}/photo`, { params: { id: a } });
    expect(removed.body.member).toMatchObject({ photo: null, image_url: null });
    expect((await storedKeys()).length).toBe(5);
    await call(deleteMember, 'DELETE', `/api/admin/team/${b}`, { params: { id: b } });
    expect(await storedKeys()).toEqual([]);
    const actions = (await listAuditLog(database.db)).map((entry) => entry.action);
    expect(actions.slice(0, 4)).toEqual(['team.delete', 'team.photo-delete', 'team.photo-upload', 'team.photo-upload']);
  });
});
