// Toasts (sonner): one region per page; error toasts use the destructive style the spec asks for.
import { Toaster as SonnerToaster, toast } from 'sonner';

export function Toaster() {
  return <SonnerToaster position="top-right" richColors closeButton />;
}

export interface ToastAction {
  /** The button's word, e.g. 'Undo'. */
  label: string;
  onClick: () => void;
}

/** A success toast: a title and one sentence, optionally with one button (kept up longer, so it can be reached). */
export function notify(title: string, description?: string, action?: ToastAction): void {
  toast.success(title, action ? { description, action, duration: ACTION_TOAST_MS } : { description });
}

/** How long a toast with a button stays: long enough to reach the button by keyboard. */
export const ACTION_TOAST_MS = 10_000;

/** A destructive toast, titled 'Error' unless the spec names another title. */
export function notifyError(description: string, title = 'Error'): void {
  toast.error(title, { description });
}
