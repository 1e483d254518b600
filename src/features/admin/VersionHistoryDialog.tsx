// The one version history every versioned editor opens (insights, pages, settings, the Privacy Policy,
// team members): the saved versions newest first, each with its reason, who saved it and when (Brisbane
// time), what changed from the version before, and Restore, which saves that version again as the newest.
import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
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
} as const;

/** For a long text, the words around the first difference, so the change is in view. */
export function excerptAround(before: string, after: string, width = 160): [string, string] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  const from = Math.max(0, start - 40);
  const cut = (text: string) => `${from > 0 ? '…' : ''}${text.slice(from, from + width)}${text.length > from + width ? '…' : ''}`;
  return [cut(before), cut(after)];
}

export interface VersionHistoryProps<Version extends SavedVersion, Restored> {
  /** The versions' endpoint (GET answers `{ revisions }` newest first); null keeps the dialog closed. */
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
  /** The fields a version changed from the one before it (none for the oldest). */
  changes: (version: Version, previous: Version | undefined) => VersionChange[];
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
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const { loadFailed } = messages;

  useEffect(() => {
    setVersions(null);
    if (!path) return;
    let current = true;
    void runAction(
      async () => {
        const answer = await requestJson<{ revisions: Version[] }>(path);
        if (current) setVersions(answer.revisions);
      },
      { failed: loadFailed },
    ).then((loaded) => !loaded && current && setVersions([]));
    return () => {
      current = false;
    };
  }, [path, loadFailed]);

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
        versions={versions}
        empty={empty}
        reasonOf={reasonOf}
        savedByNobody={savedByNobody}
        changes={changes}
        restoring={canRestore ? restoring : undefined}
        onRestore={(version) => void restore(version)}
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
}: {
  versions: Version[] | null;
  empty: string;
  reasonOf: (version: Version) => string;
  savedByNobody: string;
  changes: (version: Version, previous: Version | undefined) => VersionChange[];
  /** The version being restored (null for none); undefined offers no Restore. */
  restoring: string | null | undefined;
  onRestore: (version: Version) => void;
}) {
  if (versions === null) return <LoadingState label={HISTORY_TEXT.loading} />;
  if (versions.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="space-y-3" aria-label={HISTORY_TEXT.versions}>
      {versions.map((version, index) => {
        const changed = changes(version, versions[index + 1]);
        return (
          <li key={version.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900">
                Version {version.version}{' '}
                <Badge tone={index === 0 ? 'green' : 'slate'}>{index === 0 ? HISTORY_TEXT.current : reasonOf(version)}</Badge>
              </p>
              {restoring !== undefined && index > 0 && (
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
            {changed.length > 0 && (
              <details className="mt-2">
                <summary className="cursor-pointer text-brand-700">
                  Changed: {changed.map((change) => change.label).join(', ')}
                </summary>
                <dl className="mt-2 space-y-2">
                  {changed.map((change) => {
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
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
