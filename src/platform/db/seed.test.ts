import { afterEach, describe, expect, it } from 'vitest';
import { imageSlots } from '../../features/images/slots.ts';
import { seedInsights } from '../../features/insights/seed/index.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './testing.ts';
import { toBoolean } from './values.ts';

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

describe.each(testDialects)('seed on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function freshSeededDatabase() {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database);
    return seedDatabase(database.db);
  }

  it('publishes fifteen insights, one team member and every image slot', async () => {
    const report = await freshSeededDatabase();
    expect(await counts(database)).toEqual({ insights: 15, team: 1, images: imageSlots.length });
    expect(report.inserted).toHaveLength(15 + 1 + imageSlots.length);
    const statuses = await database.db.selectFrom('insights').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'published' }]);
    const images = await database.db.selectFrom('website_images').select(['is_active', 'width', 'height']).execute();
    expect(images.every((image) => toBoolean(image.is_active) && image.width === 1600 && image.height === 900)).toBe(true);
  });

  it('adds nothing when run twice', async () => {
    await freshSeededDatabase();
    const second = await seedDatabase(database.db);
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

    await seedDatabase(database.db);

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
});

describe('seed articles', () => {
  const words = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;

  it('are fifteen substantial articles of 600 words or more with unique slugs', () => {
    expect(seedInsights).toHaveLength(15);
    expect(new Set(seedInsights.map((article) => article.id)).size).toBe(15);
    for (const article of seedInsights) {
      expect(words(article.content), article.id).toBeGreaterThanOrEqual(600);
      expect(article.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.readTime).toMatch(/^\d+ min read$/);
    }
  });

  it('cover every category the public spec lists', () => {
    const categories = new Set(seedInsights.map((article) => article.category));
    for (const category of [
      'Corporate Governance',
      'Transaction Analysis',
      'M&A Case Study',
      'Valuation',
      'Financial Analysis',
      'Valuation Guide',
      'Exit Strategy',
      'Growth Strategy',
      'Succession Planning',
      'Market Analysis',
      'Business Strategy',
      'Technology',
      'Negotiation',
      'Legal',
    ]) {
      expect(categories, category).toContain(category);
    }
  });

  it('use only the tags the article page allows', () => {
    for (const article of seedInsights) {
      const tags = new Set([...article.content.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
      for (const tag of tags)
        expect(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote'], `${article.id} <${tag}>`).toContain(tag);
    }
  });

  it('say that recruitment businesses sell for 3-8x in the valuation guide', () => {
    const guide = seedInsights.find((article) => article.category === 'Valuation Guide');
    expect(guide?.content).toMatch(/3(-|–| to )8x/);
  });
});
