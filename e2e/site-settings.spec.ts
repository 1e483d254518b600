// Site Settings end to end: an admin changes the firm's phone number and every public page's footer
// (and the contact page) shows it at once, without a restart, although the pages were cached; then
// the earlier version is restored from the history. A refused value is shown beside its field and
// changes nothing. Two admins saving the same settings or policy: the later save meets the conflict
// notice, to reload theirs or overwrite it. The screen passes axe. The two-instance version is in
// e2e/scale-out.spec.ts.

import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_COMPANY } from '../src/features/public-shell/company.ts';
import { expectNoAxeViolations } from './axe.ts';
import { caretAtEndOf, waitForIsland } from './hydration.ts';
import { openAsAdmin } from './staff.ts';
import { e2eUnsplashEnv } from './unsplash.ts';

// Both tests change the one settings document: one after the other.
test.describe.configure({ mode: 'serial' });

const digits = String(Date.now() % 10_000).padStart(4, '0');
const NEW_PHONE = { phone: `(07) 3555 ${digits}`, phoneInternational: `+6173555${digits}` };

async function openSettings(page: Page) {
  await openAsAdmin(page, '/admin/settings');
  await waitForIsland(page, 'SettingsScreen');
  await expect(page.getByRole('heading', { name: 'Site Settings', level: 1 })).toBeVisible();
}

/** Types a paragraph at the end of the Privacy Policy's text. */
async function addParagraph(page: Page, words: string) {
  await caretAtEndOf(page.getByRole('textbox', { name: 'Policy text' }));
  await page.keyboard.press('Enter');
  await page.keyboard.type(words);
}

/** The footer's phone link on a public page, as a visitor (no staff cookie) gets it. */
async function footerPhone(visitor: Page, path: string) {
  await visitor.goto(path);
  return visitor.getByRole('contentinfo').getByRole('link', { name: /^\(07\)/ });
}

