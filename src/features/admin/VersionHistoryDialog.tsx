// The one version history every versioned editor opens (insights, pages, settings, the Privacy Policy,
// team members): the saved versions newest first, each with its reason, who saved it and when (Brisbane
// time), what changed from the version before, and Restore, which saves that version again as the newest.
// A history the server pages (insights) shows Previous and Next, and one listed without the versions'
// values names what each changed and fetches the values when that version is opened.
import { RotateCcw } from 'lucide-react';
import { type SyntheticEvent, useEffect, useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { Pagination } from '#src/ui/Pagination.tsx';
import type { VersionChange } from './document-changes.ts';
import { runAction } from './run-action.ts';

/** What every area's revision carries, whatever else it holds. */
export interface SavedVersion {
  id: string;
  version: number;
  reason: string;
  savedBy: string | null;
  createdAt: string;
}

export const HISTORY_TEXT = {
  title: 'Version History',
  description: (what: string) => `Every saved version of ${what}, newest first. Times are Brisbane time.`,
  loading: 'Loading history...',
  current: 'Current',
  restore: 'Restore',
  restoring: 'Restoring...',
  restoreLabel: (version: number) => `Restore version ${version}`,
  versions: 'Versions',
  close: 'Close',
  empty: 'No saved versions yet.',
  pages: 'Version pages',
  loadingChanges: 'Loading changes...',
  changesFailed: 'Failed to load this version. Close its changes and open them again to retry.',
} as const;

/** What the versions' endpoint answers: one page of them, newest first (a history not paged sends only `revisions`). */
interface VersionsAnswer<Version> {
  revisions: Version[];
  page?: number;
  pageCount?: number;
}

/**
 * What a version changed from the one before it (none for the oldest): worked out from the list when its
 * versions carry their values, or, for a list without them, named by the list (`labels`) and each
 * change's values fetched when the version's changes are opened (`load`).
 */
export type VersionChanges<Version> =
  | ((version: Version, previous: Version | undefined) => VersionChange[])
  | { labels: (version: Version) => string[]; load: (version: Version) => Promise<VersionChange[]> };

/** For a long text, the words around the first difference, so the change is in view. */
export function excerptAround(before: string, after: string, width = 160): [string, string] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  const from = Math.max(0, start - 40);
  const cut = (text: string) => `${from > 0 ? '…' : ''}${text.slice(from, from + width)}${text.length > from + width ? '…' : ''}`;
  return [cut(before), cut(after)];
}

export interface VersionHistoryProps<Version extends SavedVersion, Restored> {
  /** The versions' endpoint (GET answers `{ revisions }` newest first, or a page of them for `?page=`); null keeps the dialog closed. */
  path: string | null;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description?: string;
  /** Each reason's words ('update' → 'Edited'); an unknown reason shows as it is. */
  reasons: Record<string, string>;
  /** Who a version saved by nobody is credited to ('the fresh install'). */
  savedByNobody: string;
  /** What the dialog says when there are no versions. */
  empty?: string;
  changes: VersionChanges<Version>;
  /** Offer Restore (POST `${path}/:id/restore`) on every version but the current one. */
  canRestore: boolean;
  /** The restore request's body, when the endpoint wants one (the version the editor holds). */
  restoreBody?: unknown;
  onRestored?: (answer: Restored, version: Version) => void;
  messages: { loadFailed: string; restoreFailed: string; restored: (version: Version) => string };
}

