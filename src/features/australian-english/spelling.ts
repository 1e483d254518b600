// Spelling edits of one run: each listed word to its Australian form, an ambiguous one only when its
// rule says so, in the word's own case; a word glued to code or data never changes.
import { type Context, RULES } from './rules.ts';
import { PLAIN } from './spelling-words.ts';
import { isSentenceStart, neighbour, normal, sentenceShapes, sentenceWords, type Token } from './tokens.ts';

function matchCase(original: string, replacement: string): string | null {
  if (original === original.toLowerCase()) return replacement;
  if (original === original.toUpperCase()) return replacement.toUpperCase();
  const [first = '', ...rest] = Array.from(original);
  if (first === first.toUpperCase() && rest.join('') === rest.join('').toLowerCase()) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return null;
}

/** A word glued to digits, '_', '=', '@', '#' or a dotted identifier is code or data, not prose. */
function gluedToCode(view: string, start: number, end: number): boolean {
  const before = view[start - 1] ?? '';
  const after = view[end] ?? '';
  if (/[\p{N}_=@#\\]/u.test(before) || /[\p{N}_=\\]/u.test(after)) return true;
  if (before === '.' && /[\p{L}\p{N}]/u.test(view[start - 2] ?? '')) return true;
  return after === '.' && /[\p{L}\p{N}]/u.test(view[end + 1] ?? '');
}

export function spellingEdits(view: string, tokens: Token[]): { start: number; end: number; text: string }[] {
  const edits: { start: number; end: number; text: string }[] = [];
  const bySentence = sentenceWords(tokens);
  const titleCase = sentenceShapes(bySentence);
  const wordIndex = new Map<Token, number>();
  for (const words of bySentence.values()) {
    for (const [i, word] of words.entries()) wordIndex.set(word, i);
  }
  tokens.forEach((token, index) => {
    if (token.kind !== 'word') return;
    const apostrophe = token.text.search(/['’]/u);
    const base = apostrophe === -1 ? token.text : token.text.slice(0, apostrophe);
    const suffix = apostrophe === -1 ? '' : token.text.slice(apostrophe);
    if (suffix && !/^['’][sS]$/u.test(suffix)) return;
    const key = base.toLowerCase();
    // Own keys only: a word like 'constructor' must not find Object.prototype.
    const rule = Object.hasOwn(RULES, key) ? RULES[key] : undefined;
    const plain = Object.hasOwn(PLAIN, key) ? PLAIN[key] : undefined;
    if (!rule && !plain) return;
    if (gluedToCode(view, token.start, token.end)) return;
    let target = plain;
    if (rule) {
      const prevIndex = neighbour(tokens, index, -1);
      const prev = tokens[prevIndex];
      const prev2 = prevIndex === -1 ? undefined : tokens[neighbour(tokens, prevIndex, -1)];
      const next = tokens[neighbour(tokens, index, 1)];
      const words = bySentence.get(token.sentence) ?? [];
      const position = wordIndex.get(token) ?? 0;
      const context: Context = {
        original: base,
        prev: prev?.kind === 'word' ? normal(prev.text) : null,
        prevIsNumber: prev?.kind === 'num',
        prev2: prev2?.kind === 'word' ? normal(prev2.text) : null,
        next: next?.kind === 'word' ? normal(next.text) : null,
        after: view.slice(token.end, token.end + 40),
        sentenceStart: isSentenceStart(tokens, index),
        titleCaseSentence: titleCase.get(token.sentence) ?? false,
        nearby: words.slice(Math.max(0, position - 6), position + 7).map((word) => normal(word.text)),
      };
      target = rule.when(context) ? rule.to : undefined;
    }
    if (!target) return;
    const cased = matchCase(base, target);
    if (cased === null || cased === base) return;
    edits.push({ start: token.start, end: token.start + base.length, text: cased });
  });
  return edits;
}
