// Real databases for integration tests: a fresh SQLite file always, and a fresh PostgreSQL schema
// when TEST_DATABASE_URL is set (CI sets it). Each call gives an empty, isolated database.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type AppDatabase, type Dialect, openDatabase } from './database.ts';

export interface TestDatabase extends AppDatabase {
  /** Closes the connection and removes the file or schema. */
  dispose(): Promise<void>;
  /** Settings a second process (or `npm start`) would use to reach the same database. */
  url: string;
}

export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const directory = mkdtempSync(join(tmpdir(), 'site-test-'));
    const file = join(directory, 'site.db');
    const database = openDatabase({ dialect: 'sqlite', file });
    return {
      ...database,
      url: `sqlite:${file}`,
      async dispose() {
        await database.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = openDatabase({ dialect: 'postgres', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}
