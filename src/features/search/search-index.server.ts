// The site search: one in-memory index of the live insights and the fixed pages' sections (term-index.ts),
// the same on SQLite and PostgreSQL. It is brought up to date whenever content changes (the page
// cache's generation moves: a staff change here, another instance's, a scheduled insight going public),
// patching only the documents added, changed or gone, so an update costs one light query and the
// changed bodies. Built on the first search, so a process nobody searches holds nothing.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { Logger } from '#src/platform/log.ts';
import { PUBLIC_PAGE_SIZE } from '../insights/insights.server.ts';
import type { PageCopyStore } from '../pages/copy.server.ts';
import { liveInsightVersions, loadInsightDocuments, loadPageDocuments } from './documents.server.ts';
import type { SearchDocument } from './documents.ts';
import { type MarkedText, markMatches, snippet } from './snippet.ts';
import { TermIndex } from './term-index.ts';
import { queryTerms } from './terms.ts';

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

export class SearchIndex {
  readonly #options: SearchIndexOptions;
  readonly #index = new TermIndex();
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
    return this.#index.size;
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
    this.#index.add(document);
    this.#versions.set(document.id, version);
  }

  #remove(id: string): void {
    this.#index.remove(id);
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
    const matches = this.#index.match(queryTerms(query), category);
    const pageCount = Math.max(1, Math.ceil(matches.total / PUBLIC_PAGE_SIZE));
    const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
    // Only the page shown is ranked in full and given its snippets.
    const shown = matches.ranked(current * PUBLIC_PAGE_SIZE).slice((current - 1) * PUBLIC_PAGE_SIZE);
    return {
      hits: shown.map((document) => hitOf(document, matches.terms)),
      total: matches.total,
      page: current,
      pageCount,
    };
  }
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
