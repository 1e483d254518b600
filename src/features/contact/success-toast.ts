// Hands the outcome toast from the contact form to the success page: the form navigates away right
// after a successful submit, so the toast is shown where the visitor lands.

const KEY = 'contact:pending-toast';

export interface PendingToast {
  kind: 'success' | 'warning';
  message: string;
}

/** False when storage is unavailable (private modes, disabled storage): show the toast at once instead. */
export function savePendingToast(toast: PendingToast): boolean {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
    return true;
  } catch {
    return false;
  }
}

export function takePendingToast(): PendingToast | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingToast>;
    if ((value.kind === 'success' || value.kind === 'warning') && typeof value.message === 'string') {
      return { kind: value.kind, message: value.message };
    }
    return null;
  } catch {
    return null;
  }
}

/** /contact/success?name=…&email=… and company only when given (spec 4). */
export function successUrl(values: { name: string; email: string; company?: string }): string {
  const query = new URLSearchParams({ name: values.name, email: values.email });
  if (values.company?.trim()) query.set('company', values.company.trim());
  return `/contact/success?${query.toString()}`;
}
