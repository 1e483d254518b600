// Issue 22: an insight's article image is a reference to a library image, drawn with the library's
// variants (`srcset`) and alt text on the card and the article; an address on another site needs alt
// text. Migration 021 linked the images the old title lookup found, once.
import { sql } from 'kysely';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMigratedTestDatabase,
  createTestDatabase,
  type TestDatabase,
  testDialects,
} from '#src/platform/db/database.testing.ts';
import { migrateToLatest, migrationsFor } from '#src/platform/db/migrate.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { addImage } from '../images/images.testing.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import ArticlePage from './ArticlePage.tsx';
import InsightCard from './InsightCard.tsx';
import { createInsightEndpoint, updateInsightEndpoint } from './insight-endpoints.server.ts';
import { listPublishedInsightSummaries } from './insights.server.ts';
import { VALID_INSIGHT } from './permission-rows.testing.ts';
import { loadArticlePage } from './public-page.server.ts';
import { INSIGHT_MESSAGES } from './schema.ts';
import type { AdminInsight } from './types.ts';

const VARIANTS = {
  original: { key: 'o', url: '/media/photo.jpg', contentType: 'image/jpeg', width: 2400, height: 1350, size: 2_000_000 },
  variants: [640, 1280].flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      key: `${width}.${format}`,
      url: `/media/photo-${width}.${format}`,
      contentType: `image/${format}`,
      width,
      height: Math.round((width * 9) / 16),
      size: 40_000,
    })),
  ),
};

