// Redirects: the list of redirects with their hits, searched and paged on the server (50 at a time),
// and (for editors and admins) add, edit, delete and CSV import; anyone who opens the area may export
// the CSV. A From address a live page answers is redirected only after a confirmation.
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { downloadFile } from '#src/platform/http/download-client.ts';
import { RequestError, requestJson } from '#src/platform/http/json-client.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { CsvImportButton } from '#src/ui/CsvImportButton.tsx';
import { DataTable } from '#src/ui/DataTable.tsx';
import { SelectField, TextField } from '#src/ui/Field.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaPage, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { FormDialog } from '../admin/FormDialog.tsx';
import { runAction } from '../admin/run-action.ts';
import { ServerListFrame } from '../admin/ServerListFrame.tsx';
import { useServerList } from '../admin/use-server-list.ts';
import { REDIRECT_STATUS_CODES } from './paths.ts';
import { REDIRECT_MESSAGES, type RedirectInput, RedirectSchema, type RedirectValues, redirectQueryString } from './schema.ts';
import type { AdminRedirect, AdminRedirectPage } from './types.ts';

const STATUS_LABELS: Record<number, string> = {
  301: '301 Permanent',
  308: '308 Permanent (keeps the method)',
  302: '302 Temporary',
  307: '307 Temporary (keeps the method)',
};

const redirectPath = (redirect: AdminRedirect) => `/api/admin/redirects/${encodeURIComponent(redirect.id)}`;

const NO_FILTERS = { search: '' };

/** A live page answers From: the server asks for a confirmation with 409. */
const needsConfirmation = (error: unknown) => error instanceof RequestError && error.status === 409;

