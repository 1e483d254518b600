// Issue 22 in the browser: nothing typed into an editor is lost without a question. An insight dialog
// with changes asks before it closes and offers its draft back after a reload; two sessions saving the
// same insight (or team member) meet the conflict screen and both versions end in the history; the HTML source view
// refuses to switch back while the visual editor would drop something, and a table survives editing;
// a new team member stays off the About page until marked visible; a click anywhere on a public
// insight card opens its dialog, and a modified click opens the article.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { openAsAdmin } from './staff.ts';

const runId = Date.now().toString(36);

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function openInsights(page: Page) {
  await openAsAdmin(page, '/admin/insights');
  await waitForIsland(page, 'InsightsScreen');
  await expect(page.getByText(/^Showing [\d,]+ of [\d,]+ insights$/)).toBeVisible();
}

const cardOf = (page: Page, title: string): Locator =>
  page
    .getByRole('list', { name: 'Insights' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function createInsight(page: Page, title: string, status: 'Draft' | 'Published' = 'Draft') {
  await page.getByRole('button', { name: 'Create Insight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Insight' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Excerpt').fill('The first summary.');
  await dialog.getByRole('textbox', { name: 'Content' }).fill('The body of the article.');
  await dialog.getByLabel('Category').selectOption({ label: 'Market Analysis' });
  await dialog.getByLabel('Read Time').fill('4 min read');
  await dialog.getByLabel('Status').selectOption({ label: status });
  await dialog.getByRole('button', { name: 'Create Insight' }).click();
  await expect(toast(page, 'Insight created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function editInsight(page: Page, title: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await cardOf(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Insight' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  return dialog;
}

test.describe('no silent loss in the insight dialog', () => {
  test('asks before closing with changes, and offers the changes back after a reload', async ({ page }) => {
    const title = `Unsaved ${runId}`;
    await openInsights(page);
    await createInsight(page, title);
    const dialog = await editInsight(page, title);
    await dialog.getByLabel('Excerpt').fill('A summary not saved yet.');
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByLabel('Excerpt')).toHaveValue('A summary not saved yet.');

    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeVisible();

    // Leaving the page asks too (the browser's own question), and the draft outlives the reload.
    const asked: string[] = [];
    page.on('dialog', (leave) => {
      asked.push(leave.type());
      void leave.accept();
    });
    // The draft is kept a moment after typing stops: reload once this browser holds it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some(
            (key) => key.startsWith('cms-draft:insight:') && localStorage.getItem(key)?.includes('A summary not saved yet.'),
          ),
        ),
      )
      .toBe(true);
    await page.reload();
    expect(asked).toEqual(['beforeunload']);

    await waitForIsland(page, 'InsightsScreen');
    const reopened = await editInsight(page, title);
    await expect(reopened.getByLabel('Excerpt')).toHaveValue('The first summary.');
    const offer = reopened.getByRole('status').filter({ hasText: /^Restore unsaved changes from \d\d:\d\d\?/ });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(reopened.getByLabel('Excerpt')).toHaveValue('A summary not saved yet.');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(reopened).toBeHidden();
    await editInsight(page, title);
    await expect(page.getByText(/^Restore unsaved changes from/)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Edit Insight' })).toBeHidden();
  });

  test('refuses to leave the HTML source view while the visual editor would lose something, and keeps a table', async ({
    page,
  }) => {
    const title = `Table ${runId}`;
    await openInsights(page);
    await createInsight(page, title, 'Published');
    const dialog = await editInsight(page, title);
    const source = dialog.getByRole('button', { name: 'HTML source' });
    await source.click();
    const html = dialog.locator('textarea[id$="-source"]');
    await html.fill('<h2>Multiples</h2><div>Boxed</div>');
    await source.click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'The visual editor cannot show <div>.' })).toBeVisible();
    await expect(html).toBeVisible();

    await html.fill(
      '<h2>Multiples</h2><h3>By size</h3><h4>Small agencies</h4><table><thead><tr><th>EBITDA</th><th>Multiple</th></tr></thead><tbody><tr><td>$1m</td><td>4x</td></tr></tbody></table><p>After</p>',
    );
    await source.click();
    const body = dialog.getByRole('textbox', { name: 'Content' });
    await expect(body.getByRole('table')).toBeVisible();
    await body.getByText('After').click();
    await page.keyboard.type(' the table.');
    await dialog.getByRole('button', { name: 'Update Insight' }).click();
    await expect(toast(page, 'Insight updated successfully')).toBeVisible();

    const slug = `table-${runId}`;
    await page.goto(`/resources/insights/${slug}`);
    const article = page.locator('.article-body');
    await expect(article.getByRole('heading', { level: 4, name: 'Small agencies' })).toBeVisible();
    await expect(article.getByRole('columnheader', { name: 'EBITDA' })).toBeVisible();
    await expect(article.getByRole('cell', { name: '4x' })).toBeVisible();
    await expect(article).toContainText('After the table.');
    await expect(page.getByText('Market Analysis', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a second session saving over the first meets the conflict screen, and both versions stay in the history', async ({
    browser,
  }) => {
    const title = `Contested ${runId}`;
    const ann = await signedInPage(browser);
    await createInsight(ann, title);
    const bob = await signedInPage(browser);
    const annDialog = await editInsight(ann, title);
    const bobDialog = await editInsight(bob, title);

    await annDialog.getByLabel('Title').fill(`${title} by Ann`);
    await annDialog.getByRole('button', { name: 'Update Insight' }).click();
    await expect(toast(ann, 'Insight updated successfully')).toBeVisible();

    await bobDialog.getByLabel('Excerpt').fill('Bob’s summary.');
    await bobDialog.getByRole('button', { name: 'Update Insight' }).click();
    const conflict = bobDialog
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved this insight while you were editing it.' });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText(/saved version 2 at/);
    await expect(conflict).toContainText('They changed: Title.');
    await expect(bobDialog.getByLabel('Excerpt')).toHaveValue('Bob’s summary.');

    await conflict.getByRole('button', { name: 'Overwrite with my changes' }).click();
    const confirm = bob.getByRole('alertdialog', { name: 'Overwrite their changes?' });
    await expect(confirm).toContainText('theirs stays in the history');
    await confirm.getByRole('button', { name: 'Overwrite' }).click();
    await expect(toast(bob, 'Insight updated successfully')).toBeVisible();
    await expect(bobDialog).toBeHidden();

    const again = await editInsight(bob, title);
    await expect(again.getByLabel('Excerpt')).toHaveValue('Bob’s summary.');
    await again.getByRole('button', { name: 'History' }).click();
    const versions = bob
      .getByRole('dialog', { name: 'Version History' })
      .getByRole('list', { name: 'Versions' })
      .getByRole('listitem');
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('Version 3');
    await expect(versions.nth(0)).toContainText('Changed: Title, Excerpt');
    await expect(versions.nth(1)).toContainText('Version 2');
    await expect(versions.nth(1)).toContainText('Changed: Title');
    await ann.context().close();
    await bob.context().close();
  });
});

async function signedInPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openInsights(page);
  return page;
}

