// Page copy end to end (issue 19): an admin changes the home hero title, publishes, and a visitor sees it
// on the cached public page without a restart; the admin bolds a word of the About story and links words
// to the contact page from the keyboard and the toolbar, and visitors see both on /about; an editor
// edits a service page's benefits and its card in the services list, previews the draft at the page's
// own address and the card in the services list and on the home page while visitors still see the old text, publishes, sees the card's new title on /services,
// on / and in the footer, and restores the earlier version. The Pages screen and the previewed page pass
// axe. An insight's SEO section sets its meta description (with the count's warning over 160) and the
// public article's head follows.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { addStaff, openAs, openAsAdmin } from './staff.ts';

const runId = Date.now().toString(36);
const EDITOR = `pages-editor-${runId}@calderrowe.com.au`;
const PASSWORD = 'e2e-staff-password-1';
const SEEDED_HOME_TITLE = 'Maximising Value for Recruitment & Staffing Firms';
const SEEDED_ARTICLE = {
  id: 'how-recruitment-businesses-are-valued-ebitda-multiples',
  title: 'How Recruitment Businesses Are Valued: A Guide to EBITDA Multiples',
};

// Both tests publish pages other specs read: one after the other, each restoring what it changed.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await addStaff(page, EDITOR, PASSWORD, 'Editor');
  await page.close();
});

async function openPage(page: Page, title: string) {
  await waitForIsland(page, 'PagesScreen');
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
}

/** Restores the published version before the newest from the page's history (drafts skipped). */
async function restorePrevious(page: Page) {
  await page.getByRole('button', { name: 'Version History' }).click();
  const history = page.getByRole('dialog', { name: 'Version History' });
  const published = history.getByRole('listitem').filter({ hasNotText: 'Draft saved by' });
  await published
    .nth(1)
    .getByRole('button', { name: /^Restore version \d+$/ })
    .click();
  await expect(page.getByText('Version restored and published').first()).toBeVisible();
}

async function visitorPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('an admin changes the home hero title and formats the About story, publishes, and visitors see both at once', async ({
  page,
  browser,
}) => {
  // Two publishes, two restores and three axe runs: more than the default time while the whole suite runs.
  // A timed-out first try leaves 'Calder' bold in the draft, and the retry's Ctrl+B would unbold it.
  test.slow();
  const visitor = await visitorPage(browser);
  // Cached first: the published copy must reach a page the page cache already holds.
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(SEEDED_HOME_TITLE);
  await visitor.goto('/');

  await openAsAdmin(page, '/admin/pages');
  await openPage(page, 'Home');
  await expectNoAxeViolations(page);
  const title = `Selling Recruitment Firms Well ${runId}`;
  await page.getByLabel('Hero title', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Hero title is required')).toBeVisible();

  await page.getByLabel('Hero title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published').first()).toBeVisible();
  try {
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  } finally {
    await restorePrevious(page);
  }
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(SEEDED_HOME_TITLE);

  // The About story: a word bolded with Ctrl+B, new words made a link with the toolbar's Link button.
  await visitor.goto('/about');
  await page.getByRole('button', { name: 'Edit About', exact: true }).click();
  const story = page.locator('[data-name="story.paragraphs.0"]');
  await expect(story).toHaveAccessibleName('Paragraph');
  await story.click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('Shift+ControlOrMeta+ArrowRight');
  // The editor reads a selection made by keys on the next selectionchange: a round trip lets it in.
  const selected = () => page.evaluate(() => document.getSelection()?.toString());
  await expect.poll(selected).toBe('Calder');
  // Two frames: the selectionchange task the poll raced with has run, so the editor holds the selection.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.keyboard.press('ControlOrMeta+b');
  await expect(story.locator('strong')).toHaveText('Calder');
  await page.keyboard.press('ControlOrMeta+End');
  const linkWords = `Talk to us ${runId}`;
  await page.keyboard.type(` ${linkWords}`);
  for (let step = 0; step < linkWords.length; step += 1) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(selected).toBe(linkWords);
  page.once('dialog', (dialog) => dialog.accept('/contact'));
  await page.getByRole('toolbar', { name: 'Paragraph formatting' }).first().getByRole('button', { name: 'Link' }).click();
  await expect(story.getByRole('link', { name: linkWords })).toHaveAttribute('href', '/contact');
  await expect(story.locator('strong')).toHaveText('Calder');
  // The Home restore's toast, fading out, would be measured at half its contrast.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published').first()).toBeVisible();
  try {
    await visitor.goto('/about');
    const shown = visitor.locator('p.rich-text').first();
    await expect(shown.locator('strong')).toHaveText('Calder');
    await expect(shown.getByRole('link', { name: linkWords })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(visitor);
  } finally {
    await restorePrevious(page);
  }
  await visitor.goto('/about');
  await expect(visitor.getByRole('link', { name: linkWords })).toHaveCount(0);
  await visitor.context().close();
});

test('an editor drafts a service page’s benefits and card title, previews them, publishes, and restores the earlier version', async ({
  page,
  browser,
}) => {
  await openAs(page, '/admin/pages', EDITOR, PASSWORD);
  await openPage(page, 'Business Sales');
  const benefit = page.getByLabel('Benefit title', { exact: true }).first();
  const original = await benefit.inputValue();
  const drafted = `Specialist buyers for your agency ${runId}`;
  await benefit.fill(drafted);
  const cardTitle = page.getByRole('group', { name: 'Services list card' }).getByLabel('Card title', { exact: true });
  await expect(cardTitle).toHaveValue('Business Sales');
  const card = `Selling Your Agency ${runId}`;
  await cardTitle.fill(card);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft saved').first()).toBeVisible();

  // The editor sees the draft at the page's own address, kept out of search engines.
  const preview = await page.context().newPage();
  await preview.goto('/services/business-sales?preview=draft');
  await expect(preview.getByRole('heading', { name: drafted })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(preview);

  // Beside it, the drafted card where it is listed: the services list and the home page's grid, both as drafts.
  for (const [link, level] of [
    ['Preview Card in Services List', 2],
    ['Preview Card on Home Page', 3],
  ] as const) {
    const [listed] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: link }).click()]);
    await expect(listed.getByRole('heading', { name: card, level })).toBeVisible();
    await expect(listed.getByRole('heading', { name: 'Business Sales', level })).toHaveCount(0);
    await expect(listed.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect((await listed.reload())?.headers()['cache-control']).toContain('no-store');
    await listed.close();
  }

  // A visitor (a fresh browser, no session), even asking for the draft, still sees the old text.
  const visitor = await visitorPage(browser);
  await visitor.goto('/services/business-sales?preview=draft');
  await expect(visitor.getByRole('heading', { name: original })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: drafted })).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published').first()).toBeVisible();
  await visitor.goto('/services/business-sales');
  await expect(visitor.getByRole('heading', { name: drafted })).toBeVisible();
  // The card's new title in the services list, linking to the same page, and in the footer's services.
  await visitor.goto('/services');
  await expect(visitor.getByRole('heading', { name: card, level: 2 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: `Learn More About ${card}` })).toHaveAttribute(
    'href',
    '/services/business-sales',
  );
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: card })).toBeVisible();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: card, level: 3 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Business Sales', level: 3 })).toHaveCount(0);

  await restorePrevious(page);
  await expect(page.getByLabel('Benefit title', { exact: true }).first()).toHaveValue(original);
  await visitor.goto('/services/business-sales');
  await expect(visitor.getByRole('heading', { name: original })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: drafted })).toHaveCount(0);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'Business Sales', level: 3 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: card })).toHaveCount(0);
  await visitor.context().close();
});

