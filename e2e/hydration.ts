// Waits until a React island has hydrated, so a test's first click reaches React, not bare HTML.
import type { Page } from '@playwright/test';

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
