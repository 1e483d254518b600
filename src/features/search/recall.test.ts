// The search's recall with typos: over 1,000 articles of realistic wording, 200 titles searched with one
// typo injected into one of their longer words find their article in the first five results at least
// 95 % of the time (SQLite, and PostgreSQL when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { publishInstant } from '../insights/schedule.ts';
import { type CorpusArticle, corpusArticles, sequence, withTypo } from './corpus.testing.ts';
import type { SearchIndex } from './search-index.server.ts';

const ARTICLES = 1000;
const QUERIES = 200;
const REQUIRED_RECALL = 0.95;

/** The title with one typo in one of its words of five letters or more (where typos are tolerated). */
function typoTitle(article: CorpusArticle, next: () => number): string | null {
  const words = article.title.split(' ');
  const candidates = words.map((word, index) => ({ word, index })).filter(({ word }) => /^\p{L}{5,}$/u.test(word));
  if (candidates.length === 0) return null;
  const chosen = candidates[Math.floor(next() * candidates.length)];
  if (!chosen) return null;
  words[chosen.index] = withTypo(chosen.word, next);
  return words.join(' ');
}

describe.each(testDialects)('search recall with typos on %s', (dialect) => {
  let database: TestDatabase;
  let index: SearchIndex;
  const articles = corpusArticles(ARTICLES, 11);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const services = await createTestServices(database);
    const now = new Date();
    for (let start = 0; start < articles.length; start += 200) {
      await database.db
        .insertInto('insights')
        .values(
          articles.slice(start, start + 200).map((article) => ({
            ...article,
            read_time: '6 min read',
            status: 'published' as const,
            image_url: null,
            author: 'David Calder',
            created_at: now,
            updated_at: now,
            publish_at: publishInstant(article.date),
          })),
        )
        .execute();
    }
    index = services.search.index;
    await index.refresh();
  }, 120_000);

  afterAll(async () => database?.dispose());

  it(`finds the article in the first five for at least ${REQUIRED_RECALL * 100} % of ${QUERIES} typo'd titles`, () => {
    const next = sequence(5);
    let asked = 0;
    let found = 0;
    const missed: string[] = [];
    for (const article of articles) {
      if (asked === QUERIES) break;
      const query = typoTitle(article, next);
      if (!query) continue;
      asked += 1;
      const firstFive = index
        .searchNow(query)
        .hits.slice(0, 5)
        .map((hit) => hit.url);
      if (firstFive.includes(`/resources/insights/${article.id}`)) found += 1;
      else missed.push(`${query} (${article.title})`);
    }
    expect(asked).toBe(QUERIES);
    expect(found / asked, missed.join('\n')).toBeGreaterThanOrEqual(REQUIRED_RECALL);
  });
});
