// The search's inverted index and its ranking: every term of the searched fields with the documents it is
// in and how often, and a query's matches scored by BM25 with MiniSearch's formula, weights and typo rules.
// Terms sit in MiniSearch's radix tree (SearchableMap) for its typo and prefix look-ups; each term's
// documents are a packed list of numbers per field, so a word found in thousands of articles is scored in
// one pass over arrays instead of an object per match (bench/README.md, "Site search"). Pure, in memory.
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchDocument } from './documents.ts';
import { allowedTypos, indexTerm, words } from './terms.ts';

/** A title match ranks above a match in a page's section name, the excerpt, category or author, and those above the body. */
const FIELD_BOOST = { title: 6, section: 3, excerpt: 2, categoryLabel: 2, author: 2, body: 1 } as const;
const FIELDS = Object.keys(FIELD_BOOST) as (keyof typeof FIELD_BOOST)[];
const BOOSTS: readonly number[] = FIELDS.map((field) => FIELD_BOOST[field]);

/** BM25 as MiniSearch has it: k the term count's saturation, b the length normalisation, d a match's floor. */
const K = 1.2;
const B = 0.7;
const D = 0.5;
/** What a longer word (the last word's completion) and a near spelling weigh against the word as typed (MiniSearch's weights). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/**
 * One document in a term's list for a field: its slot and how often the term is in that field, in one
 * small integer (slot × 256 + count; a count over 255 counts as 255, where BM25 has long stopped moving).
 * A small integer keeps the list a plain array of unboxed numbers; ordered by slot, a leaving document is
 * found in it by binary search.
 */
const COUNT_BITS = 8;
const COUNT_MAX = (1 << COUNT_BITS) - 1;

/** A term's lists of documents, one per field in FIELDS' order (undefined where no document has it in that field). */
type TermPostings = (number[] | undefined)[];

/** A query word's stand-ins: the index terms it matches, each with its weight. */
type Expansion = { term: string; weight: number; postings: TermPostings }[];

export interface Matches {
  /** How many documents matched. */
  total: number;
  /** Every index term the query's words matched (as typed, near spellings, longer forms): the words a hit marks. */
  terms: ReadonlySet<string>;
  /** The best `end` documents, highest score first, then the newest. */
  ranked(end: number): SearchDocument[];
}

/**
 * Each field's terms of a document, with how often each occurs there (stop words left out, as the index
 * has none), and the field's length for BM25: its distinct words as written, as MiniSearch counts it.
 */
function fieldTerms(document: SearchDocument): { counts: Map<string, number>; length: number }[] {
  return FIELDS.map((field) => {
    const written = words(document[field]);
    const counts = new Map<string, number>();
    for (const word of written) {
      const term = indexTerm(word);
      if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    return { counts, length: new Set(written).size };
  });
}

/** Where `entry`'s slot is, or would go, in a list ordered by slot. */
function position(list: readonly number[], slot: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] ?? 0) >> COUNT_BITS < slot) low = middle + 1;
    else high = middle;
  }
  return low;
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

/**
 * The first `count` items in `compare`'s order. For a page of twelve among thousands of matches, one pass
 * keeping the best so far (each other item costs one comparison with the worst kept) instead of a sort of all.
 */
