// The site search end to end: typo'd queries find the right articles with JavaScript off (the header's
// plain form and the /search page) and on (results as you type); an article unpublished in the admin
// leaves the results at once; the header's box is reached by keyboard (Tab, `/`, Ctrl+K) and passes axe.
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { openAsAdmin } from './staff.ts';

const runId = Date.now().toString(36);
const VALUATION_ARTICLE = 'How Recruitment Businesses Are Valued: A Guide to EBITDA Multiples';

const headerBox = (page: Page) => page.getByRole('search', { name: 'Site' }).getByRole('searchbox', { name: 'Search the site' });
const results = (page: Page) => page.getByRole('main').getByRole('listitem');
/** The box's script has run (it marks the box when its listeners are in place). */
const boxReady = (page: Page) => page.locator('[data-site-search][data-ready]').waitFor({ state: 'attached' });

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('finds articles for typo’d queries from the header’s form, noindex, with the matched words marked', async ({ page }) => {
    await page.goto('/resources');
    await headerBox(page).fill('valuaton');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=valuaton$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: VALUATION_ARTICLE })).toBeVisible();
    await expect(page.getByRole('main').locator('mark').first()).toBeVisible();

    await page.goto('/search?q=recruitmnet');
    await expect(page.getByText(/^\d+ results for “recruitmnet”$/)).toBeVisible();
    await expect(results(page).first().locator('mark').first()).toHaveText(/recruitment/i);
    await expect(page.getByRole('searchbox', { name: 'Search articles and pages' })).toHaveValue('recruitmnet');
  });

  test('says No results with the newest insights and the categories to try', async ({ page }) => {
    await page.goto('/search?q=zebra+crossing');
    await expect(page.getByRole('heading', { name: 'No results for “zebra crossing”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The newest insights' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Valuation', exact: true })).toBeVisible();
  });
});

test.describe('site search with JavaScript', () => {
  test('shows results as you type, and the down arrow reaches them', async ({ page }) => {
    await page.goto('/about');
    await boxReady(page);
    await headerBox(page).pressSequentially('valuaton', { delay: 20 });
    // The first five results: other specs may have published valuation articles that rank above the seeded one.
    const found = page.getByRole('search', { name: 'Site' }).getByRole('link', { name: /Valu/ }).first();
    await expect(found).toBeVisible();
    await headerBox(page).press('ArrowDown');
    await expect(page.getByRole('search', { name: 'Site' }).getByRole('link').first()).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(found).toBeHidden();

    await headerBox(page).fill('recruitmnet');
    await expect(
      page
        .getByRole('search', { name: 'Site' })
        .getByRole('link', { name: /Recruitment/ })
        .first(),
    ).toBeVisible();
  });

  test('reaches the header’s box by Tab, `/` and Ctrl+K, and passes axe', async ({ page }) => {
    // Three pages and two axe runs: more than the default time on a busy machine.
    test.slow();
    await page.goto('/');
    await boxReady(page);
    await page.keyboard.press('/');
    await expect(headerBox(page)).toBeFocused();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+k');
    await expect(headerBox(page)).toBeFocused();
    // By Tab: the skip link, the home link, then the box.
    await page.goto('/');
    let reached = false;
    for (let tab = 0; tab < 4 && !reached; tab += 1) {
      await page.keyboard.press('Tab');
      reached = await headerBox(page).evaluate((box) => box === document.activeElement);
    }
    expect(reached).toBe(true);
    await expectNoAxeViolations(page);
    await page.goto('/search?q=valuation');
    await expectNoAxeViolations(page);
  });

  test('drops an article unpublished in the admin from the results at once', async ({ page, browser }) => {
    // A sign-in, the insights screen and two visitor pages.
    test.slow();
    const word = `numbat${runId}`;
    const title = `Numbat ${word} guide`;
    await openAsAdmin(page, '/admin/insights');
    await waitForIsland(page, 'InsightsScreen');
    await page.getByRole('button', { name: 'Create Insight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Insight' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Excerpt').fill('A summary for owners.');
    await dialog.getByRole('textbox', { name: 'Content' }).fill('The body of the article.');
    await dialog.getByLabel('Category').selectOption({ label: 'Valuation' });
    await dialog.getByLabel('Read Time').fill('4 min read');
    await dialog.getByLabel('Status').selectOption({ label: 'Published' });
    await dialog.getByRole('button', { name: 'Create Insight' }).click();
    await expect(dialog).toBeHidden();

    const visitor = await browser.newPage();
    await visitor.goto(`/search?q=${word}`);
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    const card = page
      .getByRole('list', { name: 'Insights' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Insight' });
    await edit.getByLabel('Status').selectOption({ label: 'Draft' });
    await edit.getByRole('button', { name: 'Update Insight' }).click();
    await expect(edit).toBeHidden();

    await visitor.goto(`/search?q=${word}`);
    await expect(visitor.getByRole('heading', { name: `No results for “${word}”` })).toBeVisible();
    const answer = await visitor.request.get(`/api/search?q=${word}`);
    expect(((await answer.json()) as { total: number }).total).toBe(0);
    await visitor.close();
  });

  test('counts a submitted search and one that found nothing on the analytics screen', async ({ page, browser }) => {
    const term = `kookaburra ${runId}`;
    const visitor = await browser.newPage();
    await visitor.goto(`/search?q=${encodeURIComponent(term)}`);
    await expect(visitor.getByRole('heading', { name: `No results for “${term}”` })).toBeVisible();
    await visitor.close();

    await openAsAdmin(page, '/admin/analytics');
    await waitForIsland(page, 'AnalyticsScreen');
    // Counts reach the database in batches every few seconds: ask again until this one has.
    await expect(async () => {
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await expect(
        page.getByRole('region', { name: 'Searches with no results' }).getByRole('row').filter({ hasText: term }),
      ).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(
      page.getByRole('region', { name: 'Site search terms' }).getByRole('row').filter({ hasText: term }),
    ).toBeVisible();
  });
});
