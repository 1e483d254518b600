// The database is locked by someone else for longer than a request may wait (SQLite: another process
// holds the write lock), or out of reach for a moment (PostgreSQL restarting, its connections
// dropped). Answered as 503 with Retry-After by the request layer, never as a blank 500.

/** Seconds a client is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super('The database is busy (locked by another process); try again shortly.', { cause });
    this.name = 'DatabaseBusyError';
  }
}

/** Socket errors of a connection to the database server that did not open or broke. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/** node-postgres's own words for a connection that broke or could not be had in time. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * PostgreSQL out of reach: SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting
 * down, crashed or starting up), a socket error, or node-postgres reporting a broken connection.
 */
function isUnreachable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code))) return true;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  return PG_CONNECTION_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * True for DatabaseBusyError and for a database out of reach for a moment, also when a library
 * wrapped either as the cause of its own error.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof DatabaseBusyError || isUnreachable(current)) return true;
  }
  return false;
}
