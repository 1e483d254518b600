// Adapts Node's built-in `node:sqlite` to the driver interface Kysely's SqliteDialect expects, so
// the embedded database needs no native addon tied to one Node ABI.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase } from 'kysely';

function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

export function openSqliteDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new DatabaseSync(file);
  // busy_timeout lets a second process (the CLI, another worker) wait for a write lock instead of failing.
  database.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      const reader = statement.columns().length > 0;
      return {
        reader,
        all: (parameters) => statement.all(...parameters.map(toSqliteValue)),
        run: (parameters) => {
          const result = statement.run(...parameters.map(toSqliteValue));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (parameters) => statement.iterate(...parameters.map(toSqliteValue)),
      };
    },
  };
}
