// Signing in to the admin in the browser tests: the login form at any admin page, the password
// confirmation User Management asks for before account changes, and a staff account added there.
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';

export async function logIn(page: Page, path: string, username: string, password: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in as the first admin at `path` and waits for the admin header. */
export async function logInAsAdmin(page: Page, path = '/admin'): Promise<void> {
  await logIn(page, path, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('banner').getByText('ADMIN', { exact: true })).toBeVisible();
}

/** Opens an admin page as the first admin, signing in only when the page asks. */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  if (await page.getByRole('heading', { name: 'Admin Login' }).isVisible()) {
    await page.getByLabel('Username').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
  }
  await expect(page.getByRole('banner').getByText('ADMIN', { exact: true })).toBeVisible();
}

/** The dialog User Management opens when the server asks the admin to confirm their password. */
export function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: "Confirm It's You" });
}

/**
 * After an account change in User Management: confirms the first admin's password when the dialog
 * asks for it (once every few minutes per session), then waits for `done`, what shows once the change went through.
 */
export async function confirmPasswordIfAsked(page: Page, done: Locator): Promise<void> {
  const dialog = confirmDialog(page);
  await expect(done.or(dialog).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByLabel('Your password').fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(done).toBeVisible();
}

/** Adds a staff account with a password (and a display name, if given) in User Management, as the first admin. */
export async function addStaff(
  page: Page,
  email: string,
  password: string,
  role: 'Editor' | 'Viewer',
  displayName = '',
): Promise<void> {
  await openAsAdmin(page, '/admin/users');
  await page.getByRole('button', { name: 'Add Admin User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Email').fill(email);
  if (displayName) await dialog.getByLabel('Display Name (optional)').fill(displayName);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await confirmPasswordIfAsked(page, page.getByText(`User ${email} created successfully with ${role.toLowerCase()} role.`));
}
