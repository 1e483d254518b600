// The newsletter end to end: a reader subscribes from the end of an article (the real ALTCHA check),
// confirms with the button behind the e-mailed link, an editor sends that article as a newsletter,
// the reader's e-mail carries both unsubscribe headers and the firm's details, a cookie-less POST to
// its List-Unsubscribe address (as a mail provider sends it) ends the subscription with 200, and the
// next newsletter does not reach them.
import { expect, request, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { withE2eDatabase } from './database.ts';
import { waitForIsland } from './hydration.ts';
import { type FiledMail, header, readMailbox } from './mailbox.ts';
import { addStaff, openAs } from './staff.ts';

const runId = Date.now().toString(36);
const PASSWORD = 'e2e-staff-password-1';

/** The mail's raw text with its quoted-printable encoding undone. */
const decoded = (mail: FiledMail) =>
  mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const newslettersTo = (reader: string) =>
  readMailbox().filter((mail) => mail.recipients.includes(reader) && header(mail, 'list-unsubscribe') !== undefined);

test('a reader subscribes from an article, confirms, receives it sent by an editor, and leaves in one click', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const reader = `reader.${runId}@example.com.au`;
  const article = await withE2eDatabase(({ db }) =>
    db
      .selectFrom('insights')
      .select(['id', 'title'])
      .where('status', '=', 'published')
      .where('publish_at', '<=', new Date())
      .orderBy('publish_at', 'desc')
      .executeTakeFirstOrThrow(),
  );

  // Subscribe from the end of the article: the plain form carries the address to /newsletter.
  await page.goto(`/resources/insights/${article.id}`);
  const signup = page.getByRole('region', { name: 'Our insights by e-mail' }).first();
  await expect(signup.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('#article-newsletter-email').fill(reader);
  await page.locator('#article-newsletter-email').press('Enter');
  await expect(page).toHaveURL(/\/newsletter$/);
  await waitForIsland(page, 'NewsletterForm');
  await expect(page.getByLabel('E-mail')).toHaveValue(reader);
  await page.getByLabel('Name (optional)').fill('Robin Reader');
  await expectNoAxeViolations(page);
  const subscribe = page.getByRole('button', { name: /^Subscribe/ });
  await expect(subscribe).toBeEnabled({ timeout: 60_000 });
  await subscribe.click();
  await expect(page.getByRole('status')).toContainText('we have sent it an e-mail');

  // The confirmation link shows a button; only the button's POST starts the subscription.
  let confirmLink: string | undefined;
  await expect
    .poll(() => {
      const mail = readMailbox().find((filed) => filed.recipients.includes(reader));
      confirmLink = mail ? /https?:\/\/[^\s"<>]*\/newsletter\/confirm\/[\w-]{43}/.exec(decoded(mail))?.[0] : undefined;
      return confirmLink;
    })
    .toBeTruthy();
  await page.goto(new URL(confirmLink ?? '').pathname);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText('Your subscription has started.')).toBeVisible();

  // An editor sends the article as a newsletter.
  const editorEmail = `editor.${runId}@calderrowe.com.au`;
  const admin = await browser.newPage();
  await addStaff(admin, editorEmail, PASSWORD, 'Editor');
  await admin.close();
  const editor = await browser.newPage();
  await openAs(editor, '/admin/insights', editorEmail, PASSWORD);
  await waitForIsland(editor, 'InsightsScreen');
  await editor.getByRole('searchbox').fill(article.title);
  await editor.getByRole('button', { name: `Send ${article.title} as newsletter` }).click();
  const dialog = editor.getByRole('dialog', { name: 'Send as Newsletter' });
  await expect(dialog.getByText(article.title).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  await expect.poll(() => newslettersTo(reader).length, { timeout: 30_000 }).toBe(1);

  const [newsletter] = newslettersTo(reader);
  const unsubscribe = /^<(https?:\/\/[^>]+\/unsubscribe\/[\w-]{43})>, <mailto:[^>]+>$/.exec(
    header(newsletter as FiledMail, 'list-unsubscribe') ?? '',
  )?.[1];
  expect(unsubscribe).toBeTruthy();
  expect(header(newsletter as FiledMail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const body = decoded(newsletter as FiledMail);
  for (const detail of ['Calder', 'Brisbane', 'Phone:', 'E-mail:']) expect(body).toContain(detail);
  expect(body).toContain('utm_source=newsletter');

  // The mail provider's one-click POST: no cookie, no Origin, no redirect followed; 200 at once.
  const provider = await request.newContext({ baseURL: new URL(page.url()).origin });
  const answer = await provider.post(new URL(unsubscribe ?? '').pathname, {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['set-cookie']).toBeUndefined();
  await provider.dispose();
  const row = await withE2eDatabase(({ db }) =>
    db
      .selectFrom('newsletter_subscribers')
      .select(['status', 'unsubscribe_method'])
      .where('email', '=', reader)
      .executeTakeFirst(),
  );
  expect(row).toEqual({ status: 'unsubscribed', unsubscribe_method: 'one-click' });

  // The next newsletter goes out without them.
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  const path = `/api/admin/insights/${encodeURIComponent(article.id)}/newsletter`;
  await expect
    .poll(
      async () => ((await (await editor.request.get(path)).json()) as { campaigns: { status: string }[] }).campaigns[0]?.status,
      {
        timeout: 30_000,
      },
    )
    .toBe('sent');
  expect(newslettersTo(reader)).toHaveLength(1);
});
