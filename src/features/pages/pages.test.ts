// Page copy below HTTP: the endpoints with real sessions on a real database (SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set): the seed, drafts that visitors never see, publishing, the editor's
// preview, versions and Restore, saves refused over a newer version, every refused field, audit rows,
// and the SEO fields laid over a page's generated head.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import { prepareSite, siteSeedItems } from '#src/server/prepare.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { COPY_MESSAGES } from '../copy-fields/fields.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { serviceCardSeed } from '../public-shell/services.ts';
import { SOCIAL_IMAGE_UNKNOWN } from '../seo/social-image.server.ts';
import { AboutIntro } from '../site/AboutPage.tsx';
import { sitemapResponse } from '../site/feeds.server.ts';
import HomePage from '../site/HomePage.tsx';
import { loadAboutPage, loadHomePage, loadServicePage, loadServicesPage } from '../site/public-page.server.ts';
import ServicesPage from '../site/ServicesPage.tsx';
import { publishedServiceCards } from '../site/service-cards.server.ts';
import { listAuditLog } from '../users/audit.server.ts';
import type { PageCopyRevision, StoredPageCopy } from './copy.server.ts';
import { getPage, listRevisions, publishPage, putPageDraft, restoreRevision } from './page-endpoints.server.ts';
import { COPY_PAGE_IDS, type CopyPageId, PAGES_MESSAGES, type PageCopyOf, pageCopySchema } from './schema.ts';
import { defaultPageCopy } from './seed.ts';

describe('the page copy seed', () => {
  it('passes its own page schema for every fixed page', () => {
    for (const id of COPY_PAGE_IDS) expect(pageCopySchema(id).safeParse(defaultPageCopy(id)).success, id).toBe(true);
  });

  it('gives each service page today’s card in the services list', () => {
    expect(defaultPageCopy('business-sales').card).toEqual(serviceCardSeed['business-sales']);
    expect(defaultPageCopy('value-optimisation').card.title).toBe('Value Optimisation');
  });

  it('keeps the service pages’ words from their content files', () => {
    const sales = defaultPageCopy('business-sales');
    expect(sales.hero.title).toBe('Business Sales');
    expect(sales.seo.metaTitle).toBe('Sell Your Recruitment or Staffing Business');
    expect(sales.process.steps.length).toBeGreaterThan(0);
  });
});

