// Site Settings end to end: an admin changes the firm's phone number and every public page's footer
// (and the contact page) shows it at once, without a restart, although the pages were cached; then
// the earlier version is restored from the history. A refused value is shown beside its field and
// changes nothing. The screen passes axe. The two-instance version is in e2e/scale-out.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_COMPANY } from '../src/features/public-shell/company.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { openAsAdmin } from './staff.ts';

// Both tests change the one settings document: one after the other.
test.describe.configure({ mode: 'serial' });

const digits = String(Date.now() % 10_000).padStart(4, '0');
const NEW_PHONE = { phone: `(07) 3555 ${digits}`, phoneInternational: `+6173555${digits}` };

async function openSettings(page: Page) {
  await openAsAdmin(page, '/admin/settings');
  await waitForIsland(page, 'SettingsScreen');
  await expect(page.getByRole('heading', { name: 'Site Settings', level: 1 })).toBeVisible();
}

/** The footer's phone link on a public page, as a visitor (no staff cookie) gets it. */
async function footerPhone(visitor: Page, path: string) {
  await visitor.goto(path);
  return visitor.getByRole('contentinfo').getByRole('link', { name: /^\(07\)/ });
}

test('an admin changes the phone number and every public page shows it at once; History restores the earlier one', async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  // Cached first: the change must reach pages the page cache already holds.
  for (const path of ['/', '/about', '/services']) {
    await expect(await footerPhone(visitor, path)).toHaveText(DEFAULT_COMPANY.phone);
    await visitor.goto(path);
  }

  await openSettings(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Phone', { exact: true }).fill(NEW_PHONE.phone);
  await page.getByLabel('International phone').fill(NEW_PHONE.phoneInternational);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText(/^Site settings saved \(version \d+\)$/).first()).toBeVisible();

  try {
    for (const path of ['/', '/about', '/services', '/resources/insights']) {
      const link = await footerPhone(visitor, path);
      await expect(link, path).toHaveText(NEW_PHONE.phone);
      await expect(link).toHaveAttribute('href', `tel:${NEW_PHONE.phoneInternational}`);
    }
    await visitor.goto('/contact');
    await expect(
      visitor.getByRole('region', { name: 'Contact Information' }).getByRole('link', { name: NEW_PHONE.phone }),
    ).toHaveAttribute('href', `tel:${NEW_PHONE.phoneInternational}`);
  } finally {
    // Back to the seeded number through the history, as an admin undoing a mistake would.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Settings History' });
    const previous = history.getByRole('listitem').nth(1);
    await expect(previous).toBeVisible();
    await previous.getByRole('button', { name: /^Restore version \d+$/ }).click();
    await expect(page.getByText(/^Settings restored: version \d+$/).first()).toBeVisible();
  }
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(DEFAULT_COMPANY.phone);
  await expect(await footerPhone(visitor, '/')).toHaveText(DEFAULT_COMPANY.phone);
  await visitor.context().close();
});

test('a refused phone number is named beside its field and nothing is saved', async ({ page }) => {
  await openSettings(page);
  await page.getByLabel('Phone', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Phone is required')).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('(07) 3180 9999');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Phone and international phone must be the same number')).toBeVisible();
  await page.reload();
  await waitForIsland(page, 'SettingsScreen');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(DEFAULT_COMPANY.phone);
});
