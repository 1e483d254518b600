// CSP hashes of the <style> elements third-party React components insert at run time. Astro's
// per-page policy only hashes what Astro itself emits, so without these the browser blocks them.
// Computed from the installed package at build time, so an upgrade can never leave a stale hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type CspHash = `sha256-${string}`;

export function cspHash(text: string): CspHash {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The stylesheet sonner (toasts) injects from its ES module build: `__insertCSS("…")`. */
export function sonnerStyleHash(): CspHash {
  const require = createRequire(import.meta.url);
  // sonner exports no package.json; its CommonJS entry sits next to the ES module build.
  const file = join(dirname(require.resolve('sonner')), 'index.mjs');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!literal) {
    throw new Error(
      `Could not find sonner's injected stylesheet in ${file}; update third-party-style-hashes.ts for the new sonner version.`,
    );
  }
  return cspHash(JSON.parse(literal) as string);
}

/**
 * sonner appends its <style> element empty and fills it afterwards; the browser checks the empty
 * element too, so without this hash every page with toasts logs a (harmless) CSP violation.
 */
export const EMPTY_STYLE_HASH: CspHash = cspHash('');

/**
 * The styles third-party code inserts at run time, allowed in every page's policy by astro.config.mjs;
 * a trimmed page keeps them only where its islands' code holds `insertedBy` (page-document.ts).
 */
export function runtimeStyles(): { hashes: CspHash[]; insertedBy: string }[] {
  return [{ hashes: [sonnerStyleHash(), EMPTY_STYLE_HASH], insertedBy: 'data-sonner-toaster' }];
}
