// Contact Submissions (spec: Contact Submissions; admins only): search and filters answered by the
// server a page at a time, the table with view, edit and delete, the details dialog with each e-mail's
// delivery state (send again), soft delete with Undo, the Suspected spam and Deleted folders with
// restore, the CSV export and the retention purge. The source filter, assignment and internal notes
// live here too; /admin/contact-submissions?enquiry=<id> (the alert e-mail's link) opens that enquiry.
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { downloadFile } from '#src/platform/http/download-client.ts';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { activeFilters, type SelectFilter } from '#src/ui/FilterBar.tsx';
import { ALL } from '#src/ui/filter-list.ts';
import { notifyError } from '#src/ui/Toaster.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaPage, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { type ActionOutcome, runAction } from '../admin/run-action.ts';
import { ServerListFrame } from '../admin/ServerListFrame.tsx';
import { useServerList } from '../admin/use-server-list.ts';
import { EditSubmissionDialog } from './EditSubmissionDialog.tsx';
import { SubmissionDetailsDialog } from './SubmissionDetails.tsx';
import { RetentionPanel, SubmissionsTable } from './SubmissionsTable.tsx';
import {
  FOLDER_LABELS,
  FOLDERS,
  PRIORITY_BADGES,
  SOFT_DELETE_DAYS,
  STATUS_BADGES,
  SUBMISSION_MESSAGES,
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
  type SubmissionQuery,
  submissionQueryString,
} from './schema.ts';
import type { AdminSubmissionRow, EmailDelivery, SubmissionDetail, SubmissionPage } from './types.ts';

export const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...SUBMISSION_STATUSES.map((status) => ({ value: status, label: STATUS_BADGES[status].label })),
];
export const PRIORITY_OPTIONS = [
  { value: ALL, label: 'All Priorities' },
  ...SUBMISSION_PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_BADGES[priority].label })),
];

const submissionPath = (id: string, action = '') => `/api/admin/submissions/${encodeURIComponent(id)}${action}`;

type Filters = Omit<SubmissionQuery, 'page'>;
const NO_FILTERS: Filters = { search: '', status: ALL, priority: ALL, folder: 'inbox', source: ALL };

/** The enquiry the page's address asks to open (?enquiry=), from the alert e-mail's link. */
function linkedEnquiry(): string | null {
  return new URLSearchParams(window.location.search).get('enquiry');
}

