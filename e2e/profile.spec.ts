// The profile end to end: an editor renames themselves and their next insight's byline shows the new
// name; an admin removes an account and that account's session in another browser ends at once; and
// the profile passes axe, including for an account without a role.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { confirmPasswordIfAsked, logIn, openAsAdmin } from './staff.ts';

const STAFF_PASSWORD = 'e2e-profile-password-1';
const runId = Date.now().toString(36);

/** Adds an account through User Management as the first admin, in a page of its own. */
async function addAccount(browser: Browser, email: string, role: 'Editor' | 'Viewer') {
  const page = await browser.newPage();
  await openAsAdmin(page, '/admin/users');
  await expect(page.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Admin User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(STAFF_PASSWORD);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await confirmPasswordIfAsked(page, page.getByText(`User ${email} created successfully with ${role.toLowerCase()} role.`));
  return page;
}

async function openProfile(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /@calderrowe\.com\.au/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await waitForIsland(page, 'ProfileScreen');
  await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
}

test('an editor changes their display name and the byline of their new insight shows it', async ({ page, browser }) => {
  const email = `profile-editor-${runId}@calderrowe.com.au`;
  await (await addAccount(browser, email, 'Editor')).close();

  await logIn(page, '/admin', email, STAFF_PASSWORD);
  await expect(page.getByRole('banner').getByText('EDITOR', { exact: true })).toBeVisible();
  await openProfile(page);
  await expect(page.getByText('This browser')).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `Avery Calder ${runId}`;
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByText(`Your display name is now ${name}. New insights you write carry it.`)).toBeVisible();

  await page.goto('/admin/insights');
  await waitForIsland(page, 'InsightsScreen');
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(name) })).toBeVisible();
  const title = `Byline check ${runId}`;
  await page.getByRole('button', { name: 'Create Insight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Insight' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Excerpt').fill('A summary for owners.');
  await dialog.getByRole('textbox', { name: 'Content' }).fill('The body of the article.');
  await dialog.getByLabel('Category').selectOption({ label: 'Valuation' });
  await dialog.getByLabel('Read Time').fill('4 min read');
  await dialog.getByLabel('Status').selectOption({ label: 'Published' });
  await dialog.getByRole('button', { name: 'Create Insight' }).click();
  await expect(page.getByText('Insight created successfully', { exact: true }).first()).toBeVisible();

  await page.goto(`/resources/insights/byline-check-${runId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(`By ${name}`)).toBeVisible();
});

test('an admin removes an account and its session in another browser ends at once', async ({ browser }) => {
  const email = `profile-leaving-${runId}@calderrowe.com.au`;
  const admin = await addAccount(browser, email, 'Viewer');

  const elsewhere = await browser.newContext();
  const leaving = await elsewhere.newPage();
  await logIn(leaving, '/admin', email, STAFF_PASSWORD);
  await expect(leaving.getByRole('banner').getByText('VIEWER', { exact: true })).toBeVisible();
  await openProfile(leaving);

  await admin.getByRole('button', { name: `Delete ${email}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Delete User' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await confirmPasswordIfAsked(admin, admin.getByText(`${email} was deleted.`));

  // The very next request of the removed account is refused, and the page shows the login form.
  const refused = await leaving.request.get('/api/admin/profile/sessions');
  expect(refused.status()).toBe(401);
  await leaving.reload();
  await expect(leaving.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  // The admin's own session carries on.
  await admin.reload();
  await expect(admin.getByRole('banner').getByText('ADMIN', { exact: true })).toBeVisible();
  await expect(admin.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
  await elsewhere.close();
  await admin.close();
});
