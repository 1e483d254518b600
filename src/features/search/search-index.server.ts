// The site search: one in-memory MiniSearch index of the live insights and the fixed pages' sections,
// the same on SQLite and PostgreSQL. It is brought up to date whenever content changes (the page
// cache's generation moves: a staff change here, another instance's, a scheduled insight going public),
// patching only the documents added, changed or gone, so an update costs one light query and the
// changed bodies. Built on the first search, so a process nobody searches holds nothing.
import type { Kysely } from 'kysely';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Database } from '#src/platform/db/schema.ts';
import type { Logger } from '#src/platform/log.ts';
import { PUBLIC_PAGE_SIZE } from '../insights/insights.server.ts';
import type { PageCopyStore } from '../pages/copy.server.ts';
import { liveInsightVersions, loadInsightDocuments, loadPageDocuments } from './documents.server.ts';
import type { SearchDocument } from './documents.ts';
import { type MarkedText, markMatches, snippet } from './snippet.ts';
import { allowedTypos, indexTerm, queryTerms, words } from './terms.ts';

/** A title match ranks above a match in a page's section name, the excerpt, category or author, and those above the body. */
const FIELD_BOOST = { title: 6, section: 3, excerpt: 2, categoryLabel: 2, author: 2, body: 1 } as const;
const FIELDS = Object.keys(FIELD_BOOST);

export interface SearchHit {
  kind: SearchDocument['kind'];
  url: string;
  title: string;
  /** The title in parts, every second one a matched word (snippet.ts). */
  titleMarked: MarkedText;
  section: string;
  category: string;
  categoryLabel: string;
  date: string;
  /** A passage in parts, every second one a matched word. */
  snippet: MarkedText;
}

export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  page: number;
  pageCount: number;
}

export interface SearchIndexOptions {
  db: Kysely<Database>;
  pageCopy: PageCopyStore;
  /** Moves with every content change (the page cache's generation): the index catches up before the next search. */
  generation: () => number;
  log?: Logger;
}

function newIndex(vocabulary: Set<string>): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: FIELDS,
    // The date breaks ties between equal scores without a look-up per comparison.
    storeFields: ['date'],
    tokenize: words,
    processTerm: (word) => {
      const term = indexTerm(word);
      if (term) vocabulary.add(term);
      return term;
    },
  });
}

export class SearchIndex {
  readonly #options: SearchIndexOptions;
  /** Every term ever indexed (termQuery takes such a query word as typed); one whose documents are all gone stays, harmlessly. */
  readonly #vocabulary = new Set<string>();
  readonly #index = newIndex(this.#vocabulary);
  readonly #documents = new Map<string, SearchDocument>();
  /** The version each indexed document is at: an insight's last save, a page section's words. */
  readonly #versions = new Map<string, string>();
  /** The generation the index last caught up with; null before the first build. */
  #generation: number | null = null;
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;

  constructor(options: SearchIndexOptions) {
    this.#options = options;
  }

  /** How many documents are searched. */
  get size(): number {
    return this.#documents.size;
  }

