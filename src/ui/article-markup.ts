// What an article body may hold, in one list the server's sanitiser keeps and the rich-text editor
// shows, and the check that names what the editor would lose from a piece of HTML (the source view
// refuses to switch back rather than drop it). Runs wherever a DOM exists (the browser, happy-dom in tests).

/** The elements an article keeps; `b` and `i` are kept as written and shown as bold and italic. */
export const ARTICLE_ELEMENTS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'blockquote',
  'a',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
] as const;

/** The attributes each element keeps; anything else is dropped. */
export const ARTICLE_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Headings the editor has no level for become the nearest one it has (the page's h1 is the title). */
const HEADING_LEVELS: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };

function renameElement(element: Element, tag: string) {
  const renamed = element.ownerDocument.createElement(tag);
  for (const attribute of element.attributes) renamed.setAttribute(attribute.name, attribute.value);
  while (element.firstChild) renamed.appendChild(element.firstChild);
  element.replaceWith(renamed);
}

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

/** Headings outside h2–h4 moved to the nearest level the article has, before the editor reads the HTML. */
export function normaliseArticleHtml(html: string): string {
  if (!/<h[156]\b/i.test(html)) return html;
  const body = parse(html);
  for (const [from, to] of Object.entries(HEADING_LEVELS)) {
    for (const element of [...body.querySelectorAll(from)]) renameElement(element, to);
  }
  return body.innerHTML;
}

const SAME_AS: Record<string, string> = { b: 'strong', i: 'em' };
/** Wrappers the editor adds or leaves out without changing what the reader sees. */
const STRUCTURAL = new Set(['p', 'thead', 'tbody', 'colgroup', 'col']);
/** Attributes the editor or the sanitiser sets itself, never worth a refusal. */
const DERIVED_ATTRIBUTES = new Set(['rel', 'class']);

/** What a piece of HTML shows, as countable parts: each element with its meaningful attributes, then its words. */
function partsOf(html: string, counting: 'source' | 'editor'): Map<string, number> {
  const parts = new Map<string, number>();
  const add = (part: string) => parts.set(part, (parts.get(part) ?? 0) + 1);
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    const kept = ARTICLE_ATTRIBUTES[tag] ?? [];
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (kept.includes(name)) continue;
      // The editor writes its own table styles; only attributes the author wrote count.
      if (counting === 'editor' || DERIVED_ATTRIBUTES.has(name)) continue;
      add(`the ${name} attribute`);
    }
    if (STRUCTURAL.has(tag)) continue;
    const details = kept
      .filter((name) => name !== 'rel' && element.hasAttribute(name))
      .map((name) => `${name}="${element.getAttribute(name)}"`)
      .filter((detail) => detail !== 'colspan="1"' && detail !== 'rowspan="1"');
    add(`<${[SAME_AS[tag] ?? tag, ...details].join(' ')}>`);
  }
  for (const word of (parse(html).textContent ?? '').split(/\s+/)) if (word) add(word);
  return parts;
}

/**
 * What the editor would not show of `source` once it has read it and written `shown`: elements and
 * attributes by name, and "some of the text" when words went missing. Empty when nothing is lost.
 */
export function lostInEditor(source: string, shown: string): string[] {
  const before = partsOf(source, 'source');
  const after = partsOf(shown, 'editor');
  const lost = new Set<string>();
  for (const [part, count] of before) {
    if ((after.get(part) ?? 0) >= count) continue;
    lost.add(part.startsWith('<') || part.startsWith('the ') ? part : 'some of the text');
  }
  return [...lost];
}

/** The source view's refusal, naming what the visual editor cannot show. */
export function lostContentMessage(lost: readonly string[]): string {
  return `The visual editor cannot show ${lost.join(', ')}. Change the HTML, or keep editing it here; nothing has been removed.`;
}
