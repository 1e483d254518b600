// The analytics screen's reports on both dialects: periods in Brisbane days, weeks and months, the
// ranked tables, the enquiry-joined conversions, the endpoints' refusals and the CSV export.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller } from '#src/features/admin/admin-request.testing.ts';
import { signedInAs } from '#src/features/auth/auth.testing.ts';
import { servicesWithInsights } from '#src/features/insights/insights.testing.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import type { Services } from '#src/server/services.ts';
import { addDaily, addEnquiry } from './analytics.testing.ts';
import { analyticsReportEndpoint, exportAnalyticsEndpoint } from './analytics-endpoints.server.ts';
import { rangeParts, TOP_ROWS, totalsByKey } from './daily-totals.server.ts';
import { perHundred } from './enquiry-reports.server.ts';
import { ARTICLE_PATH_PREFIX } from './kinds.ts';
import type { AnalyticsReport, ReportTable } from './report-types.ts';
import { daysBetween, loadAnalyticsReport, periodOf } from './reports.server.ts';

describe('report periods', () => {
  it('groups Brisbane days into weeks from Monday and calendar months', () => {
    expect(periodOf('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(periodOf('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(periodOf('2026-11-30', 'month')).toBe('2026-11-01');
    expect(periodOf('2026-11-30', 'day')).toBe('2026-11-30');
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('reads whole months from the monthly totals and only the days at either end from the daily ones', () => {
    expect(rangeParts('2025-11-25', '2026-11-24')).toEqual({
      days: [
        ['2025-11-25', '2025-11-30'],
        ['2026-11-01', '2026-11-24'],
      ],
      months: ['2025-12', '2026-10'],
    });
    expect(rangeParts('2026-01-01', '2026-02-28')).toEqual({ days: [], months: ['2026-01', '2026-02'] });
    expect(rangeParts('2026-02-02', '2026-02-27')).toEqual({ days: [['2026-02-02', '2026-02-27']], months: null });
    expect(rangeParts('2024-01-31', '2024-03-01')).toEqual({
      days: [
        ['2024-01-31', '2024-01-31'],
        ['2024-03-01', '2024-03-01'],
      ],
      months: ['2024-02', '2024-02'],
    });
  });

  it('gives enquiries per 100 visitors to one decimal, and n/a without visitors', () => {
    expect(perHundred(1, 3)).toBe(33.3);
    expect(perHundred(0, 10)).toBe(0);
    expect(perHundred(2, 0)).toBe('n/a');
  });
});

describe.each(testDialects)('analytics reports on %s', (dialect) => {
  let database: TestDatabase;
  let services: Services;
  let article: { id: string; title: string };
  let report: AnalyticsReport;
  const table = (id: ReportTable['id']) => report.tables.find((candidate) => candidate.id === id)?.rows;

  beforeAll(async () => {
    database = await createMigratedTestDatabase(dialect);
    services = await servicesWithInsights(database);
    article = await database.db.selectFrom('insights').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const articlePath = `${ARTICLE_PATH_PREFIX}${article.id}`;
    await addDaily(database.db, [
      { kind: 'site', day: '2026-11-15', key: '', views: 4, visitors: 2 }, // Sunday: the week before
      { kind: 'site', day: '2026-11-16', key: '', views: 10, visitors: 6 },
      { kind: 'site', day: '2026-11-22', key: '', views: 5, visitors: 3 },
      { kind: 'site', day: '2026-12-01', key: '', views: 99, visitors: 99 }, // after the range
      { kind: 'page', day: '2026-11-16', key: '/about', views: 3, visitors: 2 },
      { kind: 'page', day: '2026-11-16', key: articlePath, views: 7, visitors: 4 },
      { kind: 'page', day: '2026-11-22', key: articlePath, views: 5, visitors: 3 },
      { kind: 'source', day: '2026-11-16', key: 'linkedin', views: 4, visitors: 4 },
      { kind: 'source', day: '2026-11-16', key: '', views: 2, visitors: 2 },
      { kind: 'referrer', day: '2026-11-16', key: 'www.linkedin.com', views: 4, visitors: 4 },
      { kind: 'utm_source', day: '2026-11-16', key: 'linkedin', views: 4, visitors: 4 },
      { kind: 'utm_campaign', day: '2026-11-16', key: 'q4', views: 4, visitors: 4 },
      { kind: 'event', day: '2026-11-16', key: 'calculator', views: 6, visitors: 4 },
    ]);
    const at = new Date('2026-11-16T01:00:00Z');
    await addEnquiry(database.db, {
      at,
      landing_path: articlePath,
      utm_source: 'LinkedIn',
      referrer_host: 'www.linkedin.com',
      calculator_profit: 500000,
    });
    await addEnquiry(database.db, {
      at,
      landing_path: articlePath,
      referrer_host: 'www.linkedin.com',
      utm_source: 'linkedin',
      channel: 'booked-call',
    });
    await addEnquiry(database.db, { at, landing_path: '/contact' });
    // Not counted: deleted, caught by the honeypot, or sent outside the range (in Brisbane time).
    await addEnquiry(database.db, { at, landing_path: '/contact', deleted: true });
    await addEnquiry(database.db, { at, landing_path: '/contact', spam_reason: 'honeypot' });
    await addEnquiry(database.db, { at: new Date('2026-11-15T13:59:00Z'), landing_path: '/contact' }); // 23:59 on the 15th in Brisbane
    report = await loadAnalyticsReport(database.db, { from: '2026-11-16', to: '2026-11-30', granularity: 'week' });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('sums views and visitors per week of the range, every week present', () => {
    expect(table('over-time')).toEqual([
      { period: '2026-11-16', views: 15, visitors: 9 },
      { period: '2026-11-23', views: 0, visitors: 0 },
      { period: '2026-11-30', views: 0, visitors: 0 },
    ]);
    expect(report.totals).toEqual({ views: 15, visitors: 9, calculatorUses: 6, enquiries: 3 });
  });

  it('groups by month with the month as its label', async () => {
    const monthly = await loadAnalyticsReport(database.db, { from: '2026-11-01', to: '2026-12-31', granularity: 'month' });
    expect(monthly.tables[0]?.rows).toEqual([
      { period: '2026-11', views: 19, visitors: 11 },
      { period: '2026-12', views: 99, visitors: 99 },
    ]);
  });

  it('sums the same totals whether a range is read by day or by whole months', async () => {
    const byDays = await totalsByKey(database.db, 'site', { from: '2026-11-15', to: '2026-12-30' });
    const byMonths = await totalsByKey(database.db, 'site', { from: '2026-11-01', to: '2026-12-31' });
    expect(byDays).toEqual([{ key: '', views: 118, visitors: 110 }]);
    expect(byMonths).toEqual(byDays);
    const monthly = await database.db
      .selectFrom('analytics_monthly')
      .select(['month', 'views'])
      .where('kind', '=', 'site')
      .orderBy('month')
      .execute();
    expect(monthly.map((row) => [row.month, Number(row.views)])).toEqual([
      ['2026-11', 19],
      ['2026-12', 99],
    ]);
  });

  it('ranks pages and articles by views, articles with their titles', () => {
    expect(table('top-pages')).toEqual([
      { key: `${ARTICLE_PATH_PREFIX}${article.id}`, views: 12, visitors: 7 },
      { key: '/about', views: 3, visitors: 2 },
    ]);
    expect(table('top-articles')).toEqual([
      { title: article.title, key: `${ARTICLE_PATH_PREFIX}${article.id}`, views: 12, visitors: 7 },
    ]);
    expect(table('referrers')).toEqual([{ key: 'www.linkedin.com', views: 4, visitors: 4 }]);
    expect(table('utm-sources')).toEqual([{ key: 'linkedin', views: 4, visitors: 4 }]);
    expect(table('utm-campaigns')).toEqual([{ key: 'q4', views: 4, visitors: 4 }]);
  });

  it('counts enquiries per source and landing page, the UTM source before the referrer', () => {
    expect(table('enquiries-by-source')).toEqual([
      { source: 'linkedin', enquiries: 2 },
      { source: 'Direct / none', enquiries: 1 },
    ]);
    expect(table('enquiries-by-landing-page')).toEqual([
      { page: `${ARTICLE_PATH_PREFIX}${article.id}`, enquiries: 2 },
      { page: '/contact', enquiries: 1 },
    ]);
  });

  it('counts enquiries by how they came: the contact form or a booked call', () => {
    expect(table('enquiries-by-channel')).toEqual([
      { channel: 'Contact form', enquiries: 2 },
      { channel: 'Booked call', enquiries: 1 },
    ]);
  });

  it('gives conversion per source and per article as enquiries per 100 visitors', () => {
    expect(table('conversion-by-source')).toEqual([
      { source: 'linkedin', visitors: 4, enquiries: 2, rate: 50 },
      { source: 'Direct / none', visitors: 2, enquiries: 1, rate: 50 },
    ]);
    expect(table('conversion-by-article')).toEqual([
      { page: `${ARTICLE_PATH_PREFIX}${article.id}`, visitors: 7, enquiries: 2, rate: 28.6 },
    ]);
    expect(table('calculator-conversion')).toEqual([{ uses: 6, visitors: 4, enquiries: 1, rate: 25 }]);
  });

  it('has the database rank and cut every table: no read returns more rows than a table shows', async () => {
    // Many keys over a range read from both totals: days at its ends and a whole month between.
    const days = ['2025-09-30', '2025-10-15', '2025-11-01'];
    const keys = Array.from({ length: TOP_ROWS + 50 }, (_, index) => `k${String(index).padStart(3, '0')}`);
    await addDaily(
      database.db,
      days.flatMap((day) =>
        keys.flatMap((key, index) => [
          { kind: 'referrer' as const, day, key: `${key}.example`, views: index + 1, visitors: 1 },
          { kind: 'utm_campaign' as const, day, key, views: index + 1, visitors: 1 },
          { kind: 'page' as const, day, key: `${ARTICLE_PATH_PREFIX}${key}`, views: index + 1, visitors: 1 },
        ]),
      ),
    );
    const returned: number[] = [];
    const rowCounter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        returned.push(args.result.rows.length);
        return args.result;
      },
    };
    const wide = await loadAnalyticsReport(database.db.withPlugin(rowCounter), {
      from: '2025-09-30',
      to: '2025-11-01',
      granularity: 'month',
    });
    expect(Math.max(...returned)).toBeLessThanOrEqual(TOP_ROWS);
    const rows = (id: ReportTable['id']) => wide.tables.find((candidate) => candidate.id === id)?.rows ?? [];
    expect(rows('referrers')).toHaveLength(TOP_ROWS);
    expect(rows('referrers')[0]).toEqual({ key: 'k149.example', views: 450, visitors: 3 });
    expect(rows('utm-campaigns').at(-1)).toEqual({ key: 'k050', views: 153, visitors: 3 });
    expect(rows('top-articles')).toHaveLength(TOP_ROWS);
    expect(rows('top-pages')[0]).toMatchObject({ key: `${ARTICLE_PATH_PREFIX}k149`, views: 450 });
  });

  it('answers any staff role, refuses a range that ends before it starts, and exports a table as CSV', async () => {
    const { cookie } = await signedInAs(services.auth, 'viewer', `analytics-reports-${dialect}@example.com.au`);
    const call = adminCaller(services, cookie);
    const answer = await call(
      analyticsReportEndpoint,
      'GET',
      '/api/admin/analytics?from=2026-11-16&to=2026-11-30&granularity=week',
    );
    expect(answer.status).toBe(200);
    expect((answer.body as unknown as AnalyticsReport).totals.views).toBe(15);

    const backwards = await call(analyticsReportEndpoint, 'GET', '/api/admin/analytics?from=2026-11-30&to=2026-11-16');
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toBe('Choose a start date on or before the end date, at most five years apart.');
    const unknown = await call(
      analyticsReportEndpoint,
      'GET',
      '/api/admin/analytics?from=2026-11-16&to=2026-11-30&granularity=hour',
    );
    expect(unknown.status).toBe(422);

    const csv = await call(
      exportAnalyticsEndpoint,
      'GET',
      '/api/admin/analytics/export?table=top-pages&from=2026-11-16&to=2026-11-30',
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="analytics_top_pages_2026-11-16_to_2026-11-30.csv"',
    );
    expect(csv.text).toBe(
      `\uFEFF"Page","Views","Visitors"\r\n"${ARTICLE_PATH_PREFIX}${article.id}","12","7"\r\n"/about","3","2"\r\n`,
    );

    const noTable = await call(
      exportAnalyticsEndpoint,
      'GET',
      '/api/admin/analytics/export?table=visitors&from=2026-11-16&to=2026-11-30',
    );
    expect(noTable.status).toBe(404);
    expect(noTable.body.message).toBe('There is no such analytics table to export.');
  });
});
