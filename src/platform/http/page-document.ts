// A rendered page made to fit the first round trip: its inline stylesheet cut to the rules its markup
// and its islands can use (stylesheet-pruning.ts), and its Content-Security-Policy cut to the hashes
// of the inline scripts and styles it holds. A cached page is trimmed once, when it is stored; a page
// made per visitor on each answer (the parsed stylesheet and each cut of it are kept, so about 1 ms).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PreparedStylesheet, prepareStylesheet, variablesRead } from './stylesheet-pruning.ts';
import { cspHash } from './third-party-style-hashes.ts';

export interface PageDocumentOptions {
  /** The text of a built client file by its address (`/_astro/Header.x.js`), null when there is none. */
  clientFile(path: string): string | null;
  /** Styles scripts insert at run time (toasts): their hashes stay in the policy of a page whose islands' code holds `insertedBy`. */
  runtimeStyles: readonly RuntimeStyle[];
}

export interface RuntimeStyle {
  hashes: readonly string[];
  /** Text only the code that inserts the style holds. */
  insertedBy: string;
}

interface IslandCode {
  /** The stylesheet's class names its code spells out: any may be set after hydration (an open menu, a dialog). */
  classes: Set<string>;
  /** Custom properties its code reads (inline styles). */
  variables: string[];
  /** Hashes of the styles it inserts at run time. */
  styleHashes: string[];
}

const STYLE = /<style([^>]*)>([\s\S]*?)<\/style>/g;
const INLINE_SCRIPT = /<script((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
// An island's code, or a component's own module script (the header's search box): both may add classes.
const ISLAND = /\scomponent-url="([^"]+)"|<script\b[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g;
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Scripts the browser runs: no type, or a JavaScript one (JSON-LD is data, which no policy covers). */
function isExecutable(attributes: string): boolean {
  const type = /\stype="([^"]*)"/.exec(attributes)?.[1]?.trim().toLowerCase();
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript';
}

/** How many pruned stylesheets are kept per stylesheet: one per distinct set of classes (pages alike share one). */
const PRUNED_KEPT = 64;

interface Stylesheet {
  prepared: PreparedStylesheet;
  hash: string;
  /** Pruned copies by the classes, islands and custom properties they were cut for. */
  pruned: Map<string, { css: string; hash: string }>;
  islands: Map<string, IslandCode | null>;
}

export class PageDocuments {
  readonly #options: PageDocumentOptions;
  /** Stylesheets by their text: every public page inlines the same one, parsed once. */
  readonly #stylesheets = new Map<string, Stylesheet>();

  constructor(options: PageDocumentOptions) {
    this.#options = options;
  }

  #stylesheet(css: string): Stylesheet {
    let stylesheet = this.#stylesheets.get(css);
    if (!stylesheet) {
      stylesheet = { prepared: prepareStylesheet(css), hash: cspHash(css), pruned: new Map(), islands: new Map() };
      // A new build brings a new stylesheet; the old one is not asked for again.
      if (this.#stylesheets.size >= 4) this.#stylesheets.clear();
      this.#stylesheets.set(css, stylesheet);
    }
    return stylesheet;
  }

