// Plain shapes the inbox screen receives from the server (JSON answers).
import type { OutboxStatus, SpamReason, SubmissionPriority, SubmissionStatus } from '#src/platform/db/schema.ts';
import type { Folder } from './schema.ts';

/** One row of the submissions table. */
export interface AdminSubmissionRow {
  id: string;
  name: string;
  email: string;
  company: string | null;
  status: SubmissionStatus;
  priority: SubmissionPriority;
  spamReason: SpamReason | null;
  deletedAt: string | null;
  createdAt: string;
  /** One of its e-mails failed, or waits for a retry after a failed attempt. */
  undeliveredEmail: boolean;
}

/** One e-mail about an enquiry and where its delivery stands. */
export interface EmailDelivery {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

/** The view dialog: every field, and the enquiry's e-mails. */
export interface SubmissionDetail extends AdminSubmissionRow {
  phone: string | null;
  message: string;
  updatedAt: string;
  emails: EmailDelivery[];
}

/** GET /api/admin/submissions */
export interface SubmissionPage {
  submissions: AdminSubmissionRow[];
  /** Enquiries in the folder that match the search and filters. */
  matching: number;
  /** Every enquiry in each folder. */
  folders: Record<Folder, number>;
  page: number;
  pageCount: number;
  pageSize: number;
  /** ENQUIRY_RETENTION_DAYS and how many enquiries are older (null days: kept for ever). */
  retention: { days: number | null; due: number };
}
