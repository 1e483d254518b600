// Analytics end to end: a visitor's view of an article, arriving from a LinkedIn campaign, and their
// use of the calculator are counted by the beacon (no cookie set) and show on the analytics screen
// under the article, its source and the calculator; the screen passes axe in its chart and table views.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { openAsAdmin } from './staff.ts';

test('a visit to an article is counted and shows on the analytics screen', async ({ browser, page, request }) => {
  const { insights } = (await (await request.get('/api/insights')).json()) as { insights: { id: string; title: string }[] };
  const article = insights[0];
  if (!article) throw new Error('no published insight to visit');

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  const beacon = visit.waitForResponse((response) => response.url().endsWith('/api/analytics/hit'));
  await visit.goto(`/resources/insights/${article.id}?utm_source=linkedin&utm_campaign=q4`);
  const answer = await beacon;
  expect(answer.status()).toBe(204);
  expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({
    p: `/resources/insights/${article.id}`,
    l: 1,
    s: 'linkedin',
    c: 'q4',
  });
  // The next page of the visit sends its path only; the calculator's first valuation is counted once.
  const calculatorView = visit.waitForResponse((response) => response.url().endsWith('/api/analytics/hit'));
  await visit.goto('/resources/valuation-calculator');
  expect(JSON.parse((await calculatorView).request().postData() ?? '{}')).toEqual({ p: '/resources/valuation-calculator' });
  await waitForIsland(visit, 'Calculator');
  const use = visit.waitForResponse((response) => response.url().endsWith('/api/analytics/hit'));
  await visit.getByLabel('Annual Net Profit').fill('750000');
  const counted = await use;
  expect(counted.status()).toBe(204);
  expect(JSON.parse(counted.request().postData() ?? '{}')).toEqual({ p: '/resources/valuation-calculator', e: 'calculator' });
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();

  await openAsAdmin(page, '/admin/analytics');
  await waitForIsland(page, 'AnalyticsScreen');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  // Counts reach the database in batches every few seconds: ask again until this one has.
  const articles = page.getByRole('region', { name: 'Top articles' });
  const calculatorUses = page.locator('dt', { hasText: 'Calculator uses' }).locator('xpath=following-sibling::dd');
  await expect(async () => {
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(articles.getByRole('row').filter({ hasText: article.title })).toBeVisible({ timeout: 1000 });
    await expect(calculatorUses).not.toHaveText('0', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'UTM sources' }).getByRole('row').filter({ hasText: 'linkedin' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'UTM campaigns' }).getByRole('row').filter({ hasText: 'q4' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The chart's table view holds the same figures.
  await page.getByRole('button', { name: 'Show table of visitors and views over time' }).click();
  await expect(
    page.getByRole('region', { name: 'Visitors and views over time' }).getByRole('columnheader', { name: 'Visitors' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of top articles' }).click();
  expect((await download).suggestedFilename()).toMatch(/^analytics_top_articles_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
});
