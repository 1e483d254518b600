// How text becomes search terms, the same way for what is indexed and what is asked: words lower-cased
// without accents, American spellings turned Australian (the converter's word list), plurals made
// singular, and the typo tolerance and prefix rules a query's words are matched with. Pure.
import { PLAIN } from '../australian-english/spelling-words.ts';
import { QUERY_MAX_LENGTH } from './limits.ts';

/** Letters and digits, with an apostrophe inside a word (owner's, don't) kept to the word. */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const ACCENTS = /\p{M}/gu;

/** Words too common to tell articles apart: left out of the index and out of a query (but for its last, still typed, word). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by do for from has have how i if in into is it its of on or our so than that the their them then there these they this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);

/** A query cut to QUERY_MAX_LENGTH characters (never inside a surrogate pair), spaces at its ends removed. */
export function cutQuery(raw: string): string {
  const chars = Array.from(raw.trim());
  return chars.length > QUERY_MAX_LENGTH ? chars.slice(0, QUERY_MAX_LENGTH).join('').trimEnd() : chars.join('');
}

/** Australian spelling of a lower-case word when the converter's list has one (organize → organise). */
function australian(word: string): string {
  return Object.hasOwn(PLAIN, word) ? (PLAIN[word] ?? word) : word;
}

/** The singular of a plural, by the regular endings only (valuations → valuation, companies → company). */
export function singular(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is|ics)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:sses|xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * Words already turned into terms. Every word of every article passes here when the index is built, and
 * every word of a result's body up to its first match when its snippet is cut, but a site's writing uses
 * some tens of thousands of distinct words: a look-up instead of the Unicode normalisation and five
 * patterns per word. Emptied when full, so odd input cannot grow it without bound.
 */
const TERMS_OF_WORDS = new Map<string, string>();
const TERMS_OF_WORDS_MAX = 50_000;

/** One word's term: lower case, no accents or possessive, Australian spelling, singular. */
export function normaliseWord(word: string): string {
  const known = TERMS_OF_WORDS.get(word);
  if (known !== undefined) return known;
  const lower = word
    .normalize('NFD')
    .replace(ACCENTS, '')
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
  const term = australian(singular(australian(lower)));
  if (TERMS_OF_WORDS.size >= TERMS_OF_WORDS_MAX) TERMS_OF_WORDS.clear();
  TERMS_OF_WORDS.set(word, term);
  return term;
}

/** The index's terms of a field: every word's term, stop words left out. */
export function indexTerm(word: string): string | null {
  const term = normaliseWord(word);
  return STOP_WORDS.has(term) ? null : term;
}

/** The words of a text, in order. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * A query's terms: stop words left out (the index holds none), but for a query of stop words only,
 * whose last word is then looked up as the start of a longer word ("the" may be "theory" half typed).
 */
export function queryTerms(query: string): string[] {
  const all = words(query).map(normaliseWord);
  const kept = all.filter((term) => !STOP_WORDS.has(term));
  return kept.length > 0 ? kept : all.slice(-1);
}

/** The typos a query term may hold: none in words of 1–4 letters, one in 5–8, two in longer ones. */
export function allowedTypos(term: string): number {
  const length = Array.from(term).length;
  if (length <= 4) return 0;
  return length <= 8 ? 1 : 2;
}
