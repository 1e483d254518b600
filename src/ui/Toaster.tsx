// Toasts (sonner): one region per page; error toasts use the destructive style the spec asks for.
import { Toaster as SonnerToaster, toast } from 'sonner';

export function Toaster() {
  return <SonnerToaster position="top-right" richColors closeButton />;
}

/** A success toast: a title and one sentence. */
export function notify(title: string, description?: string): void {
  toast.success(title, { description });
}

/** A destructive toast, titled 'Error' unless the spec names another title. */
export function notifyError(description: string, title = 'Error'): void {
  toast.error(title, { description });
}
