import { existsSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import ArticlePage from '../insights/ArticlePage.tsx';
import ContentImage from '../public-shell/ContentImage.tsx';
import { catalogueSlot, componentsOf, PAGE_IDS } from './catalogue.ts';
import { findLibraryImages, findPageImage } from './images.server.ts';
import { addImage, addStoredImage } from './images.testing.ts';
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
    database = await createMigratedTestDatabase(dialect);
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

  it('gives an uploaded image its AVIF and WebP srcsets with the original width and height, and a decorative one empty alt text', async () => {
    const db = await fresh();
    const id = await addStoredImage(db, { page: 'home' });
    const variant = (width: number, type: string) => ({
      key: `k-${width}.${type}`,
      url: `/media/k-${width}w.${type}`,
      contentType: `image/${type}`,
      width,
      height: width / 2,
      size: 10,
    });
    const stored = {
      original: { ...variant(1280, 'png'), url: '/media/k.png' },
      variants: [variant(640, 'avif'), variant(1280, 'avif'), variant(640, 'webp'), variant(1280, 'webp')],
    };
    await db
      .updateTable('website_images')
      .set({ stored_image: JSON.stringify(stored), component_name: 'hero', is_decorative: true })
      .where('id', '=', id)
      .execute();
    const image = await findPageImage(db, 'home', 'hero');
    expect(image).toMatchObject({
      id,
      alt: '',
      src: '/media/k-1280w.webp',
      width: 1280,
      height: 640,
      srcSets: [
        { type: 'image/avif', srcSet: '/media/k-640w.avif 640w, /media/k-1280w.avif 1280w' },
        { type: 'image/webp', srcSet: '/media/k-640w.webp 640w, /media/k-1280w.webp 1280w' },
      ],
    });
    const html = renderToStaticMarkup(<ContentImage image={image} />);
    expect(html).toContain('<source type="image/avif" srcSet="/media/k-640w.avif 640w, /media/k-1280w.avif 1280w"');
    expect(html).toContain('width="1280" height="640"');
  });

  it('sizes an Unsplash photo from its raw URL and credits the photographer with links', async () => {
    const db = await fresh();
    const id = await addStoredImage(db, { page: 'about' });
    const unsplash = {
      photoId: 'abc',
      rawUrl: 'https://images.unsplash.com/photo-1?ixid=xyz',
      photographer: 'Ana Lee',
      photographerUrl: 'https://unsplash.com/@analee',
      photoUrl: 'https://unsplash.com/photos/abc',
    };
    await db
      .updateTable('website_images')
      .set({
        stored_image: null,
        unsplash: JSON.stringify(unsplash),
        image_source: 'unsplash',
        public_url: 'https://images.unsplash.com/photo-1?ixid=xyz&w=1080',
        component_name: 'story',
        width: 4000,
        height: 3000,
      })
      .where('id', '=', id)
      .execute();
    const image = await findPageImage(db, 'about', 'story');
    expect(image.srcSets?.[0]?.srcSet).toContain('https://images.unsplash.com/photo-1?ixid=xyz&w=640&q=75&fit=max&fm=avif 640w');
    expect(image).toMatchObject({ width: 4000, height: 3000, unsplash });
    const text = renderToStaticMarkup(<ContentImage image={image} />);
    expect(text).toContain(
      'Photo by <a href="https://unsplash.com/@analee?utm_source=calder_rowe_advisory&amp;utm_medium=referral"',
    );
    expect(text).toMatch(
      /Ana Lee<\/a> on <a href="https:\/\/unsplash.com\/\?utm_source=calder_rowe_advisory&amp;utm_medium=referral"[^>]*>Unsplash<\/a>/,
    );
  });

  it('serves the seeded slots on a fresh install', async () => {
    const db = await fresh(true);
    const hero = await findPageImage(db, 'home', 'hero');
    expect(hero.src).toBe('/images/site/home-hero.svg');
    expect(hero.id).not.toBe('fallback');
  });

  it('finds library images by id, as pages draw them, with an Unsplash photo’s credit', async () => {
    const db = await fresh();
    await addImage(db, { page: 'insights', component: 'insight-card', usage: 'Card', url: '/card.webp', alt: 'A handshake' });
    const row = await db.selectFrom('website_images').select('id').executeTakeFirstOrThrow();
    expect(await findLibraryImages(db, [])).toEqual(new Map());
    expect((await findLibraryImages(db, [row.id, 'gone'])).get(row.id)).toMatchObject({ src: '/card.webp', alt: 'A handshake' });
    const unsplash = {
      photoId: 'p',
      rawUrl: 'https://images.unsplash.com/p',
      photographer: 'Ana',
      photographerUrl: 'https://unsplash.com/@ana',
      photoUrl: 'https://unsplash.com/photos/p',
    };
    await db
      .updateTable('website_images')
      .set({ unsplash: JSON.stringify(unsplash) })
      .execute();
    const image = (await findLibraryImages(db, [row.id])).get(row.id);
    expect(image?.unsplash).toEqual(unsplash);
    expect(image?.srcSets?.[0]?.srcSet).toContain('w=640');
    const article = renderToStaticMarkup(
      <ArticlePage
        article={
          {
            id: 'a',
            title: 'Earn-outs explained',
            excerpt: 'x',
            content: '<p>x</p>',
            category: 'Valuation',
            read_time: '5 min read',
            date: '2026-01-01',
            author: 'A',
            image_url: null,
            image,
          } as never
        }
      />,
    );
    expect(article).toContain('data-unsplash-credit');
    expect(article).toMatch(/Photo by <a[^>]*>Ana<\/a> on <a[^>]*>Unsplash<\/a>/);
  });
});
