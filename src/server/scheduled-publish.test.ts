// The page cache expires when a scheduled insight goes public, with no job: armed after every content
// change (and at start), and again for the next one once the first is out.
import { afterEach, describe, expect, it } from 'vitest';
import { insertInsight } from '../features/insights/permission-rows.testing.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '../platform/db/database.testing.ts';
import { createTestServices } from './services.testing.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDialects)('scheduled insights and the page cache on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('clears the page cache when each scheduled insight is due, after a content change armed it', async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const now = Date.now();
    await insertInsight(database.db, { status: 'published', publishAt: new Date(now + 400) });
    await insertInsight(database.db, { status: 'published', publishAt: new Date(now + 1900) });
    await insertInsight(database.db, { status: 'draft', publishAt: new Date(now + 150) });
    await services.contentChanged();
    const armed = services.pageCache.stats.clears;
    await sleep(250);
    // The draft's date is no reason to clear.
    expect(services.pageCache.stats.clears).toBe(armed);
    await sleep(400);
    expect(services.pageCache.stats.clears).toBe(armed + 1);
    // The next one is armed after the first: about a second later, then its own time.
    await sleep(1800);
    expect(services.pageCache.stats.clears).toBe(armed + 2);
    services.scheduledPublish.stop();
  });
});
