// Subscribers (admins only): the list searched and filtered by status on the server, a page at a time,
// with each status's count; the CSV export with the consent columns; the CSV import of addresses with
// their consent dates; unsubscribe one; delete one for good (a privacy request).
import { Download, Trash2, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '#src/platform/http/download-client.ts';
import { requestJson } from '#src/platform/http/json-client.ts';
import { type BadgeMap, StatusBadge } from '#src/ui/Badge.tsx';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { CsvImportButton } from '#src/ui/CsvImportButton.tsx';
import { DataTable } from '#src/ui/DataTable.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaPage, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { runAction } from '../admin/run-action.ts';
import { ServerListFrame } from '../admin/ServerListFrame.tsx';
import { useServerList } from '../admin/use-server-list.ts';
import {
  type AdminSubscriber,
  SUBSCRIBER_STATUS_FILTERS,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBERS_MESSAGES,
  type SubscriberQuery,
  subscriberQueryString,
} from './subscribers-terms.ts';
import type { SubscriberStatus } from './tables.ts';

interface SubscriberPage {
  subscribers: AdminSubscriber[];
  page: number;
  pageCount: number;
  matching: number;
  counts: Record<SubscriberStatus, number>;
}

type Filters = Omit<SubscriberQuery, 'page'>;
const NO_FILTERS: Filters = { search: '', status: 'all' };

const STATUS_BADGES: BadgeMap<SubscriberStatus> = {
  pending: { label: SUBSCRIBER_STATUS_LABELS.pending, tone: 'amber' },
  subscribed: { label: SUBSCRIBER_STATUS_LABELS.subscribed, tone: 'green' },
  unsubscribed: { label: SUBSCRIBER_STATUS_LABELS.unsubscribed, tone: 'slate' },
  bounced: { label: SUBSCRIBER_STATUS_LABELS.bounced, tone: 'red' },
};

const total = (counts: Record<SubscriberStatus, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

export function SubscribersScreen({ title }: AreaScreenProps) {
  const list = useServerList<Filters, SubscriberPage>({
    initialFilters: NO_FILTERS,
    urlFor: (current, pageNumber) => `/api/admin/subscribers${subscriberQueryString({ ...current, page: pageNumber })}`,
    loadFailed: SUBSCRIBERS_MESSAGES.loadFailed,
  });
  const { filters, setFilter, page, load } = list;
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const { confirm, dialog } = useConfirm();
  const hydrated = useHydrated();
  const path = (id: string, action = '') => `/api/admin/subscribers/${encodeURIComponent(id)}${action}`;

  async function importFile(csv: string) {
    setBusy('import');
    await runAction(
      async () => {
        const result = await requestJson<{ added: number; skipped: number }>('/api/admin/subscribers/import', {
          method: 'POST',
          body: { csv },
        });
        await load();
        return result;
      },
      { success: SUBSCRIBERS_MESSAGES.imported, failed: SUBSCRIBERS_MESSAGES.importFailed },
    );
    setBusy(null);
  }

  async function exportCsv() {
    setBusy('export');
    await runAction(
      () => downloadFile(`/api/admin/subscribers/export${subscriberQueryString(filters)}`, 'subscribers_export.csv'),
      {
        failed: SUBSCRIBERS_MESSAGES.exportFailed,
      },
    );
    setBusy(null);
  }

  function unsubscribe(row: AdminSubscriber) {
    confirm({
      question: `Unsubscribe ${row.email}?`,
      details: 'They get no newsletter from now on; the record of their consent and of this change is kept.',
      confirmLabel: 'Unsubscribe',
      onConfirm: async () => {
        const done = await runAction(() => requestJson(path(row.id, '/unsubscribe'), { method: 'POST' }), {
          success: SUBSCRIBERS_MESSAGES.unsubscribed,
          failed: SUBSCRIBERS_MESSAGES.unsubscribeFailed,
        });
        if (done) void load();
        return done;
      },
    });
  }

  function remove(row: AdminSubscriber) {
    confirm({
      question: SUBSCRIBERS_MESSAGES.deleteQuestion,
      details: `${row.email}, their consent record and the newsletters sent to them are removed. This cannot be undone.`,
      confirmLabel: 'Delete',
      onConfirm: async () => {
        const done = await runAction(() => requestJson(path(row.id), { method: 'DELETE' }), {
          success: SUBSCRIBERS_MESSAGES.deleted,
          failed: SUBSCRIBERS_MESSAGES.deleteFailed,
        });
        if (done) void load();
        return done;
      },
    });
  }

  const statusOptions = SUBSCRIBER_STATUS_FILTERS.map((status) => ({
    value: status,
    label:
      status === 'all'
        ? `All Statuses${page ? ` (${total(page.counts)})` : ''}`
        : `${SUBSCRIBER_STATUS_LABELS[status]}${page ? ` (${page.counts[status]})` : ''}`,
  }));

  return (
    <AreaPage
      heading={title}
      subtitle="Who receives the newsletter, and the consent each gave"
      listTitle="Subscribers"
      listDescription="Newest first. Dates are Brisbane time. Consent is recorded when the form was sent and when its link was confirmed."
      actions={
        <>
          <Button variant="outline" onClick={exportCsv} disabled={!hydrated || busy !== null || !page || page.matching === 0}>
            <Download aria-hidden="true" className="size-4" />
            {busy === 'export' ? 'Exporting...' : 'Export CSV'}
          </Button>
          <CsvImportButton
            fileLabel="CSV file of subscribers with their consent dates"
            importing={busy === 'import'}
            disabled={!hydrated || busy !== null}
            onFile={importFile}
          />
        </>
      }
    >
      <ServerListFrame
        list={list}
        filterLabel="Filter subscribers"
        searchPlaceholder={SUBSCRIBERS_MESSAGES.searchPlaceholder}
        filters={[
          { label: 'Status', value: filters.status, options: statusOptions, onChange: (value) => setFilter('status', value) },
        ]}
        counter={(current) => ({ shown: current.matching, total: total(current.counts), noun: 'subscribers' })}
        loadingLabel={SUBSCRIBERS_MESSAGES.loading}
        loadFailed={SUBSCRIBERS_MESSAGES.loadFailed}
        pagination={{ label: 'Subscriber pages', className: 'border-t border-slate-100 p-4' }}
      >
        {(current) => (
          <DataTable
            caption="Subscribers"
            empty="No subscribers match."
            rows={current.subscribers}
            columns={[
              { header: 'E-mail', cell: (row) => row.email },
              { header: 'Name', cell: (row) => row.name ?? '' },
              { header: 'Status', cell: (row) => <StatusBadge value={row.status} map={STATUS_BADGES} /> },
              { header: 'Consent', cell: (row) => `${brisbaneDateTime(row.consent_at)} on ${row.consent_source}` },
              { header: 'Confirmed', cell: (row) => (row.confirmed_at ? brisbaneDateTime(row.confirmed_at) : '') },
              {
                header: 'Left',
                cell: (row) =>
                  row.unsubscribed_at ? `${brisbaneDateTime(row.unsubscribed_at)} (${row.unsubscribe_method ?? ''})` : '',
              },
            ]}
            actions={(row) => (
              <>
                {(row.status === 'subscribed' || row.status === 'pending') && (
                  <IconButton label={`Unsubscribe ${row.email}`} icon={UserMinus} onClick={() => unsubscribe(row)} />
                )}
                <IconButton label={`Delete ${row.email}`} icon={Trash2} danger onClick={() => remove(row)} />
              </>
            )}
          />
        )}
      </ServerListFrame>
      {dialog}
    </AreaPage>
  );
}
