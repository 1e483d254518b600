// Articles of realistic length and wording for the search's recall test and benchmark: paragraphs and
// excerpts drawn from the sentences of the fifteen seed articles (src/content/insights), so the word
// lengths and how often words recur are the firm's own (a query word of the bench's kind is in 44 % of the
// seed articles, and in 46 % of these). Two things a real archive has that the seed sentences alone lack:
// names of firms, people and places (a few common, most rare), so the vocabulary keeps growing with the
// archive; and titles of their own, so no two articles share a title (the seed sentences alone gave ten
// articles one title, which no search could tell apart). Deterministic for a seed.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { publishInstant } from '../insights/schedule.ts';
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

/** Names an article uses (each several times), drawn from a long list where a few are common and most rare. */
const NAMES_PER_ARTICLE = 4;
const NAME_SYLLABLES =
  'ka ro lin dar mel ton bri sta vel mor quin ash ber cor den fal gar hol jen kel lor mar nor pel ran sel tar vin wel yar'.split(
    ' ',
  );
/** How many names there are to draw from: two- and three-syllable ones. */
const NAME_COUNT = NAME_SYLLABLES.length ** 2 + NAME_SYLLABLES.length ** 3;

/** The seed articles' prose sentences (front matter, headings and list markers left out). */
function seedSentences(): string[] {
  return readdirSync(CONTENT)
    .filter((name) => name.endsWith('.md'))
    .sort()
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

/** The name of rank `rank` (0 the most used): syllables read as digits, capitalised ("Karo", "Melvinash"). */
function nameOf(rank: number): string {
  const base = NAME_SYLLABLES.length;
  const syllables = rank < base ** 2 ? 2 : 3;
  let rest = rank < base ** 2 ? rank : rank - base ** 2;
  let name = '';
  for (let at = 0; at < syllables; at += 1) {
    name += NAME_SYLLABLES[rest % base];
    rest = Math.floor(rest / base);
  }
  return name.charAt(0).toUpperCase() + name.slice(1);
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

/** A sentence's words, punctuation left out. */
const wordsOf = (sentence: string) =>
  sentence
    .replace(/[^\p{L}\p{N}\s'’-]/gu, '')
    .split(/\s+/)
    .filter(Boolean);

/**
 * `count` articles: a title of 5–9 words (the start of one sentence's passage and the end of another's,
 * none used twice), an excerpt of two sentences, ~1,100 words of body, its names in some sentences.
 */
export function corpusArticles(count: number, seed = 7): CorpusArticle[] {
  const sentences = seedSentences();
  const next = sequence(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const passage = (length: number) => {
    const words = wordsOf(pick(sentences));
    const start = Math.floor(next() * Math.max(1, words.length - length));
    return words.slice(start, start + length);
  };
  // A few names are in many articles, most in one or two (ranks drawn log-uniformly: Zipf's law).
  const aName = () => nameOf(Math.floor(Math.exp(next() * Math.log(NAME_COUNT))) - 1);
  const titles = new Set<string>();
  const articles: CorpusArticle[] = [];
  for (let index = 0; index < count; index += 1) {
    const names = Array.from({ length: NAMES_PER_ARTICLE }, aName);
    const sentence = () => {
      const text = pick(sentences);
      // One sentence in three mentions one of the article's names.
      return next() < 1 / 3 ? text.replace(/([.!?]?)$/, ` at ${pick(names)}$1`) : text;
    };
    let title = '';
    while (title === '' || titles.has(title.toLowerCase())) {
      title = capitalise([...passage(3 + Math.floor(next() * 3)), ...passage(2 + Math.floor(next() * 3))]);
    }
    titles.add(title.toLowerCase());
    const paragraphs: string[] = [];
    let wordCount = 0;
    while (wordCount < 1100) {
      const paragraph = Array.from({ length: 4 }, sentence).join(' ');
      wordCount += paragraph.split(' ').length;
      paragraphs.push(`<p>${paragraph}</p>`);
    }
    const day = new Date(Date.UTC(2020, 0, 1) + index * 6 * 3_600_000).toISOString().slice(0, 10);
    articles.push({
      id: `corpus-${index}`,
      title,
      excerpt: `${sentence()} ${sentence()}`,
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

/** The title with one typo in one of its words of five letters or more (where typos are tolerated). */
export function typoTitle(title: string, next: () => number): string | null {
  const words = title.split(' ');
  const long = words.map((word, at) => ({ word, at })).filter(({ word }) => /^\p{L}{5,}$/u.test(word));
  const chosen = long[Math.floor(next() * long.length)];
  if (!chosen) return null;
  words[chosen.at] = withTypo(chosen.word, next);
  return words.join(' ');
}

/** The corpus as published insights' rows, ready to insert. */
export function publishedInsightRows(articles: CorpusArticle[], now: Date) {
  return articles.map((article) => ({
    ...article,
    read_time: '6 min read',
    status: 'published' as const,
    image_url: null,
    author: 'David Calder',
    created_at: now,
    updated_at: now,
    publish_at: publishInstant(article.date),
  }));
}

export interface Recall {
  asked: number;
  found: number;
  /** Each query that missed, with the title it was made from. */
  missed: string[];
}

/**
 * Searches `count` of the articles' titles, each with one typo, and counts those whose article is among the
 * first five results. `search` answers the results' addresses in rank order.
 */
export function recallOfTypoTitles(
  articles: CorpusArticle[],
  count: number,
  seed: number,
  search: (query: string) => string[],
): Recall {
  const next = sequence(seed);
  const recall: Recall = { asked: 0, found: 0, missed: [] };
  for (const article of articles) {
    if (recall.asked === count) break;
    const query = typoTitle(article.title, next);
    if (!query) continue;
    recall.asked += 1;
    if (search(query).slice(0, 5).includes(`/resources/insights/${article.id}`)) recall.found += 1;
    else recall.missed.push(`${query} (${article.title})`);
  }
  return recall;
}