test('an admin changes the phone number and every public page shows it at once; History restores the earlier one', async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  // Cached first: the change must reach pages the page cache already holds.
  for (const path of ['/', '/about', '/services']) {
    await expect(await footerPhone(visitor, path)).toHaveText(DEFAULT_COMPANY.phone);
    await visitor.goto(path);
  }

  await openSettings(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Phone', { exact: true }).fill(NEW_PHONE.phone);
  await page.getByLabel('International phone').fill(NEW_PHONE.phoneInternational);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText(/^Site settings saved \(version \d+\)$/).first()).toBeVisible();

  try {
    // The first page rendered after the change waits for the settings to be read again: its policy must
    // still hold everything the layout adds (the image origins, the inline scripts' hashes), since the
    // page cache keeps and serves those headers.
    const firstRender = await visitor.request.get('/services/business-sales');
    expect(firstRender.headers()['x-cache']).toBe('MISS');
    expect(firstRender.headers()['content-security-policy']).toContain(
      `img-src 'self' data: blob: ${e2eUnsplashEnv().UNSPLASH_IMAGE_URL}`,
    );
    for (const [, script = ''] of (await firstRender.text()).matchAll(
      /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(firstRender.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
    for (const path of ['/', '/about', '/services', '/resources/insights']) {
      const link = await footerPhone(visitor, path);
      await expect(link, path).toHaveText(NEW_PHONE.phone);
      await expect(link).toHaveAttribute('href', `tel:${NEW_PHONE.phoneInternational}`);
    }
    await visitor.goto('/contact');
    await expect(
      visitor.getByRole('region', { name: 'Contact Information' }).getByRole('link', { name: NEW_PHONE.phone }),
    ).toHaveAttribute('href', `tel:${NEW_PHONE.phoneInternational}`);
  } finally {
    // Back to the seeded number through the history, as an admin undoing a mistake would, once the
    // toasts (which stay while the pointer rests on them) have left the button uncovered.
    await page.mouse.move(0, 0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Settings History' }).click();
    const history = page.getByRole('dialog', { name: 'Settings History' });
    const previous = history.getByRole('listitem').nth(1);
    await expect(previous).toBeVisible();
    await previous.getByRole('button', { name: /^Restore version \d+$/ }).click();
    await expect(page.getByText(/^Settings restored: version \d+$/).first()).toBeVisible();
  }
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(DEFAULT_COMPANY.phone);
  await expect(await footerPhone(visitor, '/')).toHaveText(DEFAULT_COMPANY.phone);
  await visitor.context().close();
});

test('a refused phone number is named beside its field and nothing is saved', async ({ page }) => {
  await openSettings(page);
  await page.getByLabel('Phone', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Phone is required')).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('(07) 3180 9999');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Phone and international phone must be the same number')).toBeVisible();
  await page.reload();
  await waitForIsland(page, 'SettingsScreen');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(DEFAULT_COMPANY.phone);
});

test('the Privacy Policy is linked from every footer and from the notice under the contact form, names the firm, and passes axe', async ({
  page,
}) => {
  await page.goto('/about');
  // The footer's own link is its last: the newsletter's signup sentence above it links to the policy too.
  const footerLinks = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await expect(footerLinks).toHaveCount(2);
  await footerLinks.last().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How long we keep it', level: 2 })).toBeVisible();
  await expect(page.getByText(`${DEFAULT_COMPANY.legalName} (“${DEFAULT_COMPANY.name}”`)).toBeVisible();
  await expect(page.getByRole('link', { name: DEFAULT_COMPANY.email }).first()).toHaveAttribute(
    'href',
    `mailto:${DEFAULT_COMPANY.email}`,
  );
  await expectNoAxeViolations(page);

  await page.goto('/contact');
  // The clean-clone run once clicked the link while the island was hydrating and stayed on /contact.
  await waitForIsland(page, 'ContactForm');
  const notice = page.getByText(/^We collect your name, e-mail address and message/);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Enquiry' })).toHaveAccessibleDescription(/Only our staff see them/);
  await notice.getByRole('link', { name: 'Read our Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/privacy-policy</loc>');
});

test('an admin edits the Privacy Policy and visitors see it at once; its own history restores the earlier text', async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/privacy-policy');
  const heading = `Cookies ${digits}`;
  await openSettings(page);
  await addParagraph(page, heading);
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.getByRole('button', { name: 'Save Privacy Policy' }).click();
  await expect(page.getByText(/^Privacy policy saved \(version \d+\)$/).first()).toBeVisible();
  try {
    await visitor.goto('/privacy-policy');
    await expect(visitor.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  } finally {
    await page.getByRole('button', { name: 'Privacy Policy History' }).click();
    const history = page.getByRole('dialog', { name: 'Privacy Policy History' });
    await history
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: /^Restore version \d+$/ })
      .click();
    await expect(page.getByText(/^Settings restored: version \d+$/).first()).toBeVisible();
  }
  await visitor.goto('/privacy-policy');
  await expect(visitor.getByRole('heading', { name: 'Complaints', level: 2 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: heading })).toHaveCount(0);
  await visitor.context().close();
});

test('two admins save the same settings: the later save meets the conflict notice, reloads theirs or overwrites it', async ({
  browser,
}) => {
  // Two sessions, both documents, the history and a restore: longer than one screen's test.
  test.setTimeout(90_000);
  const adminPage = async () => {
    const page = await (await browser.newContext()).newPage();
    await openSettings(page);
    return page;
  };
  const ann = await adminPage();
  const ben = await adminPage();
  const tagline = ann.getByLabel('Tagline');
  await tagline.fill(`Ann's tagline ${digits}`);
  await ann.getByRole('button', { name: 'Save Settings' }).click();
  await expect(ann.getByText(/^Site settings saved \(version \d+\)$/).first()).toBeVisible();

  // Ben's screen still holds the version before Ann's: his save is refused and says who saved since.
  try {
    await ben.getByLabel('Tagline').fill(`Ben's tagline ${digits}`);
    await ben.getByRole('button', { name: 'Save Settings' }).click();
    const notice = ben.getByRole('alert').filter({ hasText: 'Someone else saved the site settings after you opened them.' });
    await expect(notice).toContainText(/ saved version \d+ at /);
    await expectNoAxeViolations(ben);
    await notice.getByRole('button', { name: 'Reload their version' }).click();
    await expect(notice).toBeHidden();
    await expect(ben.getByLabel('Tagline')).toHaveValue(`Ann's tagline ${digits}`);
  } finally {
    // Back to the seeded tagline, saved from the version Ben reloaded.
    await ben.getByLabel('Tagline').fill(DEFAULT_COMPANY.tagline);
    await ben.getByRole('button', { name: 'Save Settings' }).click();
    await expect(ben.getByText(/^Site settings saved \(version \d+\)$/).first()).toBeVisible();
  }

  // The Privacy Policy the same way, this time overwriting: asked first, and theirs stays in the history.
  for (const page of [ann, ben]) {
    await page.reload();
    await waitForIsland(page, 'SettingsScreen');
  }
  await addParagraph(ann, `Ann's paragraph ${digits}`);
  await ann.getByRole('button', { name: 'Save Privacy Policy' }).click();
  await expect(ann.getByText(/^Privacy policy saved \(version \d+\)$/).first()).toBeVisible();
  await addParagraph(ben, `Ben's paragraph ${digits}`);
  await ben.getByRole('button', { name: 'Save Privacy Policy' }).click();
  const notice = ben.getByRole('alert').filter({ hasText: 'Someone else saved the privacy policy after you opened it.' });
  await notice.getByRole('button', { name: 'Overwrite with my changes' }).click();
  const question = ben.getByRole('alertdialog', { name: 'Overwrite their changes?' });
  await expect(question).toContainText('theirs stays in the history');
  await question.getByRole('button', { name: 'Overwrite' }).click();
  await expect(ben.getByText(/^Privacy policy saved \(version \d+\)$/).first()).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(ben.getByRole('textbox', { name: 'Policy text' })).toContainText(`Ben's paragraph ${digits}`);
  await expect(ben.getByRole('textbox', { name: 'Policy text' })).not.toContainText(`Ann's paragraph ${digits}`);

  await ben.getByRole('button', { name: 'Privacy Policy History' }).click();
  const history = ben.getByRole('dialog', { name: 'Privacy Policy History' });
  const versions = history.getByRole('listitem');
  await expect(versions.nth(1)).toContainText('Changed: Privacy Policy');
  await versions.nth(1).getByText('Changed: Privacy Policy').click();
  await expect(versions.nth(1).getByRole('insertion')).toContainText(`Ann's paragraph ${digits}`);
  // Back to the policy before both paragraphs.
  await versions
    .nth(2)
    .getByRole('button', { name: /^Restore version \d+$/ })
    .click();
  await expect(ben.getByText(/^Settings restored: version \d+$/).first()).toBeVisible();
  await expect(ben.getByRole('textbox', { name: 'Policy text' })).not.toContainText(`Ben's paragraph ${digits}`);
  await Promise.all([ann.context().close(), ben.context().close()]);
});
