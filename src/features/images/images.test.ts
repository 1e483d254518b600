import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../platform/db/database.testing.ts';
import { migrateToLatest } from '../../platform/db/migrate.ts';
import { applySeed } from '../../platform/db/seed.ts';
import { catalogueSlot, componentsOf, PAGE_IDS } from './catalogue.ts';
import { findInsightImage, findPageImage } from './images.server.ts';
import { addImage } from './images.testing.ts';
import { imageSeedItems } from './seed.ts';
import { imageSlots } from './slots.ts';

describe('the image catalogue', () => {
  it('has bundled artwork for every slot but the insight cards', () => {
    const slots = PAGE_IDS.flatMap((page) => componentsOf(page).map(([component]) => `${page}/${component}`));
    expect(imageSlots.map((slot) => `${slot.pageName}/${slot.componentName}`)).toEqual(
      slots.filter((slot) => slot !== 'insights/insight-card'),
    );
    for (const slot of imageSlots) expect(existsSync(`public${slot.publicUrl}`), slot.publicUrl).toBe(true);
  });

  it('refuses a slot a page does not have', () => {
    expect(catalogueSlot('services', 'business-sales')).toBe('business-sales');
    expect(() => catalogueSlot('services', 'tax-advice')).toThrow('"tax-advice" is not an image slot of the services page');
  });
});

describe.each(testDialects)('page images on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function fresh(seed = false) {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database);
    if (seed) await applySeed(database.db, imageSeedItems());
    return database.db;
  }

  it('prefers the image with the usage context, then the component, then any active image of the page', async () => {
    const db = await fresh();
    await addImage(db, { page: 'about', component: 'other', url: '/page-any.webp', createdAt: '2025-01-01T00:00:00.000Z' });
    expect((await findPageImage(db, 'about', 'story', 'founders')).src).toBe('/page-any.webp');
    await addImage(db, {
      page: 'about',
      component: 'story',
      url: '/component.webp',
      alt: 'Our office',
      createdAt: '2025-01-02T00:00:00.000Z',
    });
    expect(await findPageImage(db, 'about', 'story', 'founders')).toMatchObject({
      src: '/component.webp',
      alt: 'Our office',
      width: 1200,
      height: 800,
    });
    await addImage(db, {
      page: 'about',
      component: 'story',
      usage: 'founders',
      url: '/context.webp',
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    expect((await findPageImage(db, 'about', 'story', 'founders')).src).toBe('/context.webp');
  });

  it('skips inactive images and falls back to the bundled artwork', async () => {
    const db = await fresh();
    await addImage(db, { page: 'contact', component: 'hero', url: '/inactive.webp', active: false });
    expect(await findPageImage(db, 'contact', 'hero')).toEqual({
      id: 'fallback',
      src: '/images/site/contact-hero.svg',
      alt: 'Abstract speech bubbles representing a conversation',
      width: 1600,
      height: 900,
    });
  });

  it('serves the seeded slots on a fresh install', async () => {
    const db = await fresh(true);
    const hero = await findPageImage(db, 'home', 'hero');
    expect(hero.src).toBe('/images/site/home-hero.svg');
    expect(hero.id).not.toBe('fallback');
  });

  it('finds an insight card image by the title in its usage context, else the insight’s own image', async () => {
    const db = await fresh();
    const insight = { title: 'Earn-outs explained', image_url: '/own.svg', category: 'Valuation' };
    expect(await findInsightImage(db, insight)).toBe('/own.svg');
    await addImage(db, { page: 'insights', component: 'insight-card', usage: 'Card for Earn-outs explained', url: '/card.webp' });
    expect(await findInsightImage(db, insight)).toBe('/card.webp');
  });
});
