// The site search over a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set): what it
// finds and never finds, its typo tolerance, spellings and plurals, ranking, snippets, filters and pages,
// and how it follows content changes (unpublishing, deleting, a scheduled insight's moment).
import type { Kysely } from 'kysely';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '#src/platform/config.ts';
import { readContentVersion, watchContentVersion } from '#src/platform/db/content-version.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { openDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { PUBLIC_PAGE_SIZE } from '../insights/insights.server.ts';
import { createPageCopyStore } from '../pages/copy.server.ts';
import type { CopyPageId, PageCopyOf } from '../pages/schema.ts';
import { defaultPageCopy } from '../pages/seed.ts';
import Marked from './Marked.tsx';
import { SearchIndex } from './search-index.server.ts';

let made = 0;

async function addInsight(
  db: Kysely<Database>,
  values: Partial<{
    id: string;
    title: string;
    excerpt: string;
    content: string;
    category: string;
    status: 'published' | 'draft';
    date: string;
    publishAt: Date;
    seo: string;
  }>,
): Promise<string> {
  made += 1;
  const id = values.id ?? `search-insight-${made}`;
  const date = values.date ?? '2025-03-01';
  const now = new Date();
  await db
    .insertInto('insights')
    .values({
      id,
      title: values.title ?? `Untitled ${made}`,
      excerpt: values.excerpt ?? 'A short summary.',
      content: values.content ?? '<p>Nothing in particular.</p>',
      category: values.category ?? 'legal',
      read_time: '5 min read',
      date,
      status: values.status ?? 'published',
      image_url: null,
      author: 'David Calder',
      created_at: now,
      updated_at: now,
      publish_at: values.publishAt ?? new Date(`${date}T00:00:00+10:00`),
      seo: values.seo ?? null,
    })
    .execute();
  return id;
}

/** The insights found, on every page of results (the fixed pages' seed copy is searched too and mentions most subjects). */
async function found(search: SearchIndex, query: string): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1, count = 1; page <= count; page += 1) {
    const answer = await search.search(query, { page });
    count = answer.pageCount;
    titles.push(...answer.hits.filter((hit) => hit.kind === 'insight').map((hit) => hit.title));
  }
  return titles;
}

