// Reads dialect-dependent column values the same way on SQLite and PostgreSQL.

/** A timestamp column (Date on PostgreSQL, ISO text on SQLite) as an ISO 8601 string. */
export function toIsoTimestamp(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** A boolean column (boolean on PostgreSQL, 0/1 on SQLite) as a boolean. */
export function toBoolean(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

/** A JSON text column's value; null when empty or not JSON (a damaged value reads as none). */
export function parseJsonColumn<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
