// The admin form in a dialog: the fields, Cancel and the submit button in the footer, the request run
// through runAction, and a 422's field messages shown beside the fields they refuse. With `beforeClose`
// (a versioned editor's guardClose), closing it (Escape, a click outside, Cancel, the close button) asks first.
import { type ReactNode, useId } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '#src/ui/Button.tsx';
import { Dialog, type DialogSize } from '#src/ui/Dialog.tsx';
import { type ActionOutcome, refusedFields, runAction } from './run-action.ts';

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
  beforeClose,
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
  /** Runs instead of closing, with the close to run once it may (the unsaved-changes question). */
  beforeClose?: (close: () => void) => void;
  children: ReactNode;
}) {
  const formId = useId();
  const submit = useFormAction(form, send, outcome);
  const busy = form.formState.isSubmitting;

  function requestOpenChange(next: boolean) {
    if (holdWhileBusy && busy) return;
    if (next || !beforeClose) onOpenChange(next);
    else beforeClose(() => onOpenChange(false));
  }

  return (
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
  );
}
