// `npm run bench:search`: the site search over 10,000 articles of realistic length (drawn from the seed
// articles' sentences, ~1,100 words each, with names and titles of their own): the index's first build
// and the heap it adds, p95 of one- to three-word queries with and without a typo (server side: the
// match, the ranking and the page's snippets), the update after a publish and after an unpublish, and
// recall of typo'd titles. On SQLite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL
// names one. Results: bench/README.md.
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { publishInstant } from '../src/features/insights/schedule.ts';
import type { PageCopyStore } from '../src/features/pages/copy.server.ts';
import {
  corpusArticles,
  publishedInsightRows,
  recallOfTypoTitles,
  sequence,
  withTypo,
} from '../src/features/search/corpus.testing.ts';
import { SearchIndex } from '../src/features/search/search-index.server.ts';
import { normaliseWord, words } from '../src/features/search/terms.ts';
import { type BenchDialect, ms, onEveryDatabase, percentile, withBenchServices } from './endpoint-timing.ts';
import { markdownTable, measuredOn, writeBenchSection } from './readme.ts';

const ARTICLES = 10_000;
const QUERIES_PER_CASE = 200;
const QUERY_BUDGET_MS = 20;
const UPDATE_BUDGET_MS = 1000;
const UPDATE_RUNS = 10;
const RECALL_TITLES = 200;

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

/**
 * The fixed pages' sections (some forty documents) are left out: their seed copy is bundled by Vite,
 * which a plain Node benchmark does not run. Every page reads as hidden from search engines, so none is indexed.
 */
const NO_PAGES = { published: async () => ({ seo: { noindex: true } }) } as unknown as PageCopyStore;

interface Row {
  label: string;
  cells: string[];
  over: boolean;
}

/**
 * The CPU time one call takes, and its wall time: on a shared machine the wall time is mostly waiting
 * for a core (the load average is written beside the results), while the CPU time is what an idle
 * machine's single-threaded answer would take.
 */
async function measure(work: () => unknown): Promise<{ cpu: number; wall: number }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await work();
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { cpu: (cpu.user + cpu.system) / 1000, wall };
}

function timed(label: string, budget: number, samples: { cpu: number; wall: number }[], detail: string): Row {
  const cpu = samples.map((sample) => sample.cpu).sort((a, b) => a - b);
  const wall = samples.map((sample) => sample.wall).sort((a, b) => a - b);
  const p95 = percentile(cpu, 0.95);
  return {
    label,
    cells: [detail, ms(percentile(cpu, 0.5)), ms(p95), ms(cpu.at(-1) ?? Number.NaN), ms(percentile(wall, 0.95))],
    over: p95 >= budget,
  };
}

/** Queries of `size` neighbouring words of an article's sentence, none a stop word; with one typo when asked. */
function queries(bodies: string[], size: number, typo: boolean, seed: number): string[] {
  const next = sequence(seed);
  const found: string[] = [];
  while (found.length < QUERIES_PER_CASE) {
    const text = bodies[Math.floor(next() * bodies.length)] ?? '';
    const all = words(text).filter((word) => word.length >= 4 && normaliseWord(word) === word.toLowerCase());
    const start = Math.floor(next() * Math.max(1, all.length - size));
    const chosen = all.slice(start, start + size).map((word) => word.toLowerCase());
    if (chosen.length < size) continue;
    if (typo) {
      const long = chosen.findIndex((word) => word.length >= 5);
      if (long === -1) continue;
      chosen[long] = withTypo(chosen[long] ?? '', next);
    }
    found.push(chosen.join(' '));
  }
  return found;
}

