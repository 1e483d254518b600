// Contact Submissions (spec: Contact Submissions; admins only): search and filters answered by the
// server a page at a time, the table with view, edit and delete, the details dialog with the message
// as text and each e-mail's delivery state (send again), the edit dialog, soft delete with Undo, the
// Suspected spam and Deleted folders with restore, the CSV export and the retention purge.
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Download, Eye, Inbox, Pencil, RefreshCw, RotateCcw, Send, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { downloadFile } from '#src/platform/http/download-client.ts';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { Badge, StatusBadge } from '#src/ui/Badge.tsx';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { DataTable } from '#src/ui/DataTable.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { EmptyState } from '#src/ui/EmptyState.tsx';
import { SelectField } from '#src/ui/Field.tsx';
import { activeFilters, FilterBar, FilterChips, type SelectFilter } from '#src/ui/FilterBar.tsx';
import { ALL } from '#src/ui/filter-list.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { Pagination } from '#src/ui/Pagination.tsx';
import { ResultCounter } from '#src/ui/ResultCounter.tsx';
import { notify, notifyError } from '#src/ui/Toaster.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaPage } from '../admin/AreaPage.tsx';
import { useServerList } from '../admin/use-server-list.ts';
import {
  FOLDER_LABELS,
  FOLDERS,
  type Folder,
  PRIORITY_BADGES,
  SOFT_DELETE_DAYS,
  SPAM_REASON_LABELS,
  STATUS_BADGES,
  SUBMISSION_MESSAGES,
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
  type SubmissionQuery,
  type SubmissionUpdate,
  SubmissionUpdateSchema,
  submissionQueryString,
} from './schema.ts';
import type { AdminSubmissionRow, EmailDelivery, SubmissionDetail, SubmissionPage } from './types.ts';

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Brisbane' });
/** Brisbane time, the firm's own (no daylight saving). */
export const brisbaneDateTime = (iso: string) => dateTime.format(new Date(iso));

const success = (message: string, action?: { label: string; onClick: () => void }) => notify('Success', message, action);

export const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...SUBMISSION_STATUSES.map((status) => ({ value: status, label: STATUS_BADGES[status].label })),
];
export const PRIORITY_OPTIONS = [
  { value: ALL, label: 'All Priorities' },
  ...SUBMISSION_PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_BADGES[priority].label })),
];

const EMAIL_KINDS: Record<string, string> = {
  'contact-confirmation': 'Confirmation to the visitor',
  'contact-notification': 'Notification to the firm',
};

