// The question asked before a destructive action (Radix AlertDialog), and `useConfirm`, which makes
// "ask, then run the async action" one call at the button that asks.
//
// Interaction contract (covered end to end by the screens that use it):
// - On opening, focus is on Cancel, so Enter or Space never confirms by accident; Tab cycles inside.
// - Cancel, Escape or a click outside close it without running anything.
// - The confirm button runs `onConfirm`; while it runs both buttons are disabled, the button shows
//   `busyLabel`, and Escape and outside clicks are ignored. When it resolves the dialog closes; when it
//   resolves `false` or throws, the dialog stays open (`onConfirm` reports its own failure, e.g. with
//   notifyError, and a throw still reaches the console).
// - On closing, focus returns to the element that opened it (for a DropdownMenu item, the menu's
//   button). If that element is gone (its row was deleted), focus falls to the page.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Button } from './Button.tsx';
import { cn } from './cn.ts';
import { BOX_CLASS, OVERLAY_CLASS } from './Dialog.tsx';
import { useReturnFocus } from './return-focus.ts';

export interface ConfirmOptions {
  /** The question, shown as the dialog's title: 'Are you sure you want to delete this insight?' */
  question: string;
  /** A sentence under the question, e.g. 'This action cannot be undone.' */
  details?: string;
  /** The destructive button's label; 'Delete' unless given. */
  confirmLabel?: string;
  /** Its label while `onConfirm` runs; 'Deleting...' with the default label, otherwise the label itself. */
  busyLabel?: string;
  cancelLabel?: string;
  /** The action, usually async. Resolve to close; resolve `false` (after reporting the failure) to stay open. */
  onConfirm: () => unknown;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ConfirmDialog({ open, onOpenChange, ...options }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY_CLASS} />
        <ConfirmFrame {...options} onDone={() => onOpenChange(false)} onCloseAutoFocus={returnFocus} />
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The question box itself. Only `ConfirmDialog` renders it (inside a portal); exported so its markup can be rendered in tests. */
export function ConfirmFrame({
  question,
  details,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onDone,
  onCloseAutoFocus,
}: ConfirmOptions & { onDone: () => void; onCloseAutoFocus?: (event: Event) => void }) {
  const [busy, setBusy] = useState(false);
  const label = confirmLabel ?? 'Delete';
  const working = busyLabel ?? (confirmLabel === undefined ? 'Deleting...' : label);

  async function run() {
    setBusy(true);
    let outcome: unknown;
    try {
      outcome = await onConfirm();
    } finally {
      setBusy(false);
    }
    if (outcome !== false) onDone();
  }

  const whileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  return (
    <AlertDialog.Content
      className={cn(BOX_CLASS, 'max-w-md')}
      aria-busy={busy || undefined}
      onEscapeKeyDown={whileBusy}
      onCloseAutoFocus={onCloseAutoFocus}
      {...(details ? {} : { 'aria-describedby': undefined })}
    >
      <AlertDialog.Title className="text-base font-semibold text-slate-900">{question}</AlertDialog.Title>
      {details && <AlertDialog.Description className="mt-2 text-sm text-slate-600">{details}</AlertDialog.Description>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <AlertDialog.Cancel asChild>
          <Button variant="outline" disabled={busy}>
            {cancelLabel}
          </Button>
        </AlertDialog.Cancel>
        <AlertDialog.Action asChild>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={(event) => {
              // The action closes only once `onConfirm` has succeeded.
              event.preventDefault();
              void run();
            }}
          >
            {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
            {busy ? working : label}
          </Button>
        </AlertDialog.Action>
      </div>
    </AlertDialog.Content>
  );
}

/**
 * One confirm dialog for a screen: render `dialog` once, then call `confirm({...})` from any button
 * or menu item. The dialog closes itself when `onConfirm` succeeds.
 *
 *   const { confirm, dialog } = useConfirm();
 *   <IconButton label={`Delete ${insight.title}`} icon={Trash2} onClick={() =>
 *     confirm({ question: 'Are you sure you want to delete this insight?', onConfirm: () => remove(insight) })} />
 *   {dialog}
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmOptions | null>(null);
  const confirm = useCallback((options: ConfirmOptions) => setRequest(options), []);
  const dialog = request && (
    <ConfirmDialog
      {...request}
      open
      onOpenChange={(open) => {
        if (!open) setRequest(null);
      }}
    />
  );
  return { confirm, dialog };
}
