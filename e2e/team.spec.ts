// Team Photo Management end to end: add, edit and save, cancel, reorder, photos (PNG and JPEG seen on
// the About page; a text file, a 6 MB image and a fake .png refused), delete with its question, and
// the screen's accessibility. Each test makes and removes its own members: others run alongside.
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { openAsAdmin } from './staff.ts';

const runId = Date.now().toString(36);

async function openTeamScreen(page: Page) {
  await openAsAdmin(page, '/admin/team');
  await waitForIsland(page, 'TeamScreen');
  await expect(page.getByRole('heading', { name: 'Team Photo Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'David Calder' })).toBeVisible();
}

const cardOf = (page: Page, name: string): Locator =>
  page
    .getByRole('list', { name: 'Team members' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** "Add Team Member", then name the new card (it opens in edit mode) and save it. */
async function addMember(page: Page, name: string, role = 'Director', bio = 'Advises owners.') {
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page.getByText('Team member added successfully').first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit New Team Member' }).last();
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Position').fill(role);
  await form.getByLabel('Bio', { exact: true }).fill(bio);
  // A new member starts hidden from the About page (e2e/editor-integrity.spec.ts tests that).
  await form.getByLabel('Show on the About page').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(cardOf(page, name)).toBeVisible();
}

async function deleteMember(page: Page, name: string) {
  await cardOf(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this team member?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(cardOf(page, name)).toHaveCount(0);
}

/** The carousel slide of a member on the About page. */
async function aboutSlide(page: Page, name: string): Promise<Locator> {
  await page.goto('/about');
  const carousel = page.getByRole('region', { name: 'Our team', exact: true });
  await carousel.scrollIntoViewIfNeeded();
  return carousel.getByRole('group').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Moves the carousel to the slide (its photo loads lazily, once it is in view). */
async function showSlide(page: Page, slide: Locator) {
  await waitForIsland(page, 'TeamCarousel');
  const [, position = 1, total = 1] = (/^(\d+) of (\d+):/.exec((await slide.getAttribute('aria-label')) ?? '') ?? []).map(Number);
  const next = page.getByRole('button', { name: 'Next team member' });
  for (let step = 1; step < position; step += 1) await next.click();
  await expect(page.getByText(/^\d+ \/ \d+$/)).toHaveText(`${position} / ${total}`);
}

async function photoInput(card: Locator) {
  return card.locator('input[type="file"]');
}

test.describe('team photo management', () => {
  test('adds a member with the placeholders, edits and saves it with a bio preview, and Cancel keeps the saved values', async ({
    page,
  }) => {
    await openTeamScreen(page);
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await expect(page.getByText('Success', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Team member added successfully').first()).toBeVisible();
    const form = page.getByRole('form', { name: 'Edit New Team Member' }).last();
    await expect(form.getByLabel('Name')).toHaveValue('New Team Member');
    await expect(form.getByLabel('Position')).toHaveValue('Position');
    await expect(form.getByLabel('Bio', { exact: true })).toHaveValue('Add bio information here...');
    await expect(form.getByLabel('Name')).toBeFocused();

    const name = `Jordan Rowe ${runId}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Position').fill('Director, Buy-side');
    await form.getByLabel('Bio', { exact: true }).fill('- Leads buy-side mandates\n- 20 years in staffing');
    await expect(form.getByRole('region', { name: 'Bio preview' }).getByRole('listitem')).toHaveText([
      'Leads buy-side mandates',
      '20 years in staffing',
    ]);
    await expectNoAxeViolations(page);
    await form.getByLabel('Show on the About page').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team member updated successfully').first()).toBeVisible();
    const card = cardOf(page, name);
    await expect(card.getByText('Director, Buy-side')).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(['Leads buy-side mandates', '20 years in staffing']);
    await expect(card.getByRole('button', { name: `Edit ${name}` })).toBeFocused();

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const editing = page.getByRole('form', { name: `Edit ${name}` });
    await editing.getByLabel('Name').fill('Someone Else');
    await editing.getByRole('button', { name: 'Cancel' }).click();
    await expect(cardOf(page, name)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Someone Else' })).toHaveCount(0);
    await page.reload();
    await expect(cardOf(page, name).getByText('Director, Buy-side')).toBeVisible();

    const slide = await aboutSlide(page, name);
    await expect(slide.getByRole('listitem')).toHaveText(['Leads buy-side mandates', '20 years in staffing']);
    await openTeamScreen(page);
    await deleteMember(page, name);
  });

  test('restores an earlier version from the Version History, and the About page shows it', async ({ page }) => {
    const name = `Versioned Member ${runId}`;
    await openTeamScreen(page);
    await addMember(page, name);
    const edit = async (role: string) => {
      await cardOf(page, name)
        .getByRole('button', { name: `Edit ${name}` })
        .click();
      const form = page.getByRole('form', { name: `Edit ${name}` });
      await form.getByLabel('Position').fill(role);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(cardOf(page, name).getByText(role)).toBeVisible();
    };
    await edit('Partner, Sell-side');
    await edit('Associate');

    await cardOf(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await page
      .getByRole('form', { name: `Edit ${name}` })
      .getByRole('button', { name: 'Version History' })
      .click();
    const history = page.getByRole('dialog', { name: 'Version History' });
    const versions = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect(versions).toHaveCount(4);
    await expect(versions.nth(0)).toContainText('Version 4');
    await expect(versions.nth(0)).toContainText('Current');
    await expect(versions.nth(0)).toContainText('Changed: Position');
    await expect(versions.nth(1)).toContainText('Edited by Administrator');
    await expectNoAxeViolations(page);
    await history.getByRole('button', { name: 'Restore version 3' }).click();
    await expect(page.getByText('Version restored: version 3').first()).toBeVisible();
    await expect(cardOf(page, name).getByText('Partner, Sell-side')).toBeVisible();

    const slide = await aboutSlide(page, name);
    await expect(slide.getByText('Partner, Sell-side')).toBeVisible();
    await openTeamScreen(page);
    await deleteMember(page, name);
  });

  test('moves members up and down by keyboard, and the About page follows the order', async ({ page }) => {
    await openTeamScreen(page);
    const first = `Avery First ${runId}`;
    const second = `Blake Second ${runId}`;
    await addMember(page, first);
    await addMember(page, second);
    const names = () => page.getByRole('list', { name: 'Team members' }).getByRole('heading', { level: 3 }).allTextContents();
    const order = async () => (await names()).filter((name) => name === first || name === second);
    expect(await order()).toEqual([first, second]);

    // Other tests add members alongside, and one may sit between these two: move until they swap.
    const moveUntil = async (name: string, direction: 'up' | 'down', wanted: string[]) => {
      for (let step = 0; step < 10 && JSON.stringify(await order()) !== JSON.stringify(wanted); step += 1) {
        const saved = page.waitForResponse((response) => response.url().endsWith('/move'));
        await cardOf(page, name)
          .getByRole('button', { name: `Move ${name} ${direction}` })
          .focus();
        await page.keyboard.press('Enter');
        expect((await saved).status()).toBe(200);
        // Focus stays with the moved member, on a button that can still act.
        await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^Move ${name} (up|down)$`));
      }
      expect(await order()).toEqual(wanted);
    };
    await moveUntil(second, 'up', [second, first]);
    await expect(page.getByText(`${second} moved to position`)).toBeAttached();

    const slides = async () => {
      await page.goto('/about');
      const titles = await page
        .getByRole('region', { name: 'Our team', exact: true })
        .getByRole('heading', { level: 3 })
        .allTextContents();
      return titles.filter((name) => name === first || name === second);
    };
    expect(await slides()).toEqual([second, first]);

    await openTeamScreen(page);
    await moveUntil(second, 'down', [first, second]);
    expect(await slides()).toEqual([first, second]);

    await openTeamScreen(page);
    await deleteMember(page, first);
    await deleteMember(page, second);
  });

  test('uploads a PNG and then a JPEG photo, each shown on the About page in AVIF and WebP sizes', async ({ page }) => {
    await openTeamScreen(page);
    const name = `Casey Photo ${runId}`;
    await addMember(page, name);
    const card = cardOf(page, name);
    await expect(card.getByText('No photo')).toBeVisible();

    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a5d8f' } })
      .png()
      .toBuffer();
    await (await photoInput(card)).setInputFiles({ name: 'casey.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Photo uploaded successfully').first()).toBeVisible();
    const portrait = card.getByRole('img', { name: `Portrait of ${name}` });
    await expect(portrait).toHaveAttribute('src', /^\/media\/team-photos\/\d+-[0-9a-f]+-480w\.webp$/);
    const firstSrc = await portrait.getAttribute('src');

    // A photo that fails to load shows the placeholder instead of a broken image.
    await page.route('**/media/team-photos/**', (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await expect(cardOf(page, name).getByRole('img', { name: `Portrait of ${name}` })).toHaveAttribute('data-fallback', '');
    await page.unroute('**/media/team-photos/**');

    let slide = await aboutSlide(page, name);
    await expect(slide.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /-160w\.avif 160w, .*-320w\.avif 320w, .*-480w\.avif 480w$/,
    );
    await showSlide(page, slide);
    const shown = slide.getByRole('img', { name: `Portrait of ${name}` });
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await shown.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);

    await openTeamScreen(page);
    const jpeg = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#c08040' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'CalderCam' } })
      .toBuffer();
    await (await photoInput(cardOf(page, name))).setInputFiles({ name: 'casey.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByText('Photo uploaded successfully').first()).toBeVisible();
    await expect(cardOf(page, name).getByRole('img', { name: `Portrait of ${name}` })).not.toHaveAttribute('src', firstSrc ?? '');
    // The replaced photo's files are gone.
    expect((await page.request.get(firstSrc ?? '')).status()).toBe(404);

    slide = await aboutSlide(page, name);
    const fallback = await slide.locator('img').getAttribute('src');
    const served = await page.request.get(fallback ?? '');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(await served.body()).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([480, 480, undefined]);

    await openTeamScreen(page);
    await deleteMember(page, name);
  });

  test('refuses a text file, a 6 MB image and a text file named .png, with the spec’s messages', async ({ page }) => {
    await openTeamScreen(page);
    const name = `Drew Refused ${runId}`;
    await addMember(page, name);
    const input = await photoInput(cardOf(page, name));

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Just some notes.') });
    await expect(page.getByText('Please select an image file').first()).toBeVisible();

    const big = await sharp(randomBytes(1500 * 1400 * 3), { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1000 * 1000);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('File size must be less than 5MB').first()).toBeVisible();

    await input.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not a picture</html>'.repeat(10)),
    });
    await expect(page.getByText('Upload Error').first()).toBeVisible();
    await expect(page.getByText(/This file is not a supported image, whatever its name says/).first()).toBeVisible();
    await expect(cardOf(page, name).getByText('No photo')).toBeVisible();
    await deleteMember(page, name);
  });

  test('asks before deleting: Cancel keeps the member, Delete removes it from the screen and the About page', async ({
    page,
  }) => {
    await openTeamScreen(page);
    const name = `Emery Delete ${runId}`;
    await addMember(page, name);
    const card = cardOf(page, name);
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this team member?' });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Team member deleted successfully').first()).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto('/about');
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
  });

  test('the screen has no accessibility violations on a desktop and a 390 px phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openTeamScreen(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});