/** Where an e-mail's delivery stands, in words: sent, queued, retrying (next attempt), failed (last error). */
export function deliveryState(email: EmailDelivery): {
  label: string;
  tone: 'green' | 'blue' | 'amber' | 'red';
  detail: string | null;
} {
  switch (email.status) {
    case 'sent':
      return { label: 'Sent', tone: 'green', detail: email.sentAt ? `Sent ${brisbaneDateTime(email.sentAt)}` : null };
    case 'sending':
      return { label: 'Sending', tone: 'blue', detail: null };
    case 'failed':
      return {
        label: 'Failed',
        tone: 'red',
        detail: `Gave up after ${email.attempts} attempts. Last error: ${email.lastError ?? 'unknown'}`,
      };
    case 'pending':
      if (email.attempts === 0) return { label: 'Queued', tone: 'blue', detail: null };
      return {
        label: 'Retrying',
        tone: 'amber',
        detail: `Next attempt ${brisbaneDateTime(email.nextAttemptAt)}. Last error: ${email.lastError ?? 'unknown'}`,
      };
  }
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function SubmissionDetails({
  submission,
  resending,
  onResend,
}: {
  submission: SubmissionDetail;
  resending: string | null;
  onResend: (email: EmailDelivery) => void;
}) {
  return (
    <div className="space-y-5">
      {submission.spamReason && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <strong>Suspected spam.</strong> {SPAM_REASON_LABELS[submission.spamReason]} No notification e-mail was sent for it.
        </p>
      )}
      {submission.deletedAt && (
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          Deleted {brisbaneDateTime(submission.deletedAt)}. It can be restored for {SOFT_DELETE_DAYS} days after that.
        </p>
      )}
      <dl className="space-y-2">
        <Field label="Name">{submission.name}</Field>
        <Field label="Email">
          <a href={`mailto:${submission.email}`} className="text-brand-700 underline underline-offset-2">
            {submission.email}
          </a>
        </Field>
        <Field label="Company">{submission.company || '-'}</Field>
        <Field label="Phone">{submission.phone || SUBMISSION_MESSAGES.notProvided}</Field>
        <Field label="Status">
          <StatusBadge value={submission.status} map={STATUS_BADGES} />
        </Field>
        <Field label="Priority">
          <StatusBadge value={submission.priority} map={PRIORITY_BADGES} />
        </Field>
        <Field label="Submitted">
          <time dateTime={submission.createdAt}>{brisbaneDateTime(submission.createdAt)}</time>
        </Field>
        <Field label="Last updated">
          <time dateTime={submission.updatedAt}>{brisbaneDateTime(submission.updatedAt)}</time>
        </Field>
      </dl>
      <section aria-labelledby={`message-${submission.id}`}>
        <h3 id={`message-${submission.id}`} className="text-sm font-medium text-slate-600">
          Message
        </h3>
        {/* Text, never HTML: whatever the visitor typed is shown as typed, line breaks kept. */}
        <p
          className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-sm text-slate-900"
          data-testid="message"
        >
          {submission.message}
        </p>
      </section>
      <section aria-labelledby={`emails-${submission.id}`}>
        <h3 id={`emails-${submission.id}`} className="text-sm font-medium text-slate-600">
          E-mails about this enquiry
        </h3>
        {submission.emails.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No e-mails were sent about this enquiry.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
            {submission.emails.map((email) => {
              const state = deliveryState(email);
              const kind = EMAIL_KINDS[email.kind] ?? email.kind;
              return (
                <li key={email.id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {kind} <Badge tone={state.tone}>{state.label}</Badge>
                    </p>
                    <p className="break-all text-slate-600">To {email.toAddress}</p>
                    {state.detail && <p className="mt-1 break-words text-slate-700">{state.detail}</p>}
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={resending !== null || email.status === 'sending'}
                    onClick={() => onResend(email)}
                    aria-label={`Send again: ${kind}`}
                  >
                    <Send aria-hidden="true" className="size-4" />
                    {resending === email.id ? 'Sending...' : 'Send Again'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

function EditSubmissionDialog({
  submission,
  onOpenChange,
  onSaved,
}: {
  submission: AdminSubmissionRow | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubmissionUpdate>({ resolver: zodResolver(SubmissionUpdateSchema) });

  useEffect(() => {
    if (submission) reset({ status: submission.status, priority: submission.priority });
  }, [submission, reset]);

  async function save(values: SubmissionUpdate) {
    if (!submission) return;
    try {
      await requestJson(`/api/admin/submissions/${encodeURIComponent(submission.id)}`, { method: 'PATCH', body: values });
      success(SUBMISSION_MESSAGES.updated);
      onSaved();
      onOpenChange(false);
    } catch (error) {
      notifyError(serverMessageOr(error, SUBMISSION_MESSAGES.updateFailed));
    }
  }

  return (
    <Dialog
      open={submission !== null}
      onOpenChange={onOpenChange}
      title={SUBMISSION_MESSAGES.editTitle}
      description={submission ? `Enquiry from ${submission.name}` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Update'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit(save)} noValidate className="space-y-4">
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          {SUBMISSION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_BADGES[status].label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Priority" error={errors.priority?.message} {...register('priority')}>
          {SUBMISSION_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_BADGES[priority].label}
            </option>
          ))}
        </SelectField>
      </form>
    </Dialog>
  );
}

function RetentionPanel({ retention, onPurge }: { retention: SubmissionPage['retention']; onPurge: () => void }) {
  if (retention.days === null) {
    return (
      <p className="text-sm text-slate-600">
        Enquiries are kept until they are deleted: no retention period is set (ENQUIRY_RETENTION_DAYS).
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        Retention period: {retention.days.toLocaleString('en-AU')} days.{' '}
        {retention.due === 1 ? '1 enquiry is older.' : `${retention.due.toLocaleString('en-AU')} enquiries are older.`}
      </p>
      <Button variant="outline" size="sm" disabled={retention.due === 0} onClick={onPurge}>
        <Trash2 aria-hidden="true" className="size-4" />
        Purge Old Enquiries
      </Button>
    </div>
  );
}

/** The name cell: the name and what needs an admin's eye (suspected spam, an undelivered e-mail). */
function NameCell({ row }: { row: AdminSubmissionRow }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-900">{row.name}</span>
      {row.spamReason && <Badge tone="amber">Suspected spam</Badge>}
      {row.undeliveredEmail && (
        <Badge tone="red" title="An e-mail about this enquiry was not delivered: open it to send again.">
          <AlertTriangle aria-hidden="true" className="mr-1 size-3" />
          E-mail not delivered
        </Badge>
      )}
    </span>
  );
}

export function SubmissionsTable({
  page,
  folder,
  actions,
}: {
  page: SubmissionPage;
  folder: Folder;
  actions: {
    view: (row: AdminSubmissionRow) => void;
    edit: (row: AdminSubmissionRow) => void;
    remove: (row: AdminSubmissionRow) => void;
    restore: (row: AdminSubmissionRow) => void;
    notSpam: (row: AdminSubmissionRow) => void;
  };
}) {
  return (
    <DataTable
      caption="Contact submissions"
      rows={page.submissions}
      empty={SUBMISSION_MESSAGES.empty}
      columns={[
        { header: 'Name', cell: (row) => <NameCell row={row} /> },
        { header: 'Email', cell: (row) => row.email },
        { header: 'Company', cell: (row) => row.company || '-' },
        { header: 'Status', cell: (row) => <StatusBadge value={row.status} map={STATUS_BADGES} /> },
        { header: 'Priority', cell: (row) => <StatusBadge value={row.priority} map={PRIORITY_BADGES} /> },
        {
          header: 'Date',
          cell: (row) => (
            <time dateTime={row.createdAt} className="whitespace-nowrap">
              {brisbaneDateTime(row.createdAt)}
            </time>
          ),
        },
      ]}
      actions={(row) => (
        <>
          <IconButton label={`View enquiry from ${row.name}`} icon={Eye} onClick={() => actions.view(row)} />
          {folder === 'deleted' ? (
            <IconButton label={`Restore enquiry from ${row.name}`} icon={RotateCcw} onClick={() => actions.restore(row)} />
          ) : (
            <>
              {folder === 'spam' && (
                <IconButton
                  label={`Move enquiry from ${row.name} to the inbox`}
                  icon={Inbox}
                  onClick={() => actions.notSpam(row)}
                />
              )}
              <IconButton label={`Edit enquiry from ${row.name}`} icon={Pencil} onClick={() => actions.edit(row)} />
              <IconButton label={`Delete enquiry from ${row.name}`} icon={Trash2} danger onClick={() => actions.remove(row)} />
            </>
          )}
        </>
      )}
    />
  );
}

type Filters = Omit<SubmissionQuery, 'page'>;
const NO_FILTERS: Filters = { search: '', status: ALL, priority: ALL, folder: 'inbox' };

export function SubmissionsScreen() {
  const { filters, setFilter, clearFilters, searchText, setSearchText, setPageNumber, page, loading, load } = useServerList<
    Filters,
    SubmissionPage
  >({
    initialFilters: NO_FILTERS,
    urlFor: (current, pageNumber) => `/api/admin/submissions${submissionQueryString({ ...current, page: pageNumber })}`,
    loadFailed: SUBMISSION_MESSAGES.loadFailed,
  });
  const [viewing, setViewing] = useState<SubmissionDetail | null>(null);
  const [editing, setEditing] = useState<AdminSubmissionRow | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const { confirm, dialog } = useConfirm();
  const hydrated = useHydrated();

  async function view(row: AdminSubmissionRow) {
    try {
      const { submission } = await requestJson<{ submission: SubmissionDetail }>(
        `/api/admin/submissions/${encodeURIComponent(row.id)}`,
      );
      setViewing(submission);
    } catch (error) {
      notifyError(serverMessageOr(error, SUBMISSION_MESSAGES.loadFailed));
    }
  }

  async function resend(email: EmailDelivery) {
    setResending(email.id);
    try {
      const { submission, sent } = await requestJson<{ submission: SubmissionDetail; sent: boolean }>(
        `/api/admin/submissions/emails/${encodeURIComponent(email.id)}/resend`,
        { method: 'POST' },
      );
      setViewing(submission);
      if (sent) success(SUBMISSION_MESSAGES.resent);
      else notifyError(SUBMISSION_MESSAGES.resendQueued, 'Not Sent Yet');
      void load();
    } catch (error) {
      notifyError(serverMessageOr(error, SUBMISSION_MESSAGES.resendFailed));
    } finally {
      setResending(null);
    }
  }

  async function restore(row: AdminSubmissionRow) {
    try {
      await requestJson(`/api/admin/submissions/${encodeURIComponent(row.id)}/restore`, { method: 'POST' });
      success(SUBMISSION_MESSAGES.restored);
      void load();
    } catch (error) {
      notifyError(serverMessageOr(error, SUBMISSION_MESSAGES.restoreFailed));
    }
  }

  async function notSpam(row: AdminSubmissionRow) {
    try {
      await requestJson(`/api/admin/submissions/${encodeURIComponent(row.id)}/not-spam`, { method: 'POST' });
      success(SUBMISSION_MESSAGES.movedToInbox);
      void load();
    } catch (error) {
      notifyError(serverMessageOr(error, SUBMISSION_MESSAGES.restoreFailed));
    }
  }

  function remove(row: AdminSubmissionRow) {
    confirm({
      question: SUBMISSION_MESSAGES.deleteQuestion,
      details: `The enquiry from ${row.name} moves to Deleted, where it can be restored for ${SOFT_DELETE_DAYS} days.`,
      onConfirm: async () => {
        try {
          await requestJson(`/api/admin/submissions/${encodeURIComponent(row.id)}`, { method: 'DELETE' });
        } catch (error) {
          notifyError(serverMessageOr(error, SUBMISSION_MESSAGES.deleteFailed));
          return false;
        }
        success(SUBMISSION_MESSAGES.deleted, { label: 'Undo', onClick: () => void restore(row) });
        void load();
        return true;
      },
    });
  }

  function purge(retention: SubmissionPage['retention']) {
    confirm({
      question: `Delete for good the ${retention.due.toLocaleString('en-AU')} enquiries received more than ${retention.days} days ago?`,
      details: 'They and their e-mails are removed from every folder. This cannot be undone.',
      confirmLabel: 'Purge',
      busyLabel: 'Purging...',
      onConfirm: async () => {
        try {
          const { purged } = await requestJson<{ purged: number }>('/api/admin/submissions/purge', { method: 'POST' });
          success(SUBMISSION_MESSAGES.purged(purged));
        } catch (error) {
          notifyError(serverMessageOr(error, SUBMISSION_MESSAGES.purgeFailed));
          return false;
        }
        void load();
        return true;
      },
    });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await downloadFile(
        `/api/admin/submissions/export${submissionQueryString(filters)}`,
        'contact_submissions_export.csv',
      );
      notify('Export Complete', SUBMISSION_MESSAGES.exported(page?.matching ?? 0, file));
    } catch (error) {
      notifyError(serverMessageOr(error, SUBMISSION_MESSAGES.exportFailed), SUBMISSION_MESSAGES.exportTitle);
    } finally {
      setExporting(false);
    }
  }

  const selects: SelectFilter[] = [
    { label: 'Status', value: filters.status, options: STATUS_OPTIONS, onChange: (value) => setFilter('status', value) },
    { label: 'Priority', value: filters.priority, options: PRIORITY_OPTIONS, onChange: (value) => setFilter('priority', value) },
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
      heading="Contact Submissions"
      subtitle="Review enquiries and set their status and priority"
      listTitle={FOLDER_LABELS[filters.folder]}
      listDescription={
        filters.folder === 'spam'
          ? 'Enquiries that passed the security check but looked automated. No notification e-mail was sent for them.'
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
      <div className="space-y-4 p-5">
        <FilterBar
          label="Filter submissions"
          search={{
            label: 'Search',
            placeholder: SUBMISSION_MESSAGES.searchPlaceholder,
            value: searchText,
            onChange: setSearchText,
          }}
          filters={selects}
          actions={
            <>
              <Button variant="outline" onClick={() => void load()} disabled={!hydrated || loading}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Refresh
              </Button>
              <Button
                variant="ghost"
                disabled={!filtered}
                onClick={() => {
                  clearFilters();
                }}
              >
                Clear
              </Button>
            </>
          }
        />
        <FilterChips filters={selects} />
        {page && <ResultCounter shown={page.matching} total={page.folders[filters.folder]} noun="submissions" />}
      </div>
      {page === null ? (
        loading ? (
          <LoadingState label={SUBMISSION_MESSAGES.loading} />
        ) : (
          <EmptyState message={SUBMISSION_MESSAGES.loadFailed}>
            <Button variant="outline" onClick={() => void load()}>
              Try Again
            </Button>
          </EmptyState>
        )
      ) : (
        <div aria-busy={loading || undefined}>
          <SubmissionsTable page={page} folder={filters.folder} actions={{ view, edit: setEditing, remove, restore, notSpam }} />
          <Pagination
            className="border-t border-slate-100 p-4"
            label="Submission pages"
            page={page.page}
            pageCount={page.pageCount}
            disabled={loading}
            onPageChange={setPageNumber}
          />
          <div className="border-t border-slate-100 p-5">
            <RetentionPanel retention={page.retention} onPurge={() => purge(page.retention)} />
          </div>
        </div>
      )}
      <Dialog
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={SUBMISSION_MESSAGES.detailsTitle}
        size="lg"
        footer={
          <>
            <Button variant="outline" onClick={() => setViewing(null)}>
              Close
            </Button>
            {viewing && !viewing.deletedAt && (
              <Button
                onClick={() => {
                  const row = viewing;
                  setViewing(null);
                  setEditing(row);
                }}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
            )}
          </>
        }
      >
        {viewing && <SubmissionDetails submission={viewing} resending={resending} onResend={resend} />}
      </Dialog>
      <EditSubmissionDialog submission={editing} onOpenChange={(open) => !open && setEditing(null)} onSaved={() => void load()} />
      {dialog}
    </AreaPage>
  );
}
