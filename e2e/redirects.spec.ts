// Redirects end to end: an editor adds a redirect on the Redirects screen and a visitor to the old
// address lands on the new one (answered before any page, then from the page cache); a live page is
// redirected only after a confirmation; an imported file is searched and paged 50 at a time on the
// server while the export still holds every row; the screen passes axe.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { confirmPasswordIfAsked, openAs, openAsAdmin } from './staff.ts';

const runId = Date.now().toString(36);
const EDITOR = `redirect-editor-${runId}@calderrowe.com.au`;
const PASSWORD = 'e2e-staff-password-1';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await openAsAdmin(page, '/admin/users');
  await page.getByRole('button', { name: 'Add Admin User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Email').fill(EDITOR);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Role').selectOption({ label: 'Editor' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await confirmPasswordIfAsked(page, page.getByText(`User ${EDITOR} created successfully with editor role.`));
  await page.close();
});

async function openRedirects(page: Page) {
  await openAs(page, '/admin/redirects', EDITOR, PASSWORD);
  await waitForIsland(page, 'RedirectsScreen');
  await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: '/insights Built in' })).toBeVisible();
}

async function addRedirect(page: Page, from: string, to: string, status: string) {
  await page.getByRole('button', { name: 'Add Redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Redirect' });
  await dialog.getByLabel('From').fill(from);
  await dialog.getByLabel('To').fill(to);
  await dialog.getByLabel('Status').selectOption(status);
  await dialog.getByRole('button', { name: 'Add Redirect' }).click();
  return dialog;
}

test('an editor adds a redirect and a visitor to the old address lands on the new one', async ({ page, browser }) => {
  await openRedirects(page);
  await expectNoAxeViolations(page);
  const from = `/old-services-${runId}`;
  const dialog = await addRedirect(page, `${from}/`, '/services', '308');
  await expect(page.getByText('Redirect added').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: from, exact: true })).toBeVisible();

  const visitor = await browser.newPage();
  const first = await visitor.request.get(from, { maxRedirects: 0 });
  expect(first.status()).toBe(308);
  expect(first.headers().location).toBe('/services');
  // Then from the page cache, like a page (once its copy is stored; other specs may clear it meanwhile).
  await expect
    .poll(async () => {
      const again = await visitor.request.get(from, { maxRedirects: 0 });
      return `${again.status()} ${again.headers().location} ${again.headers()['x-cache']}`;
    })
    .toBe('308 /services HIT');
  await visitor.goto(`${from}?ref=e2e`);
  await expect(visitor).toHaveURL(/\/services\?ref=e2e$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.close();

  await page.getByRole('searchbox', { name: 'Search' }).fill(`old-services-${runId}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: /^Showing 1 of [\d,]+ redirects$/ })).toBeVisible();
  await page.getByRole('button', { name: `Delete redirect from ${from}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Redirect deleted').first()).toBeVisible();
  const gone = await page.request.get(from, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
});

test('an editor is refused a loop and a plain http target, and is asked before redirecting a live page', async ({ page }) => {
  await openRedirects(page);
  const dialog = await addRedirect(page, '/resources/insights', '/insights', '301');
  await expect(
    dialog.getByText('/insights already redirects to /resources/insights: this redirect would make a loop'),
  ).toBeVisible();

  await dialog.getByLabel('From').fill(`/contact-${runId}`);
  await dialog.getByLabel('To').fill('http://example.com/');
  await dialog.getByRole('button', { name: 'Add Redirect' }).click();
  await expect(dialog.getByText('An address on another site must start with https://')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addRedirect(page, '/resources/valuation-calculator', '/contact', '302');
  const question = page.getByRole('alertdialog', { name: 'Redirect a live page?' });
  await expect(question.getByText('A live page answers /resources/valuation-calculator')).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  const response = await page.request.get('/resources/valuation-calculator', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test('an imported file is searched and paged on the server, and the export holds every row', async ({ page }) => {
  await openRedirects(page);
  // After /insights in From order, so the built-in row stays on the first page for the other tests.
  const prefix = `/paged-${runId}/`;
  const rows = Array.from({ length: 60 }, (_, at) => `${prefix}${String(at).padStart(2, '0')},/services,301`);
  await page.getByLabel('CSV file of redirects').setInputFiles({
    name: 'redirects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`from,to,status\n${rows.join('\n')}\n`),
  });
  await expect(page.getByText('60 redirects imported').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(prefix.toUpperCase());
  await expect(page.getByRole('status').filter({ hasText: /^Showing 60 of [\d,]+ redirects$/ })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Redirect pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(51);
  await expect(page.getByRole('cell', { name: `${prefix}00`, exact: true })).toBeVisible();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('cell', { name: `${prefix}59`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  // Every field quoted, as every CSV export writes it.
  const quoted = (row: string) =>
    row
      .split(',')
      .map((field) => `"${field}"`)
      .join(',');
  for (const row of rows) expect(csv).toContain(quoted(row));
  expect(csv).toContain(quoted('/insights,/resources/insights,301'));
});
