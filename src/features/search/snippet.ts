// A result's words with the matched ones marked, and for a long body the passage around the first
// match. Marked text is a list of parts, every second one a matched word: pages and the search box
// render those in <mark> as text, so nothing from an article is ever read as markup. Pure.
import { normaliseWord } from './terms.ts';

/** About this many characters of body around the first match. */
export const SNIPPET_LENGTH = 180;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Text in parts: the first and every second part after it plain, the others matched words (`['a ', 'word', ' b']`). */
export type MarkedText = string[];

/** The text in parts, every word whose term is in `terms` a marked part. */
export function markMatches(text: string, terms: ReadonlySet<string>): MarkedText {
  const parts: MarkedText = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!terms.has(normaliseWord(match[0]))) continue;
    parts.push(text.slice(last, match.index), match[0]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
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
export function snippet(body: string, terms: ReadonlySet<string>, fallback: string): MarkedText {
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
  const parts = markMatches(source.slice(start, end).trim(), terms);
  parts[0] = `${start > 0 ? '… ' : ''}${parts[0]}`;
  parts[parts.length - 1] = `${parts[parts.length - 1]}${end < source.length ? ' …' : ''}`;
  return parts;
}
