// Column types and defaults that differ between the two dialects, for use in migrations only.
import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../database.ts';

export interface DialectColumns {
  timestamp: 'timestamptz' | 'text';
  boolean: 'boolean' | 'integer';
  now: RawBuilder<unknown>;
  true: RawBuilder<unknown>;
  false: RawBuilder<unknown>;
}

export function columnsFor(dialect: Dialect): DialectColumns {
  if (dialect === 'postgres') {
    return { timestamp: 'timestamptz', boolean: 'boolean', now: sql`now()`, true: sql`true`, false: sql`false` };
  }
  // ISO 8601 with milliseconds and Z, the same text node:sqlite receives from Date#toISOString.
  return {
    timestamp: 'text',
    boolean: 'integer',
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    true: sql`1`,
    false: sql`0`,
  };
}