function best<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count * 8 >= items.length) return [...items].sort(compare).slice(0, count);
  const kept: T[] = [];
  for (const item of items) {
    const worst = kept[count - 1];
    if (worst !== undefined && compare(item, worst) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(item, kept[middle] as T) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

export class TermIndex {
  readonly #terms = new SearchableMap<TermPostings>();
  /** Each document's slot: its place in the arrays below and in the terms' lists. */
  readonly #slots = new Map<string, number>();
  readonly #documents: (SearchDocument | undefined)[] = [];
  /** Slots of documents gone, taken again by the next added, so the arrays stay as long as the index is big. */
  readonly #free: number[] = [];
  /** Per field, each slot's length (fieldTerms), and their sum over the documents (for the average). */
  readonly #lengths: number[][] = FIELDS.map(() => []);
  readonly #lengthSums: number[] = FIELDS.map(() => 0);

  /** How many documents are indexed. */
  get size(): number {
    return this.#slots.size;
  }

  /** Indexes a document, in place of the one with its id if there is one. */
  add(document: SearchDocument): void {
    this.remove(document.id);
    const slot = this.#free.pop() ?? this.#documents.length;
    this.#documents[slot] = document;
    this.#slots.set(document.id, slot);
    fieldTerms(document).forEach(({ counts, length }, field) => {
      this.#setLength(field, slot, length);
      for (const [term, count] of counts) {
        const postings = this.#terms.fetch(term, () => FIELDS.map(() => undefined));
        const list = postings[field] ?? [];
        postings[field] = list;
        const entry = (slot << COUNT_BITS) | Math.min(count, COUNT_MAX);
        // A first build adds in slot order: appending is the common case.
        if (list.length === 0 || (list[list.length - 1] ?? 0) < entry) list.push(entry);
        else list.splice(position(list, slot), 0, entry);
      }
    });
  }

  /** Takes a document out of the index (nothing when it is not in). */
  remove(id: string): void {
    const slot = this.#slots.get(id);
    const document = slot === undefined ? undefined : this.#documents[slot];
    if (slot === undefined || !document) return;
    fieldTerms(document).forEach(({ counts }, field) => {
      this.#setLength(field, slot, 0);
      for (const term of counts.keys()) {
        const postings = this.#terms.get(term);
        const list = postings?.[field];
        if (!postings || !list) continue;
        const at = position(list, slot);
        if ((list[at] ?? -1) >> COUNT_BITS === slot) list.splice(at, 1);
        if (list.length > 0) continue;
        postings[field] = undefined;
        if (postings.every((other) => other === undefined)) this.#terms.delete(term);
      }
    });
    this.#documents[slot] = undefined;
    this.#slots.delete(id);
    this.#free.push(slot);
  }

  #setLength(field: number, slot: number, length: number): void {
    const lengths = this.#lengths[field] ?? [];
    this.#lengthSums[field] = (this.#lengthSums[field] ?? 0) - (lengths[slot] ?? 0) + length;
    lengths[slot] = length;
  }

  /**
   * The documents matching a query's terms (queryTerms), of one category when given: those with every
   * word, or when none has them all, those with any, the ones with most of them first. A document's score
   * is BM25 summed over its matched terms and fields, times how many of the words it matched.
   */
  match(queryTerms: readonly string[], category: string | null): Matches {
    const lastWord = queryTerms.at(-1);
    const queryWords = [...new Set(queryTerms)];
    const slots = this.#documents.length;
    const scores = new Float64Array(slots);
    /** How many of the words each slot matched, and the last word (1-based) that counted it. */
    const matched = new Uint16Array(slots);
    const countedFor = new Uint16Array(slots);
    const touched: number[] = [];
    const terms = new Set<string>();
    const live = this.#slots.size;
    queryWords.forEach((word, at) => {
      const stamp = at + 1;
      for (const { term, weight, postings } of this.#expand(word, word === lastWord)) {
        terms.add(term);
        postings.forEach((list, field) => {
          if (!list) return;
          const lengths = this.#lengths[field] ?? [];
          const averageLength = (this.#lengthSums[field] ?? 0) / live || 1;
          const idf = Math.log(1 + (live - list.length + 0.5) / (list.length + 0.5));
          const factor = weight * (BOOSTS[field] ?? 1) * idf;
          for (let index = 0; index < list.length; index += 1) {
            const entry = list[index] ?? 0;
            const slot = entry >> COUNT_BITS;
            const count = entry & COUNT_MAX;
            const norm = K * (1 - B + (B * (lengths[slot] ?? 0)) / averageLength);
            scores[slot] = (scores[slot] ?? 0) + factor * (D + (count * (K + 1)) / (count + norm));
            if (countedFor[slot] === stamp) continue;
            countedFor[slot] = stamp;
            matched[slot] = (matched[slot] ?? 0) + 1;
            if (matched[slot] === 1) touched.push(slot);
          }
        });
      }
    });
    const documents = this.#documents;
    const kept = (needed: number) =>
      touched.filter((slot) => (matched[slot] ?? 0) >= needed && (category === null || documents[slot]?.category === category));
    // Every word must match; when no document has them all, the documents with most of them.
    let results = kept(queryWords.length);
    if (results.length === 0 && queryWords.length > 1) results = kept(1);
    for (const slot of results) scores[slot] = (scores[slot] ?? 0) * (matched[slot] ?? 0);
    const date = (slot: number) => documents[slot]?.date ?? '';
    const order = (a: number, b: number) =>
      (scores[b] ?? 0) - (scores[a] ?? 0) || (date(a) < date(b) ? 1 : date(a) > date(b) ? -1 : a - b);
    return {
      total: results.length,
      terms,
      ranked: (end) =>
        best(results, end, order).flatMap((slot) => {
          const document = documents[slot];
          return document ? [document] : [];
        }),
    };
  }

  /**
   * The index terms a query word stands for. A word the documents use is taken as typed; any other may
   * hold typos by its length, and the last one is also the start of longer words (it may be half typed).
   * Widening a known word to its near spellings and longer forms would score most documents again for
   * words a typo rarely makes. Two neighbouring letters swapped are one typo, as people make them (the
   * tree counts edits one letter at a time, so such a word is looked up with each pair swapped back).
   */
  #expand(word: string, last: boolean): Expansion {
    const exact = this.#terms.get(word);
    if (exact) return [{ term: word, weight: 1, postings: exact }];
    const found: Expansion = [];
    const taken = new Set<string>();
    if (last && word.length >= 2) {
      for (const [term, postings] of this.#terms.atPrefix(word)) {
        const weight = (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - word.length));
        found.push({ term, weight, postings });
        taken.add(term);
      }
    }
    const typos = allowedTypos(word);
    if (typos === 0) return found;
    for (const [term, [postings, distance]] of this.#terms.fuzzyGet(word, typos)) {
      if (taken.has(term)) continue;
      found.push({ term, weight: (FUZZY_WEIGHT * term.length) / (term.length + distance), postings });
      taken.add(term);
    }
    if (typos > 1) return found;
    for (const term of swaps(word)) {
      const postings = this.#terms.get(term);
      if (postings && !taken.has(term)) found.push({ term, weight: 1, postings });
    }
    return found;
  }
}
