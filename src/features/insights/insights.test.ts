import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import { formatAustralianDate } from './format.ts';
import { INSIGHT_IMAGE_URL_MESSAGE, InsightImageUrlSchema, isSafeImageUrl } from './image-url.ts';
import { findPublishedInsight, listPublishedInsightSummaries, listPublishedInsights } from './insights.server.ts';
import { insightSeedItems } from './seed.ts';

describe('article dates', () => {
  it.each([
    ['2025-03-05', '5 March 2025'],
    ['2026-11-22', '22 November 2026'],
    ['2025-01-01', '1 January 2025'],
  ])('shows %s as %s', (iso, shown) => {
    expect(formatAustralianDate(iso)).toBe(shown);
  });

  it('writes every month as en-AU’s long date does', () => {
    const intl = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, '0')}-09`;
      expect(formatAustralianDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it('shows an unreadable date as given', () => {
    expect(formatAustralianDate('soon')).toBe('soon');
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
