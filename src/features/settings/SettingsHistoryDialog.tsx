// A settings document's history (the firm's details, or the Privacy Policy): every saved version newest
// first, who saved it and when (Brisbane time), what changed from the version before, and Restore,
// which saves that version again as the newest.
import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { runAction } from '../admin/run-action.ts';
import { SETTINGS_FIELD_LABELS, settingsChanges } from './changes.ts';
import { SETTINGS_MESSAGES } from './schema.ts';
import type { SaveResult, SettingsRevision } from './types.ts';

const REASONS: Record<SettingsRevision['reason'], string> = { seed: 'First settings', update: 'Edited', restore: 'Restored' };

/** A long value (a policy's HTML) as text, cut to what a history line can show. */
function shown(value: string, max = 300): string {
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function SettingsHistoryDialog<Value extends object>({
  path,
  title,
  description,
  open,
  onOpenChange,
  onRestored,
}: {
  /** The document's endpoint: its versions are at `${path}/revisions`. */
  path: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: (saved: SaveResult<Value>) => void;
}) {
  const [revisions, setRevisions] = useState<SettingsRevision<Value>[] | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);

  useEffect(() => {
    setRevisions(null);
    if (!open) return;
    let current = true;
    void runAction(
      async () => {
        const answer = await requestJson<{ revisions: SettingsRevision<Value>[] }>(`${path}/revisions`);
        if (current) setRevisions(answer.revisions);
      },
      { failed: SETTINGS_MESSAGES.historyFailed },
    ).then((loaded) => !loaded && current && setRevisions([]));
    return () => {
      current = false;
    };
  }, [open, path]);

  async function restore(revision: SettingsRevision<Value>) {
    setRestoring(revision.id);
    await runAction(
      async () => {
        const saved = await requestJson<SaveResult<Value>>(`${path}/revisions/${encodeURIComponent(revision.id)}/restore`, {
          method: 'POST',
        });
        onRestored(saved);
        onOpenChange(false);
      },
      { failed: SETTINGS_MESSAGES.restoreFailed, success: `${SETTINGS_MESSAGES.restored}: version ${revision.version}` },
    );
    setRestoring(null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
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
        <p className="text-sm text-slate-600">No saved versions yet.</p>
      ) : (
        <ol className="space-y-3" aria-label="Versions">
          {revisions.map((revision, index) => {
            const previous = revisions[index + 1];
            const changes = previous ? settingsChanges(previous.settings, revision.settings) : [];
            return (
              <li key={revision.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-slate-900">
                    Version {revision.version}{' '}
                    <Badge tone={index === 0 ? 'green' : 'slate'}>{index === 0 ? 'Current' : REASONS[revision.reason]}</Badge>
                  </p>
                  {index > 0 && (
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
                  {REASONS[revision.reason]} by {revision.savedBy ?? 'the fresh install'},{' '}
                  <time dateTime={revision.createdAt}>{brisbaneDateTime(revision.createdAt)}</time>
                </p>
                {changes.length > 0 && (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-brand-700">
                      Changed: {changes.map((change) => SETTINGS_FIELD_LABELS[change.field] ?? change.field).join(', ')}
                    </summary>
                    <dl className="mt-2 space-y-2">
                      {changes.map((change) => (
                        <div key={change.field}>
                          <dt className="font-medium text-slate-700">{SETTINGS_FIELD_LABELS[change.field] ?? change.field}</dt>
                          <dd className="break-words text-slate-700">
                            <del className="bg-red-50 text-red-800">{shown(change.before) || '(empty)'}</del>
                            <span aria-hidden="true"> → </span>
                            <span className="sr-only"> became </span>
                            <ins className="bg-green-50 text-green-800 no-underline">{shown(change.after) || '(empty)'}</ins>
                          </dd>
                        </div>
                      ))}
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
