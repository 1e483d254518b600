// The database setting: DATABASE_URL read into a dialect and its file or address.
import '#src/platform/validation/zod-jitless.ts';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parsedWith } from '../settings.ts';

export type DatabaseSettings = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

/** DATABASE_URL: empty for the embedded SQLite file, `sqlite:<path>` / a `.db` path, or `postgres://…`. */
export function parseDatabaseUrl(raw: string | undefined): DatabaseSettings {
  const value = raw?.trim() ?? '';
  if (value === '') return { dialect: 'sqlite', file: resolve('data/site.db') };
  if (/^postgres(ql)?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error('is not a valid URL; expected postgres://user:password@host:5432/database');
    }
    if (!url.hostname) throw new Error('has no host; expected postgres://user:password@host:5432/database');
    if (url.pathname.length <= 1) throw new Error('names no database; expected postgres://user:password@host:5432/database');
    return { dialect: 'postgres', url: value };
  }
  const sqliteMatch = /^(?:sqlite|file):(?:\/\/)?(.+)$/i.exec(value);
  if (sqliteMatch?.[1]) return { dialect: 'sqlite', file: resolve(sqliteMatch[1]) };
  if (!value.includes('://') && /\.(db|sqlite|sqlite3)$/i.test(value)) return { dialect: 'sqlite', file: resolve(value) };
  throw new Error(
    'is not a database address; expected empty (embedded SQLite), sqlite:<file path>, or postgres://user:password@host:5432/database',
  );
}

export const databaseVariables = z.object({ DATABASE_URL: parsedWith(parseDatabaseUrl) });
