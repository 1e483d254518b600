// Insights Management end to end: create with each required-field message, edit, search, filters and
// the counter, delete with Cancel and OK, the CSV file's exact bytes, a version restored, a long history
// paged with a version's changes loaded when opened, a scheduled
// insight appearing when its time comes, a draft previewed by staff and refused to visitors, and
// axe on the screen and its dialogs. Each test makes its own insights (others run alongside).
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { withE2eDatabase } from './database.ts';
import { caretAtEndOf, waitForIsland } from './hydration.ts';
import { openAsAdmin } from './staff.ts';

const runId = Date.now().toString(36);

async function openInsights(page: Page) {
  await openAsAdmin(page, '/admin/insights');
  await waitForIsland(page, 'InsightsScreen');
  await expect(page.getByRole('heading', { name: 'Insights Management', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Showing [\d,]+ of [\d,]+ insights$/)).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

const cardOf = (page: Page, title: string): Locator =>
  page
    .getByRole('list', { name: 'Insights' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

/** Fills the create dialog and saves; the card appears. */
async function createInsight(
  page: Page,
  values: {
    title: string;
    excerpt?: string;
    content?: string;
    category?: string;
    readTime?: string;
    status?: 'Draft' | 'Published';
    date?: string;
  },
) {
  await page.getByRole('button', { name: 'Create Insight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Insight' });
  await dialog.getByLabel('Title').fill(values.title);
  await dialog.getByLabel('Excerpt').fill(values.excerpt ?? 'A summary for owners.');
  await dialog.getByRole('textbox', { name: 'Content' }).fill(values.content ?? 'The body of the article.');
  await dialog.getByLabel('Category').selectOption({ label: values.category ?? 'Valuation' });
  await dialog.getByLabel('Read Time').fill(values.readTime ?? '4 min read');
  if (values.date) await dialog.getByLabel('Date').fill(values.date);
  if (values.status) await dialog.getByLabel('Status').selectOption({ label: values.status });
  await dialog.getByRole('button', { name: 'Create Insight' }).click();
  await expect(toast(page, 'Insight created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

function brisbaneDate(offsetDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

test.describe('insights management', () => {
  test('shows each required-field message, creates a draft dated today, and passes axe on the screen and dialog', async ({
    page,
  }) => {
    await openInsights(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create Insight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Insight' });
    await expect(dialog.getByLabel('Date')).toHaveValue(brisbaneDate());
    await expect(dialog.getByLabel('Status')).toHaveValue('draft');
    await dialog.getByRole('button', { name: 'Create Insight' }).click();
    for (const message of [
      'Title is required',
      'Excerpt is required',
      'Content is required',
      'Category is required',
      'Read time is required',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('Date').fill('');
    await dialog.getByRole('button', { name: 'Create Insight' }).click();
    await expect(dialog.getByText('Date is required', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // The dialog is at most 90% of the viewport tall and scrolls.
    const box = await dialog.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) * 0.9 + 1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The date was emptied: closing asks first (e2e/editor-integrity.spec.ts).
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(dialog).toBeHidden();

    const title = `Required Fields ${runId}`;
    await createInsight(page, { title });
    await search(page, title);
    const card = cardOf(page, title);
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(card.getByText('Valuation', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Showing 1 of [\d,]+ insights$/)).toBeVisible();
  });

  test('edits an insight with the rich-text editor and its HTML source view', async ({ page }) => {
    const title = `Editable ${runId}`;
    await openInsights(page);
    await createInsight(page, { title });
    await search(page, title);
    await cardOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Insight' });
    const editor = dialog.getByRole('textbox', { name: 'Content' });
    await caretAtEndOf(editor);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Bold words');
    await dialog.getByRole('button', { name: 'HTML source' }).click();
    const source = dialog.getByRole('textbox', { name: 'Content' });
    await expect(source).toHaveValue('<p>The body of the article.</p><p><strong>Bold words</strong></p>');
    await source.fill('<p>The body of the article.</p><h2>Section</h2><p><strong>Bold words</strong><script>x</script></p>');
    await dialog.getByLabel('Title').fill(`${title} Updated`);
    await dialog.getByRole('button', { name: 'Update Insight' }).click();
    await expect(toast(page, 'Insight updated successfully')).toBeVisible();
    await search(page, `${title} Updated`);
    await cardOf(page, `${title} Updated`)
      .getByRole('button', { name: `Edit ${title} Updated` })
      .click();
    await dialog.getByRole('button', { name: 'HTML source' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveValue(
      '<p>The body of the article.</p><h2>Section</h2><p><strong>Bold words</strong></p>',
    );
    await expectNoAxeViolations(page);
  });

  test('filters by category and status with the counter, and shows the empty message', async ({ page }) => {
    await openInsights(page);
    await createInsight(page, { title: `Filter Alpha ${runId}`, category: 'Strategy' });
    await createInsight(page, { title: `Filter Beta ${runId}`, category: 'Process', status: 'Published' });
    await search(page, `filter`);
    await search(page, `${runId}`);
    await expect(cardOf(page, `Filter Alpha ${runId}`)).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'Strategy' });
    await expect(cardOf(page, `Filter Beta ${runId}`)).toHaveCount(0);
    await expect(cardOf(page, `Filter Alpha ${runId}`)).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'All Categories' });
    await page.getByLabel('Status').selectOption({ label: 'Published' });
    await expect(cardOf(page, `Filter Alpha ${runId}`)).toHaveCount(0);
    await expect(cardOf(page, `Filter Beta ${runId}`)).toBeVisible();
    await expect(page.getByText(/^Showing 1 of [\d,]+ insights$/)).toBeVisible();
    await search(page, `nothing matches ${runId}`);
    await expect(page.getByText('No insights found matching your criteria.')).toBeVisible();
    await expect(page.getByText(/^Showing 0 of [\d,]+ insights$/)).toBeVisible();
  });

  test('asks before deleting: Cancel keeps the insight, Delete removes it', async ({ page }) => {
    const title = `Deletable ${runId}`;
    await openInsights(page);
    await createInsight(page, { title });
    await search(page, title);
    await cardOf(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this insight?' });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(cardOf(page, title)).toBeVisible();
    await cardOf(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Insight deleted successfully')).toBeVisible();
    await expect(cardOf(page, title)).toHaveCount(0);
  });

  test('exports the matching insights as CSV with tricky values byte for byte', async ({ page }) => {
    const tag = `csv${runId}`;
    await openInsights(page);
    await createInsight(page, {
      title: `Quotes "and", commas ${tag}`,
      excerpt: '=SUM(A1:A9) first line\nsecond line',
      readTime: '-3 min',
      category: 'M&A Case Study',
    });
    await createInsight(page, { title: `Ünïcödé — café ${tag}`, excerpt: '@mention +plus', readTime: '5 min read' });
    await search(page, tag);
    await expect(page.getByText('Showing 2 of', { exact: false })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const name = `insights_export_${brisbaneDate()}.csv`;
    expect(file.suggestedFilename()).toBe(name);
    await expect(toast(page, 'Export Complete')).toBeVisible();
    await expect(toast(page, `Exported 2 insights to ${name}`)).toBeVisible();
    const bytes = readFileSync((await file.path()) ?? '');
    expect(bytes.toString('utf8')).toBe(
      '\uFEFF"id","title","excerpt","category","read_time"\r\n' +
        `"unicode-cafe-${tag}","Ünïcödé — café ${tag}","'@mention +plus","Valuation","5 min read"\r\n` +
        `"quotes-and-commas-${tag}","Quotes ""and"", commas ${tag}","'=SUM(A1:A9) first line\nsecond line","M&A Case Study","'-3 min"\r\n`,
    );
  });

  test('restores an earlier version from the history, as a new version', async ({ page }) => {
    const title = `Versioned ${runId}`;
    await openInsights(page);
    await createInsight(page, { title, excerpt: 'The first summary.' });
    await search(page, title);
    await cardOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Insight' });
    await dialog.getByLabel('Excerpt').fill('A second summary.');
    await dialog.getByRole('button', { name: 'Update Insight' }).click();
    await expect(toast(page, 'Insight updated successfully')).toBeVisible();
    await expect(cardOf(page, title).getByText('A second summary.')).toBeVisible();

    await cardOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version History' });
    const versions = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Version 2');
    await expect(versions.nth(0)).toContainText('Current');
    await versions.nth(0).getByText('Changed: Excerpt').click();
    await expect(versions.nth(0).getByRole('deletion')).toHaveText('The first summary.');
    await expect(versions.nth(0).getByRole('insertion')).toHaveText('A second summary.');
    await expectNoAxeViolations(page);
    await history.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(toast(page, 'Version restored: version 1')).toBeVisible();
    await expect(cardOf(page, title).getByText('The first summary.')).toBeVisible();

    await cardOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await dialog.getByRole('button', { name: 'History' }).click();
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('Restored by Administrator');
    await expect(versions.nth(0)).toContainText('Changed: Excerpt');
  });

  test('pages a long history 50 versions at a time and loads a version’s changes when opened', async ({ page }) => {
    const title = `Long History ${runId}`;
    await openInsights(page);
    await createInsight(page, { title, excerpt: 'Summary 1.' });
    // 54 more versions as saves leave them (each with its own excerpt), written straight to the database.
    await withE2eDatabase(async ({ db }) => {
      const first = await db
        .selectFrom('insight_revisions as revision')
        .innerJoin('insights', 'insights.id', 'revision.insight_id')
        .selectAll('revision')
        .where('insights.title', '=', title)
        .executeTakeFirstOrThrow();
      for (let version = 2; version <= 55; version += 1) {
        await db
          .insertInto('insight_revisions')
          .values({ ...first, id: `${first.id}-${version}`, version, excerpt: `Summary ${version}.`, reason: 'update' })
          .execute();
      }
    });
    await search(page, title);
    await cardOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await page.getByRole('dialog', { name: 'Edit Insight' }).getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version History' });
    const versions = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect(versions).toHaveCount(50);
    await expect(versions.first()).toContainText('Version 55');
    await expect(versions.first()).toContainText('Current');
    const pages = history.getByRole('navigation', { name: 'Version pages' });
    await expect(pages).toContainText('Page 1 of 2');
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('Page 2 of 2');
    await expect(versions).toHaveCount(5);
    await expect(versions.first()).toContainText('Version 5');
    await expect(versions.first()).not.toContainText('Current');
    await versions.first().getByText('Changed: Excerpt').click();
    await expect(versions.first().getByRole('deletion')).toHaveText('Summary 4.');
    await expect(versions.first().getByRole('insertion')).toHaveText('Summary 5.');
    await expectNoAxeViolations(page);
    await history.getByRole('button', { name: 'Restore version 5' }).click();
    await expect(toast(page, 'Version restored: version 5')).toBeVisible();
    await expect(cardOf(page, title).getByText('Summary 5.')).toBeVisible();
  });

  test('converts one insight in the dialog, then every insight, to Australian English', async ({ page }) => {
    const title = `The Color Guide ${runId}`;
    await openInsights(page);
    await createInsight(page, { title, excerpt: 'We analyze behavior.' });
    await search(page, runId);
    await cardOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Insight' });
    await dialog.getByRole('button', { name: 'Convert to Australian English' }).click();
    await expect(toast(page, 'Text Converted')).toBeVisible();
    await expect(toast(page, 'Applied Australian English formatting with 3 spelling corrections')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue(`The Colour Guide ${runId}`);
    await expect(dialog.getByLabel('Excerpt')).toHaveValue('We analyse behaviour.');
    await dialog.getByRole('button', { name: 'Convert to Australian English' }).click();
    await expect(toast(page, 'No Changes Needed')).toBeVisible();
    await expect(toast(page, 'This insight already uses Australian English spelling')).toBeVisible();
    await dialog.getByRole('button', { name: 'Update Insight' }).click();
    await expect(cardOf(page, `The Colour Guide ${runId}`)).toBeVisible();

    const other = `Organization Center ${runId}`;
    await createInsight(page, { title: other });
    await page.getByRole('button', { name: 'Convert to Australian English' }).click();
    const bulk = page.getByRole('dialog', { name: 'Convert to Australian English' });
    await expect(bulk.getByText('This modifies all insights.')).toBeVisible();
    await expect(bulk.getByText(/A backup is recommended/)).toBeVisible();
    await expectNoAxeViolations(page);
    await bulk.getByRole('button', { name: 'Convert All Insights' }).click();
    await expect(toast(page, 'Conversion Complete')).toBeVisible();
    await expect(page.getByText(/^Successfully converted \d+ insights to Australian English$/).first()).toBeVisible();
    await expect(cardOf(page, `Organisation Centre ${runId}`)).toBeVisible();
  });

  test('shows a draft to staff as a preview, never cached, and 404 to visitors', async ({ page, browser }) => {
    const title = `Preview Draft ${runId}`;
    await openInsights(page);
    await createInsight(page, { title });
    const path = `/resources/insights/preview-draft-${runId}`;
    const staffAnswer = await page.goto(path);
    expect(staffAnswer?.status()).toBe(200);
    expect(staffAnswer?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Preview: this insight is a draft.' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      const answer = await visitorPage.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(visitorPage.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
      await expect(visitorPage.getByText(title)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test('shows a scheduled insight as Scheduled, and on the public list once its time comes', async ({ page, browser }) => {
    const title = `Scheduled Soon ${runId}`;
    await openInsights(page);
    await createInsight(page, { title, status: 'Published', date: brisbaneDate(1) });
    await search(page, title);
    await expect(cardOf(page, title).getByText('Scheduled', { exact: true })).toBeVisible();

    const visitor = await browser.newContext();
    try {
      const list = async () => {
        const answer = await visitor.request.get('/resources/insights');
        return { cache: answer.headers()['x-cache'], listed: (await answer.text()).includes(title) };
      };
      expect((await list()).listed).toBe(false);
      // Bring its publish time to a few seconds from now (a test clock, as the day would turn in
      // Brisbane), then make any staff change: the server re-arms the page cache's expiry from it.
      const due = new Date(Date.now() + 6000);
      await withE2eDatabase((database) =>
        database.db.updateTable('insights').set({ publish_at: due }).where('id', '=', `scheduled-soon-${runId}`).execute(),
      );
      await createInsight(page, { title: `Schedule Trigger ${runId}` });
      await expect.poll(list, { timeout: 5000 }).toEqual({ cache: 'HIT', listed: false });
      await page.waitForTimeout(Math.max(0, due.getTime() - Date.now()));
      await expect.poll(async () => (await list()).listed, { timeout: 5000 }).toBe(true);
    } finally {
      await visitor.close();
    }
  });
});
