// Waits until a React island has hydrated, so a test's first click reaches React, not bare HTML; and puts
// the caret where a test types into a rich-text editor.
import { expect, type Locator, type Page } from '@playwright/test';

export async function waitForIsland(page: Page, componentName: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('astro-island')].some(
        (island) => (island.getAttribute('component-url') ?? '').includes(name) && !island.hasAttribute('ssr'),
      ),
    componentName,
  );
}

/** Waits until the site header's own script (features/public-shell/header-menus.ts) has wired its menus. */
export async function waitForHeader(page: Page): Promise<void> {
  await page.locator('body > header[data-ready]').waitFor({ state: 'attached' });
}

/**
 * Puts the caret at the end of a rich-text editor (TipTap, which hangs itself on its element). A click and
 * then End could lose the key under load: the editor read its selection from the click after the key moved it.
 */
export async function caretAtEndOf(editor: Locator): Promise<void> {
  await editor.evaluate((element) => {
    const tiptap = (element as HTMLElement & { editor?: { commands: { focus(position: 'end'): boolean } } }).editor;
    if (!tiptap) throw new Error('Not a rich-text editor');
    tiptap.commands.focus('end');
  });
  // The editor takes the focus in the next frame: a key pressed before then goes to the page.
  await expect(editor).toBeFocused();
}
