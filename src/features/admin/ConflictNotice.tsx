// The one notice a save refused over a newer version (409) shows: who saved in between and when
// (Brisbane time), what they changed, and the two ways on: reload their version, losing these edits, or
// overwrite it with these (asked twice; theirs stays among the saved versions). useSaveConflict keeps
// the 409's conflict for it.
import { useCallback, useState } from 'react';
import { RequestError } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';

/** What every area's 409 body carries under `conflict`. */
export interface SaveConflict {
  savedBy: string | null;
  savedAt: string | null;
  version: number;
  /** The fields that differ from the version the edit started from, by their labels. */
  changed?: string[];
}

export const CONFLICT_MESSAGES = {
  savedBy: (who: string, version: number, when: string | null) =>
    when ? `${who} saved version ${version} at ${when}.` : `${who} saved version ${version}.`,
  someone: 'Someone',
  changed: (fields: string[]) => `They changed: ${fields.join(', ')}.`,
  reload: 'Reload their version',
  overwrite: 'Overwrite with my changes',
  overwriteQuestion: 'Overwrite their changes?',
  overwriteConfirm: 'Overwrite',
} as const;

/** The 409 a save met, kept for the notice; `capture` goes where the refusal is seen (runAction's onRefused). */
export function useSaveConflict<Conflict extends SaveConflict>() {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const capture = useCallback((error: unknown) => {
    if (error instanceof RequestError && error.status === 409) {
      setConflict((error.body as { conflict?: Conflict } | null)?.conflict ?? null);
    }
  }, []);
  const clear = useCallback(() => setConflict(null), []);
  return { conflict, capture, clear };
}

export function ConflictNotice({
  heading,
  conflict,
  onReload,
  onOverwrite,
  overwriteDetails,
}: {
  /** The area's own sentence ('Someone else saved this insight while you were editing it.'). */
  heading: string;
  conflict: SaveConflict;
  /** Show their version in the form instead of these edits. */
  onReload: () => void;
  /** Save these edits over theirs, once confirmed; resolves when the save has run. */
  onOverwrite: () => Promise<void>;
  /** What overwriting means here, under the question. */
  overwriteDetails: string;
}) {
  const { confirm, dialog } = useConfirm();
  const changed = conflict.changed ?? [];
  return (
    <div role="alert" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      {dialog}
      <p className="font-semibold">{heading}</p>
      <p>
        {CONFLICT_MESSAGES.savedBy(
          conflict.savedBy ?? CONFLICT_MESSAGES.someone,
          conflict.version,
          conflict.savedAt ? brisbaneDateTime(conflict.savedAt) : null,
        )}
        {changed.length > 0 && ` ${CONFLICT_MESSAGES.changed(changed)}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onReload}>
          {CONFLICT_MESSAGES.reload}
        </Button>
        <Button
          size="sm"
          onClick={() =>
            confirm({
              question: CONFLICT_MESSAGES.overwriteQuestion,
              details: overwriteDetails,
              confirmLabel: CONFLICT_MESSAGES.overwriteConfirm,
              onConfirm: onOverwrite,
            })
          }
        >
          {CONFLICT_MESSAGES.overwrite}
        </Button>
      </div>
    </div>
  );
}
