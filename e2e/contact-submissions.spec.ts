// The enquiry inbox end to end: an enquiry sent through the public form found by search and viewed
// (line breaks, 'Not provided', delivery state and resend), status and priority set freely with the
// badges and filters following, the CSV export's bytes, delete with Cancel, OK and Undo, suspected
// spam moved to the inbox, the dashboard's count, and accessibility. Each test makes its own enquiries.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { SpamReason, SubmissionPriority, SubmissionStatus } from '../src/features/contact/tables.ts';
import { DEFAULT_COMPANY as company } from '../src/features/public-shell/company.ts';
import { expectNoAxeViolations } from './axe.ts';
import { withE2eDatabase } from './database.ts';
import { waitForIsland } from './hydration.ts';
import { readMailbox } from './mailbox.ts';
import { openAsAdmin } from './staff.ts';

const runId = Date.now().toString(36);
let made = 0;

/** An enquiry written straight to the database, for tests about the inbox rather than the form. */
async function insertEnquiry(
  values: {
    name?: string;
    company?: string | null;
    status?: SubmissionStatus;
    priority?: SubmissionPriority;
    spamReason?: SpamReason;
  } = {},
) {
  made += 1;
  const id = `e2e-${runId}-${made}`;
  const at = new Date('2026-03-04T23:30:00.000Z');
  const name = values.name ?? `Inbox Visitor ${runId} ${made}`;
  await withE2eDatabase((database) =>
    database.db
      .insertInto('contact_submissions')
      .values({
        id,
        name,
        email: `visitor-${runId}-${made}@example.com.au`,
        company: values.company ?? null,
        phone: '07 3000 0000',
        message: 'Please call me about selling my agency.',
        status: values.status ?? 'new',
        priority: values.priority ?? 'medium',
        spam_reason: values.spamReason ?? null,
        created_at: at,
        updated_at: at,
      })
      .execute(),
  );
  return { id, name };
}

async function openInbox(page: Page) {
  await openAsAdmin(page, '/admin/contact-submissions');
  await waitForIsland(page, 'SubmissionsScreen');
  await expect(page.getByRole('heading', { name: 'Contact Submissions', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ submissions$/)).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page.getByText(/^Showing 1 of \d+ submissions$/)).toBeVisible();
}

