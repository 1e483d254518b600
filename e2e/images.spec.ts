// Image Management end to end: upload generated PNG and JPEG files, see them in the grid and (with
// alt text added) on the About page's story slot with srcset; edit, filter, select and download a
// zip, delete one and a selection; add and replace from the fake Unsplash API with the credit shown
// on the public page; axe on the screen and its dialogs. Each test makes and removes its own images.
import { execFileSync } from 'node:child_process';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe.ts';
import { withE2eDatabase } from './database.ts';
import { waitForIsland } from './hydration.ts';
import { openAsAdmin } from './staff.ts';

const runId = Date.now().toString(36);

async function openImagesScreen(page: Page) {
  await openAsAdmin(page, '/admin/images');
  await waitForIsland(page, 'ImagesScreen');
  await expect(page.getByRole('heading', { name: 'Image Management', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your website images')).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ images$/)).toBeVisible();
}

const grid = (page: Page) => page.getByRole('list', { name: 'Website images' });
const cardOf = (page: Page, name: string): Locator =>
  grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function filterTo(page: Page, { pageName, search }: { pageName: string; search: string }) {
  const filters = page.getByRole('button', { name: /^Filters/ });
  if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
  await page.getByLabel('Page', { exact: true }).selectOption({ label: pageName });
  await page.getByLabel('Search images').fill(search);
}

const png = (colour: string) =>
  sharp({ create: { width: 1400, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
const jpeg = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test.describe('image management', () => {
  test('uploads PNG and JPEG files, shows one on the About page with srcset, edits, filters, zips and deletes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openImagesScreen(page);
    await expectNoAxeViolations(page);

    // Upload Images: several files for About → OurStorySection; category auto-detected.
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Images' });
    await expect(upload.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);
    await upload.getByLabel('Images').setInputFiles([
      { name: `${runId}-a.png`, mimeType: 'image/png', buffer: await png('#2a5d8f') },
      { name: `${runId}-b.jpg`, mimeType: 'image/jpeg', buffer: await jpeg('#c99a32') },
      { name: `${runId}-c.png`, mimeType: 'image/png', buffer: await png('#5c8a4d') },
    ]);
    await upload.getByLabel('Page', { exact: true }).selectOption({ label: 'About' });
    await upload.getByLabel('Component', { exact: true }).selectOption({ label: 'OurStorySection' });
    await expect(upload.getByText('Will be stored as: Content')).toBeVisible();
    // Choosing a page clears the component.
    await upload.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
    await expect(upload.getByLabel('Component', { exact: true })).toHaveValue('');
    await upload.getByLabel('Component', { exact: true }).selectOption({ label: 'HeroSection' });
    await expect(upload.getByText('Will be stored as: Hero')).toBeVisible();
    await upload.getByLabel('Page', { exact: true }).selectOption({ label: 'About' });
    await upload.getByLabel('Component', { exact: true }).selectOption({ label: 'OurStorySection' });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('3 image(s) uploaded successfully').first()).toBeVisible({ timeout: 60_000 });
    await expect(upload).toHaveCount(0);

    // The grid: filtered to About and this run's files.
    await filterTo(page, { pageName: 'About', search: runId });
    await expect(page.getByText('Showing 3 of')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Active filters' }).getByText('Page: About')).toBeVisible();
    const a = cardOf(page, `${runId}-a.png`);
    await expect(a.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(a.getByText('OurStorySection')).toBeVisible();
    await expect(a.getByText('image/png')).toBeVisible();
    await expect(a.locator('img')).toHaveJSProperty('complete', true);
    expect(await a.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // Edit: title, alt text, tags, and make it active on its slot.
    await a.getByRole('button', { name: `Edit ${runId}-a.png` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Image' });
    await expectNoAxeViolations(page);
    await edit.getByLabel('Title', { exact: true }).fill(`Story ${runId}`);
    await edit.getByLabel('Alt text', { exact: true }).fill(`Founders at work ${runId}`);
    await edit.getByLabel('Tags', { exact: true }).fill(' office, ,team ');
    await edit.getByLabel(/^Active/).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Image updated successfully').first()).toBeVisible();
    await expect(cardOf(page, `Story ${runId}`)).toBeVisible();

    // The About page's story slot shows it through <picture> with AVIF and WebP srcsets.
    const about = await page.context().newPage();
    await about.goto('/about');
    const story = about.getByRole('img', { name: `Founders at work ${runId}` });
    await expect(story).toHaveAttribute('width', '1400');
    await expect(story).toHaveAttribute('height', '800');
    await expect(story).toHaveAttribute('sizes', /50vw/);
    await expect(about.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
      'srcset',
      /\/media\/website-images\/\d+-[0-9a-f]+-\d+w\.avif \d+w/,
    );
    await story.scrollIntoViewIfNeeded();
    await expect.poll(() => story.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await about.close();

    // Filters: another page shows none of them; Clear brings back Home.
    await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Contact' });
    await expect(page.getByText('No images found matching your criteria.')).toBeVisible();
    await page.getByLabel('Page', { exact: true }).selectOption({ label: 'About' });

    // Select mode: Select All, Download (3) as one zip.
    await page.getByRole('button', { name: 'Select Images' }).click();
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(page.getByText('3 selected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deselect All' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download (3)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^website-images-\d{4}-\d{2}-\d{2}\.zip$/);
    const names = execFileSync('unzip', ['-Z1', await download.path()], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .sort();
    expect(names).toEqual([`${runId}-a.png`, `${runId}-b.jpg`, `${runId}-c.png`]);
    await page.getByRole('button', { name: 'Exit Selection' }).click();

    // Delete one, with the spec's question.
    await cardOf(page, `Story ${runId}`)
      .getByRole('button', { name: `Delete Story ${runId}` })
      .click();
    const question = page.getByRole('alertdialog', {
      name: `Are you sure you want to delete "${runId}-a.png"? This action cannot be undone.`,
    });
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Image deleted successfully').first()).toBeVisible();
    await expect(page.getByText('Showing 2 of')).toBeVisible();

    // Delete the rest as a selection.
    await page.getByRole('button', { name: 'Select Images' }).click();
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByRole('button', { name: 'More Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete Selected (2)' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete 2 selected images? This action cannot be undone.' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No images found matching your criteria.')).toBeVisible();

    // Nothing left on the public page either: the story slot is back to its artwork.
    await page.goto('/about');
    await expect(page.getByRole('img', { name: `Founders at work ${runId}` })).toHaveCount(0);
  });

  test('adds and replaces a photo from Unsplash with the credit on the public page', async ({ page }) => {
    test.setTimeout(90_000);
    await openImagesScreen(page);
    await page.getByRole('button', { name: 'Add from Unsplash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Unsplash Image' });
    const search = dialog.getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeDisabled();
    await dialog.getByLabel('Search Unsplash').fill('   ');
    await expect(search).toBeDisabled();
    await dialog.getByLabel('Search Unsplash').fill('office');
    await dialog.getByLabel('Search Unsplash').press('Enter');
    await expect(dialog.getByText('45 photos found for “office”')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Unsplash photos' }).getByRole('listitem')).toHaveCount(20);
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Page 2 of 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Page 3 of 3')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(dialog.getByRole('list', { name: 'Unsplash photos' }).getByRole('listitem')).toHaveCount(5);
    await expectNoAxeViolations(page);

    // Add photo 43 to Services → BusinessPurchases.
    await dialog.getByLabel('Page', { exact: true }).selectOption({ label: 'Services' });
    await dialog.getByLabel('Component', { exact: true }).selectOption({ label: 'BusinessPurchases' });
    await dialog.getByRole('button', { name: 'Choose People working in a bright office, number 43 by Photographer 43' }).click();
    await expect(page.getByText('Unsplash image "Office scene 43" added successfully').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await filterTo(page, { pageName: 'Services', search: 'Office scene' });
    const card = cardOf(page, 'Office scene 43');
    await expect(card.locator('dd', { hasText: 'Unsplash' })).toBeVisible();
    await expect(card.getByText('Photographer 43')).toBeVisible();
    await expect(card.getByRole('link', { name: 'View original of Office scene 43 on Unsplash' })).toHaveAttribute(
      'href',
      'https://unsplash.com/photos/fake-43',
    );

    // The public service page credits the photographer, with links.
    const service = await page.context().newPage();
    await service.goto('/services/business-purchases');
    const credit = service.locator('[data-unsplash-credit]');
    await expect(credit).toHaveText('Photo by Photographer 43 on Unsplash');
    await expect(credit.getByRole('link', { name: 'Photographer 43' })).toHaveAttribute(
      'href',
      /unsplash\.com\/@photographer43\?utm_source=/,
    );
    await expect(credit.getByRole('link', { name: 'Unsplash' })).toHaveAttribute(
      'href',
      /^https:\/\/unsplash\.com\/\?utm_source=/,
    );
    const photo = service.getByRole('img', { name: 'People working in a bright office, number 43' });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // Replace it: the same photo is refused; another replaces it and keeps the slot.
    await card.getByRole('button', { name: 'Replace Office scene 43 with Unsplash' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace Unsplash Image' });
    await replace.getByLabel('Search Unsplash').fill('office');
    await replace.getByRole('button', { name: 'Search', exact: true }).click();
    await replace.getByRole('button', { name: 'Next' }).click();
    await replace.getByRole('button', { name: 'Next' }).click();
    await replace.getByRole('button', { name: 'Choose People working in a bright office, number 43 by Photographer 43' }).click();
    await expect(page.getByText('You selected the same image that is already in use.').first()).toBeVisible();
    await replace.getByRole('button', { name: 'Choose People working in a bright office, number 44 by Photographer 44' }).click();
    await expect(page.getByText('Image replaced successfully! Page will refresh to show changes.').first()).toBeVisible();
    await expect(cardOf(page, 'Office scene 44')).toBeVisible();
    await expect(cardOf(page, 'Office scene 44').getByText('BusinessPurchases')).toBeVisible();

    await service.reload();
    await expect(service.locator('[data-unsplash-credit]')).toHaveText('Photo by Photographer 44 on Unsplash');
    await service.close();

    // Clean up.
    await cardOf(page, 'Office scene 44').getByRole('button', { name: 'Delete Office scene 44' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Image deleted successfully').first()).toBeVisible();
  });

  test('drops non-image files with a warning, asks for at least one image, and shows the server’s refusal of a disguised file', async ({
    page,
  }) => {
    await openImagesScreen(page);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Images' });
    await upload
      .getByLabel('Images')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await expect(page.getByText('Only image files are allowed').first()).toBeVisible();
    await expect(upload.getByRole('alert').filter({ hasText: 'Please select at least one image' })).toBeVisible();
    await expect(upload.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
    // A PDF named .png passes the browser's check (its type says image); the server reads the bytes.
    await upload
      .getByLabel('Images')
      .setInputFiles([{ name: `${runId}-fake.png`, mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7\n%%EOF') }]);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(
      page.getByText(
        `${runId}-fake.png: This file is not a supported image, whatever its name says. Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.`,
      ),
    ).toBeVisible();
    // The failed file stays chosen; Escape closes the dialog and clears it.
    await expect(upload.getByRole('list', { name: 'Chosen files' })).toContainText(`${runId}-fake.png`);
    await page.keyboard.press('Escape');
    await expect(upload).toHaveCount(0);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expect(upload.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
  });

  test('shows a placeholder for a preview whose file is missing', async ({ page }) => {
    const id = `missing-${runId}`;
    await withE2eDatabase(async (database) => {
      const now = new Date().toISOString();
      await database.db
        .insertInto('website_images')
        .values({
          id,
          filename: `${id}.png`,
          storage_path: `website-images/${id}.png`,
          public_url: `/media/website-images/${id}.png`,
          mime_type: 'image/png',
          file_size: 100,
          width: 100,
          height: 100,
          category: 'content',
          page_name: null,
          component_name: null,
          usage_context: null,
          image_source: 'uploaded',
          title: null,
          alt_text: 'Missing file',
          tags: null,
          original_url: null,
          is_active: true,
          file_location: 'Local storage',
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
    await openImagesScreen(page);
    await filterTo(page, { pageName: 'All Pages', search: id });
    const card = cardOf(page, `${id}.png`);
    await expect(card.locator('img[data-fallback]')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await withE2eDatabase((database) => database.db.deleteFrom('website_images').where('id', '=', id).execute());
  });

  test('works with the keyboard: the dialogs open with Enter and close with Escape, returning focus', async ({ page }) => {
    await openImagesScreen(page);
    const uploadButton = page.getByRole('button', { name: 'Upload Images' });
    await uploadButton.focus();
    await page.keyboard.press('Enter');
    const upload = page.getByRole('dialog', { name: 'Upload Images' });
    await expect(upload).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(upload.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(upload).toHaveCount(0);
    await expect(uploadButton).toBeFocused();
    const unsplashButton = page.getByRole('button', { name: 'Add from Unsplash' });
    await unsplashButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Unsplash Image' });
    await dialog.getByLabel('Search Unsplash').fill('office');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('45 photos found for “office”')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(unsplashButton).toBeFocused();
  });

  test('shows the slots of each page with the image or artwork they use', async ({ page }) => {
    await openImagesScreen(page);
    await page.getByRole('button', { name: 'Slots', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Active images without alt text' })).toBeVisible();
    const home = page.getByRole('list', { name: 'Home slots' });
    await expect(home.getByText('HeroSection')).toBeVisible();
    await expect(home.getByText('WhyChooseUs')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