describe.each(testDialects)('site search on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    return { db: database.db, services, search: services.search.index };
  }

  it('finds published insights by body, excerpt, category and author, and never drafts, scheduled or hidden ones', async () => {
    const { db, search } = await setUp();
    await addInsight(db, {
      title: 'Earn-outs explained',
      content: '<p>How a <strong>deferred</strong> consideration works.</p>',
    });
    await addInsight(db, { title: 'Draft on deferred pay', status: 'draft', content: '<p>deferred</p>' });
    await addInsight(db, {
      title: 'Future deferred piece',
      publishAt: new Date(Date.now() + 86_400_000),
      content: '<p>deferred</p>',
    });
    await addInsight(db, {
      title: 'Hidden deferred piece',
      content: '<p>deferred</p>',
      seo: JSON.stringify({ metaTitle: '', metaDescription: '', socialImage: '', canonical: '', noindex: true }),
    });
    expect(await found(search, 'deferred')).toEqual(['Earn-outs explained']);
    await addInsight(db, { title: 'Another', excerpt: 'About warranties and indemnities.', category: 'process' });
    await addInsight(db, { title: 'Third', category: 'market-analysis' });
    await db.updateTable('insights').set({ author: 'Priya Natarajan' }).where('title', '=', 'Third').execute();
    await search.refresh();
    expect(await found(search, 'indemnities')).toEqual(['Another']);
    expect(await found(search, 'market analysis')).toEqual(['Third']);
    expect(await found(search, 'natarajan')).toEqual(['Third']);
  });

  it('tolerates no typo in words of up to four letters, one in five to eight, two in longer ones', async () => {
    const { db, search } = await setUp();
    await addInsight(db, { title: 'Valuation basics' });
    await addInsight(db, { title: 'Recruitment agency sale' });
    await addInsight(db, { title: 'Buyer finance' });
    expect(await found(search, 'valuaton')).toEqual(['Valuation basics']);
    expect(await found(search, 'recruitmnet')).toEqual(['Recruitment agency sale']);
    // Nine letters or more: two typos ("valutaion"), not four ("recriutmetn").
    expect(await found(search, 'recriutmetn')).toEqual([]);
    expect(await found(search, 'valutaion')).toEqual(['Valuation basics']);
    // Five to eight letters: one typo, not two.
    expect(await found(search, 'finanse')).toEqual(['Buyer finance']);
    expect(await found(search, 'fimanse')).toEqual([]);
    // Two neighbouring letters swapped are one typo.
    expect(await found(search, 'fiannce')).toEqual(['Buyer finance']);
    // Four letters or fewer: exact.
    expect(await found(search, 'sale')).toEqual(['Recruitment agency sale']);
    expect(await found(search, 'sali')).toEqual([]);
  });

  it('matches the last word as a prefix, as it may still be being typed', async () => {
    const { db, search } = await setUp();
    await addInsight(db, { title: 'Succession planning for founders' });
    await addInsight(db, { title: 'Thematic investors' });
    expect(await found(search, 'successi')).toEqual(['Succession planning for founders']);
    expect(await found(search, 'succession plann')).toEqual(['Succession planning for founders']);
    // Stop words are not searched, but a query of nothing else looks its last word up as a prefix.
    expect(await found(search, 'the succession')).toEqual(['Succession planning for founders']);
    expect(await found(search, 'the')).toEqual(['Thematic investors']);
  });

  it('finds Australian and American spellings and singular and plural forms of each other', async () => {
    const { db, search } = await setUp();
    await addInsight(db, { title: 'How to organise a sale', content: '<p>Organisations that analyse their valuations.</p>' });
    await addInsight(db, { title: 'Organize the data room', content: '<p>Color coded.</p>' });
    expect((await found(search, 'organize')).sort()).toEqual(['How to organise a sale', 'Organize the data room']);
    expect(await found(search, 'organisation')).toEqual(['How to organise a sale']);
    expect(await found(search, 'analyze')).toEqual(['How to organise a sale']);
    expect(await found(search, 'valuation')).toEqual(['How to organise a sale']);
    expect(await found(search, 'colours')).toEqual(['Organize the data room']);
  });

  it('ranks a title match above a body match', async () => {
    const { db, search } = await setUp();
    await addInsight(db, {
      title: 'Market notes',
      content: `<p>${'Words about the market. '.repeat(5)}Goodwill matters.</p>`,
      date: '2025-06-01',
    });
    await addInsight(db, { title: 'Goodwill', content: '<p>Something else entirely.</p>', date: '2024-01-01' });
    expect(await found(search, 'goodwill')).toEqual(['Goodwill', 'Market notes']);
  });

  it('shows the title, category, date and a snippet with the matched words marked and everything else escaped', async () => {
    const { db, search } = await setUp();
    await addInsight(db, {
      title: 'Valuations & <multiples>',
      content: `<p>${'Filler words come first here. '.repeat(10)}A buyer pays a <em>multiple</em> of EBITDA &amp; more &lt;script&gt;.</p>`,
      category: 'market-analysis',
      date: '2025-02-03',
    });
    const [hit] = (await search.search('multiple ebitda')).hits;
    expect(hit).toMatchObject({ title: 'Valuations & <multiples>', categoryLabel: 'Market Analysis', date: '2025-02-03' });
    expect(hit?.titleMarked).toEqual(['Valuations & <', 'multiples', '>']);
    const snippet = hit?.snippet ?? [];
    expect(snippet[0]).toMatch(/^… .*A buyer pays a $/);
    expect(snippet.slice(1)).toEqual(['multiple', ' of ', 'EBITDA', ' & more <script>.']);
    // Rendered, the matched words are marked and the article's words stay text.
    const html = renderToStaticMarkup(createElement(Marked, { parts: snippet }));
    expect(html).toMatch(/A buyer pays a <mark>multiple<\/mark> of <mark>EBITDA<\/mark> &amp; more &lt;script&gt;\.$/);
  });

  it('finds the fixed pages’ copy with the section the words are in, and none of a page hidden from search engines', async () => {
    const { db, services } = await setUp();
    const faq = defaultPageCopy('business-sales').faqs[0];
    const question = faq?.question ?? '';
    const shown = new SearchIndex({ db, pageCopy: services.pageCopy, generation: () => 0 });
    const found = (await shown.search(question)).hits.find((hit) => hit.url === '/services/business-sales#faq-heading');
    expect(found).toMatchObject({ kind: 'page', title: 'Business Sales', section: `FAQ: ${question}`, categoryLabel: 'Page' });
    const hidden = createPageCopyStore(database, async <Id extends CopyPageId>(id: Id) => {
      const copy = defaultPageCopy(id) as PageCopyOf<Id> & { seo: { noindex: boolean } };
      return { ...copy, seo: { ...copy.seo, noindex: id === 'business-sales' } };
    });
    const withoutPage = new SearchIndex({ db, pageCopy: hidden, generation: () => 0 });
    const urls = (await withoutPage.search(question)).hits.map((hit) => hit.url);
    expect(urls.some((url) => url.startsWith('/services/business-sales'))).toBe(false);
  });

  it('filters by category and pages twelve results at a time like the insights list', async () => {
    const { db, search } = await setUp();
    for (let i = 0; i < PUBLIC_PAGE_SIZE + 3; i += 1) {
      await addInsight(db, { title: `Earnout case ${i}`, category: i % 3 === 0 ? 'process' : 'valuation' });
    }
    const first = await search.search('earnout');
    expect(first).toMatchObject({ total: PUBLIC_PAGE_SIZE + 3, page: 1, pageCount: 2 });
    expect(first.hits).toHaveLength(PUBLIC_PAGE_SIZE);
    const second = await search.search('earnout', { page: 2 });
    expect(second.hits).toHaveLength(3);
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.title)).size).toBe(PUBLIC_PAGE_SIZE + 3);
    const deals = await search.search('earnout', { category: 'process' });
    expect(deals.total).toBe(5);
    expect(deals.hits.every((hit) => hit.category === 'process')).toBe(true);
  });

  it('follows content changes: an unpublished or deleted insight leaves, an edited one is found by its new words', async () => {
    const { db, services, search } = await setUp();
    const kept = await addInsight(db, { title: 'Vendor finance basics' });
    const gone = await addInsight(db, { title: 'Vendor due diligence' });
    expect((await found(search, 'vendor')).sort()).toEqual(['Vendor due diligence', 'Vendor finance basics']);
    await db.updateTable('insights').set({ status: 'draft', updated_at: new Date() }).where('id', '=', gone).execute();
    await services.contentChanged();
    expect(await found(search, 'vendor')).toEqual(['Vendor finance basics']);
    await db
      .updateTable('insights')
      .set({ title: 'Seller finance basics', updated_at: new Date(Date.now() + 1000) })
      .where('id', '=', kept)
      .execute();
    await services.contentChanged();
    expect(await found(search, 'seller')).toEqual(['Seller finance basics']);
    await db.deleteFrom('insights').where('id', '=', kept).execute();
    await services.contentChanged();
    expect(await found(search, 'seller')).toEqual([]);
    services.scheduledPublish.stop();
  });

  it('drops an unpublished insight from another instance’s results within a second (the content-version watch)', async () => {
    const { db, services: here } = await setUp();
    const elsewhere = await createTestServices(openDatabase(parseDatabaseUrl(database.url)));
    // What server/runtime.ts does on a change elsewhere: the page cache cleared, the index caught up.
    const watch = watchContentVersion(
      elsewhere.database,
      () => {
        elsewhere.pageCache.clear();
        elsewhere.search.index.contentChanged();
      },
      { intervalMs: 100, initial: await readContentVersion(elsewhere.database) },
    );
    try {
      const id = await addInsight(db, { title: 'Wombat warranties' });
      expect(await found(elsewhere.search.index, 'wombat')).toEqual(['Wombat warranties']);
      await db.updateTable('insights').set({ status: 'draft', updated_at: new Date() }).where('id', '=', id).execute();
      await here.contentChanged();
      const started = Date.now();
      await expect
        .poll(() => elsewhere.search.index.searchNow('wombat').hits.map((hit) => hit.title), { timeout: 1000, interval: 20 })
        .toEqual([]);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      watch.stop();
      here.scheduledPublish.stop();
      elsewhere.scheduledPublish.stop();
      await elsewhere.database.close();
    }
  });

  it('shows a scheduled insight from its moment, when the publish timer clears the page cache', async () => {
    const { db, services, search } = await setUp();
    await addInsight(db, { title: 'Timed piece on goodwill', publishAt: new Date(Date.now() + 500) });
    await services.contentChanged();
    expect(await found(search, 'goodwill')).toEqual([]);
    // The timer fires at its moment; a loaded machine may run it late, so the test waits for it.
    await expect
      .poll(() => search.searchNow('goodwill').hits.map((hit) => hit.title), { timeout: 5000, interval: 50 })
      .toContain('Timed piece on goodwill');
    services.scheduledPublish.stop();
  });
});