/** One of the filter bar's selects. */
const filter = (page: Page, label: string) =>
  page.getByRole('search', { name: 'Filter submissions' }).getByRole('combobox', { name: label, exact: true });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test.describe('the contact submissions inbox', () => {
  test('finds an enquiry sent through the public form, shows it as written, and sends an undelivered e-mail again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const name = `Jo Formsender ${runId}`;
    const message = `We are weighing up a sale.\nTwo offices, 40 staff.\n\n<b>Not bold</b> ${runId}`;
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email Address').fill(`jo.${runId}@example.com.au`);
    await page.getByLabel('Your Message').fill(message);
    const submit = page.getByRole('button', { name: /Submit Enquiry|Sending\.\.\./ });
    await expect(submit).toBeEnabled({ timeout: 60_000 });
    await submit.click();
    await page.waitForURL(/\/contact\/success$/);

    await openInbox(page);
    await search(page, `formsender ${runId}`);
    const row = rowOf(page, name);
    await expect(row.getByRole('cell').nth(2)).toHaveText('-');
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await expect(row.getByText('Medium', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `View enquiry from ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Contact Submission Details' });
    await expect(details.getByText('Not provided')).toBeVisible();
    // innerText is the text as rendered: it holds the line breaks only if the page shows them.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is being tested.
    expect(await details.getByTestId('message').evaluate((element) => (element as HTMLElement).innerText)).toBe(message);
    await expect(details.locator('b')).toHaveCount(0);
    const notification = details.getByRole('listitem').filter({ hasText: 'Notification to the firm' });
    await expect(notification.getByText('Sent', { exact: true })).toBeVisible();
    await expect(
      details.getByRole('listitem').filter({ hasText: 'Confirmation to the visitor' }).getByText('Sent', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // The firm's mail server had refused the notification for good (no screen can make that happen).
    await withE2eDatabase(async (database) => {
      const enquiry = await database.db
        .selectFrom('contact_submissions')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      await database.db
        .updateTable('email_outbox')
        .set({ status: 'failed', attempts: 10, last_error: '550 mailbox unavailable', sent_at: null })
        .where('related_id', '=', enquiry.id)
        .where('kind', '=', 'contact-notification')
        .execute();
    });
    await page.reload();
    await search(page, `formsender ${runId}`);
    await expect(rowOf(page, name).getByText('E-mail not delivered')).toBeVisible();
    await rowOf(page, name)
      .getByRole('button', { name: `View enquiry from ${name}` })
      .click();
    await expect(notification.getByText('Failed', { exact: true })).toBeVisible();
    await expect(notification).toContainText('Gave up after 10 attempts. Last error: 550 mailbox unavailable');
    const before = readMailbox().filter((mail) => mail.raw.includes(runId) && mail.recipients.includes(company.email)).length;
    await notification.getByRole('button', { name: 'Send again: Notification to the firm' }).click();
    await expect(toast(page, 'E-mail sent again')).toBeVisible();
    await expect(notification.getByText('Sent', { exact: true })).toBeVisible();
    await expect
      .poll(() => readMailbox().filter((mail) => mail.raw.includes(runId) && mail.recipients.includes(company.email)).length)
      .toBe(before + 1);
  });

  test('sets status and priority freely; the badges and the filters follow', async ({ page }) => {
    const { name } = await insertEnquiry({ name: `Pat Statuses ${runId}`, company: 'Statuses Staffing' });
    await openInbox(page);
    await search(page, `statuses ${runId}`);
    const row = rowOf(page, name);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Statuses Staffing');
    await expect(row.getByRole('cell').nth(5)).toHaveText('5 Mar 2026, 9:30 am');

    const set = async (status: string, priority: string) => {
      await rowOf(page, name)
        .getByRole('button', { name: `Edit enquiry from ${name}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Contact Submission' });
      await dialog.getByLabel('Status').selectOption({ label: status });
      await dialog.getByLabel('Priority').selectOption({ label: priority });
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(dialog).toBeHidden();
      await expect(rowOf(page, name).getByText(status, { exact: true })).toBeVisible();
      await expect(rowOf(page, name).getByText(priority, { exact: true })).toBeVisible();
    };
    await set('Completed', 'High');
    await expect(toast(page, 'Submission updated successfully')).toBeVisible();
    await set('New', 'Low');
    await set('In Progress', 'High');

    await filter(page, 'Status').selectOption({ label: 'In Progress' });
    await expect(rowOf(page, name)).toBeVisible();
    await filter(page, 'Priority').selectOption({ label: 'Low' });
    await expect(page.getByText('No contact submissions found')).toBeVisible();
    await page.getByRole('button', { name: 'Remove filter Priority: Low' }).click();
    await expect(rowOf(page, name)).toBeVisible();
    await filter(page, 'Status').selectOption({ label: 'Closed' });
    await expect(page.getByText('No contact submissions found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

    // Cancel leaves the enquiry as it was.
    await search(page, `statuses ${runId}`);
    await rowOf(page, name)
      .getByRole('button', { name: `Edit enquiry from ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contact Submission' });
    await expect(dialog.getByLabel('Status')).toHaveValue('in-progress');
    await dialog.getByLabel('Status').selectOption({ label: 'Closed' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, name).getByText('In Progress', { exact: true })).toBeVisible();
  });

  test('exports the filtered enquiries as CSV, formula prefixes neutralised', async ({ page }) => {
    await insertEnquiry({ name: `=HYPERLINK("http://evil.example") Exporter ${runId}`, company: 'Export Co' });
    await openInbox(page);
    await search(page, `exporter ${runId}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contact_submissions_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await file.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"ID","Submitted (Brisbane)","Name","Email","Company","Phone","Status","Priority","Message","Last updated (Brisbane)","Suspected spam",' +
        '"Source","UTM source","UTM medium","UTM campaign","Referrer","Landing page","Form page","Calculator profit","Calculator multiple",' +
        '"Calculator value low","Calculator value high","Annual revenue","Internal staff (excluding contractors)","Permanent / contract mix",' +
        '"When you might sell","Contact preference","Best time to call","Assigned to","First response (Brisbane)"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"") Exporter ${runId}",`);
    expect(lines[1]).toContain(',"Export Co","07 3000 0000","New","Medium","Please call me about selling my agency.",');
    await expect(toast(page, 'Export Complete')).toBeVisible();
  });

  test('asks before deleting: Cancel keeps it, OK deletes it, Undo brings it back, and Deleted keeps it to restore', async ({
    page,
  }) => {
    const { name } = await insertEnquiry({ name: `Lee Deletable ${runId}` });
    await openInbox(page);
    await search(page, `deletable ${runId}`);
    await rowOf(page, name)
      .getByRole('button', { name: `Delete enquiry from ${name}` })
      .click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this submission?' });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, name)).toBeVisible();

    await rowOf(page, name)
      .getByRole('button', { name: `Delete enquiry from ${name}` })
      .click();
    await question.getByRole('button', { name: 'Delete' }).click();
    const deleted = toast(page, 'Submission deleted successfully');
    await expect(deleted).toBeVisible();
    await expect(page.getByText('No contact submissions found')).toBeVisible();
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Submission restored')).toBeVisible();
    await expect(rowOf(page, name)).toBeVisible();

    await rowOf(page, name)
      .getByRole('button', { name: `Delete enquiry from ${name}` })
      .click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No contact submissions found')).toBeVisible();
    await filter(page, 'Show').selectOption('deleted');
    await expect(rowOf(page, name)).toBeVisible();
    await rowOf(page, name)
      .getByRole('button', { name: `Restore enquiry from ${name}` })
      .click();
    await expect(page.getByText('No contact submissions found')).toBeVisible();
    await filter(page, 'Show').selectOption('inbox');
    await expect(rowOf(page, name)).toBeVisible();
  });

  test('shows suspected spam only under its filter, and moves it to the inbox', async ({ page }) => {
    const { name } = await insertEnquiry({ name: `Quinn Quick ${runId}`, spamReason: 'honeypot' });
    await openInbox(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(`quick ${runId}`);
    await expect(page.getByText('No contact submissions found')).toBeVisible();
    await filter(page, 'Show').selectOption('spam');
    await expect(rowOf(page, name).getByText('Suspected spam')).toBeVisible();
    await rowOf(page, name)
      .getByRole('button', { name: `View enquiry from ${name}` })
      .click();
    await expect(page.getByRole('dialog').getByText('A hidden field that people never see was filled in.')).toBeVisible();
    await page.keyboard.press('Escape');
    await rowOf(page, name)
      .getByRole('button', { name: `Move enquiry from ${name} to the inbox` })
      .click();
    await expect(toast(page, 'Moved to the inbox')).toBeVisible();
    await filter(page, 'Show').selectOption('inbox');
    await expect(rowOf(page, name)).toBeVisible();
  });

  test('the dashboard shows how many enquiries are New, and the inbox is accessible on a desktop and a phone', async ({
    page,
  }) => {
    await insertEnquiry({});
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAsAdmin(page, '/admin');
    await expect(page.getByText(/^\d+ new enquir(y|ies)$/)).toBeVisible();
    await openInbox(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});
