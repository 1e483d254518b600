// The enquiry endpoint's JSON answers (POST /api/contact), shared by the server and the form.
import type { EnquiryErrorField } from './schema.ts';

/** 201: stored. "sent" when both e-mails went out at once, "queued" when they wait for a retry. */
export interface ContactAccepted {
  ok: true;
  outcome: 'sent' | 'queued';
}

export type ContactErrorCode =
  | 'unsupported-media-type'
  | 'too-large'
  | 'invalid-json'
  | 'invalid-fields'
  | 'captcha-rejected'
  | 'captcha-unavailable'
  | 'form-expired'
  | 'rate-limited'
  | 'insert-failed';

export interface ContactRejected {
  ok: false;
  error: ContactErrorCode;
  message: string;
  /** Per-field messages (invalid-fields, and captcha-rejected for the captcha field). */
  fieldErrors?: Partial<Record<EnquiryErrorField, string[]>>;
  retryAfterSeconds?: number;
}

export type ContactApiResponse = ContactAccepted | ContactRejected;

export const CONTACT_ENDPOINT = '/api/contact';
/** Bodies over this are refused unread (413). */
export const CONTACT_MAX_BODY_BYTES = 64 * 1024;
