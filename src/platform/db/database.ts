// Opens the application database: embedded SQLite (default) or PostgreSQL, behind one Kysely API.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { NodeSqliteDialect } from './node-sqlite.ts';
import type { Database } from './schema.ts';
import type { DatabaseSettings } from './settings.ts';

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
    // Nor one that is checked out between two queries (a transaction awaiting other work) when the
    // server restarts: pg emits that error on the client, where no listener would crash the process.
    // Its next query fails and the pool drops it on release.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(settings.file) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
