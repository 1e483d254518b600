// Insights Management (spec: Insights Management): search, category and status filters answered by the
// server a page at a time, "Showing X of Y insights", the cards, and for editors Export CSV, Create
// Insight, edit with version history; admins also delete. Viewers read only.
import { Download, Mail, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { downloadFile } from '#src/platform/http/download-client.ts';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Badge, StatusBadge } from '#src/ui/Badge.tsx';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { CardGrid } from '#src/ui/CardGrid.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import type { SelectFilter } from '#src/ui/FilterBar.tsx';
import { ALL } from '#src/ui/filter-list.ts';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaPage, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { runAction } from '../admin/run-action.ts';
import { ServerListFrame } from '../admin/ServerListFrame.tsx';
import { useServerList } from '../admin/use-server-list.ts';
import { HISTORY_TEXT, VersionHistoryDialog } from '../admin/VersionHistoryDialog.tsx';
import { BulkConversion } from './AustralianEnglish.tsx';
import { formatAustralianDate } from './format.ts';
import { INSIGHT_REVISION_REASONS } from './history.ts';
import { type DialogTarget, InsightDialog } from './InsightDialog.tsx';
import { NewsletterDialog } from './NewsletterDialog.tsx';
import { categoryLabel, INSIGHT_MESSAGES, type InsightQuery, insightQueryString, STATUS_BADGES } from './schema.ts';
import type {
  AdminInsight,
  AdminInsightCard,
  AdminInsightPage,
  InsightRevisionDetails,
  InsightRevisionSummary,
  SignedInAuthor,
} from './types.ts';

