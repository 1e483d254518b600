// Signing in to the admin in the browser tests: the login form at any admin page (for the tests about
// signing in), the sign-in API the form calls (for every other test), the password confirmation User
// Management asks for before account changes, and a staff account added there.
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../playwright.config.ts';

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

/**
 * Signs `context` in as `email` with the request the login form sends (POST /api/auth/sign-in/email,
 * from the site's own origin); the session cookie lands in the context as it does in the browser.
 */
export async function signInThroughApi(context: BrowserContext, email: string, password: string): Promise<void> {
  const answer = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(answer.status(), `signing in as ${email}`).toBe(200);
}

/**
 * Opens an admin page signed in as `email`, signing in only when the context has no session or the page
 * asks. The login form reloads the page once signed in, so a test that is not about the form gets the
 * same page from the sign-in API without the login page's own load (the form's tests use logIn).
 */
export async function openAs(page: Page, path: string, email: string, password: string): Promise<void> {
  const cookies = await page.context().cookies();
  if (!cookies.some((cookie) => cookie.name.endsWith('session_token'))) {
    await signInThroughApi(page.context(), email, password);
  }
  await page.goto(path);
  // A session ended meanwhile (a sign-out, a removed account): sign in again, as the form would.
  if (await page.getByRole('heading', { name: 'Admin Login' }).isVisible()) {
    await signInThroughApi(page.context(), email, password);
    await page.reload();
  }
}

/** Opens an admin page as the first admin, signing in only when needed, and waits for the admin header. */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await openAs(page, path, E2E_ADMIN.email, E2E_ADMIN.password);
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
