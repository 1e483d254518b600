// Contact Submissions' words and rules (spec sections 2, 4, 5 and 8): statuses and priorities with
// their labels and badge colours, the edit dialog's schema (shared with the endpoint), the list's
// query (search, filters, folder, page), how long a deleted enquiry is kept, and every toast.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import type { BadgeMap } from '#src/ui/Badge.tsx';
import { ALL } from '#src/ui/filter-list.ts';
import { pageNumberParameter, searchTextParameter } from '../admin/list-query.ts';
import {
  type EnquiryChannel,
  type SpamReason,
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
  type SubmissionPriority,
  type SubmissionStatus,
} from '../contact/tables.ts';

export { type SpamReason, SUBMISSION_PRIORITIES, SUBMISSION_STATUSES, type SubmissionPriority, type SubmissionStatus };

// In the browser zod would probe `new Function`, which the admin's CSP forbids (see contact/schema.ts).

export const STATUS_BADGES: BadgeMap<SubmissionStatus> = {
  new: { label: 'New', tone: 'blue' },
  'in-progress': { label: 'In Progress', tone: 'amber' },
  completed: { label: 'Completed', tone: 'green' },
  closed: { label: 'Closed', tone: 'slate' },
};

export const PRIORITY_BADGES: BadgeMap<SubmissionPriority> = {
  low: { label: 'Low', tone: 'slate' },
  medium: { label: 'Medium', tone: 'blue' },
  high: { label: 'High', tone: 'red' },
};

/** A deleted enquiry stays restorable this long, then it is purged for good. */
export const SOFT_DELETE_DAYS = 30;
/** Rows per page of the inbox. */
export const SUBMISSIONS_PAGE_SIZE = 25;

/**
 * Where an enquiry is: the inbox (a too-fast one with its "Possible spam" badge among them), suspected
 * spam (a filled honeypot: no notification sent), or deleted.
 */
export const FOLDERS = ['inbox', 'spam', 'deleted'] as const;
export type Folder = (typeof FOLDERS)[number];

export const FOLDER_LABELS: Record<Folder, string> = {
  inbox: 'Inbox',
  spam: 'Suspected spam',
  deleted: `Deleted (kept ${SOFT_DELETE_DAYS} days)`,
};

export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: 'A hidden field that people never see was filled in.',
  'too-fast': 'It was sent faster than a person usually fills in the form.',
};

/** The badge each reason shows in the list: only a honeypot keeps an enquiry out of the inbox. */
export const SPAM_REASON_BADGES: Record<SpamReason, string> = {
  honeypot: 'Suspected spam',
  'too-fast': 'Possible spam',
};

/** How each enquiry reached the firm, as the inbox and the analytics name it. */
export const CHANNEL_LABELS: Record<EnquiryChannel, string> = { form: 'Contact form', 'booked-call': 'Booked call' };

/** The longest internal note. */
export const NOTE_MAX_LENGTH = 5000;
export const SOURCE_FILTER_MAX_LENGTH = 253;