function RedirectDialog({
  editing,
  open,
  onOpenChange,
  onSaved,
  askLivePage,
}: {
  /** The redirect being edited; null to add one. */
  editing: AdminRedirect | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
  askLivePage: (message: string, confirmed: () => Promise<unknown>) => void;
}) {
  const form = useForm<RedirectInput, unknown, RedirectValues>({
    resolver: zodResolver(RedirectSchema),
    values: {
      from_path: editing?.from_path ?? '',
      to_target: editing?.to_target ?? '',
      status_code: editing?.status_code ?? 301,
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  async function save(values: RedirectValues, confirmLivePage = false) {
    await requestJson(editing ? redirectPath(editing) : '/api/admin/redirects', {
      method: editing ? 'PATCH' : 'POST',
      body: { ...values, confirm_live_page: confirmLivePage },
    });
    onSaved();
    onOpenChange(false);
    return editing ? REDIRECT_MESSAGES.updated : REDIRECT_MESSAGES.added;
  }

  return (
    <FormDialog
      form={form}
      send={(values) => save(values)}
      outcome={{
        success: (message) => message,
        failed: REDIRECT_MESSAGES.saveFailed,
        onRefused: (error) => {
          if (!needsConfirmation(error)) return;
          askLivePage((error as RequestError).message, () =>
            runAction(() => save(form.getValues() as RedirectValues, true), {
              success: (message) => message,
              failed: REDIRECT_MESSAGES.saveFailed,
            }),
          );
        },
      }}
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Redirect' : 'Add Redirect'}
      description="Visitors to the From address are sent to the To address."
      submitLabel={editing ? 'Save Redirect' : 'Add Redirect'}
      busyLabel="Saving..."
    >
      <TextField
        label="From"
        placeholder="/old-page"
        hint="A path on this site, with or without a query (?id=5)."
        autoComplete="off"
        required
        error={errors.from_path?.message}
        {...register('from_path')}
      />
      <TextField
        label="To"
        placeholder="/new-page or https://example.com/page"
        hint="A path on this site or an https:// address."
        autoComplete="off"
        required
        error={errors.to_target?.message}
        {...register('to_target')}
      />
      <SelectField label="Status" error={errors.status_code?.message} {...register('status_code')}>
        {REDIRECT_STATUS_CODES.map((code) => (
          <option key={code} value={code}>
            {STATUS_LABELS[code]}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

export function RedirectsScreen({ title, canManage }: AreaScreenProps & { canManage: boolean }) {
  const list = useServerList<typeof NO_FILTERS, AdminRedirectPage>({
    initialFilters: NO_FILTERS,
    urlFor: (filters, pageNumber) => `/api/admin/redirects${redirectQueryString({ ...filters, page: pageNumber })}`,
    loadFailed: REDIRECT_MESSAGES.loadFailed,
  });
  const { filters, load } = list;
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminRedirect | null }>({ open: false, editing: null });
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const hydrated = useHydrated();

  const askLivePage = (message: string, confirmed: () => Promise<unknown>) =>
    confirm({
      question: REDIRECT_MESSAGES.livePageQuestion,
      details: message,
      confirmLabel: 'Redirect Anyway',
      onConfirm: confirmed,
    });

  function remove(redirect: AdminRedirect) {
    confirm({
      question: REDIRECT_MESSAGES.deleteQuestion(redirect.from_path),
      onConfirm: () =>
        runAction(
          async () => {
            await requestJson(redirectPath(redirect), { method: 'DELETE' });
            void load();
          },
          { success: REDIRECT_MESSAGES.deleted, failed: REDIRECT_MESSAGES.deleteFailed },
        ),
    });
  }

  async function importFile(csv: string) {
    setBusy('import');
    const send = (confirmLivePage: boolean) =>
      runAction(
        async () => {
          const result = await requestJson<{ added: number; updated: number }>('/api/admin/redirects/import', {
            method: 'POST',
            body: { csv, confirm_live_page: confirmLivePage },
          });
          await load();
          return result;
        },
        {
          success: ({ added, updated }) => REDIRECT_MESSAGES.imported(added + updated),
          failed: REDIRECT_MESSAGES.importFailed,
          onRefused: (error) => {
            if (needsConfirmation(error) && !confirmLivePage) askLivePage((error as RequestError).message, () => send(true));
          },
        },
      );
    await send(false);
    setBusy(null);
  }

  async function exportCsv() {
    setBusy('export');
    await runAction(() => downloadFile('/api/admin/redirects/export', 'redirects_export.csv'), {
      failed: REDIRECT_MESSAGES.exportFailed,
    });
    setBusy(null);
  }

  return (
    <AreaPage
      heading={title}
      subtitle="Send visitors from old addresses to where the pages live now"
      listTitle="All Redirects"
      listDescription="Answered before any page, on every instance within a second of a change"
      actions={
        <>
          <Button variant="outline" onClick={exportCsv} disabled={!hydrated || busy !== null}>
            <Download aria-hidden="true" className="size-4" />
            {busy === 'export' ? 'Exporting...' : 'Export CSV'}
          </Button>
          {canManage && (
            <>
              <CsvImportButton
                fileLabel="CSV file of redirects"
                importing={busy === 'import'}
                disabled={!hydrated || busy !== null}
                onFile={importFile}
              />
              <Button onClick={() => setDialog({ open: true, editing: null })} disabled={!hydrated}>
                <Plus aria-hidden="true" className="size-4" />
                Add Redirect
              </Button>
            </>
          )}
        </>
      }
    >
      <ServerListFrame
        list={list}
        filterLabel="Search redirects"
        searchPlaceholder="Search by address..."
        filters={[]}
        counter={(current) => ({ shown: current.matching, total: current.total, noun: 'redirects' })}
        loadingLabel="Loading redirects..."
        loadFailed={REDIRECT_MESSAGES.loadFailed}
        pagination={{ label: 'Redirect pages', className: 'border-t border-slate-100 p-4' }}
      >
        {(current) => (
          <DataTable
            caption="Redirects"
            rows={current.redirects}
            empty={filters.search ? 'No redirects match your search.' : 'No redirects yet.'}
            columns={[
              {
                header: 'From',
                cell: (row) => (
                  <span className="font-mono text-xs">
                    {row.from_path} {row.built_in && <Badge tone="blue">Built in</Badge>}
                  </span>
                ),
              },
              { header: 'To', cell: (row) => <span className="font-mono text-xs break-all">{row.to_target}</span> },
              { header: 'Status', cell: (row) => STATUS_LABELS[row.status_code] ?? String(row.status_code) },
              { header: 'Hits', cell: (row) => row.hits.toLocaleString('en-AU') },
              { header: 'Last hit', cell: (row) => (row.last_hit_at ? brisbaneDateTime(row.last_hit_at) : 'Never') },
            ]}
            actions={
              canManage
                ? (row) =>
                    row.built_in ? null : (
                      <>
                        <IconButton
                          label={`Edit redirect from ${row.from_path}`}
                          icon={Pencil}
                          onClick={() => setDialog({ open: true, editing: row })}
                        />
                        <IconButton
                          label={`Delete redirect from ${row.from_path}`}
                          icon={Trash2}
                          danger
                          onClick={() => remove(row)}
                        />
                      </>
                    )
                : undefined
            }
          />
        )}
      </ServerListFrame>
      {canManage && (
        <RedirectDialog
          editing={dialog.editing}
          open={dialog.open}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          onSaved={() => void load()}
          askLivePage={askLivePage}
        />
      )}
      {confirmDialog}
    </AreaPage>
  );
}
