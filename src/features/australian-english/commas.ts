// The Oxford comma: where a list of three or more short items lacks its comma before and/or, judged
// conservatively (the conditions are listed in australian-english.ts).
import { INTRODUCTORY, NOT_ADVERBS, PRONOUNS, SENTENCE_ADVERBS } from './list-words.ts';
import { normal } from './tokens.ts';

const LIST_WORD = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}'’&/.-]*[\p{L}\p{M}\p{N}])?$/u;

const wordsOf = (part: string) => part.trim().split(/\s+/u).filter(Boolean);
const opensClause = (word: string) => {
  const lower = normal(word);
  return INTRODUCTORY.has(lower) || SENTENCE_ADVERBS.has(lower) || PRONOUNS.has(lower);
};

/** An item between the commas: short, plain words, not opening a clause of its own. */
function simpleItem(part: string, maxWords: number): boolean {
  const words = wordsOf(part);
  if (words.length === 0 || words.length > maxWords) return false;
  if (!words.every((word) => LIST_WORD.test(word))) return false;
  if (words.some((word) => ['and', 'or'].includes(word.toLowerCase()))) return false;
  // 'usually larger and often ...', 'literally or figuratively': an adverb opens a qualifier, not an item.
  return !opensClause(words[0] ?? '') && !isAdverb(words[0] ?? '');
}

function isAdverb(word: string): boolean {
  const lower = normal(word);
  return lower.endsWith('ly') && !NOT_ADVERBS.has(lower);
}

/** The part before the first list comma: it ends in the first item and must not be an introductory phrase. */
function listHead(part: string): boolean {
  const words = wordsOf(part);
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last || !LIST_WORD.test(last)) return false;
  const lower = normal(first);
  if (INTRODUCTORY.has(lower)) return false;
  // 'Yesterday, Sam and Jo met' is an introduction; 'Yesterday we met Sam, Jo and Al' is a list.
  const adverb = SENTENCE_ADVERBS.has(lower) || isAdverb(lower);
  if (adverb && words.length <= 3) return false;
  if (words.length > 1 && lower.endsWith('ing')) return false;
  if (words.some((word) => /^(?:ago|\p{N}{4})$/u.test(word))) return false;
  return !PRONOUNS.has(normal(last));
}

/** Insertion points (view offsets) for Oxford commas in one run. */
export function oxfordCommaPoints(masked: string): number[] {
  const points: number[] = [];
  // Clauses: split at sentence ends and clause marks; a U+FFFC (URL, code) may sit inside but never in an item.
  const clause = /[^.!?…;:()[\]{}"“”«»—–\n]+|[.!?…;:()[\]{}"“”«»—–\n]/gu;
  for (const match of masked.matchAll(clause)) {
    const text = match[0];
    if (!text.includes(',')) continue;
    const commas = [...text.matchAll(/,(?=\s)/gu)].map((comma) => comma.index);
    if (commas.length === 0) continue;
    const bounds = [-1, ...commas, text.length];
    const parts = bounds.slice(0, -1).map((from, i) => text.slice(from + 1, bounds[i + 1]));
    for (let i = 1; i < parts.length; i += 1) {
      // The item ends in a non-space: a lazy '.+?' before '\s+' would rescan a long run of spaces per character.
      const last = /^(\s+)(.*?\S)(\s+)(and|or)\s+(?=[\p{L}\p{N}])(\S+)/u.exec(parts[i] ?? '');
      if (!last) continue;
      const [whole, lead = '', item = '', , , following = ''] = last;
      if (PRONOUNS.has(normal(following.replace(/[^\p{L}'’]/gu, '')))) continue;
      // 'work health and safety and site visits': two conjunctions, the list's end is unclear.
      const rest = (parts[i] ?? '').slice(whole.length - following.length);
      if (/(?:^|\s)(?:and|or)(?:\s|$)/iu.test(rest)) continue;
      // 'liability and insurance, work health and safety, and conversion fees': when the list goes on after
      // this part, its 'and' joins one item unless a long clause follows it ('energy and resources support ...').
      const later = parts[i + 1];
      if (later !== undefined && (/^\s*(?:and|or)\s/iu.test(later) || wordsOf(rest).length + 1 <= 3)) continue;
      // Three items (head, item before and/or, last) allow 2 words each; each item further back allows 3 to all.
      // Walking back, the first item that is not simple ends the search: every longer list holds it too.
      if (!simpleItem(item, 2)) continue;
      let found = listHead(parts[i - 1] ?? '');
      for (let j = i - 1; j >= 1 && !found; j -= 1) {
        if (!simpleItem(parts[j] ?? '', 3)) break;
        found = listHead(parts[j - 1] ?? '');
      }
      if (!found) continue;
      const partStart = (match.index ?? 0) + (bounds[i] ?? 0) + 1;
      points.push(partStart + lead.length + item.length);
    }
  }
  return points;
}