test('an insight’s SEO section sets its meta description, warned over 160 characters, and the article’s head follows', async ({
  page,
  browser,
}) => {
  const visitor = await visitorPage(browser);
  const description = () => visitor.locator('meta[name="description"]').getAttribute('content');
  await visitor.goto(`/resources/insights/${SEEDED_ARTICLE.id}`);
  // The default: the excerpt cut at a word boundary to 160 characters.
  const generated = (await description()) ?? '';
  expect(generated.length).toBeLessThanOrEqual(160);
  expect(generated.endsWith('…')).toBe(true);

  await openAsAdmin(page, '/admin/insights');
  await waitForIsland(page, 'InsightsScreen');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Guide to EBITDA Multiples');
  await page.getByRole('button', { name: `Edit ${SEEDED_ARTICLE.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Insight' });
  await dialog.getByText('SEO', { exact: true }).click();
  const meta = dialog.getByLabel('Meta description');
  const long =
    `Buyers value recruitment firms on normalised EBITDA ${runId}. ${'Read how the multiple moves. '.repeat(5)}`.trim();
  await meta.fill(long);
  await expect(dialog.getByText(`${long.length} characters — over 160, search engines may cut it short`)).toBeVisible();
  const chosen = `Buyers value recruitment firms on normalised EBITDA ${runId}.`;
  await meta.fill(chosen);
  await expect(dialog.getByText(`${chosen.length} characters`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('figure', { name: 'Search result preview' })).toContainText(chosen);
  await dialog.getByRole('button', { name: 'Update Insight' }).click();
  await expect(page.getByText('Insight updated successfully').first()).toBeVisible();
  try {
    await visitor.goto(`/resources/insights/${SEEDED_ARTICLE.id}`);
    expect(await description()).toBe(chosen);
  } finally {
    await page.getByRole('button', { name: `Edit ${SEEDED_ARTICLE.title}` }).click();
    await dialog.getByText('SEO', { exact: true }).click();
    await dialog.getByLabel('Meta description').fill('');
    await dialog.getByRole('button', { name: 'Update Insight' }).click();
    await expect(dialog).toBeHidden();
  }
  await visitor.goto(`/resources/insights/${SEEDED_ARTICLE.id}`);
  expect(await description()).toBe(generated);
  await visitor.context().close();
});
