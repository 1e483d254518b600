import { describe, expect, it } from 'vitest';
import { PageDocuments } from './page-document.ts';
import { cspHash } from './third-party-style-hashes.ts';

const CSS =
  ':root{--brand:#0b2545;--unused:red}h1{margin:0}.flex{display:flex}.hidden{display:none}.rotate-180{rotate:180deg}.text-brand{color:var(--brand)}.toast{color:red}';
const ISLAND_LOADER = '(()=>{customElements.define("astro-island",class{})})()';
const BEACON = 'navigator.sendBeacon("/api/hit")';
const JSON_LD = '{"@type":"Organization"}';
const TOAST_HASH = cspHash('[data-sonner-toaster]{position:fixed}');

/** The built client: the header island imports a shared chunk that names the class it sets when a menu opens. */
const CLIENT: Record<string, string> = {
  '/_astro/Header.a1.js': 'import{t}from"./menu.b2.js";export default t',
  '/_astro/menu.b2.js': 'export const t=(open)=>open?"rotate-180":""',
  '/_astro/Form.c3.js': 'import"./toasts.d4.js";export default 1',
  '/_astro/toasts.d4.js': 'const css="[data-sonner-toaster]{position:fixed}"',
};

function page({ island = '/_astro/Header.a1.js', css = CSS } = {}): string {
  return [
    '<!doctype html><html><head>',
    `<script type="application/ld+json">${JSON_LD}</script>`,
    `<style>${css}</style><style>astro-island{display:contents}</style>`,
    `<script>${ISLAND_LOADER}</script></head>`,
    '<body class="flex"><h1 class="text-brand">Title</h1>',
    `<astro-island component-url="${island}" renderer-url="/_astro/client.e5.js"><div class="hidden"></div></astro-island>`,
    `<script>${BEACON}</script></body></html>`,
  ].join('');
}

/** Astro's policy: the hashes of every script and style any page emits, and the toasts' own. */
const POLICY = [
  "default-src 'self'",
  `script-src 'self' '${cspHash(ISLAND_LOADER)}' '${cspHash(BEACON)}' '${cspHash('another page’s script')}'`,
  `style-src 'self' '${cspHash(CSS)}' '${cspHash('astro-island{display:contents}')}' '${cspHash('.admin{}')}' '${TOAST_HASH}'`,
  "frame-ancestors 'none'",
].join('; ');

const documents = () =>
  new PageDocuments({
    clientFile: (path) => CLIENT[path] ?? null,
    runtimeStyles: [{ hashes: [TOAST_HASH], insertedBy: 'data-sonner-toaster' }],
  });

function styleOf(html: string): string {
  return /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
}

describe('a page trimmed to what it uses', () => {
  it('inlines only the rules its markup and its islands’ code can use, with the custom properties they read', () => {
    const css = styleOf(documents().trim(page(), POLICY).html);
    expect(css).toBe(
      ':root{--brand:#0b2545}h1{margin:0}.flex{display:flex}.hidden{display:none}.rotate-180{rotate:180deg}.text-brand{color:var(--brand)}',
    );
  });

  it('allows by hash only the inline scripts and styles the page holds, the stylesheet by its trimmed text', () => {
    const { html, policy } = documents().trim(page(), POLICY);
    const scriptSrc = policy?.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const styleSrc = policy?.split(';').find((directive) => directive.trim().startsWith('style-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' '${cspHash(ISLAND_LOADER)}' '${cspHash(BEACON)}'`);
    expect(styleSrc?.trim()).toBe(`style-src 'self' '${cspHash(styleOf(html))}' '${cspHash('astro-island{display:contents}')}'`);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('keeps a run-time style’s hash on a page whose island inserts it', () => {
    const { policy } = documents().trim(page({ island: '/_astro/Form.c3.js' }), POLICY);
    expect(policy).toContain(TOAST_HASH);
  });

  it('never allows an inline script the policy did not: a script smuggled into the content stays blocked', () => {
    const smuggled = page().replace('</h1>', '</h1><script>alert(1)</script>');
    expect(documents().trim(smuggled, POLICY).policy).not.toContain(cspHash('alert(1)'));
  });

  it('leaves the page and its policy as they are when an island’s code cannot be read (no build)', () => {
    const html = page({ island: '/src/features/Header.tsx' });
    expect(documents().trim(html, POLICY)).toEqual({ html, policy: POLICY });
  });

  it('cuts pages alike the same way, from the stylesheet parsed once', () => {
    const trimmer = documents();
    const first = trimmer.trim(page(), POLICY);
    const second = trimmer.trim(page().replace('Title', 'Another title'), POLICY);
    expect(styleOf(second.html)).toBe(styleOf(first.html));
    expect(second.policy).toBe(first.policy);
  });
});
