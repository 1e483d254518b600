// Preparing a database to serve: migrations, every feature's seed, the first admin.
import { afterEach, describe, expect, it } from 'vitest';
import { countUsers } from '../features/auth/accounts.server.ts';
import { DEFAULT_AVAILABILITY } from '../features/bookings/booking-terms.ts';
import { imageSlots } from '../features/images/slots.ts';
import { seedInsights } from '../features/insights/seed-articles.ts';
import { COPY_PAGE_IDS } from '../features/pages/schema.ts';
import { BUILT_IN_REDIRECTS } from '../features/redirects/seed.ts';
import { parseDatabaseUrl } from '../platform/config.ts';
import {
  createMigratedTestDatabase,
  createTestDatabase,
  type TestDatabase,
  testDialects,
} from '../platform/db/database.testing.ts';
import { openDatabase } from '../platform/db/database.ts';
import { applySeed } from '../platform/db/seed.ts';
import { toBoolean } from '../platform/db/values.ts';
import { prepareSite, siteSeedItems } from './prepare.ts';
import { createTestServices } from './services.testing.ts';

async function counts(database: TestDatabase) {
  const count = async (table: 'insights' | 'team_members' | 'website_images') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { insights: await count('insights'), team: await count('team_members'), images: await count('website_images') };
}

describe.each(testDialects)('preparing the site on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  let services: Awaited<ReturnType<typeof createTestServices>>;

  async function freshSeededDatabase() {
    database = await createMigratedTestDatabase(dialect);
    services = await createTestServices(database);
    return (await prepareSite(services)).seeded;
  }

  it("publishes fifteen insights, one team member, every image slot, the four redirects of the spec, the firm's settings, the privacy policy, every fixed page's copy and the first admin's hours for booked calls", async () => {
    const seeded = await freshSeededDatabase();
    expect(await counts(database)).toEqual({ insights: 15, team: 1, images: imageSlots.length });
    expect(seeded).toHaveLength(15 + 1 + imageSlots.length + BUILT_IN_REDIRECTS.length + 2 + COPY_PAGE_IDS.length + 1);
    // The first admin, made before the seeds, takes 30-minute calls on weekdays 9:00 to 17:00 Brisbane time.
    const offered = await database.db
      .selectFrom('staff_availability')
      .innerJoin('users', 'users.id', 'staff_availability.user_id')
      .select(['users.role', 'weekly_hours', 'call_minutes'])
      .execute();
    expect(offered).toEqual([
      { role: 'admin', weekly_hours: JSON.stringify(DEFAULT_AVAILABILITY.weeklyHours), call_minutes: 30 },
    ]);
    expect(seeded).toEqual(expect.arrayContaining(['site-settings:firm', 'site-settings:privacy']));
    expect(seeded).toEqual(expect.arrayContaining(COPY_PAGE_IDS.map((id) => `page-copy:${id}`)));
    const redirects = await database.db.selectFrom('redirects').select(['from_path', 'to_target']).orderBy('from_path').execute();
    expect(redirects).toEqual([
      { from_path: '/images', to_target: '/admin/images' },
      { from_path: '/insights', to_target: '/resources/insights' },
      { from_path: '/team', to_target: '/admin/team' },
      { from_path: '/users', to_target: '/admin/users' },
    ]);
    const statuses = await database.db.selectFrom('insights').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'published' }]);
    const images = await database.db.selectFrom('website_images').select(['is_active', 'width', 'height']).execute();
    expect(images.every((image) => toBoolean(image.is_active) && image.width === 1600 && image.height === 900)).toBe(true);
  });

  it('adds nothing when run twice', async () => {
    await freshSeededDatabase();
    const second = await applySeed(database.db, siteSeedItems({ config: services.config }));
    expect(second.inserted).toEqual([]);
    expect(await counts(database)).toEqual({ insights: 15, team: 1, images: imageSlots.length });
  });

  it('keeps what staff edited and does not bring back what they deleted', async () => {
    await freshSeededDatabase();
    const [edited, deleted] = seedInsights;
    if (!edited || !deleted) throw new Error('seed articles missing');
    await database.db
      .updateTable('insights')
      .set({ title: 'Edited by staff', status: 'draft' })
      .where('id', '=', edited.id)
      .execute();
    await database.db.deleteFrom('insights').where('id', '=', deleted.id).execute();
    await database.db.updateTable('team_members').set({ name: 'Renamed' }).execute();
    await database.db.deleteFrom('website_images').where('page_name', '=', 'home').execute();

    await applySeed(database.db, siteSeedItems({ config: services.config }));

    const row = await database.db
      .selectFrom('insights')
      .select(['title', 'status'])
      .where('id', '=', edited.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Edited by staff', status: 'draft' });
    expect(await database.db.selectFrom('insights').select('id').where('id', '=', deleted.id).executeTakeFirst()).toBeUndefined();
    expect((await database.db.selectFrom('team_members').select('name').executeTakeFirstOrThrow()).name).toBe('Renamed');
    const homeImages = await database.db.selectFrom('website_images').select('id').where('page_name', '=', 'home').execute();
    expect(homeImages).toEqual([]);
  });

  // Several instances share a database on PostgreSQL only; an SQLite file belongs to one process.
  it.skipIf(dialect === 'sqlite')(
    'lets several instances start on an empty database at once: one first admin, one copy of the seed',
    async () => {
      database = await createTestDatabase(dialect);
      // Separate connection pools, as separate processes would have.
      const instances = await Promise.all(
        Array.from({ length: 2 }, async () => {
          const settings = parseDatabaseUrl(database.url);
          return createTestServices(openDatabase(settings), { env: { ADMIN_PASSWORD: 'first-admin-password' } });
        }),
      );
      const results = await Promise.all(instances.map((services) => prepareSite(services)));
      expect(results.filter((result) => result.firstAdmin !== null)).toHaveLength(1);
      expect(await countUsers(database.db)).toBe(1);
      expect(await counts(database)).toEqual({ insights: 15, team: 1, images: imageSlots.length });
      await Promise.all(instances.map((services) => services.database.close()));
    },
  );
});