export function SubmissionsScreen({ title }: AreaScreenProps) {
  const list = useServerList<Filters, SubmissionPage>({
    initialFilters: NO_FILTERS,
    urlFor: (current, pageNumber) => `/api/admin/submissions${submissionQueryString({ ...current, page: pageNumber })}`,
    loadFailed: SUBMISSION_MESSAGES.loadFailed,
  });
  const { filters, setFilter, clearFilters, searchText, page, load } = list;
  const [viewing, setViewing] = useState<SubmissionDetail | null>(null);
  const [editing, setEditing] = useState<AdminSubmissionRow | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const { confirm, dialog } = useConfirm();
  const hydrated = useHydrated();

  /** POSTs to one enquiry's action, then shows the list again. */
  async function post<Answer>(path: string, outcome: ActionOutcome<Answer>): Promise<boolean> {
    const done = await runAction(() => requestJson<Answer>(path, { method: 'POST' }), outcome);
    if (done) void load();
    return done;
  }

  async function view(row: Pick<AdminSubmissionRow, 'id'>) {
    await runAction(
      async () => {
        const { submission } = await requestJson<{ submission: SubmissionDetail }>(submissionPath(row.id));
        setViewing(submission);
      },
      { failed: SUBMISSION_MESSAGES.loadFailed },
    );
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the linked enquiry once, when the page loads.
  useEffect(() => {
    const id = linkedEnquiry();
    if (id) void view({ id });
  }, []);

  const [working, setWorking] = useState(false);
  /** Sends one workflow change of the open enquiry and shows the enquiry as it then stands. */
  async function changeViewed(
    path: string,
    init: { method: string; body: unknown },
    outcome: { success: string; failed: string },
  ) {
    if (!viewing) return false;
    setWorking(true);
    const done = await runAction(async () => {
      const { submission } = await requestJson<{ submission: SubmissionDetail }>(submissionPath(viewing.id, path), init);
      setViewing(submission);
    }, outcome);
    setWorking(false);
    if (done) void load();
    return done;
  }
  const workflow = {
    busy: working,
    onAssign: (assignedTo: string | null) =>
      void changeViewed(
        '/assignee',
        { method: 'PUT', body: { assignedTo } },
        { success: SUBMISSION_MESSAGES.assigned, failed: SUBMISSION_MESSAGES.assignFailed },
      ),
    onNotSpam: () =>
      void changeViewed(
        '/not-spam',
        { method: 'POST', body: undefined },
        { success: SUBMISSION_MESSAGES.movedToInbox, failed: SUBMISSION_MESSAGES.restoreFailed },
      ),
    onAddNote: (body: string) =>
      changeViewed(
        '/notes',
        { method: 'POST', body: { body } },
        { success: SUBMISSION_MESSAGES.noteAdded, failed: SUBMISSION_MESSAGES.noteFailed },
      ),
  };

  async function resend(email: EmailDelivery) {
    setResending(email.id);
    await runAction(
      async () => {
        const { submission, sent } = await requestJson<{ submission: SubmissionDetail; sent: boolean }>(
          `/api/admin/submissions/emails/${encodeURIComponent(email.id)}/resend`,
          { method: 'POST' },
        );
        setViewing(submission);
        if (!sent) notifyError(SUBMISSION_MESSAGES.resendQueued, 'Not Sent Yet');
        void load();
        return sent;
      },
      { success: (sent) => (sent ? SUBMISSION_MESSAGES.resent : undefined), failed: SUBMISSION_MESSAGES.resendFailed },
    );
    setResending(null);
  }

  const restore = (row: AdminSubmissionRow) =>
    post(submissionPath(row.id, '/restore'), {
      success: SUBMISSION_MESSAGES.restored,
      failed: SUBMISSION_MESSAGES.restoreFailed,
    });

  const notSpam = (row: AdminSubmissionRow) =>
    post(submissionPath(row.id, '/not-spam'), {
      success: SUBMISSION_MESSAGES.movedToInbox,
      failed: SUBMISSION_MESSAGES.restoreFailed,
    });

  function remove(row: AdminSubmissionRow) {
    confirm({
      question: SUBMISSION_MESSAGES.deleteQuestion,
      details: `The enquiry from ${row.name} moves to Deleted, where it can be restored for ${SOFT_DELETE_DAYS} days.`,
      onConfirm: async () => {
        const deleted = await runAction(() => requestJson(submissionPath(row.id), { method: 'DELETE' }), {
          success: SUBMISSION_MESSAGES.deleted,
          action: { label: 'Undo', onClick: () => void restore(row) },
          failed: SUBMISSION_MESSAGES.deleteFailed,
        });
        if (deleted) void load();
        return deleted;
      },
    });
  }

  function purge(retention: SubmissionPage['retention']) {
    confirm({
      question: `Delete for good the ${retention.due.toLocaleString('en-AU')} enquiries received more than ${retention.days} days ago?`,
      details: 'They and their e-mails are removed from every folder. This cannot be undone.',
      confirmLabel: 'Purge',
      busyLabel: 'Purging...',
      onConfirm: () =>
        post<{ purged: number }>('/api/admin/submissions/purge', {
          success: ({ purged }) => SUBMISSION_MESSAGES.purged(purged),
          failed: SUBMISSION_MESSAGES.purgeFailed,
        }),
    });
  }

  async function exportCsv() {
    setExporting(true);
    await runAction(
      () => downloadFile(`/api/admin/submissions/export${submissionQueryString(filters)}`, 'contact_submissions_export.csv'),
      {
        successTitle: 'Export Complete',
        success: (file) => SUBMISSION_MESSAGES.exported(page?.matching ?? 0, file),
        failed: SUBMISSION_MESSAGES.exportFailed,
        failedTitle: SUBMISSION_MESSAGES.exportTitle,
      },
    );
    setExporting(false);
  }

  const selects: SelectFilter[] = [
    { label: 'Status', value: filters.status, options: STATUS_OPTIONS, onChange: (value) => setFilter('status', value) },
    { label: 'Priority', value: filters.priority, options: PRIORITY_OPTIONS, onChange: (value) => setFilter('priority', value) },
    {
      label: 'Source',
      value: filters.source,
      options: [
        { value: ALL, label: 'All Sources' },
        ...[...new Set([...(page?.sources ?? []), ...(filters.source === ALL ? [] : [filters.source])])].map((source) => ({
          value: source,
          label: source,
        })),
      ],
      onChange: (value) => setFilter('source', value),
    },
    {
      label: 'Show',
      value: filters.folder,
      options: FOLDERS.map((folder) => ({
        value: folder,
        label: page && folder !== 'inbox' ? `${FOLDER_LABELS[folder]} (${page.folders[folder]})` : FOLDER_LABELS[folder],
      })),
      onChange: (value) => setFilter('folder', value),
    },
  ];
  const filtered = searchText.trim() !== '' || activeFilters(selects).length > 0;

  return (
    <AreaPage
      heading={title}
      subtitle="Review enquiries and set their status and priority"
      listTitle={FOLDER_LABELS[filters.folder]}
      listDescription={
        filters.folder === 'spam'
          ? 'Enquiries that passed the security check but filled in a field people never see. No notification e-mail was sent for them.'
          : filters.folder === 'deleted'
            ? `Deleted enquiries, newest first. Each is purged for good ${SOFT_DELETE_DAYS} days after it was deleted.`
            : 'Enquiries sent through the contact form, newest first. Dates are Brisbane time.'
      }
      actions={
        <Button variant="outline" onClick={exportCsv} disabled={!hydrated || exporting || !page || page.matching === 0}>
          <Download aria-hidden="true" className="size-4" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <ServerListFrame
        list={list}
        filterLabel="Filter submissions"
        searchPlaceholder={SUBMISSION_MESSAGES.searchPlaceholder}
        filters={selects}
        filterActions={
          <Button variant="ghost" disabled={!filtered} onClick={clearFilters}>
            Clear
          </Button>
        }
        chips
        counter={(current) => ({ shown: current.matching, total: current.folders[filters.folder], noun: 'submissions' })}
        loadingLabel={SUBMISSION_MESSAGES.loading}
        loadFailed={SUBMISSION_MESSAGES.loadFailed}
        pagination={{ label: 'Submission pages', className: 'border-t border-slate-100 p-4' }}
        footer={(current) => (
          <div className="border-t border-slate-100 p-5">
            <RetentionPanel retention={current.retention} onPurge={() => purge(current.retention)} />
          </div>
        )}
      >
        {(current) => (
          <SubmissionsTable
            page={current}
            folder={filters.folder}
            actions={{ view, edit: setEditing, remove, restore, notSpam }}
          />
        )}
      </ServerListFrame>
      <SubmissionDetailsDialog
        submission={viewing}
        resending={resending}
        onResend={resend}
        onClose={() => setViewing(null)}
        workflow={workflow}
        onEdit={(submission) => {
          setViewing(null);
          setEditing(submission);
        }}
      />
      <EditSubmissionDialog submission={editing} onOpenChange={(open) => !open && setEditing(null)} onSaved={() => void load()} />
      {dialog}
    </AreaPage>
  );
}
