import { expect, test } from '@playwright/test';
import { PUBLIC_FEED_LIMIT, PUBLIC_PAGE_SIZE } from '../src/features/insights/insights.server.ts';
import { PAGE_SHOWN_EVENT, PAGE_SHOWN_FLAG } from '../src/features/public-shell/page-shown-event.ts';
import { bumpContentVersion } from '../src/platform/db/content-version.ts';
import { expectNoAxeViolations } from './axe.ts';
import { withE2eDatabase } from './database.ts';
import { waitForIsland } from './hydration.ts';

const routes: { path: string; heading: RegExp | string; title: RegExp }[] = [
  { path: '/', heading: 'Maximising Value for Recruitment & Staffing Firms', title: /M&A Advisory for Recruitment & Staffing/ },
  { path: '/about', heading: 'About', title: /Recruitment Industry M&A Advisory Experts/ },
  { path: '/services', heading: 'Our Services', title: /Our Services/ },
  { path: '/services/sale-ready-assessments', heading: 'Sale-Ready Assessments', title: /Sale-Ready/ },
  { path: '/services/value-optimisation', heading: 'Value Optimisation', title: /Value Optimisation/ },
  { path: '/services/business-sales', heading: 'Business Sales', title: /Sell|Sales/ },
  { path: '/services/business-purchases', heading: 'Business Purchases', title: /Buy|Purchase|Acquisition/ },
  { path: '/resources', heading: 'Resources', title: /Resources/ },
  { path: '/resources/valuation-calculator', heading: 'Business Valuation Calculator', title: /Valuation Calculator/ },
  { path: '/resources/insights', heading: 'Insights', title: /Insights/ },
];