test.describe('team members on the About page', () => {
  test('a new member stays off the About page, marked Hidden, until marked visible', async ({ page }) => {
    const name = `Hidden Member ${runId}`;
    await openAsAdmin(page, '/admin/team');
    await waitForIsland(page, 'TeamScreen');
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const form = page.getByRole('form', { name: 'Edit New Team Member' }).last();
    await expect(form.getByLabel('Show on the About page')).not.toBeChecked();
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Save' }).click();
    const card = page
      .getByRole('list', { name: 'Team members' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Our team', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);

    await openAsAdmin(page, '/admin/team');
    await waitForIsland(page, 'TeamScreen');
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const editing = page.getByRole('form', { name: `Edit ${name}` });
    await editing.getByLabel('Show on the About page').check();
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Hidden', { exact: true })).toHaveCount(0);

    await page.goto('/about');
    await expect(
      page.getByRole('region', { name: 'Our team', exact: true }).getByRole('heading', { name, exact: true }),
    ).toHaveCount(1);

    await openAsAdmin(page, '/admin/team');
    await waitForIsland(page, 'TeamScreen');
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this team member?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(card).toHaveCount(0);
  });
});

test.describe('two sessions editing one team member', () => {
  test('the second save meets the conflict screen and can reload the first one’s version', async ({ browser }) => {
    const name = `Contested Member ${runId}`;
    const pages: Page[] = [];
    for (let index = 0; index < 2; index += 1) {
      const page = await (await browser.newContext()).newPage();
      await openAsAdmin(page, '/admin/team');
      await waitForIsland(page, 'TeamScreen');
      pages.push(page);
    }
    const [ann, ben] = pages as [Page, Page];
    await ann.getByRole('button', { name: 'Add Team Member' }).click();
    const adding = ann.getByRole('form', { name: 'Edit New Team Member' }).last();
    await adding.getByLabel('Name').fill(name);
    await adding.getByRole('button', { name: 'Save' }).click();
    await ben.reload();
    await waitForIsland(ben, 'TeamScreen');

    const editIn = async (page: Page) => {
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      return page.getByRole('form', { name: `Edit ${name}` });
    };
    const annForm = await editIn(ann);
    const benForm = await editIn(ben);
    await annForm.getByLabel('Position').fill('Partner');
    await annForm.getByRole('button', { name: 'Save' }).click();
    await expect(ann.getByText('Team member updated successfully').first()).toBeVisible();

    await benForm.getByLabel('Position').fill('Associate');
    await benForm.getByRole('button', { name: 'Save' }).click();
    const conflict = benForm
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved this team member while you were editing.' });
    await expect(conflict).toContainText('They changed: Position.');
    await conflict.getByRole('button', { name: 'Reload their version' }).click();
    await expect(benForm.getByLabel('Position')).toHaveValue('Partner');
    await benForm.getByRole('button', { name: 'Cancel' }).click();

    await ben.getByRole('button', { name: `Delete ${name}` }).click();
    await ben
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this team member?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(ben.getByRole('heading', { name, exact: true })).toHaveCount(0);
    await ann.context().close();
    await ben.context().close();
  });
});

test.describe('public insight cards', () => {
  test('a click anywhere on a card opens its dialog; a modified click opens the article', async ({ page, context }) => {
    await page.goto('/resources/insights');
    await waitForIsland(page, 'InsightsExplorer');
    const card = page.locator('article[data-insight-card]').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await expect(card.getByRole('link')).toHaveCount(1);
    await card.scrollIntoViewIfNeeded();

    // The card's text lies under the stretched link, so the mouse clicks where the text is.
    const date = await card.locator('time').boundingBox();
    if (!date) throw new Error('the card shows no date');
    await page.mouse.click(date.x + 4, date.y + date.height / 2);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const box = await card.boundingBox();
    if (!box) throw new Error('the card has no box');
    await page.mouse.click(box.x + box.width - 8, box.y + 8);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');

    const opened = context.waitForEvent('page');
    const heading = await card.getByRole('heading').boundingBox();
    if (!heading) throw new Error('the card shows no title');
    await page.keyboard.down('Control');
    await page.mouse.click(heading.x + 4, heading.y + heading.height / 2);
    await page.keyboard.up('Control');
    const article = await opened;
    await article.waitForLoadState();
    expect(new URL(article.url()).pathname).toMatch(/^\/resources\/insights\/[a-z0-9-]+$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('lists one category at its own address, linked from the list', async ({ page }) => {
    await page.goto('/resources/insights');
    const categories = page.getByRole('navigation', { name: 'Insight categories' });
    await categories.getByRole('link', { name: 'Valuation Guide', exact: true }).click();
    await expect(page).toHaveURL(/\/resources\/insights\?category=valuation-guide$/);
    await expect(categories.getByRole('link', { name: 'Valuation Guide', exact: true })).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('article[data-insight-card]');
    await expect(cards).not.toHaveCount(0);
    for (const card of await cards.all()) await expect(card.locator('p').first()).toHaveText('Valuation Guide');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/resources\/insights\?category=valuation-guide$/,
    );
    await expectNoAxeViolations(page);
  });
});
