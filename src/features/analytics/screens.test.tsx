// The analytics screen's words and tables rendered to HTML: the loading state, each table with its
// export button named after it, numbers in Australian form, a chart's table-view button only where
// a chart is drawn, and a table's own words when it has no rows.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { AnalyticsScreen, TableCard } from './AnalyticsScreen.tsx';
import { ANALYTICS_AREA } from './area.ts';
import type { ReportTable } from './report-types.ts';

const range = { from: '2026-11-01', to: '2026-11-30', granularity: 'day' as const };

const overTime: ReportTable = {
  id: 'over-time',
  title: 'Visitors and views over time',
  columns: [
    { key: 'period', header: 'Day' },
    { key: 'views', header: 'Views', numeric: true },
    { key: 'visitors', header: 'Visitors', numeric: true },
  ],
  rows: [{ period: '2026-11-01', views: 12345, visitors: 678 }],
  empty: 'No page views in this range.',
};

describe('the analytics screen', () => {
  it('shows its heading, the range form and the loading state before the report arrives', () => {
    const shown = text(renderToStaticMarkup(<AnalyticsScreen title={ANALYTICS_AREA.title} from="2026-10-27" to="2026-11-25" />));
    expect(shown).toContain('Analytics');
    expect(shown).toContain("Visits counted without cookies or personal data. Dates and times are Brisbane's.");
    expect(shown).toContain('Group by');
    expect(shown).toContain('Loading analytics...');
  });

  it('offers a charted table its table view and every table its CSV export, each named after the table', () => {
    const markup = renderToStaticMarkup(<TableCard table={overTime} range={range} granularity="day" />);
    expect(text(markup)).toContain('Show table of visitors and views over time');
    expect(text(markup)).toContain('Export CSV of visitors and views over time');
    expect(markup).toContain(
      'aria-label="Line chart of views and visitors per day from 2026-11-01 to 2026-11-30; the table view lists every figure."',
    );
  });

  it('lists a table that has no chart at once, numbers in Australian form', () => {
    const referrers: ReportTable = {
      id: 'referrers',
      title: 'Referrer hosts',
      columns: [
        { key: 'key', header: 'Referrer host' },
        { key: 'views', header: 'Visits', numeric: true },
      ],
      rows: [{ key: 'www.linkedin.com', views: 1234 }],
      empty: 'No visits from other sites in this range.',
    };
    const shown = text(renderToStaticMarkup(<TableCard table={referrers} range={range} granularity="day" />));
    expect(shown).not.toContain('Show table');
    expect(shown).toContain('www.linkedin.com');
    expect(shown).toContain('1,234');
  });

  it("shows a table's own words when it has no rows, and no chart to switch", () => {
    const shown = text(renderToStaticMarkup(<TableCard table={{ ...overTime, rows: [] }} range={range} granularity="day" />));
    expect(shown).toContain('No page views in this range.');
    expect(shown).not.toContain('Show table');
  });
});