test.describe('every public page', () => {
  // One test per page, each checking both widths in one visit: a single test over every page outgrew its
  // time limit on a busy machine.
  for (const route of routes) {
    test(`${route.path} has its heading, its own meta tags and no accessibility violations, on a desktop and at 390 px`, async ({
      page,
    }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\w/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${route.path === '/' ? '/' : route.path}$`),
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        new RegExp(`${route.path === '/' ? '/' : route.path}$`),
      );
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', route.title);
      for (const image of await page.locator('main img').all()) {
        expect(await image.getAttribute('width'), 'image width').toBeTruthy();
        expect(await image.getAttribute('height'), 'image height').toBeTruthy();
      }
      await expectNoAxeViolations(page);
      // The same page on a phone: its layout follows the viewport through CSS alone (no script of the
      // site reads the width), so narrowing the window shows what a page loaded at 390 px shows.
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page);
      // A script or style the Content-Security-Policy blocks shows up here.
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the bundled hero artwork is inline and the other images load lazily', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main > section').first().locator('svg')).toHaveCount(1);
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThan(0);
    for (const image of await images.all()) await expect(image).toHaveAttribute('loading', 'lazy');
  });

  test('an article preloads its image once, from the head, and loads it first', async ({ page }) => {
    const response = await page.goto('/resources/insights/how-recruitment-businesses-are-valued-ebitda-multiples');
    await expect(page.locator('main img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
      'href',
      /\/images\/insights\/valuation-guide\.svg$/,
    );
    expect(response?.headers().link).toBeUndefined();
  });
});

test.describe('home, about and services', () => {
  test('the home page links each service card to a slug of its title', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('link', { name: 'Our Services', exact: true })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('link', { name: 'Learn More about Business Sales' })).toHaveAttribute(
      'href',
      '/services/business-sales',
    );
    await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  });

  test('the about page shows its subtitle, values, approach and the team carousel', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('Australia’s Leading M&A Advisory for Recruitment & Staffing Businesses')).toBeVisible();
    for (const value of ['Industry Specialisation', 'Client-Centric Approach', 'Integrity & Transparency', 'Excellence']) {
      await expect(page.getByRole('heading', { name: value })).toBeVisible();
    }
    for (const step of ['Understanding Your Goals', 'Strategic Assessment', 'Tailored Strategy', 'Expert Execution']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    const carousel = page.getByRole('region', { name: 'Our team', exact: true });
    await expect(carousel.getByRole('heading', { name: 'David Calder' })).toBeVisible();
    await expect(carousel.getByText('Executive Director')).toBeVisible();
    // The sample bio has line breaks, so it is a list without the leading dashes.
    await expect(carousel.getByRole('listitem').first()).toHaveText(/^Chartered accountant \(CA ANZ\)/);
    await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  });

  test('the services page alternates sections with four key benefits and a Learn More link each', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Key Benefits:' })).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Learn More About Value Optimisation' })).toHaveAttribute(
      'href',
      '/services/value-optimisation',
    );
  });

  test('the service pages carry their process, drivers and stages', async ({ page }) => {
    await page.goto('/services/value-optimisation');
    for (const driver of [
      'Financial Performance',
      'Team Structure',
      'Client Diversification',
      'Systems & Processes',
      'Growth Strategy',
      'Legal & Compliance',
    ]) {
      await expect(page.getByRole('heading', { name: driver, exact: true })).toBeVisible();
    }
    for (const step of [
      'Diagnostic Assessment',
      'Strategic Planning',
      'Implementation Support',
      'Progress Monitoring',
      'Value Reassessment',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(step) })).toBeVisible();
    }
    await page.goto('/services/business-sales');
    for (const stage of [
      'Preparation & Valuation',
      'Marketing & Buyer Identification',
      'NDA & Information Sharing',
      'Offer Management',
      'Due Diligence Support',
      'Deal Completion',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(stage) })).toBeVisible();
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toEqual([
      'ProfessionalService',
      'BreadcrumbList',
      'Service',
      'FAQPage',
    ]);
  });

  test('an unknown service is the 404 page', async ({ page }) => {
    const response = await page.goto('/services/tax-returns');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('resources and insights', () => {
  test('the hub shows the calculator, two tools coming soon and the three latest insights', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('link', { name: 'Try Calculator' })).toHaveAttribute('href', '/resources/valuation-calculator');
    await expect(page.getByText('Coming Soon')).toHaveCount(2);
    const latest = page.getByTestId('latest-insights').getByRole('listitem');
    await expect(latest).toHaveCount(3);
    await expect(latest.first().getByRole('link', { name: /Read More/ })).toHaveAttribute('href', /\/resources\/insights\/.+/);
    await expect(page.getByRole('link', { name: 'View All Insights' })).toHaveAttribute('href', '/resources/insights');
    await expect(page.getByRole('link', { name: 'Speak With An Expert' })).toHaveAttribute('href', '/contact');
  });

  test('a card opens the detail dialog, which links to the article page', async ({ page }) => {
    await page.goto('/resources/insights');
    await waitForIsland(page, 'InsightsExplorer');
    // The cards, not the category links above them.
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('[data-insight-card]') });
    // The 15 seeded articles (and any the editor tests publish meanwhile) fill more than one page.
    await expect(cards).toHaveCount(PUBLIC_PAGE_SIZE);
    const firstTitle = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards
      .first()
      .getByRole('link', { name: /Read More/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: firstTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await cards
      .first()
      .getByRole('link', { name: /Read More/ })
      .click();
    await page.getByRole('link', { name: 'Read the Full Article' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
  });

  test('an article shows its details, a long Australian date and Article JSON-LD', async ({ page }) => {
    const response = await page.goto('/resources/insights/how-recruitment-businesses-are-valued-ebitda-multiples');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: '← Back to Insights' })).toHaveAttribute('href', '/resources/insights');
    // The first of each: the related articles under it show their own categories and dates.
    await expect(page.getByText('Valuation Guide', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('18 February 2025').first()).toBeVisible();
    await expect(page.getByText('David Calder')).toBeVisible();
    await expect(page.locator('.article-body')).toContainText('3-8x');
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text)['@type'],
    );
    expect(types).toContain('Article');
    await expectNoAxeViolations(page);
  });

  test('an unknown article says Article Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/resources/insights/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  });

  test('the insights API answers count and published insights', async ({ request }) => {
    const response = await request.get('/api/insights');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { count: number; insights: Record<string, unknown>[] };
    expect(body.count).toBe(body.insights.length);
    expect(Object.keys(body.insights[0] ?? {}).sort()).toEqual(
      ['author', 'category', 'content', 'date', 'excerpt', 'id', 'image_url', 'read_time', 'title'].sort(),
    );
  });

  test('the sitemap, robots.txt and RSS feed are served', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/resources/insights/how-recruitment-businesses-are-valued-ebitda-multiples</loc>');
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');
    const rss = await request.get('/rss.xml');
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    const feed = await rss.text();
    expect(feed).toContain('/resources/insights/how-recruitment-businesses-are-valued-ebitda-multiples</link>');
    // Every seeded article, and no more than the feed's bound, whatever the editor tests publish meanwhile.
    const items = feed.match(/<item>/g) ?? [];
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(items.length).toBeLessThanOrEqual(PUBLIC_FEED_LIMIT);
  });

  test('responses are compressed by Accept-Encoding', async ({ request }) => {
    const brotli = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    const gzip = await request.get('/api/insights', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });
});

test.describe('valuation calculator', () => {
  test('keeps only digits and dots and shows figures once profit is above 0', async ({ page }) => {
    await page.goto('/resources/valuation-calculator');
    await waitForIsland(page, 'Calculator');
    await expect(page.getByText('3-6x EBITDA')).toBeVisible();
    const input = page.getByLabel('Annual Net Profit');
    await input.fill('0');
    await expect(page.getByTestId('valuation-results')).toHaveCount(0);
    await input.fill('$500,000abc');
    await expect(input).toHaveValue('500000');
    await expect(page.getByTestId('valuation-lower')).toHaveText('$1,500,000');
    await expect(page.getByTestId('valuation-higher')).toHaveText('$3,000,000');
    await expect(page.getByTestId('valuation-multiplier')).toHaveText('4.5x');
    await expect(page.getByTestId('valuation-custom')).toHaveText('$2,250,000');
  });

  test('the slider sets the custom multiple from 3 to 6 in 0.1 steps', async ({ page }) => {
    await page.goto('/resources/valuation-calculator');
    await waitForIsland(page, 'Calculator');
    await page.getByLabel('Annual Net Profit').fill('1234567');
    const slider = page.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('valuation-multiplier')).toHaveText('4.6x');
    await expect(page.getByTestId('valuation-custom')).toHaveText('$5,679,008');
    await page.keyboard.press('End');
    await expect(page.getByTestId('valuation-custom')).toHaveText('$7,407,402');
    await page.keyboard.press('Home');
    await expect(page.getByTestId('valuation-multiplier')).toHaveText('3.0x');
    await expect(page.getByTestId('valuation-custom')).toHaveText('$3,703,701');
  });

  test('"Discuss this valuation" carries the figures into the contact form', async ({ page }) => {
    await page.goto('/resources/valuation-calculator');
    await waitForIsland(page, 'Calculator');
    await page.getByLabel('Annual Net Profit').fill('500000');
    const href = await page.getByRole('link', { name: 'Discuss this valuation' }).getAttribute('href');
    expect(decodeURIComponent(href ?? '')).toContain(
      '/contact?message=I used the valuation calculator with an annual net profit of $500,000.',
    );
  });
});

test.describe('logout', () => {
  test('clears storage and cookies, confirms, and goes to /admin after a second', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('a', '1');
      sessionStorage.setItem('b', '2');
      // biome-ignore lint/suspicious/noDocumentCookie: the test plants a cookie the logout page must clear.
      document.cookie = 'visible=1; path=/';
    });
    await page.goto('/logout');
    await expect(page.getByText('Logout Successful!')).toBeVisible();
    await expect(page.getByText('You have been successfully logged out. Redirecting to home page...')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('visible');
    await expect(page.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
    await page.waitForURL(/\/admin$/, { timeout: 5000 });
  });

  test('leaves no storage behind when the page is shown only after the logout ran', async ({ page }) => {
    // The page's clock stands still, so it is not shown (nor redirected) until the test says so: on a slow
    // device the analytics beacon notes the visit's landing in sessionStorage at that moment, after the
    // island has cleared the storage.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/logout');
    await expect(page.getByText('Logout Successful!')).toBeVisible();
    await page.evaluate(
      ({ flag, event }) => {
        (window as unknown as Record<string, boolean>)[flag] = true;
        window.dispatchEvent(new Event(event));
      },
      { flag: PAGE_SHOWN_FLAG, event: PAGE_SHOWN_EVENT },
    );
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });

  test('continues when the server sign-out fails', async ({ page }) => {
    await page.route('**/api/auth/sign-out', (route) => route.abort());
    await page.goto('/logout');
    await expect(page.getByText('Logout Successful!')).toBeVisible();
  });

  test('Force Complete Logout runs the process again', async ({ page }) => {
    // The page's clock stands still, so the redirect a second after each logout never fires while the test clicks.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/logout');
    await expect(page.getByText('Logout Successful!')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('again', '1'));
    await page.getByRole('button', { name: 'Force Complete Logout' }).click();
    await expect(page.getByText('Logout Successful!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});

test.describe('team carousel', () => {
  test('arrow keys and the buttons move between members, looping', async ({ page, request }) => {
    await withE2eDatabase(async (database) => {
      await database.db
        .insertInto('team_members')
        .values({
          id: 'e2e-second',
          name: 'Jordan Rowe',
          role: 'Director',
          bio: 'Leads buy-side mandates.',
          image_url: null,
          display_order: 2,
          created_at: new Date(),
          updated_at: new Date(),
        })
        .execute();
      // A change made outside the admin tells the page caches, as another instance would.
      await bumpContentVersion(database);
    });
    try {
      await expect.poll(async () => (await request.get('/about')).text(), { timeout: 10_000 }).toContain('Jordan Rowe');
      await page.goto('/about');
      const carousel = page.getByRole('region', { name: 'Our team', exact: true });
      await carousel.scrollIntoViewIfNeeded();
      await waitForIsland(page, 'TeamCarousel');
      const next = carousel.getByRole('button', { name: 'Next team member' });
      // The team screen's tests may add members meanwhile, so the count is read, not assumed.
      const counter = carousel.getByText(/^\d+ \/ \d+$/);
      await expect(counter).toHaveText(/^1 \/ \d+$/);
      const total = Number((await counter.textContent())?.split('/')[1]);
      expect(total).toBeGreaterThanOrEqual(2);
      await next.focus();
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`2 / ${total}`);
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(`1 / ${total}`);
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(`${total} / ${total}`);
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`1 / ${total}`);
      await carousel.getByRole('button', { name: 'Previous team member' }).click();
      await expect(counter).toHaveText(`${total} / ${total}`);
      await next.click();
      await expect(counter).toHaveText(`1 / ${total}`);
      await expect(carousel.getByRole('heading', { name: 'Jordan Rowe' })).toBeAttached();
    } finally {
      await withE2eDatabase(async (database) => {
        await database.db.deleteFrom('team_members').where('id', '=', 'e2e-second').execute();
        await bumpContentVersion(database);
      });
    }
  });
});