export function VersionHistoryDialog<Version extends SavedVersion, Restored = unknown>({
  path,
  onOpenChange,
  title = HISTORY_TEXT.title,
  description,
  reasons,
  savedByNobody,
  empty = HISTORY_TEXT.empty,
  changes,
  canRestore,
  restoreBody,
  onRestored,
  messages,
}: VersionHistoryProps<Version, Restored>) {
  // The answer is kept while another page loads (the list and its Previous and Next stay in place).
  const [answer, setAnswer] = useState<(VersionsAnswer<Version> & { path: string }) | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [loading, setLoading] = useState(false);
  const [restoring, setRestoring] = useState<string | null>(null);
  const { loadFailed } = messages;
  const shown = answer?.path === path ? answer : null;

  useEffect(() => {
    if (!path) {
      // Closed: opened again, it starts over at the newest versions.
      setAnswer(null);
      setPageNumber(1);
      return;
    }
    let current = true;
    setLoading(true);
    void runAction(
      async () => {
        const loaded = await requestJson<VersionsAnswer<Version>>(pageNumber > 1 ? `${path}?page=${pageNumber}` : path);
        if (current) setAnswer({ ...loaded, path });
      },
      { failed: loadFailed },
    ).then((loaded) => {
      if (!current) return;
      if (!loaded) setAnswer({ revisions: [], path });
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [path, pageNumber, loadFailed]);

  async function restore(version: Version) {
    if (!path) return;
    setRestoring(version.id);
    await runAction(
      async () => {
        const answer = await requestJson<Restored>(`${path}/${encodeURIComponent(version.id)}/restore`, {
          method: 'POST',
          ...(restoreBody === undefined ? {} : { body: restoreBody }),
        });
        onRestored?.(answer, version);
        onOpenChange(false);
      },
      { failed: messages.restoreFailed, success: messages.restored(version) },
    );
    setRestoring(null);
  }

  const reasonOf = (version: Version) => reasons[version.reason] ?? version.reason;
  return (
    <Dialog
      open={path !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="lg"
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {HISTORY_TEXT.close}
        </Button>
      }
    >
      <VersionList
        versions={shown?.revisions ?? null}
        empty={empty}
        reasonOf={reasonOf}
        savedByNobody={savedByNobody}
        changes={changes}
        restoring={canRestore ? restoring : undefined}
        onRestore={(version) => void restore(version)}
        newestShown={(shown?.page ?? 1) === 1}
      />
      <Pagination
        page={shown?.page ?? pageNumber}
        pageCount={shown?.pageCount ?? 1}
        onPageChange={setPageNumber}
        label={HISTORY_TEXT.pages}
        disabled={loading}
        className="pt-3"
      />
    </Dialog>
  );
}

/** The dialog's body: exported so its markup can be rendered in tests without the dialog's portal. */
export function VersionList<Version extends SavedVersion>({
  versions,
  empty,
  reasonOf,
  savedByNobody,
  changes,
  restoring,
  onRestore,
  newestShown = true,
}: {
  versions: Version[] | null;
  empty: string;
  reasonOf: (version: Version) => string;
  savedByNobody: string;
  changes: VersionChanges<Version>;
  /** The version being restored (null for none); undefined offers no Restore. */
  restoring: string | null | undefined;
  onRestore: (version: Version) => void;
  /** The first version listed is the current one (the history's first page). */
  newestShown?: boolean;
}) {
  if (versions === null) return <LoadingState label={HISTORY_TEXT.loading} />;
  if (versions.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="space-y-3" aria-label={HISTORY_TEXT.versions}>
      {versions.map((version, index) => {
        const current = newestShown && index === 0;
        return (
          <li key={version.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900">
                Version {version.version}{' '}
                <Badge tone={current ? 'green' : 'slate'}>{current ? HISTORY_TEXT.current : reasonOf(version)}</Badge>
              </p>
              {restoring !== undefined && !current && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={restoring !== null}
                  onClick={() => onRestore(version)}
                  aria-label={HISTORY_TEXT.restoreLabel(version.version)}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {restoring === version.id ? HISTORY_TEXT.restoring : HISTORY_TEXT.restore}
                </Button>
              )}
            </div>
            <p className="mt-1 text-slate-600">
              {reasonOf(version)} by {version.savedBy ?? savedByNobody},{' '}
              <time dateTime={version.createdAt}>{brisbaneDateTime(version.createdAt)}</time>
            </p>
            {typeof changes === 'function' ? (
              <ChangedFields known={changes(version, versions[index + 1])} />
            ) : (
              <ChangedFields labels={changes.labels(version)} load={() => changes.load(version)} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * "Changed: …", opening to each field's values before and after: `known` from the list, or fetched by
 * `load` when first opened (loading words meanwhile; after a failure, opening it again tries again).
 */
function ChangedFields(props: { known: VersionChange[] } | { labels: string[]; load: () => Promise<VersionChange[]> }) {
  const [loaded, setLoaded] = useState<VersionChange[] | 'loading' | 'failed' | null>(null);
  const labels = 'known' in props ? props.known.map((change) => change.label) : props.labels;
  if (labels.length === 0) return null;
  function open(event: SyntheticEvent<HTMLDetailsElement>) {
    if ('known' in props || !event.currentTarget.open || (loaded !== null && loaded !== 'failed')) return;
    setLoaded('loading');
    props.load().then(setLoaded, () => setLoaded('failed'));
  }
  const shown = 'known' in props ? props.known : loaded;
  return (
    <details className="mt-2" onToggle={open}>
      <summary className="cursor-pointer text-brand-700">Changed: {labels.join(', ')}</summary>
      {shown === 'failed' ? (
        <p className="mt-2 text-red-700">{HISTORY_TEXT.changesFailed}</p>
      ) : Array.isArray(shown) ? (
        <ChangeList changes={shown} />
      ) : (
        <LoadingState label={HISTORY_TEXT.loadingChanges} className="justify-start p-2" />
      )}
    </details>
  );
}

function ChangeList({ changes }: { changes: VersionChange[] }) {
  return (
    <dl className="mt-2 space-y-2">
      {changes.map((change) => {
        const [before, after] = excerptAround(change.before, change.after);
        return (
          <div key={change.field}>
            <dt className="font-medium text-slate-700">{change.label}</dt>
            <dd className="break-words text-slate-700">
              <del className="bg-red-50 text-red-800">{before || '(empty)'}</del>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> became </span>
              <ins className="bg-green-50 text-green-800 no-underline">{after || '(empty)'}</ins>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
