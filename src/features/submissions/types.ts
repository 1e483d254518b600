// Plain shapes the inbox screen receives from the server (JSON answers).
import type { OutboxStatus } from '#src/platform/db/schema.ts';
import type { ContactPreference, EnquiryChannel, SpamReason, SubmissionPriority, SubmissionStatus } from '../contact/tables.ts';
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
  /** The UTM source, else the referrer's host, else "direct". */
  source: string;
  /** The staff member who owns it (users.id), or null. */
  assignedTo: string | null;
  /** The contact form, or a booked call (features/bookings). */
  channel: EnquiryChannel;
}

/** Where the enquiry came from, as stored (null: not known). */
export interface SubmissionSource {
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  formPath: string | null;
  calculator: { profit: number; multiple: number; valueLow: number; valueHigh: number } | null;
}

/** The visitor's optional answers, worded (null: not answered). */
export interface SubmissionAnswers {
  revenueBand: string | null;
  headcountBand: string | null;
  workforceMix: string | null;
  sellTimeframe: string | null;
  contactPreference: ContactPreference | null;
  bestTimeToCall: string | null;
  noConfirmation: boolean;
}

/** A staff note: never shown to the visitor. */
export interface SubmissionNote {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

/** One line of the enquiry's history, from the audit log. */
export interface SubmissionHistoryItem {
  id: string;
  at: string;
  by: string | null;
  text: string;
}

/** Someone an enquiry may be assigned to: staff who may see enquiries. */
export interface Assignee {
  id: string;
  name: string;
  email: string;
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
  leadSource: SubmissionSource;
  answers: SubmissionAnswers;
  /** When it left New or got its first note; null while it waits. */
  firstResponseAt: string | null;
  notes: SubmissionNote[];
  history: SubmissionHistoryItem[];
  assignees: Assignee[];
}

/** GET /api/admin/submissions */
export interface SubmissionPage {
  submissions: AdminSubmissionRow[];
  /** Enquiries in the folder that match the search and filters. */
  matching: number;
  /** Every enquiry in each folder. */
  folders: Record<Folder, number>;
  /** The sources enquiries came from (the source filter's choices), most enquiries first. */
  sources: string[];
  page: number;
  pageCount: number;
  pageSize: number;
  /** ENQUIRY_RETENTION_DAYS and how many enquiries are older (null days: kept for ever). */
  retention: { days: number | null; due: number };
}