  /** An island's code and every module it imports statically; null when a file is missing (no build: `astro dev`). */
  #islandSource(url: string): string | null {
    const seen = new Set<string>();
    const queue = [url];
    let source = '';
    while (queue.length > 0) {
      const path = queue.shift() ?? '';
      if (seen.has(path)) continue;
      seen.add(path);
      const text = this.#options.clientFile(path);
      if (text === null) return null;
      source += `\n${text}`;
      for (const match of text.matchAll(STATIC_IMPORT)) if (match[1]) queue.push(new URL(match[1], `http://x${path}`).pathname);
    }
    return source;
  }

  #island(url: string, stylesheet: Stylesheet): IslandCode | null {
    if (!stylesheet.islands.has(url)) {
      const source = this.#islandSource(url);
      stylesheet.islands.set(
        url,
        source === null
          ? null
          : {
              classes: new Set(stylesheet.prepared.classNames.filter((name) => source.includes(name))),
              variables: variablesRead(source),
              styleHashes: this.#options.runtimeStyles.flatMap((style) =>
                source.includes(style.insertedBy) ? style.hashes : [],
              ),
            },
      );
    }
    return stylesheet.islands.get(url) ?? null;
  }

  #pruned(
    stylesheet: Stylesheet,
    classes: Set<string>,
    islands: IslandCode[],
    variables: string[],
  ): { css: string; hash: string } {
    const key = [
      [...classes].sort().join(' '),
      islands.map((island) => [...island.classes].join(' ')).join('|'),
      variables.join(' '),
    ].join('\n');
    let pruned = stylesheet.pruned.get(key);
    if (!pruned) {
      const has = (name: string) => classes.has(name) || islands.some((island) => island.classes.has(name));
      const css = stylesheet.prepared.prune(has, [...variables, ...islands.flatMap((island) => island.variables)]);
      pruned = { css, hash: cspHash(css) };
      if (stylesheet.pruned.size >= PRUNED_KEPT) stylesheet.pruned.clear();
      stylesheet.pruned.set(key, pruned);
    }
    return pruned;
  }

  /**
   * The page with each inline stylesheet cut to what it can use, and its policy with only the hashes
   * of what it holds; the page unchanged when an island's code cannot be read.
   */
  trim(html: string, policy: string | null): { html: string; policy: string | null } {
    const islandUrls = [...new Set([...html.matchAll(ISLAND)].map((match) => decodeEntities(match[1] ?? match[2] ?? '')))];
    const classes = new Set<string>();
    for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
      for (const name of decodeEntities(match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
    }
    // Custom properties read by the markup's own style attributes (the stylesheet's reads are its own).
    const variables = [...html.matchAll(STYLE_ATTRIBUTE)].flatMap((match) => variablesRead(decodeEntities(match[1] ?? '')));
    const replaced = new Map<string, string>();
    const runtimeStyleHashes = new Set<string>();
    let unknownIsland = false;
    const islandsOf = (stylesheet: Stylesheet): IslandCode[] => {
      const islands = islandUrls.map((url) => this.#island(url, stylesheet));
      if (islands.some((island) => island === null)) unknownIsland = true;
      const known = islands.filter((island) => island !== null);
      for (const island of known) for (const hash of island.styleHashes) runtimeStyleHashes.add(hash);
      return known;
    };
    const trimmed = html.replace(STYLE, (element, attributes: string, css: string) => {
      if (unknownIsland || !css.includes('{')) return element;
      const stylesheet = this.#stylesheet(css);
      const islands = islandsOf(stylesheet);
      if (unknownIsland) return element;
      const pruned = this.#pruned(stylesheet, classes, islands, variables);
      replaced.set(stylesheet.hash, pruned.hash);
      return `<style${attributes}>${pruned.css}</style>`;
    });
    if (replaced.size === 0) islandsOf(this.#stylesheet(''));
    if (unknownIsland) return { html, policy };
    return { html: trimmed, policy: policy === null ? null : this.#policy(trimmed, policy, replaced, runtimeStyleHashes) };
  }

  /** The policy's script and style hashes, each kept only when the page holds (or its islands insert) what it hashes. */
  #policy(html: string, policy: string, replaced: Map<string, string>, runtimeStyleHashes: Set<string>): string {
    const scripts = new Set<string>();
    for (const match of html.matchAll(INLINE_SCRIPT)) if (isExecutable(match[1] ?? '')) scripts.add(cspHash(match[2] ?? ''));
    const styles = new Set<string>(runtimeStyleHashes);
    for (const match of html.matchAll(STYLE)) styles.add(cspHash(match[2] ?? ''));
    return policy
      .split(';')
      .map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        const present = name === 'script-src' ? scripts : name === 'style-src' ? styles : null;
        if (!present) return directive;
        const kept = sources.flatMap((source) => {
          if (!HASH_SOURCE.test(source)) return [source];
          const hash = source.slice(1, -1);
          // Only what the policy allowed stays allowed: a pruned stylesheet takes its original's place.
          const now = replaced.get(hash) ?? hash;
          return present.has(now) ? [`'${now}'`] : [];
        });
        return ` ${[name, ...kept].join(' ')}`;
      })
      .join(';')
      .trim();
  }
}

/** A client file reader for the build in `clientDir` (dist/client): files are read once, on first use. */
export function builtClientFiles(clientDir: string): (path: string) => string | null {
  return (path) => {
    if (!path.startsWith('/_astro/') || path.includes('..')) return null;
    try {
      return readFileSync(join(clientDir, path), 'utf8');
    } catch {
      return null;
    }
  };
}
