// The database is locked by someone else for longer than a request may wait (SQLite: another process
// holds the write lock). Answered as 503 with Retry-After by the request layer, never as a blank 500.

/** Seconds a client is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super('The database is busy (locked by another process); try again shortly.', { cause });
    this.name = 'DatabaseBusyError';
  }
}

/** True for DatabaseBusyError, also when a library wrapped it as the cause of its own error. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof DatabaseBusyError) return true;
  }
  return false;
}
