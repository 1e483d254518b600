// Words, numbers and punctuation of one run with the sentence each belongs to, and what a rule reads
// around a word: its neighbours, whether it opens a sentence, whether its sentence is in title case.
import { ABBREVIATIONS, ABBREVIATIONS_MT } from './context-words.ts';

export interface Token {
  kind: 'word' | 'num' | 'opaque' | 'space' | 'punct';
  text: string;
  start: number;
  end: number;
  sentence: number;
}

const TOKEN = /(\p{L}[\p{L}\p{M}]*(?:['’]\p{L}[\p{L}\p{M}]*)*)|(\p{N}+(?:[.,]\p{N}+)*)|(\uFFFC+)|(\s+)|([\s\S])/gu;

export function tokenize(view: string): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  for (const match of view.matchAll(TOKEN)) {
    const start = match.index;
    const text = match[0];
    const kind = match[1] ? 'word' : match[2] ? 'num' : match[3] ? 'opaque' : match[4] ? 'space' : 'punct';
    tokens.push({ kind, text, start, end: start + text.length, sentence });
    if (kind === 'punct' && endsSentence(tokens, tokens.length - 1, view)) sentence += 1;
  }
  return tokens;
}

function endsSentence(tokens: Token[], index: number, view: string): boolean {
  const token = tokens[index];
  if (!token) return false;
  if (/[!?…:;]/u.test(token.text)) return true;
  if (token.text !== '.') return false;
  const following = view[token.end];
  if (following !== undefined && !/\s/u.test(following)) return false;
  const before = tokens[index - 1];
  if (before?.kind === 'word') {
    const word = before.text.toLowerCase();
    if (word.length === 1 || ABBREVIATIONS.has(word) || ABBREVIATIONS_MT.has(word)) return false;
  }
  return true;
}

export const normal = (word: string) => word.toLowerCase().replace(/’/g, "'");

/** The index of the nearest word or number before/after, across spaces and hyphens only; -1 if none. */
export function neighbour(tokens: Token[], index: number, step: -1 | 1): number {
  for (let i = index + step; i >= 0 && i < tokens.length; i += step) {
    const token = tokens[i];
    if (!token) return -1;
    if (token.kind === 'space' || token.text === '-' || token.text === '‑') continue;
    return token.kind === 'word' || token.kind === 'num' ? i : -1;
  }
  return -1;
}

export function isSentenceStart(tokens: Token[], index: number): boolean {
  for (let i = index - 1; i >= 0; i -= 1) {
    const token = tokens[i];
    if (!token) break;
    if (token.kind === 'space' || /^['"“‘([*•–—-]$/u.test(token.text)) continue;
    return token.kind === 'punct' && token.sentence !== tokens[index]?.sentence;
  }
  return true;
}

/** The words of each sentence, by sentence id. */
export function sentenceWords(tokens: Token[]): Map<number, Token[]> {
  const byId = new Map<number, Token[]>();
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    const words = byId.get(token.sentence);
    if (words) words.push(token);
    else byId.set(token.sentence, [token]);
  }
  return byId;
}

export function sentenceShapes(byId: Map<number, Token[]>): Map<number, boolean> {
  const titleCase = new Map<number, boolean>();
  for (const [id, words] of byId) {
    const long = words.slice(1).filter((word) => word.text.length >= 4);
    const capitalised = long.filter((word) => /^\p{Lu}/u.test(word.text)).length;
    titleCase.set(id, long.length >= 2 && capitalised / long.length >= 0.8);
  }
  return titleCase;
}
