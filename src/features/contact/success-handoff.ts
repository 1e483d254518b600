// Hands what the contact form knows to the thank-you page it navigates to, through the tab's
// sessionStorage and never the address (history, proxies and server logs keep addresses, and a link
// could make the firm's page say anything): the outcome toast, shown once, and the name, e-mail and
// company the visitor sent, shown in the page's "Submission Details" card.

const TOAST_KEY = 'contact:pending-toast';
const DETAILS_KEY = 'contact:submitted-details';

/** The thank-you page: the same address for everyone, carrying nothing of the visitor. */
export const CONTACT_SUCCESS_PATH = '/contact/success';
/** The longest value the thank-you page shows of each detail (an e-mail address's limit). */
export const SUCCESS_DETAIL_MAX_LENGTH = 254;

export interface PendingToast {
  kind: 'success' | 'warning';
  message: string;
}

/** False when storage is unavailable (private modes, disabled storage): show the toast at once instead. */
export function savePendingToast(toast: PendingToast): boolean {
  try {
    sessionStorage.setItem(TOAST_KEY, JSON.stringify(toast));
    return true;
  } catch {
    return false;
  }
}

export function takePendingToast(): PendingToast | null {
  try {
    const raw = sessionStorage.getItem(TOAST_KEY);
    sessionStorage.removeItem(TOAST_KEY);
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

/** The details the card lists: whichever of name, e-mail and company were sent (spec 2, Contact success). */
export interface SubmittedDetails {
  name?: string;
  email?: string;
  company?: string;
}

/**
 * Keeps the sent details for the thank-you page. They stay in this tab (a reload still shows them)
 * until it closes or the next enquiry replaces them; /logout clears session storage too.
 */
export function saveSubmittedDetails(values: { name: string; email: string; company?: string }): void {
  const details: SubmittedDetails = { name: values.name.trim(), email: values.email.trim() };
  if (values.company?.trim()) details.company = values.company.trim();
  try {
    sessionStorage.setItem(DETAILS_KEY, JSON.stringify(details));
  } catch {
    // Storage is off: the page thanks the visitor without listing the details.
  }
}

const detail = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, SUCCESS_DETAIL_MAX_LENGTH) || undefined : undefined;

/**
 * The details this tab sent; null when it sent none (nothing to thank for), 'unavailable' when the
 * tab's storage cannot be read (the form could not have saved them either).
 */
export function readSubmittedDetails(): SubmittedDetails | null | 'unavailable' {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(DETAILS_KEY);
  } catch {
    return 'unavailable';
  }
  if (!raw) return null;
  let value: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    value = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return null;
  }
  const details: SubmittedDetails = { name: detail(value.name), email: detail(value.email), company: detail(value.company) };
  return details.name || details.email ? details : null;
}