export const SUBMISSION_MESSAGES = {
  loading: 'Loading contact submissions...',
  searchPlaceholder: 'Search submissions...',
  empty: 'No contact submissions found',
  detailsTitle: 'Contact Submission Details',
  editTitle: 'Edit Contact Submission',
  deleteQuestion: 'Are you sure you want to delete this submission?',
  notProvided: 'Not provided',
  updated: 'Submission updated successfully',
  deleted: 'Submission deleted successfully',
  restored: 'Submission restored',
  movedToInbox: 'Moved to the inbox',
  resent: 'E-mail sent again',
  resendQueued: 'The e-mail could not be sent yet; it will be retried automatically.',
  exported: (count: number, file: string) => `Exported ${count.toLocaleString('en-AU')} submissions to ${file}`,
  purged: (count: number) => `Purged ${count.toLocaleString('en-AU')} enquiries`,
  loadFailed: 'Failed to load contact submissions',
  updateFailed: 'Failed to update submission',
  deleteFailed: 'Failed to delete submission',
  restoreFailed: 'Failed to restore submission',
  resendFailed: 'Failed to send the e-mail again',
  exportTitle: 'Export Failed',
  exportFailed: 'Failed to export contact submissions',
  purgeFailed: 'Failed to purge old enquiries',
  notFound: 'That submission no longer exists. Refresh the list and try again.',
  emailNotFound: 'That e-mail no longer exists. Refresh and try again.',
  alreadyDeleted: 'This submission is already deleted.',
  notDeleted: 'This submission is not deleted.',
  deletedUnchangeable: 'This submission is deleted. Restore it before changing it.',
  notSpam: 'This submission is not marked as suspected spam.',
  badStatus: 'Status must be one of New, In Progress, Completed or Closed.',
  badPriority: 'Priority must be one of Low, Medium or High.',
  noteEmpty: 'Write the note before saving it.',
  noteTooLong: `A note must be at most ${NOTE_MAX_LENGTH.toLocaleString('en-AU')} characters.`,
  noteAdded: 'Note added',
  noteFailed: 'Failed to add the note',
  assigned: 'Assignee saved',
  assignFailed: 'Failed to assign the submission',
  badAssignee: 'Choose a staff member who may see enquiries (an admin), or nobody.',
  unassigned: 'Nobody',
} as const;

/** POST /api/admin/submissions/:id/notes */
export const SubmissionNoteSchema = z.object({
  body: z
    .string({ error: SUBMISSION_MESSAGES.noteEmpty })
    .trim()
    .min(1, SUBMISSION_MESSAGES.noteEmpty)
    .max(NOTE_MAX_LENGTH, SUBMISSION_MESSAGES.noteTooLong),
});

/** PUT /api/admin/submissions/:id/assignee: a staff member's id, or null for nobody. */
export const SubmissionAssigneeSchema = z.object({
  assignedTo: z.string({ error: SUBMISSION_MESSAGES.badAssignee }).min(1, SUBMISSION_MESSAGES.badAssignee).max(200).nullable(),
});

/** The edit dialog: Status and Priority, any value to any value (spec section 4). */
export const SubmissionUpdateSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: SUBMISSION_MESSAGES.badStatus }),
  priority: z.enum(SUBMISSION_PRIORITIES, { error: SUBMISSION_MESSAGES.badPriority }),
});
export type SubmissionUpdate = z.output<typeof SubmissionUpdateSchema>;

/** The list's query string: what the filter bar shows, and the page. */
export const SubmissionQuerySchema = z.object({
  search: searchTextParameter,
  status: z.enum([ALL, ...SUBMISSION_STATUSES], { error: SUBMISSION_MESSAGES.badStatus }).default(ALL),
  priority: z.enum([ALL, ...SUBMISSION_PRIORITIES], { error: SUBMISSION_MESSAGES.badPriority }).default(ALL),
  folder: z.enum(FOLDERS, { error: 'Folder must be inbox, spam or deleted.' }).default('inbox'),
  /** A source as the list names it (UTM source, else referrer host, else "direct"). */
  source: z
    .string()
    .trim()
    .max(SOURCE_FILTER_MAX_LENGTH, `Source must be at most ${SOURCE_FILTER_MAX_LENGTH} characters.`)
    .default(ALL)
    .transform((value) => value || ALL),
  page: pageNumberParameter,
});
export type SubmissionQuery = z.output<typeof SubmissionQuerySchema>;

/** The query as URL parameters, defaults left out (the screen's fetch and export links). */
export function submissionQueryString(query: Partial<SubmissionQuery>): string {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.status && query.status !== ALL) params.set('status', query.status);
  if (query.priority && query.priority !== ALL) params.set('priority', query.priority);
  if (query.folder && query.folder !== 'inbox') params.set('folder', query.folder);
  if (query.source && query.source !== ALL) params.set('source', query.source);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