describe.each(testDialects)('article images on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const editor = await signedInAs(services.auth, 'editor', 'ann@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    await addImage(database.db, {
      page: 'insights',
      component: 'insight-card',
      url: '/media/photo.jpg',
      alt: 'Two people shaking hands',
    });
    await database.db
      .updateTable('website_images')
      .set({ stored_image: JSON.stringify(VARIANTS) })
      .execute();
    const image = await database.db.selectFrom('website_images').select('id').executeTakeFirstOrThrow();
    const create = (body: Record<string, unknown>) => call(createInsightEndpoint, 'POST', '/api/admin/insights', { body });
    const save = (id: string, body: Record<string, unknown>) =>
      call(updateInsightEndpoint, 'PUT', `/api/admin/insights/${id}`, { body, params: { id } });
    return { services, imageId: image.id, create, save };
  }

  it('draws a chosen library image with its variants and the insight’s alt text on the card and the article', async () => {
    const { services, imageId, create } = await setUp();
    const created = await create({
      ...VALID_INSIGHT,
      status: 'published',
      image_id: imageId,
      image_alt: 'A signed sale agreement',
    });
    expect(created.status).toBe(201);
    expect(created.body.insight).toMatchObject({ image_id: imageId, image_alt: 'A signed sale agreement' });

    const [summary] = await listPublishedInsightSummaries(database.db);
    expect(summary?.image).toMatchObject({ src: '/media/photo-1280.webp', alt: 'A signed sale agreement', width: 2400 });
    const card = renderToStaticMarkup(<InsightCard insight={summary as never} />);
    expect(card).toContain('srcSet="/media/photo-640.avif 640w, /media/photo-1280.avif 1280w"');
    expect(card).toContain('alt="A signed sale agreement"');
    expect(card).not.toContain('/media/photo.jpg');

    const id = (created.body.insight as AdminInsight).id;
    const page = await loadArticlePage(pageContext(services, `/resources/insights/${id}`, { id }));
    const article = renderToStaticMarkup(<ArticlePage article={page.props.article} />);
    expect(article).toContain('/media/photo-640.webp 640w, /media/photo-1280.webp 1280w');
    expect(article).toContain('alt="A signed sale agreement"');
    expect(page.meta.preloadImageSet?.srcSet).toContain('/media/photo-640.avif 640w');
  });

  it('uses the library image’s own alt text when the insight gives none', async () => {
    const { imageId, create } = await setUp();
    await create({ ...VALID_INSIGHT, status: 'published', image_id: imageId });
    const [summary] = await listPublishedInsightSummaries(database.db);
    expect(summary?.image?.alt).toBe('Two people shaking hands');
  });

  it('refuses an image no longer in the library, storing nothing', async () => {
    const { create } = await setUp();
    const refused = await create({ ...VALID_INSIGHT, image_id: 'deleted-image' });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({ image_id: INSIGHT_MESSAGES.imageMissing });
    expect(await database.db.selectFrom('insights').select('id').execute()).toEqual([]);
  });

  it('refuses an image address on another site without alt text, and keeps one with it', async () => {
    const { create, save } = await setUp();
    const created = (await create(VALID_INSIGHT)).body.insight as AdminInsight;
    const refused = await save(created.id, { ...VALID_INSIGHT, image_url: 'https://images.example.com/a.jpg' });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({ image_alt: INSIGHT_MESSAGES.imageAltRequired });
    const row = await database.db.selectFrom('insights').select('image_url').executeTakeFirstOrThrow();
    expect(row.image_url).toBeNull();
    const kept = await save(created.id, {
      ...VALID_INSIGHT,
      image_url: 'https://images.example.com/a.jpg',
      image_alt: 'A city skyline',
    });
    expect(kept.status).toBe(200);
    expect(kept.body.insight).toMatchObject({ image_url: 'https://images.example.com/a.jpg', image_alt: 'A city skyline' });
  });

  it('links the library images the old title lookup found, once (migration 021), losing nothing', async () => {
    database = await createTestDatabase(dialect);
    const { Migrator } = await import('kysely/migration');
    const before = new Migrator({
      db: database.db,
      provider: {
        getMigrations: async () => Object.fromEntries(Object.entries(migrationsFor(dialect)).filter(([name]) => name < '021')),
      },
    });
    expect((await before.migrateToLatest()).error).toBeUndefined();
    const insight = (id: string, title: string, status: string) =>
      sql`insert into insights (id, title, excerpt, content, category, read_time, date, status, image_url, author)
        values (${id}, ${title}, 'e', '<p>c</p>', 'valuation', '5 min read', '2025-01-01', ${status}, ${'/images/insights/valuation.svg'}, 'A')`.execute(
        database.db,
      );
    await insight('earn-outs', 'Earn-outs Explained', 'published');
    await insight('no-card', 'No Card Here', 'draft');
    await addImage(database.db, {
      page: 'insights',
      component: 'insight-card',
      usage: 'card for EARN-OUTS explained',
      url: '/older.webp',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    await addImage(database.db, {
      page: 'insights',
      component: 'insight-card',
      usage: 'Card for Earn-outs Explained',
      url: '/newer.webp',
      createdAt: '2025-06-01T00:00:00.000Z',
    });
    await addImage(database.db, {
      page: 'insights',
      component: 'insight-card',
      usage: 'No Card Here',
      url: '/off.webp',
      active: false,
    });

    expect((await migrateToLatest(database)).applied).toContain('021-article-model');
    const rows = await database.db
      .selectFrom('insights')
      .leftJoin('website_images', 'website_images.id', 'insights.image_id')
      .select(['insights.id', 'insights.image_url', 'website_images.public_url', 'insights.first_published_at'])
      .orderBy('insights.id')
      .execute();
    expect(rows.map(({ id, image_url, public_url }) => ({ id, image_url, public_url }))).toEqual([
      { id: 'earn-outs', image_url: '/images/insights/valuation.svg', public_url: '/newer.webp' },
      { id: 'no-card', image_url: '/images/insights/valuation.svg', public_url: null },
    ]);
    expect(rows[0]?.first_published_at).not.toBeNull();
    expect(rows[1]?.first_published_at).toBeNull();
    expect(await database.db.selectFrom('website_images').select('id').execute()).toHaveLength(3);
  });
});