async function run(dialect: BenchDialect, postgresUrl?: string) {
  return withBenchServices(dialect, postgresUrl, async (_services, database) => {
    const articles = corpusArticles(ARTICLES, 3);
    const now = new Date();
    const seeding = performance.now();
    for (let start = 0; start < articles.length; start += 250) {
      await database.db
        .insertInto('insights')
        .values(publishedInsightRows(articles.slice(start, start + 250), now))
        .execute();
    }
    if (dialect === 'postgres') await sql`analyze`.execute(database.db);
    console.log(`${dialect}: seeded ${ARTICLES} articles in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    let generation = 0;
    const heapBefore = heapMb();
    const rssBefore = process.memoryUsage().rss / 1024 / 1024;
    const index = new SearchIndex({ db: database.db, pageCopy: NO_PAGES, generation: () => generation });
    const build = await measure(() => index.refresh());
    const heapAdded = heapMb() - heapBefore;
    const rssAdded = process.memoryUsage().rss / 1024 / 1024 - rssBefore;
    console.log(
      `${dialect}: built the index of ${index.size} in ${(build.wall / 1000).toFixed(1)} s (CPU ${(build.cpu / 1000).toFixed(1)} s), heap +${heapAdded.toFixed(0)} MB`,
    );

    const bodies = articles.map((article) => article.content.replace(/<[^>]+>/g, ' '));
    const rows: Row[] = [];
    for (const typo of [false, true]) {
      for (const size of [1, 2, 3]) {
        const asked = queries(bodies, size, typo, 100 + size + (typo ? 10 : 0));
        for (const query of asked.slice(0, 5)) index.searchNow(query);
        const samples: { cpu: number; wall: number }[] = [];
        let results = 0;
        for (const query of asked) {
          samples.push(
            await measure(() => {
              results += index.searchNow(query).total;
            }),
          );
        }
        const label = `${size} ${size === 1 ? 'word' : 'words'}${typo ? ', one typo' : ''}`;
        rows.push(
          timed(
            label,
            QUERY_BUDGET_MS,
            samples,
            `${Math.round(results / asked.length).toLocaleString('en-AU')} results on average`,
          ),
        );
      }
    }

    const publishing: { cpu: number; wall: number }[] = [];
    const unpublishing: { cpu: number; wall: number }[] = [];
    for (let run = 0; run < UPDATE_RUNS; run += 1) {
      const id = `bench-published-${run}`;
      const word = `quokka${run}x`;
      const at = new Date();
      await database.db
        .insertInto('insights')
        .values({
          id,
          title: `A new article on ${word}`,
          excerpt: 'Just published.',
          content: articles[run]?.content ?? '',
          category: 'valuation',
          read_time: '6 min read',
          date: '2025-01-01',
          status: 'published',
          image_url: null,
          author: 'David Calder',
          created_at: at,
          updated_at: at,
          publish_at: publishInstant('2025-01-01'),
        })
        .execute();
      generation += 1;
      publishing.push(await measure(() => index.search(word)));
      if (index.searchNow(word).total !== 1) throw new Error(`the published article ${id} was not found`);
      await database.db.updateTable('insights').set({ status: 'draft', updated_at: new Date() }).where('id', '=', id).execute();
      generation += 1;
      unpublishing.push(await measure(() => index.search(word)));
      if (index.searchNow(word).total !== 0) throw new Error(`the unpublished article ${id} was still found`);
    }
    rows.push(
      timed('update after a publish, then the search', UPDATE_BUDGET_MS, publishing, 'one query of the live versions, one body'),
    );
    rows.push(
      timed('update after an unpublish, then the search', UPDATE_BUDGET_MS, unpublishing, 'one query of the live versions'),
    );

    const { asked, found } = recallOfTypoTitles(articles, RECALL_TITLES, 9, (query) =>
      index.searchNow(query).hits.map((hit) => hit.url),
    );
    return { dialect, rows, build, heapAdded, rssAdded, recall: found / asked };
  });
}

const loadBefore = loadavg()[0] ?? 0;
const results: Awaited<ReturnType<typeof run>>[] = [];
const { postgresSkipped } = await onEveryDatabase(async (dialect, url) => {
  results.push(await run(dialect, url));
  return [];
});

const lines = [
  '## Site search (`npm run bench:search`)',
  '',
  `${ARTICLES.toLocaleString('en-AU')} published articles of about 1,100 words (sentences of the seed articles), indexed in memory`,
  "(term-index.ts: the terms in MiniSearch's radix tree, each term's documents a packed list).",
  `Queries: ${QUERIES_PER_CASE} of each kind, neighbouring words of an article's sentence, timed in the process (the match,`,
  'the ranking and the first page of twelve with their snippets: what /search and',
  `GET /api/search spend beyond HTTP); budget p95 under ${QUERY_BUDGET_MS} ms. An update: the content changes, and the next search`,
  `catches up first (one query of every live article's version, the changed body); budget under ${UPDATE_BUDGET_MS / 1000} s.`,
  'Timed as CPU time (what one answer costs an idle core; the budgets judge it) and as wall time (on this shared',
  'machine mostly the wait for a core: compare it with the load average). The corpus (corpus.testing.ts) recurs',
  'its words as the seed articles do: a query word of this kind is in 46 % of its articles and in 44 % of the',
  'seed articles, so a one-word query finds thousands of results here as it would in such an archive. It',
  'names firms, people and places (the vocabulary grows with the archive) and gives every article its own title.',
  `Recall: ${RECALL_TITLES} titles with one typo in a word of five letters or more, the article among the first five.`,
  '',
];
for (const result of results) {
  lines.push(
    `**${result.dialect}**: first build ${(result.build.cpu / 1000).toFixed(1)} s of CPU (${(result.build.wall / 1000).toFixed(1)} s wall); heap added by the index ${result.heapAdded.toFixed(0)} MB` +
      ` (resident memory +${result.rssAdded.toFixed(0)} MB); recall ${(result.recall * 100).toFixed(1)} %.`,
    '',
    ...markdownTable(
      ['case', 'detail', 'CPU p50', 'CPU p95', 'CPU max', 'wall p95'],
      result.rows.map((row) => [row.label, ...row.cells]),
    ),
    '',
  );
  for (const row of result.rows) console.log(`${result.dialect} | ${row.label} | ${row.cells.join(' | ')}`);
  console.log(`${result.dialect} | recall ${(result.recall * 100).toFixed(1)} %`);
}
lines.push(measuredOn(loadBefore));
if (postgresSkipped) lines.push('', 'PostgreSQL was skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');
const over = results.flatMap((result) => result.rows.filter((row) => row.over).map((row) => `${result.dialect}: ${row.label}`));
if (over.length > 0) lines.push('', '**Over budget in this run:**', '', ...over.map((row) => `- ${row}`));
writeBenchSection('search', lines.join('\n'));
console.log('Results written to bench/README.md.');
