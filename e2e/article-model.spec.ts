// Issue 22's article model in the browser: an editor uploads a library image from the insight dialog,
// picks it with alt text and a team member as author, and publishes; the public article shows the
// image's variants (srcset) with that alt text and a byline linking to the About page's team slide,
// and passes axe. Renaming a published insight's address makes the old address answer 301.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { openAsAdmin } from './staff.ts';

const runId = Date.now().toString(36);

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function openInsights(page: Page) {
  await openAsAdmin(page, '/admin/insights');
  await waitForIsland(page, 'InsightsScreen');
  await expect(page.getByText(/^Showing [\d,]+ of [\d,]+ insights$/)).toBeVisible();
}

async function fillInsight(page: Page, title: string) {
  await page.getByRole('button', { name: 'Create Insight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Insight' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Excerpt').fill('What a buyer checks first.');
  await dialog.getByRole('textbox', { name: 'Content' }).fill('The body of the article.');
  await dialog.getByLabel('Category').selectOption({ label: 'Valuation' });
  await dialog.getByLabel('Read Time').fill('4 min read');
  await dialog.getByLabel('Status').selectOption({ label: 'Published' });
  return dialog;
}

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

test.describe('the article model', () => {
  test('an editor picks a library image and an author; the article shows the image’s variants, alt text and byline', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = `Library Image ${runId}`;
    await openInsights(page);
    const dialog = await fillInsight(page, title);

    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a5d8f' } })
      .jpeg()
      .toBuffer();
    await dialog
      .getByLabel('Upload an image')
      .setInputFiles({ name: `${runId}-cover.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog.getByRole('radio', { name: /^Use /, checked: true })).toBeVisible({ timeout: 20_000 });
    await dialog.getByLabel('Alt Text').fill('A signed sale agreement on a desk');
    await dialog.getByLabel('Author').selectOption({ label: 'David Calder (team member)' });
    await dialog.getByRole('button', { name: 'Create Insight' }).click();
    await expect(toast(page, 'Insight created successfully')).toBeVisible();

    await page.goto(`/resources/insights/${slugOf(title)}`);
    const image = page.locator('article picture img').first();
    await expect(image).toHaveAttribute('alt', 'A signed sale agreement on a desk');
    await expect(image).toHaveAttribute('src', /\.webp$/);
    const avif = page.locator('article picture source[type="image/avif"]').first();
    await expect(avif).toHaveAttribute('srcset', /\s\d+w(,|$)/);
    const byline = page.getByRole('link', { name: 'David Calder', exact: true });
    await expect(byline).toHaveAttribute('href', /^\/about#team-/);
    await expectNoAxeViolations(page);

    await byline.click();
    await expect(page).toHaveURL(/\/about#team-/);
    const anchor = new URL(page.url()).hash;
    await expect(page.locator(anchor)).toContainText('David Calder');
  });

  test('renaming a published insight’s address makes the old address redirect to the new one', async ({ page }) => {
    const title = `Old Address ${runId}`;
    await openInsights(page);
    const created = await fillInsight(page, title);
    await created.getByRole('button', { name: 'Create Insight' }).click();
    await expect(toast(page, 'Insight created successfully')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Insight' });
    const address = dialog.getByLabel('Address');
    await expect(address).toHaveValue(slugOf(title));
    await address.fill('Not An Address');
    await dialog.getByRole('button', { name: 'Update Insight' }).click();
    await expect(dialog.getByText(/may only use lower-case letters, digits and single dashes/)).toBeVisible();
    await address.fill(`new-address-${runId}`);
    await dialog.getByRole('button', { name: 'Update Insight' }).click();
    await expect(toast(page, 'Insight updated successfully')).toBeVisible();

    const old = await page.request.get(`/resources/insights/${slugOf(title)}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/resources/insights/new-address-${runId}`);
    await page.goto(`/resources/insights/${slugOf(title)}`);
    await expect(page).toHaveURL(new RegExp(`/resources/insights/new-address-${runId}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
