// Opens the application database: embedded SQLite (default) or PostgreSQL, behind one Kysely API.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSettings } from '../config.ts';
import { NodeSqliteDialect } from './node-sqlite.ts';
import type { Database } from './schema.ts';

export type Dialect = DatabaseSettings['dialect'];

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export function openDatabase(settings: DatabaseSettings): AppDatabase {
  if (settings.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: settings.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(settings.file) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