export const STATUS_OPTIONS = [
  { value: ALL, label: 'All Status' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
];

export function InsightCardView({ insight, actions }: { insight: AdminInsightCard; actions?: ReactNode }) {
  return (
    <article
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`insight-${insight.id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="blue">{categoryLabel(insight.category)}</Badge>
        <StatusBadge value={insight.displayStatus} map={STATUS_BADGES} />
      </div>
      <h3 id={`insight-${insight.id}`} className="mt-3 font-serif text-lg font-semibold text-brand-900">
        {insight.title}
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        {insight.read_time} · <time dateTime={insight.date}>{formatAustralianDate(insight.date)}</time>
      </p>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-700">{insight.excerpt}</p>
      {actions && <div className="mt-3 flex justify-end gap-1 border-t border-slate-100 pt-2">{actions}</div>}
    </article>
  );
}

type Filters = Omit<InsightQuery, 'page'>;
const NO_FILTERS: Filters = { search: '', category: ALL, status: ALL };

export interface InsightsScreenProps extends AreaScreenProps {
  canManage: boolean;
  canDelete: boolean;
  /** The signed-in person, a new insight's author. */
  me: SignedInAuthor;
}

export function InsightsScreen({ title, canManage, canDelete, me }: InsightsScreenProps) {
  const list = useServerList<Filters, AdminInsightPage>({
    initialFilters: NO_FILTERS,
    urlFor: (current, pageNumber) => `/api/admin/insights${insightQueryString({ ...current, page: pageNumber })}`,
    loadFailed: INSIGHT_MESSAGES.loadFailed,
  });
  const { filters, setFilter, page, load } = list;
  const [target, setTarget] = useState<DialogTarget>(null);
  const [history, setHistory] = useState<AdminInsight | null>(null);
  const [newsletter, setNewsletter] = useState<AdminInsightCard | null>(null);
  const [exporting, setExporting] = useState(false);
  const { confirm, dialog } = useConfirm();
  const hydrated = useHydrated();

  const historyPath = history && `/api/admin/insights/${encodeURIComponent(history.id)}/revisions`;

  async function edit(card: AdminInsightCard) {
    await runAction(
      async () => {
        const { insight } = await requestJson<{ insight: AdminInsight }>(`/api/admin/insights/${encodeURIComponent(card.id)}`);
        setTarget(insight);
      },
      { failed: INSIGHT_MESSAGES.loadFailed },
    );
  }

  function remove(card: AdminInsightCard) {
    confirm({
      question: INSIGHT_MESSAGES.deleteQuestion,
      details: `"${card.title}" and its saved versions are removed for good.`,
      onConfirm: async () => {
        const deleted = await runAction(
          () => requestJson(`/api/admin/insights/${encodeURIComponent(card.id)}`, { method: 'DELETE' }),
          { failed: INSIGHT_MESSAGES.deleteFailed, success: INSIGHT_MESSAGES.deleted },
        );
        if (deleted) void load();
        return deleted;
      },
    });
  }

  async function exportCsv() {
    setExporting(true);
    await runAction(() => downloadFile(`/api/admin/insights/export${insightQueryString(filters)}`, 'insights_export.csv'), {
      failed: INSIGHT_MESSAGES.exportFailed,
      failedTitle: INSIGHT_MESSAGES.exportTitle,
      successTitle: INSIGHT_MESSAGES.exportComplete,
      success: (file) => INSIGHT_MESSAGES.exported(page?.matching ?? 0, file),
    });
    setExporting(false);
  }

  const categories = page?.categories ?? [];
  const selects: SelectFilter[] = [
    {
      label: 'Category',
      value: filters.category,
      options: [
        { value: ALL, label: 'All Categories' },
        ...categories.map((category) => ({ value: category, label: categoryLabel(category) })),
      ],
      onChange: (value) => setFilter('category', value),
    },
    { label: 'Status', value: filters.status, options: STATUS_OPTIONS, onChange: (value) => setFilter('status', value) },
  ];

  return (
    <AreaPage
      heading={title}
      subtitle={INSIGHT_MESSAGES.subtitle}
      listTitle="Insights"
      listDescription="Newest first. A published insight dated later shows as Scheduled until that day begins in Brisbane."
      actions={
        canManage && (
          <>
            <Button variant="outline" onClick={exportCsv} disabled={!hydrated || exporting || !page || page.matching === 0}>
              <Download aria-hidden="true" className="size-4" />
              {exporting ? 'Exporting...' : 'Export CSV'}
            </Button>
            <BulkConversion disabled={!hydrated} onDone={() => void load()} />
            <Button onClick={() => setTarget('new')} disabled={!hydrated}>
              <Plus aria-hidden="true" className="size-4" />
              Create Insight
            </Button>
          </>
        )
      }
    >
      <ServerListFrame
        list={list}
        filterLabel="Filter insights"
        searchPlaceholder={INSIGHT_MESSAGES.searchPlaceholder}
        filters={selects}
        counter={(current) => ({ shown: current.matching, total: current.total, noun: 'insights' })}
        loadingLabel={INSIGHT_MESSAGES.loading}
        loadFailed={INSIGHT_MESSAGES.loadFailed}
        contentClassName="px-5 pb-5"
        pagination={{ label: 'Insight pages', className: 'pt-4' }}
      >
        {(current) => (
          <CardGrid
            label="Insights"
            items={current.insights}
            empty={INSIGHT_MESSAGES.empty}
            maxColumns={3}
            renderItem={(insight) => (
              <InsightCardView
                insight={insight}
                actions={
                  canManage && (
                    <>
                      <IconButton label={`Edit ${insight.title}`} icon={Pencil} onClick={() => void edit(insight)} />
                      {insight.status === 'published' && (
                        <IconButton
                          label={`Send ${insight.title} as newsletter`}
                          icon={Mail}
                          onClick={() => setNewsletter(insight)}
                        />
                      )}
                      {canDelete && (
                        <IconButton label={`Delete ${insight.title}`} icon={Trash2} danger onClick={() => remove(insight)} />
                      )}
                    </>
                  )
                }
              />
            )}
          />
        )}
      </ServerListFrame>
      <InsightDialog
        target={target}
        me={me}
        onOpenChange={(open) => !open && setTarget(null)}
        onSaved={() => void load()}
        onHistory={(insight) => {
          setTarget(null);
          setHistory(insight);
        }}
      />
      <VersionHistoryDialog<InsightRevisionSummary>
        path={historyPath}
        onOpenChange={(open) => !open && setHistory(null)}
        description={history ? HISTORY_TEXT.description(`"${history.title}"`) : undefined}
        reasons={INSIGHT_REVISION_REASONS}
        savedByNobody="an earlier version of the site"
        empty="No earlier versions yet: the first save of this insight starts its history."
        changes={{
          // The list names what each version changed; its values (the content with them) come when opened.
          labels: (revision) => revision.changed,
          load: async (revision) =>
            (await requestJson<InsightRevisionDetails>(`${historyPath}/${encodeURIComponent(revision.id)}`)).changes,
        }}
        canRestore={canManage}
        onRestored={() => void load()}
        messages={{
          loadFailed: INSIGHT_MESSAGES.historyFailed,
          restoreFailed: INSIGHT_MESSAGES.restoreFailed,
          restored: (revision) => `${INSIGHT_MESSAGES.restored}: version ${revision.version}`,
        }}
      />
      <NewsletterDialog insight={newsletter} onClose={() => setNewsletter(null)} />
      {dialog}
    </AreaPage>
  );
}
