// The Subscribers screen's words, filters and page size, shared by the screen and the server.
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from './tables.ts';

/** A subscriber as the screen and the export show them. */
export interface AdminSubscriber {
  id: string;
  email: string;
  name: string | null;
  status: SubscriberStatus;
  consent_at: string;
  consent_source: string;
  consent_wording: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  unsubscribe_method: string | null;
  bounced_at: string | null;
  bounce_reason: string | null;
  created_at: string;
}

export const SUBSCRIBER_PAGE_SIZE = 50;
export const SUBSCRIBER_STATUS_FILTERS = ['all', ...SUBSCRIBER_STATUSES] as const;

export interface SubscriberQuery {
  search: string;
  status: (typeof SUBSCRIBER_STATUS_FILTERS)[number];
  page: number;
}

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

export function subscriberQueryString(query: Partial<SubscriberQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const SUBSCRIBERS_MESSAGES = {
  notFound: 'That subscriber no longer exists.',
  loadFailed: 'The subscribers could not be loaded.',
  loading: 'Loading subscribers...',
  searchPlaceholder: 'Search by e-mail or name...',
  importColumns: 'The CSV needs an email column and a consent_at column (the date each person gave consent).',
  importEmpty: 'The CSV has no rows under its header.',
  importTooMany: (max: number) => `A CSV may hold at most ${max.toLocaleString('en-AU')} rows.`,
  importNoConsent: 'no consent date (consent_at, such as 2025-03-31): an address is imported only with the date its owner agreed',
  importRow: (row: number, problem: string) => `Row ${row}: ${problem}`,
  importedWording: 'Consent given before the list was imported (date as recorded by the firm).',
  imported: ({ added, skipped }: { added: number; skipped: number }) =>
    `${added} added${skipped > 0 ? `, ${skipped} already on the list left as they are` : ''}.`,
  importFailed: 'The CSV could not be imported.',
  unsubscribed: 'Unsubscribed. They get no newsletter from now on.',
  unsubscribeFailed: 'They could not be unsubscribed.',
  deleteQuestion: 'Delete this subscriber for good?',
  deleted: 'Deleted, with everything kept about them.',
  deleteFailed: 'The subscriber could not be deleted.',
  exportFailed: 'The subscribers could not be exported.',
} as const;
