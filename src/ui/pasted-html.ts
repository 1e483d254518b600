// HTML pasted from Word or Google Docs, cleaned before the editor reads it: Word's list paragraphs
// (`mso-list` styles with a typed bullet) become real lists, its Office-only markup and comments go,
// headings move into h2–h4, and a table's all-bold first row becomes its header row. Styles, classes and fonts are left for the editor's schema to drop.
import { normaliseArticleHtml } from './article-markup.ts';

const WORD_LIST = /mso-list:\s*l(\d+)\s+level(\d+)/i;
/** A typed marker that numbers: "1.", "a)", "iv." (anything else is a bullet). */
const NUMBERED_MARKER = /^\s*(\d+|[a-z]|[ivxlcdm]+)[.)]\s*$/i;

function wordListParagraph(element: Element): { list: string; level: number } | null {
  const match = WORD_LIST.exec(element.getAttribute('style') ?? '');
  if (!match && !/^MsoListParagraph/i.test(element.getAttribute('class') ?? '')) return null;
  return { list: match?.[1] ?? '0', level: Number(match?.[2] ?? 1) };
}

/** Word writes the bullet or number as text in a span marked `mso-list:Ignore`; the list shows its own. */
function takeMarker(paragraph: Element): string {
  let marker = '';
  for (const span of [...paragraph.querySelectorAll('span')]) {
    if (/mso-list:\s*Ignore/i.test(span.getAttribute('style') ?? '')) {
      marker += span.textContent ?? '';
      span.remove();
    }
  }
  return marker.replace(/\u00a0/g, ' ');
}

/** Consecutive Word list paragraphs into nested <ul>/<ol> with one <li> each. */
function rebuildWordLists(body: HTMLElement) {
  const document = body.ownerDocument;
  for (const first of [...body.querySelectorAll('p')]) {
    if (!first.isConnected || !wordListParagraph(first)) continue;
    const run: Element[] = [];
    for (let node: Element | null = first; node && node.tagName === 'P' && wordListParagraph(node); ) {
      run.push(node);
      node = node.nextElementSibling;
    }
    const stack: { level: number; list: HTMLElement }[] = [];
    let lastRoot: HTMLElement | null = null;
    for (const paragraph of run) {
      const { level } = wordListParagraph(paragraph) ?? { level: 1 };
      const numbered = NUMBERED_MARKER.test(takeMarker(paragraph));
      while (stack.length > 0 && (stack.at(-1)?.level ?? 0) > level) stack.pop();
      if (stack.length === 0 || (stack.at(-1)?.level ?? 0) < level) {
        const list = document.createElement(numbered ? 'ol' : 'ul');
        const parentItem = stack.at(-1)?.list.lastElementChild;
        if (parentItem) parentItem.appendChild(list);
        else {
          if (lastRoot) lastRoot.after(list);
          else first.before(list);
          lastRoot = list;
        }
        stack.push({ level, list });
      }
      const item = document.createElement('li');
      while (paragraph.firstChild) item.appendChild(paragraph.firstChild);
      stack.at(-1)?.list.appendChild(item);
      paragraph.remove();
    }
  }
}

const BOLD_STYLE = /font-weight:\s*(bold|[6-9]00)/i;

/** A cell whose every word is bold: how Word and Google Docs tables mark a header row. */
function allBold(cell: Element): boolean {
  const text = (cell.textContent ?? '').replace(/\s+/g, '');
  if (!text) return false;
  // Google Docs wraps a whole paste in <b style="font-weight:normal">, which is not bold.
  const bolds = [...cell.querySelectorAll('b, strong, span')].filter((element) =>
    element.tagName === 'SPAN'
      ? BOLD_STYLE.test(element.getAttribute('style') ?? '')
      : !/font-weight:\s*(normal|[1-4]00)/i.test(element.getAttribute('style') ?? ''),
  );
  const bold = bolds
    .filter((element) => !bolds.some((other) => other !== element && other.contains(element)))
    .map((element) => element.textContent ?? '')
    .join('')
    .replace(/\s+/g, '');
  return bold === text;
}

/** A pasted table whose first row is all bold gets that row as its header row. */
function markHeaderRows(body: HTMLElement) {
  for (const table of body.querySelectorAll('table')) {
    const cells = [...(table.querySelector('tr')?.children ?? [])];
    if (cells.length === 0 || !cells.every((cell) => cell.tagName === 'TH' || allBold(cell))) continue;
    for (const cell of cells) {
      if (cell.tagName !== 'TD') continue;
      const header = body.ownerDocument.createElement('th');
      for (const attribute of cell.attributes) header.setAttribute(attribute.name, attribute.value);
      while (cell.firstChild) header.appendChild(cell.firstChild);
      cell.replaceWith(header);
    }
  }
}

export function cleanPastedHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // Office namespaces (<o:p>, <w:sdt>) and conditional comments carry nothing a reader sees.
  for (const element of [...body.querySelectorAll('*')]) {
    if (element.tagName.includes(':')) element.replaceWith(...element.childNodes);
  }
  const comments = body.ownerDocument.createTreeWalker(body, 128);
  const dead: Node[] = [];
  while (comments.nextNode()) dead.push(comments.currentNode);
  for (const node of dead) node.parentNode?.removeChild(node);
  for (const element of [...body.querySelectorAll('style, meta, link, script, title')]) element.remove();
  rebuildWordLists(body);
  markHeaderRows(body);
  return normaliseArticleHtml(body.innerHTML);
}
