// The admin form in a dialog: the fields, Cancel and the submit button in the footer, the request run
// through runAction, and a 422's field messages shown beside the fields they refuse. With `guardUnsaved`,
// closing it with changes (Escape, a click outside, Cancel, the close button) or leaving the page asks first.
import { type ReactNode, useEffect, useId } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '#src/ui/Button.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { Dialog, type DialogSize } from '#src/ui/Dialog.tsx';
import { type ActionOutcome, refusedFields, runAction } from './run-action.ts';
import { UNSAVED_MESSAGES, warnBeforeLeaving } from './unsaved-changes.ts';

/**
 * The submit handler of an admin form: checks the form, runs `send` with its values, toasts the outcome
 * and, on a 422, sets each refused field's message on that field.
 */
export function useFormAction<Input extends FieldValues, Output, Result>(
  form: UseFormReturn<Input, unknown, Output>,
  send: (values: Output) => Promise<Result>,
  outcome: ActionOutcome<Result>,
) {
  return form.handleSubmit(async (values) => {
    await runAction(() => send(values), {
      ...outcome,
      onRefused: (error) => {
        for (const [field, message] of Object.entries(refusedFields(error))) {
          form.setError(field as FieldPath<Input>, { message });
        }
        outcome.onRefused?.(error);
      },
    });
  });
}

export function FormDialog<Input extends FieldValues, Output, Result = void>({
  form,
  send,
  outcome,
  open,
  onOpenChange,
  title,
  description,
  size,
  submitLabel,
  busyLabel,
  holdWhileBusy = false,
  footerStart,
  guardUnsaved = false,
  onDiscard,
  children,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  /** The request and what follows it; throws (as requestJson does) when the server refuses. */
  send: (values: Output) => Promise<Result>;
  /** The toasts; a success text may use what `send` returned. */
  outcome: ActionOutcome<Result>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: DialogSize;
  submitLabel: string;
  busyLabel: string;
  /** Keep the dialog open, and Cancel disabled, while the request runs. */
  holdWhileBusy?: boolean;
  /** A button at the footer's start (History). */
  footerStart?: ReactNode;
  /** Ask before closing with changes, and before leaving the page. */
  guardUnsaved?: boolean;
  /** Runs when the changes are discarded (to drop a kept draft). */
  onDiscard?: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  const submit = useFormAction(form, send, outcome);
  const busy = form.formState.isSubmitting;
  const unsaved = guardUnsaved && open && form.formState.isDirty && !form.formState.isSubmitSuccessful;
  const { confirm, dialog } = useConfirm();
  useEffect(() => warnBeforeLeaving(unsaved), [unsaved]);

  function requestOpenChange(next: boolean) {
    if (holdWhileBusy && busy) return;
    if (next || !unsaved) {
      onOpenChange(next);
      return;
    }
    confirm({
      question: UNSAVED_MESSAGES.question,
      details: UNSAVED_MESSAGES.details,
      confirmLabel: UNSAVED_MESSAGES.discard,
      onConfirm: () => {
        onDiscard?.();
        onOpenChange(false);
      },
    });
  }

  return (
    <>
      {dialog}
      <Dialog
        open={open}
        onOpenChange={requestOpenChange}
        title={title}
        description={description}
        size={size}
        footer={
          <>
            {footerStart}
            <Button variant="outline" onClick={() => requestOpenChange(false)} disabled={holdWhileBusy && busy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="space-y-4">
          {children}
        </form>
      </Dialog>
    </>
  );
}
