// Accessibility check for screens tests: axe-core with the browser tests' WCAG 2.x A/AA and
// best-practice rules (e2e/axe.ts), run on rendered markup in a test file under happy-dom
// (`// @vitest-environment happy-dom`). happy-dom lays nothing out, so colour contrast is left to the
// browser tests.
import axe from 'axe-core';

/** Each violation as "rule: target, target", none for a clean page; `markup` is placed in a page's main landmark. */
export async function axeViolations(markup: string, heading = 'Admin screen'): Promise<string[]> {
  document.documentElement.lang = 'en';
  document.title = heading;
  document.body.innerHTML = `<main><h1>${heading}</h1>${markup}</main>`;
  const results = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
