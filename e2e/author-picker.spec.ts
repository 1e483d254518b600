// Issue 34 in the browser: Create Insight's Author list names the signed-in person, every time. Editors
// whose names sort after twenty staff (one with a display name, one without, whose byline is their
// e-mail's local part) open Create Insight ten times, each in a fresh session, and find themselves
// selected as soon as the dialog shows, once the list of authors has come, and a moment later. With the
// list held back the picker names them; when it fails the dialog says so and the insight is still theirs.
// Each fresh session signs in through the sign-in API: the login form reloads the page once signed in, so
// the screen starts as it does here, and the form's own tests are in admin-access.spec.ts.
import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { withE2eDatabase } from './database.ts';
import { waitForIsland } from './hydration.ts';
import { addStaff, signInThroughApi } from './staff.ts';

const runId = Date.now().toString(36);
const PASSWORD = 'e2e-staff-password-1';
const OPENINGS = 10;
const COLLEAGUES = 18;
const AUTHORS_PATH = '**/api/admin/insights/authors';

/** Both sort after every colleague: "Zoe …" and "zz-…" come after "acc-editor-…", "Colleague …" and the admin. */
const EDITORS = [
  { email: `zoe-${runId}@calderrowe.com.au`, displayName: `Zoe Zimmerman ${runId}`, byline: `Zoe Zimmerman ${runId}` },
  { email: `zz-editor-${runId}@calderrowe.com.au`, displayName: '', byline: `zz-editor-${runId}` },
];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  // Colleagues only need to be listed, not to sign in: half with a display name, half known by their address.
  await withE2eDatabase(async ({ db }) => {
    const now = new Date();
    await db
      .insertInto('users')
      .values(
        Array.from({ length: COLLEAGUES }, (_, n) => ({
          id: randomUUID(),
          name: n % 2 === 0 ? '' : `Colleague ${n} ${runId}`,
          email: `acc-editor-${n}-${runId}@calderrowe.com.au`,
          email_verified: true,
          image: null,
          role: n % 3 === 0 ? ('viewer' as const) : ('editor' as const),
          banned: false,
          ban_reason: null,
          ban_expires: null,
          two_factor_enabled: false,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
  const page = await browser.newPage();
  for (const editor of EDITORS) await addStaff(page, editor.email, PASSWORD, 'Editor', editor.displayName);
  await page.close();
});

async function authorRefOf(email: string): Promise<string> {
  const row = await withE2eDatabase(({ db }) =>
    db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow(),
  );
  return `user:${row.id}`;
}

/** Opens Create Insight in this signed-in page; answers the dialog's Author list. */
async function openCreateInsight(page: Page): Promise<{ dialog: Locator; author: Locator }> {
  await page.goto('/admin/insights');
  await waitForIsland(page, 'InsightsScreen');
  await page.getByRole('button', { name: 'Create Insight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Insight' });
  return { dialog, author: dialog.getByLabel('Author') };
}

async function expectSelected(author: Locator, ref: string, byline: string, when: string) {
  await expect(author, when).toHaveValue(ref);
  await expect(author.locator('option:checked'), when).toHaveText(byline);
}

/** The whole list has come: every colleague, both editors and the admin. */
async function expectListLoaded(author: Locator) {
  // At least that many options: the (n+1)th is there. (A locator's own wait retries sooner than a poll's back-off.)
  await expect(author.locator('option').nth(COLLEAGUES + EDITORS.length)).toBeAttached();
}

/** A fresh session (a new browser context: no cookies, no storage) signed in as `email`. */
async function freshSession(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signInThroughApi(context, email, PASSWORD);
  return context;
}

for (const editor of EDITORS) {
  test(`Create Insight names ${editor.displayName ? 'an editor by display name' : 'an editor without a display name'} in ${OPENINGS} fresh sessions`, async ({
    browser,
  }) => {
    test.setTimeout(OPENINGS * 30_000);
    const ref = await authorRefOf(editor.email);
    let session = freshSession(browser, editor.email);
    for (let opening = 1; opening <= OPENINGS; opening += 1) {
      const context = await session;
      const page = await context.newPage();
      const { author } = await openCreateInsight(page);
      await expectSelected(author, ref, editor.byline, `opening ${opening}, at once`);
      await expectListLoaded(author);
      await expectSelected(author, ref, editor.byline, `opening ${opening}, with the list`);
      // The next opening's session is made while this page waits, so the wait costs no time of its own.
      if (opening < OPENINGS) session = freshSession(browser, editor.email);
      // Long enough for anything the dialog runs after the list (a timer, the draft's watch) to have run:
      // nothing the page does marks that moment, so this one waits.
      await page.waitForTimeout(500);
      await expectSelected(author, ref, editor.byline, `opening ${opening}, a moment later`);
      await context.close();
    }
  });
}

test('names the signed-in person while the list of authors loads; when it fails, says so and still credits them', async ({
  browser,
}) => {
  const [editor] = EDITORS;
  if (!editor) throw new Error('no editor');
  const ref = await authorRefOf(editor.email);
  const page = await (await freshSession(browser, editor.email)).newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(AUTHORS_PATH, async (route) => {
    await held;
    await route.continue();
  });
  const { dialog, author } = await openCreateInsight(page);
  await expectSelected(author, ref, editor.byline, 'while the list is held back');
  await expect(author.locator('option')).toHaveCount(1);
  release();
  await expectListLoaded(author);
  await expectSelected(author, ref, editor.byline, 'once the list has come');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.unroute(AUTHORS_PATH);
  await page.route(AUTHORS_PATH, (route) => route.abort());
  await page.getByRole('button', { name: 'Create Insight' }).click();
  await expect(dialog.getByText('The list of authors could not be loaded. This insight will be credited to you.')).toBeVisible();
  await expectSelected(author, ref, editor.byline, 'after the list failed');
  const title = `Credited ${runId}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Excerpt').fill('Who wrote this.');
  await dialog.getByRole('textbox', { name: 'Content' }).fill('The body of the article.');
  await dialog.getByLabel('Category').selectOption({ label: 'Market Analysis' });
  await dialog.getByLabel('Read Time').fill('3 min read');
  await dialog.getByRole('button', { name: 'Create Insight' }).click();
  await expect(page.getByText('Insight created successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const stored = await withE2eDatabase(({ db }) =>
    db.selectFrom('insights').select(['author', 'author_user_id']).where('title', '=', title).executeTakeFirstOrThrow(),
  );
  expect(stored).toEqual({ author: editor.byline, author_user_id: ref.slice('user:'.length) });
  await page.context().close();
});
