// The one hook every versioned editor's screen uses (settings, the Privacy Policy, page copy, team
// members, insights): the version a save starts from, the 409 kept for the ConflictNotice (reload
// theirs, or overwrite from their version), unsaved changes (the browser's question before the page is
// left, and where the editor closes, the "Discard unsaved changes?" question), a draft kept in this
// browser and offered back where the editor keeps drafts, and the version history's open state.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '#src/ui/Button.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { ConflictNotice, type SaveConflict, useSaveConflict } from '../admin/ConflictNotice.tsx';
import {
  clearDraft,
  type Draft,
  draftTime,
  readDraft,
  UNSAVED_MESSAGES,
  warnBeforeLeaving,
  writeDraft,
} from '../admin/unsaved-changes.ts';

/** What overwriting another's save means, unless the area says it otherwise. */
export const OVERWRITE_DETAILS = 'Your version replaces theirs on the site; theirs stays in the history and can be restored.';

/** How long after the last change a draft is kept (typing goes on meanwhile). */
const DRAFT_DELAY_MS = 300;

export interface VersionedEditorOptions<Conflict extends SaveConflict, Kept> {
  /** The version the editor opened: a save says it started from it. */
  version: number;
  /** The form holds changes not saved: leaving the page asks first, and so does `guardClose`. */
  dirty: boolean;
  /** The notice's own sentence ('Someone else saved this insight while you were editing it.'). */
  conflictHeading: string;
  overwriteDetails?: string;
  /** Shows their version in the form instead of these edits (from the 409's conflict, or read again), then startFrom it. */
  reload: (conflict: Conflict) => void | Promise<void>;
  /** Sends these edits again; the version it starts from is theirs by then. */
  resave: () => Promise<unknown>;
  /** Where the editor keeps drafts: the key (null while closed), and how a kept draft goes back in the form. */
  drafts?: { key: string | null; restore: (kept: Kept) => void };
}

export function useVersionedEditor<Conflict extends SaveConflict, Kept = never>(options: VersionedEditorOptions<Conflict, Kept>) {
  const { dirty, drafts } = options;
  const base = useRef(options.version);
  const { conflict, capture, clear } = useSaveConflict<Conflict>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [offer, setOffer] = useState<Draft<Kept> | null>(null);
  const { confirm, dialog } = useConfirm();
  const draftKey = drafts?.key ?? null;
  useEffect(() => warnBeforeLeaving(dirty), [dirty]);

  /** The editor shows a stored version now (opened, saved, reloaded or restored): saves start from it. */
  const startFrom = useCallback(
    (version: number) => {
      base.current = version;
      clear();
    },
    [clear],
  );

  // A draft kept for this record is offered once the editor opens it.
  useEffect(() => setOffer(draftKey ? readDraft<Kept>(draftKey) : null), [draftKey]);

  const dropDraft = useCallback(() => {
    if (draftKey) clearDraft(draftKey);
    setOffer(null);
  }, [draftKey]);

  /** After a successful save: the version it made is the one the next save starts from; the draft goes. */
  const saved = useCallback(
    (version: number) => {
      startFrom(version);
      if (draftKey) clearDraft(draftKey);
    },
    [startFrom, draftKey],
  );

  /** Keeps the form in this browser a moment after typing stops; `values` reads it then (null: nothing to keep). */
  const keepDraft = useCallback(
    (values: () => Kept | null) => {
      if (!draftKey) return () => {};
      const timer = setTimeout(() => {
        const kept = values();
        if (kept !== null) writeDraft(draftKey, kept);
      }, DRAFT_DELAY_MS);
      return () => clearTimeout(timer);
    },
    [draftKey],
  );

  /** Closes the editor, first asking whether to discard unsaved changes (and its draft) when there are some. */
  function guardClose(close: () => void) {
    if (!dirty) {
      close();
      return;
    }
    confirm({
      question: UNSAVED_MESSAGES.question,
      details: UNSAVED_MESSAGES.details,
      confirmLabel: UNSAVED_MESSAGES.discard,
      onConfirm: () => {
        if (draftKey) clearDraft(draftKey);
        close();
      },
    });
  }

  const notice: ReactNode = conflict && (
    <ConflictNotice
      heading={options.conflictHeading}
      conflict={conflict}
      onReload={() => {
        void (async () => {
          await options.reload(conflict);
          if (draftKey) clearDraft(draftKey);
        })();
      }}
      onOverwrite={async () => {
        base.current = conflict.version;
        await options.resave();
      }}
      overwriteDetails={options.overwriteDetails ?? OVERWRITE_DETAILS}
    />
  );

  const draftOffer: ReactNode = offer && drafts && (
    <div role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm">
      <span className="mr-auto font-medium text-brand-900">{UNSAVED_MESSAGES.restoreQuestion(draftTime(offer.savedAt))}</span>
      <Button
        size="sm"
        onClick={() => {
          drafts.restore(offer.values);
          setOffer(null);
        }}
      >
        {UNSAVED_MESSAGES.restore}
      </Button>
      <Button size="sm" variant="outline" onClick={dropDraft}>
        {UNSAVED_MESSAGES.dismiss}
      </Button>
    </div>
  );

  return {
    /** The version a save starts from. */
    base,
    /** Goes where a save's refusal is seen (runAction's onRefused): keeps a 409 for the notice. */
    capture,
    conflict,
    startFrom,
    saved,
    keepDraft,
    dropDraft,
    guardClose,
    /** The conflict notice, when a save met a newer version. */
    notice,
    /** The offer of a kept draft, when there is one. */
    draftOffer,
    /** The questions the hook asks (render it once). */
    dialog,
    history: { open: historyOpen, show: () => setHistoryOpen(true), onOpenChange: setHistoryOpen },
  };
}
