// A result's words with the matched ones marked: the text escaped, each word whose term was matched
// wrapped in <mark>, and for a long body the passage around the first match. Pure.
import { normaliseWord } from './terms.ts';

/** About this many characters of body around the first match. */
export const SNIPPET_LENGTH = 180;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The text as HTML, escaped, with every word whose term is in `terms` marked. */
export function markMatches(text: string, terms: ReadonlySet<string>): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!terms.has(normaliseWord(match[0]))) continue;
    html += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** Where the first matched word starts in `text`, or -1. */
function firstMatch(text: string, terms: ReadonlySet<string>): number {
  for (const match of text.matchAll(WORD)) {
    if (terms.has(normaliseWord(match[0]))) return match.index;
  }
  return -1;
}

/**
 * The passage of `body` around its first matched word (marked), cut at word boundaries with an ellipsis
 * where it was cut; `fallback` (the excerpt) from its start when the body has no matched word.
 */
export function snippet(body: string, terms: ReadonlySet<string>, fallback: string): string {
  const at = firstMatch(body, terms);
  const source = at === -1 ? fallback : body;
  const from = at === -1 ? 0 : Math.max(0, at - Math.floor(SNIPPET_LENGTH / 3));
  let start = from === 0 ? 0 : source.indexOf(' ', from) + 1;
  if (start <= 0 || start > at) start = from;
  let end = start + SNIPPET_LENGTH;
  if (end < source.length) {
    const space = source.lastIndexOf(' ', end);
    end = space > start ? space : end;
  } else {
    end = source.length;
  }
  const passage = source.slice(start, end).trim();
  return `${start > 0 ? '… ' : ''}${markMatches(passage, terms)}${end < source.length ? ' …' : ''}`;
}