describe('page copy field rules', () => {
  const home = () => structuredClone(defaultPageCopy('home'));
  const refusal = (copy: unknown) => {
    const result = pageCopySchema('home').safeParse(copy);
    return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('refuses a page without its H1: "Hero title is required"', () => {
    const copy = home();
    copy.hero.title = '   ';
    expect(refusal(copy)).toEqual([['hero.title', 'Hero title is required']]);
  });

  it.each([['javascript:alert(1)'], ['http://example.com/'], ['//evil.example/'], ['contact'], ['/con tact']])(
    'refuses a button link to %s, naming the field',
    (target) => {
      const copy = home();
      copy.closing.buttons[0] = { text: 'Go', link: target };
      expect(refusal(copy)).toEqual([['closing.buttons.0.link', COPY_MESSAGES.badLink('Button link')]]);
      expect(COPY_MESSAGES.badLink('Button link')).toBe(
        'Button link must be a site path such as /contact or an https:// address',
      );
    },
  );

  describe('a service page’s card in the services list', () => {
    const sales = () => structuredClone(defaultPageCopy('business-sales'));
    const refused = (copy: unknown) => {
      const result = pageCopySchema('business-sales').safeParse(copy);
      return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };

    it('refuses a card without its title: "Card title is required"', () => {
      const copy = sales();
      copy.card.title = ' ';
      expect(refused(copy)).toEqual([['card.title', 'Card title is required']]);
    });

    it('refuses more than six benefits, a description over 500 characters and no benefits at all', () => {
      const copy = sales();
      copy.card.benefits = Array.from({ length: 7 }, (_, index) => `Benefit ${index + 1}`);
      copy.card.description = 'x'.repeat(501);
      expect(refused(copy)).toEqual([
        ['card.description', 'Short description must be at most 500 characters'],
        ['card.benefits', 'Card benefits may have at most 6 items'],
      ]);
      copy.card.description = 'x'.repeat(500);
      copy.card.benefits = [];
      expect(refused(copy)).toEqual([['card.benefits', 'Card benefits needs at least 1 item']]);
      copy.card.benefits = Array.from({ length: 6 }, (_, index) => `Benefit ${index + 1}`);
      expect(refused(copy)).toBeNull();
    });
  });

  it('accepts a site path with an anchor and an https address', () => {
    const copy = home();
    copy.closing.buttons = [
      { text: 'Process', link: '/services#process' },
      { text: 'LinkedIn', link: 'https://www.linkedin.com/company/example' },
    ];
    expect(refusal(copy)).toBeNull();
  });

  it('refuses text over its limit, a line break in a heading, and a list below its minimum', () => {
    const copy = home();
    copy.hero.title = 'x'.repeat(101);
    copy.whyChooseUs.heading = 'Two\nlines';
    copy.whyChooseUs.reasons = [];
    expect(refusal(copy)).toEqual([
      ['hero.title', 'Hero title must be at most 100 characters'],
      ['whyChooseUs.heading', 'Why choose us heading must be on one line, without control characters.'],
      ['whyChooseUs.reasons', 'Reasons needs at least 1 item'],
    ]);
  });
});

describe.each(testDialects)('page copy on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp(role: 'admin' | 'editor' | 'viewer' = 'editor') {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    await prepareSite(services);
    const staff = await signedInAs(services.auth, role, `${role}@calderrowe.com.au`);
    const call = adminCaller(services, staff.cookie);
    const read = async <Id extends CopyPageId = 'home'>(page: Id = 'home' as Id) =>
      (await call(getPage, 'GET', `/api/admin/pages/${page}`, { params: { page } })).body as unknown as StoredPageCopy<Id>;
    const draft = (page: string, copy: unknown, version: number) =>
      call(putPageDraft, 'PUT', `/api/admin/pages/${page}`, { params: { page }, body: { copy, version } });
    const publish = (page: string, copy: unknown, version: number) =>
      call(publishPage, 'POST', `/api/admin/pages/${page}/publish`, { params: { page }, body: { copy, version } });
    return { services, staff, call, read, draft, publish };
  }

  const homeTitle = async (services: Awaited<ReturnType<typeof setUp>>['services']) =>
    ((await loadHomePage(pageContext(services, '/'))).props.copy as PageCopyOf<'home'>).hero.title;

  it('seeds every page once and never over staff edits', async () => {
    const { services, read, publish } = await setUp();
    const stored = await read();
    expect(stored).toMatchObject({ version: 1, publishedVersion: 1, draft: null });
    expect(stored.published).toEqual(defaultPageCopy('home'));
    const edited = { ...defaultPageCopy('home'), hero: { ...defaultPageCopy('home').hero, title: 'Edited' } };
    expect((await publish('home', edited, 1)).status).toBe(200);
    expect((await applySeed(database.db, siteSeedItems({ config: services.config }))).inserted).toEqual([]);
    await prepareSite(services);
    expect((await read()).published.hero).toMatchObject({ title: 'Edited' });
  });

  it('keeps a draft from visitors, shows it to an editor asking ?preview=draft (noindex, private), and publishes it at once', async () => {
    const { services, staff, read, draft, publish } = await setUp();
    const copy = structuredClone(defaultPageCopy('home'));
    copy.hero.title = 'A drafted hero title';
    const saved = await draft('home', copy, 1);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, publishedVersion: 1 });
    expect(await homeTitle(services)).toBe(defaultPageCopy('home').hero.title);

    // A visitor asking for the draft gets the published page.
    const visitor = pageContext(services, '/?preview=draft');
    expect(((await loadHomePage(visitor)).props.copy as PageCopyOf<'home'>).hero.title).toBe(defaultPageCopy('home').hero.title);
    // The editor sees the draft, marked as a preview, kept out of search engines and every cache.
    const editor = {
      ...pageContext(services, '/?preview=draft'),
      request: new Request('http://x/', { headers: { cookie: staff.cookie } }),
    };
    const preview = await loadHomePage(editor);
    expect((preview.props.copy as PageCopyOf<'home'>).hero.title).toBe('A drafted hero title');
    expect(preview.meta).toMatchObject({ noindex: true });
    expect(preview.meta.title).toMatch(/^Preview: /);
    expect(editor.response.headers.get('Cache-Control')).toContain('no-store');

    expect((await publish('home', copy, (await read()).version)).status).toBe(200);
    expect(await homeTitle(services)).toBe('A drafted hero title');
    expect((await read()).draft).toBeNull();
  });

  it('refuses a save started from an older version with 409, storing nothing', async () => {
    const { read, draft } = await setUp();
    const copy = structuredClone(defaultPageCopy('about'));
    copy.valuesHeading = 'First';
    expect((await draft('about', copy, 1)).status).toBe(200);
    copy.valuesHeading = 'Second';
    const late = await draft('about', copy, 1);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PAGES_MESSAGES.conflict);
    expect(late.body.conflict).toMatchObject({ savedBy: 'editor@calderrowe.com.au', version: 2 });
    expect((await read('about')).draft?.valuesHeading).toBe('First');
  });

  it('refuses a page without its H1 or with a broken link, naming the field, and changes nothing', async () => {
    const { read, draft, publish } = await setUp();
    const copy = structuredClone(defaultPageCopy('business-sales'));
    copy.hero.title = '';
    const noTitle = await publish('business-sales', copy, 1);
    expect(noTitle.status).toBe(422);
    expect(noTitle.body).toMatchObject({
      message: 'Hero title is required',
      fields: { 'copy.hero.title': 'Hero title is required' },
    });
    copy.hero.title = 'Business Sales';
    copy.cta.primaryButton.link = 'javascript:alert(1)';
    const badLink = await draft('business-sales', copy, 1);
    expect(badLink.status).toBe(422);
    expect(badLink.body.fields).toEqual({ 'copy.cta.primaryButton.link': COPY_MESSAGES.badLink('Primary button link') });
    expect(await read('business-sales')).toMatchObject({ version: 1, draft: null });
  });

  it('publishes a story paragraph with bold words and a link, which the About page shows as such, cleaned', async () => {
    const { services, publish } = await setUp();
    const copy = structuredClone(defaultPageCopy('about'));
    copy.story.paragraphs[0] =
      'We sell <strong>recruitment</strong> firms &amp; <em>only</em> those: <a href="/contact" onclick="alert(1)">talk to us</a><script>alert(2)</script>.';
    expect((await publish('about', copy, 1)).status).toBe(200);
    const page = await loadAboutPage(pageContext(services, '/about'));
    const html = renderToStaticMarkup(createElement(AboutIntro, { copy: page.props.copy, images: page.props.images }));
    expect(html).toContain(
      '<p class="rich-text mt-5 text-lg leading-8 text-slate-700">We sell <strong>recruitment</strong> firms &amp; <em>only</em> those: <a href="/contact">talk to us</a>.</p>',
    );
    expect(html).not.toContain('alert');
  });

  it('refuses a story link that is not a site path or an https address, naming the field, and changes nothing', async () => {
    const { read, publish } = await setUp();
    const copy = structuredClone(defaultPageCopy('about'));
    copy.story.paragraphs[1] = 'Read <a href="javascript:alert(1)">this</a>.';
    const refused = await publish('about', copy, 1);
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({ 'copy.story.paragraphs.1': COPY_MESSAGES.badLink('Paragraph link') });
    expect(await read('about')).toMatchObject({ version: 1, draft: null });
  });

  it('answers 404 for a page that is not editable', async () => {
    const { call } = await setUp();
    const answer = await call(getPage, 'GET', '/api/admin/pages/admin', { params: { page: 'admin' } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(PAGES_MESSAGES.notFound);
  });

  it('refuses a viewer’s save with 403 and stores nothing', async () => {
    const { read, draft } = await setUp('viewer');
    const answer = await draft('home', defaultPageCopy('home'), 1);
    expect(answer.status).toBe(403);
    expect((await read()).version).toBe(1);
  });

  it('lists every version with what it changed and restores an earlier one as the newest, published, with audit rows for each change', async () => {
    const { services, call, read, publish } = await setUp();
    const copy = structuredClone(defaultPageCopy('business-sales'));
    const original = copy.benefits.items[0]?.title;
    copy.benefits.items[0] = { title: 'A new first benefit', description: 'Why it matters.' };
    expect((await publish('business-sales', copy, 1)).status).toBe(200);
    const shown = await loadServicePage(pageContext(services, '/services/business-sales', { service: 'business-sales' }));
    if (shown instanceof Response) throw new Error('the page must render');
    expect(shown.props.page.benefits.items[0]?.title).toBe('A new first benefit');

    const history = (
      await call(listRevisions, 'GET', '/api/admin/pages/business-sales/revisions', { params: { page: 'business-sales' } })
    ).body.revisions as PageCopyRevision[];
    expect(history.map((revision) => [revision.version, revision.reason, revision.changed])).toEqual([
      [2, 'publish', ['benefits.items.0.title', 'benefits.items.0.description']],
      [1, 'seed', []],
    ]);
    const first = history[1];
    const restored = await call(restoreRevision, 'POST', '/api/admin/pages/business-sales/revisions/x/restore', {
      params: { page: 'business-sales', id: first?.id ?? '' },
      body: { version: 2 },
    });
    expect(restored.status).toBe(200);
    expect((await read('business-sales')).published.benefits.items[0]?.title).toBe(original);
    const again = await loadServicePage(pageContext(services, '/services/business-sales', { service: 'business-sales' }));
    if (again instanceof Response) throw new Error('the page must render');
    expect(again.props.page.benefits.items[0]?.title).toBe(original);

    const audit = (await listAuditLog(database.db)).filter((entry) => entry.entityType === 'page_copy');
    expect(audit.map((entry) => entry.action)).toEqual(['page.restore', 'page.publish']);
    expect(audit[0]?.details).toMatchObject({ version: 3, restoredVersion: 1 });
    expect(audit[1]?.details).toMatchObject({ version: 2, changed: 'benefits.items.0.title, benefits.items.0.description' });
  });

  it('shows a published card title on the home page, the services page and the menus, and a drafted one only in a preview', async () => {
    const { services, staff, read, draft, publish } = await setUp();
    const home = async (path = '/', cookie?: string) => {
      const astro = {
        ...pageContext(services, path),
        ...(cookie ? { request: new Request('http://x/', { headers: { cookie } }) } : {}),
      };
      return renderToStaticMarkup(createElement(HomePage, (await loadHomePage(astro)).props));
    };
    const servicesPage = async () =>
      renderToStaticMarkup(createElement(ServicesPage, (await loadServicesPage(pageContext(services, '/services'))).props));
    expect(await home()).toContain('>Business Sales</h3>');
    expect(await servicesPage()).toContain('Learn More About Business Sales');

    const copy = structuredClone(defaultPageCopy('business-sales'));
    copy.card = { title: 'Selling Your Agency', description: 'We sell it. Then we celebrate.', benefits: ['A buyer who pays'] };
    copy.seo.metaDescription = '';
    expect((await draft('business-sales', copy, 1)).status).toBe(200);
    expect(await home()).not.toContain('Selling Your Agency');
    expect(await home('/?preview=draft', staff.cookie)).toContain('>Selling Your Agency</h3>');

    expect((await publish('business-sales', copy, (await read('business-sales')).version)).status).toBe(200);
    const shownHome = await home();
    expect(shownHome).toContain('>Selling Your Agency</h3>');
    expect(shownHome).toContain('We sell it.</p>');
    expect(shownHome).not.toContain('>Business Sales</h3>');
    // The link and image stay the service's own, whatever its title.
    expect(shownHome).toContain('href="/services/business-sales"');
    const shownServices = await servicesPage();
    expect(shownServices).toContain('>Selling Your Agency</h2>');
    expect(shownServices).toContain('We sell it. Then we celebrate.');
    expect(shownServices).toContain('A buyer who pays');
    expect(shownServices).toContain('Learn More About Selling Your Agency');
    expect(shownServices).not.toContain('Expert negotiation of price, earn-outs and terms');
    const menu = await publishedServiceCards(services.pageCopy);
    expect(menu.find((card) => card.id === 'business-sales')).toMatchObject({
      title: 'Selling Your Agency',
      link: '/services/business-sales',
      image: '/images/site/services-business-sales.svg',
    });
    // The page's own description falls back to its card's when its meta description is empty.
    const page = await loadServicePage(pageContext(services, '/services/business-sales', { service: 'business-sales' }));
    if (page instanceof Response) throw new Error('the page must render');
    expect(page.meta.description).toBe('We sell it. Then we celebrate.');
  });

  it('previews a drafted card in the services list and the home page’s grid, each as a draft (noindex, never cached)', async () => {
    const { services, staff, draft } = await setUp();
    const copy = structuredClone(defaultPageCopy('business-sales'));
    copy.card = { ...copy.card, title: 'Selling Your Agency' };
    expect((await draft('business-sales', copy, 1)).status).toBe(200);
    const asEditor = (path: string) => ({
      ...pageContext(services, path),
      request: new Request(`http://x${path}`, { headers: { cookie: staff.cookie } }),
    });

    // Neither page has a draft of its own words: asked for the draft, each shows the drafted card, as a preview.
    const list = asEditor('/services?preview=draft');
    const servicesPreview = await loadServicesPage(list);
    expect(renderToStaticMarkup(createElement(ServicesPage, servicesPreview.props))).toContain('>Selling Your Agency</h2>');
    const home = asEditor('/?preview=draft');
    const homePreview = await loadHomePage(home);
    expect(renderToStaticMarkup(createElement(HomePage, homePreview.props))).toContain('>Selling Your Agency</h3>');
    for (const [page, astro] of [
      [servicesPreview, list],
      [homePreview, home],
    ] as const) {
      expect(page.meta).toMatchObject({ noindex: true, title: expect.stringMatching(/^Preview: /) });
      expect(astro.response.headers.get('Cache-Control')).toContain('no-store');
    }

    // Without ?preview=draft the same editor sees the published card, and the page stays public.
    const plain = asEditor('/services');
    const published = await loadServicesPage(plain);
    expect(renderToStaticMarkup(createElement(ServicesPage, published.props))).not.toContain('Selling Your Agency');
    expect(published.meta.noindex).toBeFalsy();
  });

  it('reads a service page stored before its card existed with today’s card, keeping the staff’s other edits', async () => {
    const { services, read, publish } = await setUp();
    const { card: _, ...before } = structuredClone(defaultPageCopy('value-optimisation'));
    before.hero.title = 'Value, Optimised';
    await database.db
      .updateTable('page_copy')
      .set({ published: JSON.stringify(before) })
      .where('page', '=', 'value-optimisation')
      .execute();
    await services.contentChanged();

    const stored = await read('value-optimisation');
    expect(stored.published.hero.title).toBe('Value, Optimised');
    expect(stored.published.card).toEqual(serviceCardSeed['value-optimisation']);
    const shown = renderToStaticMarkup(
      createElement(ServicesPage, (await loadServicesPage(pageContext(services, '/services'))).props),
    );
    expect(shown).toContain('>Value Optimisation</h2>');
    expect(shown).toContain(serviceCardSeed['value-optimisation'].benefits[0]);
    const page = await loadServicePage(pageContext(services, '/services/value-optimisation', { service: 'value-optimisation' }));
    if (page instanceof Response) throw new Error('the page must render');
    expect(page.props.page.hero.title).toBe('Value, Optimised');

    // Publishing from the editor stores the card with the rest.
    const edited = { ...stored.published, card: { ...stored.published.card, title: 'Raise Your Multiple' } };
    expect((await publish('value-optimisation', edited, stored.version)).status).toBe(200);
    const row = await database.db
      .selectFrom('page_copy')
      .select('published')
      .where('page', '=', 'value-optimisation')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.published).card.title).toBe('Raise Your Multiple');
  });

  it('lays the SEO fields over the generated head and falls back to it when they are empty', async () => {
    const { services, publish } = await setUp();
    const generated = await loadHomePage(pageContext(services, '/'));
    expect(generated.meta.noindex).toBeFalsy();
    const copy = structuredClone(defaultPageCopy('home'));
    copy.seo = {
      metaTitle: 'Sell your agency',
      metaDescription: 'A short description.',
      socialImage: '',
      canonical: 'https://www.example.com/home',
      noindex: true,
    };
    expect((await publish('home', copy, 1)).status).toBe(200);
    const page = await loadHomePage(pageContext(services, '/'));
    expect(page.meta).toMatchObject({
      title: 'Sell your agency',
      description: 'A short description.',
      canonical: 'https://www.example.com/home',
      noindex: true,
    });
    expect(generated.meta.description).not.toBe('A short description.');
  });

  it('shares a chosen library image with its alt text, and refuses an image the library does not hold', async () => {
    const { services, read, publish } = await setUp();
    const image = await database.db
      .selectFrom('website_images')
      .select(['id', 'public_url', 'alt_text'])
      .where('alt_text', 'is not', null)
      .executeTakeFirstOrThrow();
    const copy = structuredClone(defaultPageCopy('home'));
    copy.seo.socialImage = 'no-such-image';
    const refused = await publish('home', copy, 1);
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({ 'copy.seo.socialImage': SOCIAL_IMAGE_UNKNOWN });
    expect((await read()).version).toBe(1);

    copy.seo.socialImage = image.id;
    expect((await publish('home', copy, 1)).status).toBe(200);
    const page = await loadHomePage(pageContext(services, '/'));
    expect(page.meta).toMatchObject({ image: image.public_url, imageAlt: image.alt_text });
  });

  it('leaves a page hidden from search engines out of the sitemap', async () => {
    const { services, publish } = await setUp();
    const loc = (path: string) => `<loc>${services.config.siteUrl}${path}</loc>`;
    expect(await (await sitemapResponse(services)).text()).toContain(loc('/about'));
    const copy = structuredClone(defaultPageCopy('about'));
    copy.seo.noindex = true;
    expect((await publish('about', copy, 1)).status).toBe(200);
    const sitemap = await (await sitemapResponse(services)).text();
    expect(sitemap).not.toContain(loc('/about'));
    expect(sitemap).toContain(loc('/services'));
  });
});
