// Analytics (any staff role): a range in Brisbane dates and a grouping, then visitors and views over
// time, top pages and articles, referrers and UTM values, and the enquiries they led to. Every table
// exports as CSV; every chart has a table view of the same figures.
import { BarChart3, Download, Table2 } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { downloadFile } from '#src/platform/http/download-client.ts';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { DataTable } from '#src/ui/DataTable.tsx';
import { SelectField, TextField } from '#src/ui/Field.tsx';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { AreaHeader, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { runAction } from '../admin/run-action.ts';
import { OverTimeChart, TopBarChart } from './AnalyticsCharts.tsx';
import type { AnalyticsReport, ReportRow, ReportTable, ReportTableId } from './report-types.ts';
import { ANALYTICS_MESSAGES, type Granularity } from './schema.ts';

const GRANULARITY_LABELS: Record<Granularity, string> = { day: 'Day', week: 'Week', month: 'Month' };
const CHARTED: Partial<Record<ReportTableId, true>> = { 'over-time': true, 'top-pages': true };

interface Range {
  from: string;
  to: string;
  granularity: Granularity;
}

const queryString = (range: Range, extra: Record<string, string> = {}) => `?${new URLSearchParams({ ...range, ...extra })}`;

const formatCell = (value: string | number | undefined) =>
  typeof value === 'number' ? value.toLocaleString('en-AU') : (value ?? '');

function ReportTableView({ table }: { table: ReportTable }) {
  const rows: (ReportRow & { id: string })[] = table.rows.map((row, index) => ({ ...row, id: String(index) }));
  return (
    <DataTable
      caption={table.title}
      columns={table.columns.map((column) => ({
        header: column.header,
        cell: (row: (typeof rows)[number]) => formatCell(row[column.key]),
      }))}
      rows={rows}
      empty={table.empty}
    />
  );
}

export function TableCard({ table, range, granularity }: { table: ReportTable; range: Range; granularity: Granularity }) {
  const [asTable, setAsTable] = useState(false);
  const [exporting, setExporting] = useState(false);
  const charted = CHARTED[table.id] && table.rows.length > 0;

  async function exportCsv() {
    setExporting(true);
    await runAction(
      () => downloadFile(`/api/admin/analytics/export${queryString(range, { table: table.id })}`, `analytics_${table.id}.csv`),
      {
        successTitle: 'Export Complete',
        success: (file) => `${table.title} saved as ${file}.`,
        failed: ANALYTICS_MESSAGES.exportFailed,
      },
    );
    setExporting(false);
  }

  const description =
    table.id === 'over-time'
      ? `Line chart of views and visitors per ${GRANULARITY_LABELS[granularity].toLowerCase()} from ${range.from} to ${range.to}; the table view lists every figure.`
      : `Bar chart of the ten most viewed pages from ${range.from} to ${range.to}; the table view lists every figure.`;

  return (
    <Card>
      <CardHeader title={table.title}>
        <div className="flex flex-wrap gap-2">
          {charted && (
            <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable((current) => !current)}>
              {asTable ? <BarChart3 aria-hidden="true" className="size-4" /> : <Table2 aria-hidden="true" className="size-4" />}
              {asTable ? 'Show chart' : 'Show table'}
              <span className="sr-only"> of {table.title.toLowerCase()}</span>
            </Button>
          )}
          <Button variant="outline" size="sm" disabled={exporting} onClick={exportCsv}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV<span className="sr-only"> of {table.title.toLowerCase()}</span>
          </Button>
        </div>
      </CardHeader>
      <CardContent className={charted && !asTable ? undefined : 'p-0'}>
        {charted && !asTable ? (
          table.id === 'over-time' ? (
            <OverTimeChart rows={table.rows} description={description} />
          ) : (
            <TopBarChart rows={table.rows} labelKey="key" description={description} />
          )
        ) : (
          <ReportTableView table={table} />
        )}
      </CardContent>
    </Card>
  );
}

function Totals({ report }: { report: AnalyticsReport }) {
  const figures = [
    ['Visitors', report.totals.visitors],
    ['Page views', report.totals.views],
    ['Calculator uses', report.totals.calculatorUses],
    ['Enquiries', report.totals.enquiries],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-brand-900">{value.toLocaleString('en-AU')}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AnalyticsScreen({ title, from, to }: AreaScreenProps & { from: string; to: string }) {
  const [draft, setDraft] = useState<Range>({ from, to, granularity: 'day' });
  const [range, setRange] = useState<Range>(draft);
  const [report, setReport] = useState<AnalyticsReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rangeError, setRangeError] = useState<string | undefined>();

  const load = useCallback(async (wanted: Range) => {
    setError(null);
    try {
      setReport(await requestJson<AnalyticsReport>(`/api/admin/analytics${queryString(wanted)}`));
      setRange(wanted);
    } catch (failure) {
      setError(serverMessageOr(failure, ANALYTICS_MESSAGES.loadFailed));
    }
  }, []);

  useEffect(() => {
    void load({ from, to, granularity: 'day' });
  }, [load, from, to]);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!draft.from || !draft.to || draft.from > draft.to) {
      setRangeError(ANALYTICS_MESSAGES.badRange);
      return;
    }
    setRangeError(undefined);
    void load(draft);
  }

  return (
    <div className="space-y-6">
      <AreaHeader heading={title} subtitle="Visits counted without cookies or personal data. Dates and times are Brisbane's." />
      <form
        onSubmit={apply}
        className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        aria-label="Range"
      >
        <TextField
          label="From"
          type="date"
          value={draft.from}
          max={draft.to}
          error={rangeError}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          min={draft.from}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <SelectField
          label="Group by"
          value={draft.granularity}
          onChange={(event) => setDraft({ ...draft, granularity: event.target.value as Granularity })}
        >
          {Object.entries(GRANULARITY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <Button type="submit">Show</Button>
      </form>
      {error && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          {error}
          <Button variant="outline" size="sm" onClick={() => void load(draft)}>
            Try Again
          </Button>
        </div>
      )}
      {report === null ? (
        !error && <LoadingState label="Loading analytics..." />
      ) : (
        <>
          <Totals report={report} />
          {report.tables.map((table) => (
            <TableCard key={table.id} table={table} range={range} granularity={report.granularity} />
          ))}
        </>
      )}
    </div>
  );
}
