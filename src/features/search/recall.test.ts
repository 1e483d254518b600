// The search's recall with typos: over 1,000 articles of realistic wording, 200 titles searched with one
// typo injected into one of their longer words find their article in the first five results at least
// 95 % of the time (SQLite, and PostgreSQL when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { corpusArticles, publishedInsightRows, recallOfTypoTitles } from './corpus.testing.ts';
import type { SearchIndex } from './search-index.server.ts';

const ARTICLES = 1000;
const QUERIES = 200;
const REQUIRED_RECALL = 0.95;

describe.each(testDialects)('search recall with typos on %s', (dialect) => {
  let database: TestDatabase;
  let index: SearchIndex;
  const articles = corpusArticles(ARTICLES, 11);

  beforeAll(async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const now = new Date();
    for (let start = 0; start < articles.length; start += 200) {
      await database.db
        .insertInto('insights')
        .values(publishedInsightRows(articles.slice(start, start + 200), now))
        .execute();
    }
    index = services.search.index;
    await index.refresh();
  }, 120_000);

  afterAll(async () => database?.dispose());

  it(`finds the article in the first five for at least ${REQUIRED_RECALL * 100} % of ${QUERIES} typo'd titles`, () => {
    const { asked, found, missed } = recallOfTypoTitles(articles, QUERIES, 5, (query) =>
      index.searchNow(query).hits.map((hit) => hit.url),
    );
    expect(asked).toBe(QUERIES);
    expect(found / asked, missed.join('\n')).toBeGreaterThanOrEqual(REQUIRED_RECALL);
  });
});
