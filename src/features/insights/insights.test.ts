import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import { formatAustralianDate } from './format.ts';
import { INSIGHT_IMAGE_URL_MESSAGE, InsightImageUrlSchema, isSafeImageUrl } from './image-url.ts';
import { findPublishedInsight, listPublishedInsightSummaries, listPublishedInsights } from './insights.server.ts';
import { sanitizeArticleHtml } from './sanitize.server.ts';
import { insightSeedItems } from './seed.ts';

describe('article dates', () => {
  it.each([
    ['2025-03-05', '5 March 2025'],
    ['2026-11-22', '22 November 2026'],
    ['2025-01-01', '1 January 2025'],
  ])('shows %s as %s', (iso, shown) => {
    expect(formatAustralianDate(iso)).toBe(shown);
  });

  it('shows an unreadable date as given', () => {
    expect(formatAustralianDate('soon')).toBe('soon');
  });
});

describe('article HTML', () => {
  it('removes scripts, event handlers and javascript: links but keeps the article tags', () => {
    const dirty =
      '<h2 onclick="x()">Heading</h2><script>alert(1)</script><p>Text <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p><img src=x onerror=alert(1)><ul><li>One</li></ul>';
    expect(sanitizeArticleHtml(dirty)).toBe(
      '<h2>Heading</h2><p>Text <a>bad</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a></p><img src="x" /><ul><li>One</li></ul>',
    );
  });

  it('keeps an image with its alt text, but not one whose address is a script or inline data', () => {
    expect(
      sanitizeArticleHtml(
        '<img src="/images/a.png" alt="A chart" width="9"><img src="javascript:alert(1)" alt="a"><img src="data:image/png;base64,AAA" alt="b">',
      ),
    ).toBe('<img src="/images/a.png" alt="A chart" />');
  });

  it("keeps the span of a merged table cell and drops the editor's one-cell spans", () => {
    expect(sanitizeArticleHtml('<table><tr><th colspan="2" rowspan="1" style="width:9px">Both</th></tr></table>')).toBe(
      '<table><tr><th colspan="2">Both</th></tr></table>',
    );
  });

  it('turns a pasted h1 into a section heading, and h5 and h6 into the smallest one', () => {
    expect(sanitizeArticleHtml('<h1>Title</h1><h5>Small</h5><h6>Smaller</h6>')).toBe(
      '<h2>Title</h2><h4>Small</h4><h4>Smaller</h4>',
    );
  });

  it('gives a new-window link noopener whatever the case of its target, replacing rel="opener"', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_BLANK" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://example.com" TARGET="_Blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    // A named window is a new window too.
    expect(sanitizeArticleHtml('<a href="https://example.com" target="other">x</a>')).toBe(
      '<a href="https://example.com" target="other" rel="noopener noreferrer">x</a>',
    );
  });

  it('takes "opener" out of the rel of a same-window link and keeps the rest', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" rel="Opener nofollow">x</a>')).toBe(
      '<a href="https://example.com" rel="nofollow">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://example.com" rel="opener">x</a>')).toBe('<a href="https://example.com">x</a>');
  });
});

describe('insight image URLs', () => {
  it.each([
    ['https://images.example.com/cover.jpg'],
    ['http://images.example.com/cover.jpg'],
    ['/images/insights/valuation.svg'],
  ])('accepts %s', (url) => {
    expect(isSafeImageUrl(url)).toBe(true);
    expect(InsightImageUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['//evil.example/x.png'],
    ['/\\evil.example/x.png'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['ftp://example.com/x.png'],
    ['images/x.png'],
  ])('refuses %j with a message saying what is allowed', (url) => {
    expect(isSafeImageUrl(url)).toBe(false);
    expect(InsightImageUrlSchema.safeParse(url).error?.issues[0]?.message).toBe(INSIGHT_IMAGE_URL_MESSAGE);
  });

  it('lets the editor leave the image empty', () => {
    expect(InsightImageUrlSchema.parse('  ')).toBe('');
  });
});

describe.each(testDialects)('published insights on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function seeded() {
    database = await createMigratedTestDatabase(dialect);
    await applySeed(database.db, insightSeedItems());
    return database.db;
  }

  it('lists published insights newest first and never a draft', async () => {
    const db = await seeded();
    const all = await listPublishedInsightSummaries(db);
    expect(all).toHaveLength(15);
    const dates = all.map((insight) => insight.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const draftId = all[0]?.id ?? '';
    await db.updateTable('insights').set({ status: 'draft' }).where('id', '=', draftId).execute();
    expect((await listPublishedInsightSummaries(db)).map((insight) => insight.id)).not.toContain(draftId);
    expect((await listPublishedInsights(db)).map((insight) => insight.id)).not.toContain(draftId);
    expect(await findPublishedInsight(db, draftId)).toBeNull();
  });

  it('gives the three latest for the Resources hub', async () => {
    const db = await seeded();
    const latest = await listPublishedInsightSummaries(db, 3);
    expect(latest.map((insight) => insight.date)).toEqual(['2026-06-10', '2026-03-17', '2026-02-24']);
  });

  it('returns null for an unknown id and sanitises the body of a known one', async () => {
    const db = await seeded();
    expect(await findPublishedInsight(db, 'no-such-article')).toBeNull();
    const [first] = await listPublishedInsightSummaries(db, 1);
    await db
      .updateTable('insights')
      .set({ content: '<p>Safe</p><script>steal()</script>' })
      .where('id', '=', first?.id ?? '')
      .execute();
    expect((await findPublishedInsight(db, first?.id ?? ''))?.content).toBe('<p>Safe</p>');
  });

  it('renders no image for an insight whose stored image URL is not http(s) or a site path', async () => {
    const db = await seeded();
    const [first, second] = await listPublishedInsightSummaries(db, 2);
    const id = first?.id ?? '';
    await db.updateTable('insights').set({ image_url: 'javascript:alert(document.cookie)' }).where('id', '=', id).execute();
    expect((await findPublishedInsight(db, id))?.image_url).toBeNull();
    expect((await listPublishedInsightSummaries(db, 1))[0]?.image_url).toBeNull();
    expect((await listPublishedInsights(db)).find((insight) => insight.id === id)?.image_url).toBeNull();
    // A safe one is shown as stored.
    expect((await findPublishedInsight(db, second?.id ?? ''))?.image_url).toMatch(/^\/images\/insights\//);
  });
});
