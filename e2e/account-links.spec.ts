// The links staff receive by e-mail, end to end through the test SMTP server: an admin invites an
// editor who accepts and is signed in; a viewer who forgot their password resets it, and their
// session in another browser ends.
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { ACCOUNT_LINK_MESSAGES } from '../src/features/auth/account-links.ts';
import { expectNoAxeViolations } from './axe.ts';
import { linkIn, readMailbox } from './mailbox.ts';
import { confirmPasswordIfAsked, logIn, openAsAdmin } from './staff.ts';

const runId = Date.now().toString(36);

// Each test walks a whole flow across two or three browsers and waits for an e-mail.
test.describe.configure({ timeout: 90_000 });

/** Waits for the link to `path` in the newest e-mail to `to` (sent at once, or by the outbox worker within seconds). */
async function linkSentTo(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readMailbox().filter((mail) => mail.recipients.includes(to));
        link = mails.length > 0 ? linkIn(mails[mails.length - 1] as (typeof mails)[number], path) : undefined;
        return link !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link ?? '';
}

async function choosePassword(page: Page, password: string, submit: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: submit }).click();
}

test('an admin invites an editor by e-mail; the editor accepts, chooses a password and is signed in', async ({
  page,
  browser,
}) => {
  const editor = `invited-${runId}@calderrowe.com.au`;
  await openAsAdmin(page, '/admin/users');
  await expect(page.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Invite by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await dialog.getByLabel('Email').fill(editor);
  await dialog.getByLabel('Display Name').fill('Ivy Invited');
  await dialog.getByLabel('Role').selectOption({ label: 'Editor' });
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await confirmPasswordIfAsked(page, page.getByText(`Invitation sent to ${editor}.`));
  await expect(page.getByRole('cell', { name: editor, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const link = await linkSentTo(editor, '/admin/accept-invitation');
  const invitee = await browser.newContext();
  const editorPage = await invitee.newPage();
  await editorPage.goto(link);
  await expect(editorPage.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await expect(editorPage.getByText(`Choose a password for ${editor}.`)).toBeVisible();
  await expectNoAxeViolations(editorPage);
  await choosePassword(editorPage, 'short', 'Create Account');
  await expect(editorPage.getByText('Password must be at least 12 characters.')).toBeVisible();
  await choosePassword(editorPage, 'ivy-chose-this-passphrase', 'Create Account');
  await expect(editorPage.getByRole('banner').getByText('EDITOR', { exact: true })).toBeVisible();
  await expect(editorPage.getByRole('banner').getByText(editor)).toBeVisible();

  // Used once: the same link now says so plainly, and the invitation has left the pending list.
  await editorPage.goto(link);
  await expect(editorPage.getByText(ACCOUNT_LINK_MESSAGES.invitationUsed)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('cell', { name: editor, exact: true })).toHaveCount(1);
  await expect(page.getByText('Ivy Invited')).toBeVisible();
  await invitee.close();
});

test('a viewer resets a forgotten password from the login form; their session in another browser is signed out', async ({
  page,
  browser,
}) => {
  const viewer = `forgetful-${runId}@calderrowe.com.au`;
  await openAsAdmin(page, '/admin/users');
  await expect(page.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Admin User' }).click();
  const add = page.getByRole('dialog', { name: 'Add New User' });
  await add.getByLabel('Email').fill(viewer);
  await add.getByLabel('Password').fill('the-old-viewer-password');
  await add.getByLabel('Role').selectOption({ label: 'Viewer' });
  await add.getByRole('button', { name: 'Create User' }).click();
  await confirmPasswordIfAsked(page, page.getByText(`User ${viewer} created successfully with viewer role.`));

  // The viewer's first browser, signed in with the old password.
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await logIn(firstPage, '/admin', viewer, 'the-old-viewer-password');
  await expect(firstPage.getByRole('banner').getByText('VIEWER', { exact: true })).toBeVisible();

  // Another browser: "Forgot your password?".
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await secondPage.goto('/admin');
  await secondPage.getByRole('button', { name: 'Forgot your password?' }).click();
  await expectNoAxeViolations(secondPage);
  await secondPage.getByLabel('Email').fill(viewer);
  await secondPage.getByRole('button', { name: 'Send Link' }).click();
  await expect(secondPage.getByText(ACCOUNT_LINK_MESSAGES.resetRequested)).toBeVisible();

  const link = await linkSentTo(viewer, '/admin/reset-password');
  await secondPage.goto(link);
  await expect(secondPage.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(secondPage);
  await choosePassword(secondPage, 'the-new-viewer-password', 'Set New Password');
  await expect(secondPage.getByText(ACCOUNT_LINK_MESSAGES.resetDone)).toBeVisible();

  // The first browser's session has ended.
  await firstPage.reload();
  await expect(firstPage.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(firstPage.getByRole('banner')).toHaveCount(0);

  // The link worked once; the new password signs in.
  await secondPage.goto(link);
  await expect(secondPage.getByText(ACCOUNT_LINK_MESSAGES.resetUsed)).toBeVisible();
  await logIn(secondPage, '/admin', viewer, 'the-new-viewer-password');
  await expect(secondPage.getByRole('banner').getByText('VIEWER', { exact: true })).toBeVisible();
  await first.close();
  await second.close();
});
