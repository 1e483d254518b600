// Accessibility check shared by the browser tests: axe-core with the WCAG 2.x A/AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are judged as they end: a toast still fading in has not reached its contrast yet.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  // A page without frames is checked by axe.run inside it. By default the builder runs axe in each frame and
  // merges the parts in a blank page it opens for the purpose: the same rules and results, plus a page load.
  if (page.frames().length === 1) builder.setLegacyMode();
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
