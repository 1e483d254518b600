// Articles of realistic length and wording for the search's recall test and benchmark: paragraphs,
// titles and excerpts drawn from the sentences of the fifteen seed articles (src/content/insights), so
// the vocabulary, the word lengths and their frequencies are the firm's own. Deterministic for a seed.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INSIGHT_CATEGORY_VALUES } from '../insights/schema.ts';

export interface CorpusArticle {
  id: string;
  title: string;
  excerpt: string;
  /** HTML paragraphs, about 1,100 words like the seed articles. */
  content: string;
  category: string;
  date: string;
}

const CONTENT = fileURLToPath(new URL('../../content/insights/', import.meta.url));

/** The seed articles' prose sentences (front matter, headings and list markers left out). */
function seedSentences(): string[] {
  return readdirSync(CONTENT)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => {
      const body = readFileSync(`${CONTENT}${name}`, 'utf8').replace(/^---[\s\S]*?---/, '');
      return body
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('#'))
        .map((line) => line.replace(/^\s*(?:[-*]|\d+\.)\s+/, '').replace(/[*_`[\]]/g, ''))
        .flatMap((line) => line.split(/(?<=[.!?])\s+/))
        .filter((sentence) => sentence.split(' ').length >= 6);
    });
}

/** A deterministic sequence in [0, 1) (mulberry32: 32-bit integer arithmetic, so it never loses precision and cycles early). */
export function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const capitalise = (words: string[]) => words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

/** `count` articles: a title of 5–9 words from a sentence, an excerpt of two sentences, ~1,100 words of body. */
export function corpusArticles(count: number, seed = 7): CorpusArticle[] {
  const sentences = seedSentences();
  const next = sequence(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const articles: CorpusArticle[] = [];
  for (let index = 0; index < count; index += 1) {
    const words = pick(sentences)
      .replace(/[^\p{L}\p{N}\s'’-]/gu, '')
      .split(/\s+/)
      .filter(Boolean);
    const length = 5 + Math.floor(next() * 5);
    const start = Math.floor(next() * Math.max(1, words.length - length));
    const paragraphs: string[] = [];
    let wordCount = 0;
    while (wordCount < 1100) {
      const paragraph = Array.from({ length: 4 }, () => pick(sentences)).join(' ');
      wordCount += paragraph.split(' ').length;
      paragraphs.push(`<p>${paragraph}</p>`);
    }
    const day = new Date(Date.UTC(2020, 0, 1) + index * 6 * 3_600_000).toISOString().slice(0, 10);
    articles.push({
      id: `corpus-${index}`,
      title: capitalise(words.slice(start, start + length)),
      excerpt: `${pick(sentences)} ${pick(sentences)}`,
      content: paragraphs.join(''),
      category: pick(INSIGHT_CATEGORY_VALUES),
      date: day,
    });
  }
  return articles;
}

/** The word with one typo: a letter dropped, doubled, swapped with the next or replaced, as `next` decides. */
export function withTypo(word: string, next: () => number): string {
  const at = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 4);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word.charAt(at) + word.slice(at);
  if (kind === 2) return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
  const letter = 'etaoinshrdlu'.charAt(Math.floor(next() * 12));
  return word.slice(0, at) + (letter === word.charAt(at) ? 'x' : letter) + word.slice(at + 1);
}