  /**
   * Catches up with the content now: one at a time, and a request during a catch-up waits for one more
   * after it (whatever changed meanwhile is then included).
   */
  refresh(): Promise<void> {
    if (!this.#running) {
      this.#running = this.#catchUp().finally(() => {
        this.#running = null;
      });
      return this.#running;
    }
    this.#queued ??= this.#running.then(() => {
      this.#queued = null;
      return this.refresh();
    });
    return this.#queued;
  }

  /** Content changed: an index already built catches up at once, so the next search finds it current. */
  contentChanged(): void {
    if (this.#generation === null) return;
    this.refresh().catch((error) => this.#options.log?.warn('search index not updated yet', { error: String(error) }));
  }

  async #catchUp(): Promise<void> {
    const { db, pageCopy, generation } = this.#options;
    const at = generation();
    const [versions, pages] = await Promise.all([liveInsightVersions(db, new Date()), loadPageDocuments(pageCopy)]);
    const pageVersions = new Map(pages.map((page) => [page.id, `${page.url}\n${page.title}\n${page.section}\n${page.body}`]));
    for (const id of this.#versions.keys()) {
      if (!versions.has(id) && !pageVersions.has(id)) this.#remove(id);
    }
    const changed = [...versions].filter(([id, version]) => this.#versions.get(id) !== version).map(([id]) => id);
    for (const document of await loadInsightDocuments(db, changed)) this.#put(document, versions.get(document.id) ?? '');
    for (const page of pages) {
      const version = pageVersions.get(page.id) ?? '';
      if (this.#versions.get(page.id) !== version) this.#put(page, version);
    }
    this.#generation = at;
  }

  #put(document: SearchDocument, version: string): void {
    if (this.#documents.has(document.id)) this.#index.discard(document.id);
    this.#index.add(document);
    this.#documents.set(document.id, document);
    this.#versions.set(document.id, version);
  }

  #remove(id: string): void {
    this.#index.discard(id);
    this.#documents.delete(id);
    this.#versions.delete(id);
  }

  /** Catches up first when content changed since the last search; a failed catch-up keeps the index it has. */
  async #current(): Promise<void> {
    if (this.#generation === this.#options.generation()) return;
    try {
      await this.refresh();
    } catch (error) {
      if (this.#generation === null) throw error;
      this.#options.log?.warn('search index not updated yet', { error: String(error) });
    }
  }

  /** One page of results for a query (already cut to its length), of one category when given. */
  async search(query: string, { category = null, page = 1 }: { category?: string | null; page?: number } = {}) {
    await this.#current();
    return this.searchNow(query, { category, page });
  }

  /** The search over the index as it is (search() first catches up with content changes). */
  searchNow(query: string, { category = null, page = 1 }: { category?: string | null; page?: number } = {}): SearchAnswer {
    const results = this.#match(query, category);
    const pageCount = Math.max(1, Math.ceil(results.length / PUBLIC_PAGE_SIZE));
    const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
    const shown = rankedUpTo(results, current * PUBLIC_PAGE_SIZE).slice((current - 1) * PUBLIC_PAGE_SIZE);
    return {
      hits: shown.flatMap((result) => {
        const document = this.#documents.get(result.id);
        return document ? [hitOf(document, new Set(result.terms))] : [];
      }),
      total: results.length,
      page: current,
      pageCount,
    };
  }

  #match(query: string, category: string | null): SearchResult[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const documents = this.#documents;
    const search = (combineWith: 'AND' | 'OR') =>
      this.#index.search(
        {
          combineWith,
          queries: terms.map((term, index) => termQuery(term, index === terms.length - 1, this.#vocabulary.has(term))),
        },
        {
          boost: FIELD_BOOST,
          tokenize: (text) => [text],
          processTerm: (term) => term,
          filter: category ? (result) => documents.get(result.id)?.category === category : undefined,
        },
      );
    // Every word must match; when no document has them all, the documents with most of them.
    const all = search('AND');
    return all.length > 0 || terms.length === 1 ? all : search('OR');
  }
}

/** Higher score first, then the newer. */
const byScoreThenDate = (a: SearchResult, b: SearchResult) =>
  b.score - a.score || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

/**
 * The first `end` results, newest first among equal scores. MiniSearch hands them ranked by score, so
 * only ties can move: just the results down to the last one tied with the `end`th are sorted again, not
 * the thousands a common word finds.
 */
function rankedUpTo(results: SearchResult[], end: number): SearchResult[] {
  const edge = results[Math.min(end, results.length) - 1]?.score;
  let last = Math.min(end, results.length);
  while (last < results.length && results[last]?.score === edge) last += 1;
  return results.slice(0, last).sort(byScoreThenDate).slice(0, end);
}

/**
 * One query word. A word the articles use is taken as typed; any other may hold typos by its length,
 * and the last one is also the start of longer words (it may be half typed). Widening a known word to
 * its near spellings and longer forms would score most documents again for words a typo rarely makes.
 * Two neighbouring letters swapped are one typo, as people make them (the index counts edits one letter
 * at a time, so such a word is looked up with each pair swapped back).
 */
function termQuery(term: string, last: boolean, known: boolean): Query {
  if (known) return term;
  const typos = allowedTypos(term);
  const typed = { queries: [term], fuzzy: typos || false, prefix: last && term.length >= 2 };
  if (typos !== 1) return typed;
  return { combineWith: 'OR', queries: [typed, { queries: swaps(term), fuzzy: false, prefix: false }] };
}

/** The word with each pair of neighbouring letters swapped. */
function swaps(term: string): string[] {
  const letters = Array.from(term);
  const variants = new Set<string>();
  for (let at = 0; at < letters.length - 1; at += 1) {
    if (letters[at] === letters[at + 1]) continue;
    const swapped = [...letters];
    [swapped[at], swapped[at + 1]] = [swapped[at + 1] ?? '', swapped[at] ?? ''];
    variants.add(swapped.join(''));
  }
  return [...variants];
}

function hitOf(document: SearchDocument, terms: ReadonlySet<string>): SearchHit {
  return {
    kind: document.kind,
    url: document.url,
    title: document.heading,
    titleMarked: markMatches(document.heading, terms),
    section: document.section,
    category: document.category,
    categoryLabel: document.categoryLabel,
    date: document.date,
    snippet: snippet(document.body, terms, document.excerpt),
  };
}
