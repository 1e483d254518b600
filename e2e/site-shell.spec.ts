import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { waitForHeader } from './hydration.ts';

test.describe('site shell on a desktop', () => {
  test('a visitor sees the home page with the header, footer and the firm in the head', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maximising Value');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(footer).toContainText('Brisbane QLD 4000');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Calder & Rowe Advisory/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'ProfessionalService',
      address: { postalCode: '4000', addressLocality: 'Brisbane' },
    });
    await expectNoAxeViolations(page);
  });

  test('the logo loader finds the logo image with a HEAD request', async ({ page }) => {
    await page.goto('/');
    await waitForHeader(page);
    await expect(page.locator('header a[href="/"] img')).toHaveAttribute('src', '/images/logo.svg');
  });

  test('only one dropdown is open at a time and choosing a link closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHeader(page);
    const services = page.getByRole('button', { name: 'Services' });
    const resources = page.getByRole('button', { name: 'Resources' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#services-menu').getByRole('link', { name: 'Business Sales' })).toBeVisible();
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#services-menu')).toBeHidden();
    await page.locator('#resources-menu').getByRole('link', { name: 'Valuation Calculator' }).click();
    await expect(page).toHaveURL(/\/resources\/valuation-calculator$/);
  });

  test('the header’s script comes after the page, and a menu pressed before it opens once it has', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_astro/header-behaviour*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    // Not a script of the document's: asked for by the page's own script, after the load or the first press.
    await expect(page.locator('script[src*="header-behaviour"]')).toHaveCount(0);
    const services = page.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(requested.some((url) => url.includes('header-behaviour'))).toBe(true);
    release();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#services-menu').getByRole('link', { name: 'Business Sales' })).toBeVisible();
  });

  test('the menus work with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await waitForHeader(page);
    await expect(page.locator('header a[href="/"] img')).toBeVisible();
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#services-menu a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('clicking outside closes the open dropdown', async ({ page }) => {
    await page.goto('/');
    await waitForHeader(page);
    await page.getByRole('button', { name: 'Resources' }).click();
    await page.locator('main').click({ position: { x: 10, y: 300 } });
    await expect(page.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('four logo clicks within five seconds send the next Contact click to /admin', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHeader(page);
    const logo = page.getByRole('link', { name: 'Calder & Rowe Advisory home' });
    // The logo image appears once the header has hydrated; a click before that is a plain link.
    await expect(logo.locator('img')).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await logo.click();
      await page.clock.fastForward(1000);
    }
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('the count resets after five idle seconds, so Contact stays Contact', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHeader(page);
    const logo = page.getByRole('link', { name: 'Calder & Rowe Advisory home' });
    // The logo image appears once the header has hydrated; a click before that is a plain link.
    await expect(logo.locator('img')).toBeVisible();
    for (let i = 0; i < 3; i++) await logo.click();
    await page.clock.fastForward(5000);
    await logo.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('a fifth logo click restarts the count', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHeader(page);
    const logo = page.getByRole('link', { name: 'Calder & Rowe Advisory home' });
    // The logo image appears once the header has hydrated; a click before that is a plain link.
    await expect(logo.locator('img')).toBeVisible();
    for (let i = 0; i < 5; i++) await logo.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('site shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu shows its links and expanders, and its toggle closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHeader(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'About', 'Services', 'Contact'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    const serviceAreas = menu.getByRole('button', { name: 'Service Areas' });
    await serviceAreas.click();
    await expect(serviceAreas).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Value Optimisation' })).toBeVisible();
    await menu.getByRole('button', { name: 'Resources' }).click();
    await expect(menu.getByRole('link', { name: 'Insights' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('missing pages and old paths', () => {
  test('an unknown path answers 404 with suggestions from its keywords', async ({ page }) => {
    const response = await page.goto('/valuation-tools-2019');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or may have been moved.")).toBeVisible();
    await expect(page.getByTestId('not-found-suggestions').getByRole('link')).toHaveText(['Valuation Calculator']);
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });

  test('an unknown path without keywords offers Home, Services, Insights and About', async ({ page }) => {
    await page.goto('/nothing-here');
    await expect(page.getByTestId('not-found-suggestions').getByRole('link')).toHaveText([
      'Home',
      'Services',
      'Insights',
      'About Us',
    ]);
  });

  test('strange paths get the 404 page, never a stack trace', async ({ request }) => {
    for (const path of ['/..%2f..%2fetc/passwd', `/${'a'.repeat(2000)}`, '/admin-old/../../x']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const body = await response.text();
      expect(body).toContain('Page Not Found');
      expect(body).not.toMatch(/at .*\.(ts|js|mjs):\d+/);
    }
  });

  test('a malformed URL escape is a plain 400, never a stack trace', async ({ request }) => {
    const response = await request.get('/%E0%A4%A');
    expect(response.status()).toBe(400);
    expect(await response.text()).toBe('Bad request.');
  });

  for (const [from, to] of [
    ['/insights', '/resources/insights'],
    ['/images', '/admin/images'],
    ['/team', '/admin/team'],
    ['/users', '/admin/users'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to);
    });
  }

  test('every response carries the security headers', async ({ request }) => {
    for (const path of ['/', '/nothing-here', '/insights']) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
    const page = await request.get('/');
    expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });
});
