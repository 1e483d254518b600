// Staff access end to end: the login gate on every admin page, what each role sees, User Management,
// and signing out, in Chromium against the built server.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { REAUTHENTICATE_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../src/features/auth/reauthentication.ts';
import { totpCode } from '../src/features/auth/totp-code.testing.ts';
import { TOTP_CODE_USED_MESSAGE } from '../src/features/auth/totp-replay.server.ts';
import { expectNoAxeViolations } from './axe.ts';
import { confirmDialog, confirmPasswordIfAsked, logIn, logInAsAdmin, openAs, openAsAdmin } from './staff.ts';

const STAFF_PASSWORD = 'e2e-staff-password-1';
const runId = Date.now().toString(36);
const VIEWER = `viewer-${runId}@calderrowe.com.au`;
const EDITOR = `editor-${runId}@calderrowe.com.au`;

async function addUser(page: Page, email: string, role: 'Editor' | 'Viewer') {
  await page.getByRole('button', { name: 'Add Admin User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(STAFF_PASSWORD);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await confirmPasswordIfAsked(page, page.getByText(`User ${email} created successfully with ${role.toLowerCase()} role.`));
  await expect(dialog).toBeHidden();
}

/** Viewer and editor accounts made through the UI once, for the tests that sign in as them. */
let staffReady: Promise<void> | undefined;
function ensureStaff(browser: Browser): Promise<void> {
  staffReady ??= (async () => {
    const page = await browser.newPage();
    await openAsAdmin(page, '/admin/users');
    await expect(page.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible();
    await addUser(page, VIEWER, 'Viewer');
    await addUser(page, EDITOR, 'Editor');
    await page.close();
  })();
  return staffReady;
}

test.describe('a visitor who is not signed in', () => {
  for (const path of ['/admin', '/admin/users', '/admin/insights', '/admin/contact-submissions']) {
    test(`gets the Admin Login form at ${path}, with no admin data in the page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      const html = (await response?.text()) ?? '';
      expect(html).not.toContain(E2E_ADMIN.email);
      expect(html).not.toContain('Users &amp; Roles');
      expect(html).not.toContain('Recent Activity');
    });
  }

  test('sees Login Failed with the reason after a wrong password', async ({ page }) => {
    await logIn(page, '/admin', `nobody-${runId}`, 'not-the-password');
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  test('finds the login form accessible on a desktop and a 390px phone', async ({ page }) => {
    await page.goto('/admin');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});

test.describe('an admin', () => {
  test('logs in at the page they asked for and is welcomed there', async ({ page }) => {
    await logInAsAdmin(page, '/admin/users');
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByText('Welcome to the admin panel')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(page.getByText('Manage user accounts and assign roles')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Users & Roles' })).toBeVisible();
    for (const column of ['User', 'Display Name', 'Email', 'Current Role', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Public Site' })).toBeVisible();
    await expect(page.getByText(E2E_ADMIN.email).first()).toBeVisible();
  });

  test('sees all five dashboard cards and the audit log', async ({ page, browser }) => {
    await ensureStaff(browser);
    await openAsAdmin(page, '/admin');
    for (const title of ['Insights Management', 'Image Management', 'Team Management', 'Contact Management', 'User Management']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Manage insights' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByText(`created ${VIEWER} as viewer`)).toBeVisible();
  });

  test('resets a password, shows it only in this browser, and hides it again', async ({ page, browser }) => {
    await ensureStaff(browser);
    await openAsAdmin(page, '/admin/users');
    const row = page.getByRole('row').filter({ hasText: VIEWER });
    await row.getByRole('button', { name: /Show Password/ }).click();
    await expect(row.getByText('Password not available - use Reset to generate new password')).toBeVisible();
    await row.getByRole('button', { name: /Hide Password/ }).click();

    await row.getByRole('button', { name: `Reset password for ${VIEWER}`, exact: true }).click();
    await confirmPasswordIfAsked(page, page.getByText('Password Reset'));
    await row.getByRole('button', { name: /Show Password/ }).click();
    const shown = row.locator('code');
    await expect(shown).toHaveText(/^.{12}$/);
    const password = (await shown.textContent()) ?? '';
    await row.getByRole('button', { name: /Hide Password/ }).click();
    await expect(shown).toBeHidden();

    // Set it back so the viewer tests keep their password; a reload forgets what this browser held.
    await row.getByRole('button', { name: `Set password for ${VIEWER}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Set User Password' });
    await dialog.getByLabel('New Password').fill(STAFF_PASSWORD);
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await confirmPasswordIfAsked(page, page.getByText('Password Set'));
    await page.reload();
    await row.getByRole('button', { name: /Show Password/ }).click();
    await expect(row.getByText('Password not available - use Reset to generate new password')).toBeVisible();
    expect(await page.content()).not.toContain(password);
  });

  test('cannot demote the last admin, and is told why', async ({ page }) => {
    await openAsAdmin(page, '/admin/users');
    const row = page.getByRole('row').filter({ hasText: E2E_ADMIN.email });
    await row.getByLabel(`Role for ${E2E_ADMIN.email}`).selectOption('editor');
    await confirmPasswordIfAsked(page, page.getByText('You cannot remove the last admin. Make another user an admin first.'));
    await expect(row.getByText('ADMIN', { exact: true })).toBeVisible();
  });

  test('confirms their password in a dialog before adding a user: Cancel changes nothing, a wrong one is refused', async ({
    page,
  }) => {
    const email = `confirmed-${runId}@calderrowe.com.au`;
    await openAsAdmin(page, '/admin/users');
    await expect(page.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add Admin User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New User' });
    await addDialog.getByLabel('Email').fill(email);
    await addDialog.getByLabel('Password').fill(STAFF_PASSWORD);
    await addDialog.getByLabel('Role').selectOption({ label: 'Viewer' });
    await addDialog.getByRole('button', { name: 'Create User' }).click();

    // A fresh sign-in has not confirmed yet: the server refuses, and the screen asks.
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(REAUTHENTICATE_MESSAGE)).toBeVisible();
    await expect(page.getByRole('cell', { name: email, exact: true })).toHaveCount(0);

    await addDialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByLabel('Your password').fill('not-the-admin-password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText(WRONG_PASSWORD_MESSAGE)).toBeVisible();
    await dialog.getByLabel('Your password').fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`User ${email} created successfully with viewer role.`)).toBeVisible();
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

    // Confirmed minutes ago: the next change goes straight through.
    await page.getByRole('row').filter({ hasText: email }).getByLabel(`Role for ${email}`).selectOption('editor');
    await expect(page.getByText(`${email} is now editor.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('finds the dashboard and User Management accessible on a desktop and a 390px phone', async ({ page, browser }) => {
    await ensureStaff(browser);
    // Checked at rest: a toast still fading in would be measured at part opacity.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAsAdmin(page);
    await expect(page.getByText('Welcome to the admin panel')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('cell', { name: VIEWER, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.goto('/admin');
    await expectNoAxeViolations(page);
  });

  test('logs out: the server session ends and the admin pages ask for a login again', async ({ page }) => {
    await openAsAdmin(page, '/admin');
    const signOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-out'));
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await signOut).status()).toBe(200);
    await expect(page).toHaveURL(/\/logout$/);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
});

test.describe('an editor', () => {
  test('manages content areas but is kept out of contacts and users', async ({ page, browser }) => {
    await ensureStaff(browser);
    await openAs(page, '/admin', EDITOR, STAFF_PASSWORD);
    await expect(page.getByRole('banner').getByText('EDITOR', { exact: true })).toBeVisible();
    for (const area of ['insights', 'images', 'team members']) {
      await expect(page.getByRole('link', { name: `Manage ${area}` })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Contact Management' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toHaveCount(0);

    const response = await page.goto('/admin/users');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(page.getByText('You need admin privileges to access this feature. Your current role: editor')).toBeVisible();
    const api = await page.request.get('/api/admin/users');
    expect(api.status()).toBe(403);

    // Enquiries are for admins only: no data in the page, 403 from every enquiry endpoint.
    const inbox = await page.goto('/admin/contact-submissions');
    expect(inbox?.status()).toBe(403);
    expect(await inbox?.text()).not.toContain('SubmissionsScreen');
    for (const path of ['/api/admin/submissions', '/api/admin/submissions/export']) {
      expect((await page.request.get(path)).status()).toBe(403);
    }
  });
});

test.describe('a viewer', () => {
  test('can only view the content areas', async ({ page, browser }) => {
    await ensureStaff(browser);
    await openAs(page, '/admin/insights', VIEWER, STAFF_PASSWORD);
    await expect(page.getByRole('banner').getByText('VIEWER', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Insights Management' })).toBeVisible();
    await expect(page.getByText(/^Showing [\d,]+ of [\d,]+ insights$/)).toBeVisible();
    for (const button of ['Create Insight', 'Export CSV', /^Edit /, /^Delete /]) {
      await expect(page.getByRole('button', { name: button })).toHaveCount(0);
    }
    await page.goto('/admin');
    for (const area of ['insights', 'images', 'team members']) {
      await expect(page.getByRole('link', { name: `View ${area}` })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /^Manage/ })).toHaveCount(0);

    await page.goto('/admin/contact-submissions');
    await expect(page.getByText('You need admin privileges to access this feature. Your current role: viewer')).toBeVisible();
    const change = await page.request.patch('/api/admin/users/anyone', {
      data: { role: 'admin' },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(change.status()).toBe(403);
  });
});

test.describe('a staff member with two-factor sign-in', () => {
  test('turns it on from their profile and is asked for an authenticator code at the next login', async ({ page, browser }) => {
    const email = `twofactor-${runId}@calderrowe.com.au`;
    const adminPage = await browser.newPage();
    await openAsAdmin(adminPage, '/admin/users');
    await expect(adminPage.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible();
    await addUser(adminPage, email, 'Viewer');
    await adminPage.close();

    await logIn(page, '/admin/profile', email, STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Turn On' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn On Two-Factor Sign-In' });
    await dialog.getByLabel('Your password').fill(STAFF_PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const secret = ((await dialog.locator('p', { hasText: 'Secret key:' }).textContent()) ?? '')
      .replace('Secret key:', '')
      .trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const usedCode = totpCode(secret);
    await dialog.getByLabel('Authentication code').fill(usedCode);
    await dialog.getByRole('button', { name: 'Turn On' }).click();
    await expect(page.getByText('Two-factor sign-in is on for your account.')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/logout$/);
    await logIn(page, '/admin', email, STAFF_PASSWORD);
    // A code works once: the one that turned two-factor on is refused, the next one lets them in. (A
    // wrong code is refused the same way; features/auth tests it, and Better Auth allows 3 tries in 10 s.)
    await page.getByLabel('Authentication code').fill(usedCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText(TOTP_CODE_USED_MESSAGE)).toBeVisible();
    await page.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('banner').getByText('VIEWER', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
