// The history of one insight: every saved version newest first, who saved it and when (Brisbane
// time), what changed from the version before, and Restore, which saves that version again as a new one.
import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { runAction } from '../admin/run-action.ts';
import { INSIGHT_MESSAGES } from './schema.ts';
import type { AdminInsight, InsightRevision } from './types.ts';

const FIELDS = [
  ['title', 'Title'],
  ['excerpt', 'Excerpt'],
  ['content', 'Content'],
  ['category', 'Category'],
  ['read_time', 'Read time'],
  ['date', 'Date'],
  ['status', 'Status'],
  ['image_url', 'Image URL'],
  ['image_id', 'Library image'],
  ['image_alt', 'Alt text'],
  ['author', 'Author'],
  ['reviewed_on', 'Last reviewed'],
] as const;

const REASONS: Record<string, string> = {
  original: 'Before editing history',
  create: 'Created',
  update: 'Edited',
  restore: 'Restored',
  conversion: 'Australian English',
};

const plain = (value: string | null) =>
  (value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The fields that differ from the version before, with both values as text. */
export function revisionChanges(revision: InsightRevision, previous: InsightRevision | undefined) {
  if (!previous) return [];
  return FIELDS.filter(([field]) => revision[field] !== previous[field]).map(([field, label]) => ({
    field,
    label,
    before: plain(previous[field]),
    after: plain(revision[field]),
  }));
}

/** The part of `after` that is new compared with `before`, for a long text: the words around the first difference. */
function excerptAround(before: string, after: string, width = 160): [string, string] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  const from = Math.max(0, start - 40);
  const cut = (text: string) => `${from > 0 ? '…' : ''}${text.slice(from, from + width)}${text.length > from + width ? '…' : ''}`;
  return [cut(before), cut(after)];
}

export function InsightHistoryDialog({
  insight,
  canRestore,
  onOpenChange,
  onRestored,
}: {
  insight: AdminInsight | null;
  canRestore: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: (insight: AdminInsight) => void;
}) {
  const [revisions, setRevisions] = useState<InsightRevision[] | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);

  useEffect(() => {
    setRevisions(null);
    if (!insight) return;
    let current = true;
    const path = `/api/admin/insights/${encodeURIComponent(insight.id)}/revisions`;
    void runAction(
      async () => {
        const answer = await requestJson<{ revisions: InsightRevision[] }>(path);
        if (current) setRevisions(answer.revisions);
      },
      { failed: INSIGHT_MESSAGES.historyFailed },
    ).then((loaded) => !loaded && current && setRevisions([]));
    return () => {
      current = false;
    };
  }, [insight]);

  async function restore(revision: InsightRevision) {
    if (!insight) return;
    const { id } = insight;
    setRestoring(revision.id);
    await runAction(
      async () => {
        const answer = await requestJson<{ insight: AdminInsight }>(
          `/api/admin/insights/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revision.id)}/restore`,
          { method: 'POST' },
        );
        onRestored(answer.insight);
        onOpenChange(false);
      },
      { failed: INSIGHT_MESSAGES.restoreFailed, success: `${INSIGHT_MESSAGES.restored}: version ${revision.version}` },
    );
    setRestoring(null);
  }

  return (
    <Dialog
      open={insight !== null}
      onOpenChange={onOpenChange}
      title="Version History"
      description={insight ? `Every saved version of "${insight.title}", newest first. Times are Brisbane time.` : undefined}
      size="lg"
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      {revisions === null ? (
        <LoadingState label="Loading history..." />
      ) : revisions.length === 0 ? (
        <p className="text-sm text-slate-600">No earlier versions yet: the first save of this insight starts its history.</p>
      ) : (
        <ol className="space-y-3" aria-label="Versions">
          {revisions.map((revision, index) => {
            const changes = revisionChanges(revision, revisions[index + 1]);
            return (
              <li key={revision.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-slate-900">
                    Version {revision.version}{' '}
                    <Badge tone={index === 0 ? 'green' : 'slate'}>
                      {index === 0 ? 'Current' : (REASONS[revision.reason] ?? revision.reason)}
                    </Badge>
                  </p>
                  {canRestore && index > 0 && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={restoring !== null}
                      onClick={() => void restore(revision)}
                      aria-label={`Restore version ${revision.version}`}
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      {restoring === revision.id ? 'Restoring...' : 'Restore'}
                    </Button>
                  )}
                </div>
                <p className="mt-1 text-slate-600">
                  {REASONS[revision.reason] ?? revision.reason} by {revision.savedBy ?? 'an earlier version of the site'},{' '}
                  <time dateTime={revision.createdAt}>{brisbaneDateTime(revision.createdAt)}</time>
                </p>
                {changes.length > 0 && (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-brand-700">
                      Changed: {changes.map((change) => change.label).join(', ')}
                    </summary>
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
                  </details>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}
