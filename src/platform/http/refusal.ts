// A request the server refuses for a reason the caller can fix: endpoints answer it with its status
// and its message as they are (a bug is never a Refusal; it becomes a plain 500). A refusal that
// passes with time (too many requests, a busy server) says when to try again.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';

export type RefusalStatus = 400 | 404 | 409 | 413 | 422 | 429 | 503;

export class Refusal extends Error {
  readonly status: RefusalStatus;
  /** Sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;
  /** More for the caller beside the message (a 409's conflicting version), sent in the answer's body. */
  readonly details: Record<string, unknown> | undefined;
  constructor(
    status: RefusalStatus,
    message: string,
    options: { retryAfterSeconds?: number; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'Refusal';
    this.status = status;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

/** The headers a refusal's answer carries (Retry-After when it says when to try again). */
export function refusalHeaders(refusal: Refusal): Record<string, string> {
  return refusal.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(refusal.retryAfterSeconds) };
}

/** A refusal of one field of a form, answered 422 beside that field like the schema's own refusals. */
export function fieldRefusal(field: string, message: string): z.ZodError {
  return new z.ZodError([{ code: 'custom', path: [field], message, input: undefined }]);
}
