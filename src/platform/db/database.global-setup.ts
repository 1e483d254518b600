// Vitest's global setup for the test databases: migrates a SQLite file and (when TEST_DATABASE_URL is set) a
// PostgreSQL database once per run, for database.testing.ts to copy, and drops every database the run made.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import {
  databaseUrl,
  type Pristine,
  quoted,
  readPristine,
  WITHOUT_COMMIT_FLUSH,
  withConnection,
} from './postgres-copies.testing.ts';

/** What the global setup tells the test files (through vitest's `inject`). */
export interface TestDatabaseTemplates {
  /** A SQLite file at the latest migration. */
  sqlite: string;
  /** This run's PostgreSQL databases, all named `<prefix>…`; the migrated one is `template`. */
  postgres?: { prefix: string; template: string; pristine: Pristine };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

/** PostgreSQL cuts longer names short, which could make two test databases one. */
const MAX_NAME_BYTES = 63;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A run's databases are named `<database>_vt<pid>_…` after the database TEST_DATABASE_URL names and the run's
 * process. Drops this run's, and those of runs that ended without their teardown (killed); leaves alone those
 * of a run still going on the same database.
 */
async function dropRunDatabases(baseUrl: string, baseName: string) {
  const { rows } = await withConnection(baseUrl, (client) =>
    client.query<{ name: string }>('select datname as name from pg_database'),
  );
  const ended = rows.filter(({ name }) => {
    const pid = name.startsWith(baseName) ? /^_vt(\d+)_/.exec(name.slice(baseName.length))?.[1] : undefined;
    return pid !== undefined && (Number(pid) === process.pid || !isRunning(Number(pid)));
  });
  // All at once: each DROP DATABASE waits for a checkpoint, and drops waiting together share one.
  await Promise.all(
    ended.map(({ name }) =>
      withConnection(baseUrl, (client) => client.query(`drop database if exists ${quoted(name)} with (force)`)),
    ),
  );
}

async function migratedSqliteFile(): Promise<{ file: string; remove(): void }> {
  const directory = mkdtempSync(join(tmpdir(), 'site-test-template-'));
  const file = join(directory, 'site.db');
  const database = openDatabase({ dialect: 'sqlite', file });
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
  return { file, remove: () => rmSync(directory, { recursive: true, force: true }) };
}

async function migratedPostgresDatabase(baseUrl: string) {
  const baseName = decodeURIComponent(new URL(baseUrl).pathname.slice(1));
  const prefix = `${baseName}_vt${process.pid}_`;
  const template = `${prefix}template`;
  // The longest name database.testing.ts gives: a worker's copy, <prefix>w<pool id>_<number>.
  const longest = `${prefix}w99_99`;
  if (Buffer.byteLength(longest) > MAX_NAME_BYTES) {
    throw new Error(
      `The database name in TEST_DATABASE_URL is too long: the tests' databases are named like ${longest}, and PostgreSQL keeps ${MAX_NAME_BYTES} bytes.`,
    );
  }
  await dropRunDatabases(baseUrl, baseName);
  await withConnection(baseUrl, async (client) => {
    await client.query(`create database ${quoted(template)}`);
    await client.query(`alter database ${quoted(template)} ${WITHOUT_COMMIT_FLUSH}`);
  }).catch((error: Error) => {
    throw new Error(`Could not create a database with TEST_DATABASE_URL (its user needs CREATEDB): ${error.message}`);
  });
  const templateUrl = databaseUrl(baseUrl, template);
  const database = openDatabase({ dialect: 'postgres', url: templateUrl });
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
  const pristine = await withConnection(templateUrl, readPristine);
  return { names: { prefix, template, pristine }, drop: () => dropRunDatabases(baseUrl, baseName) };
}

export default async function setup(project: TestProject) {
  const sqlite = await migratedSqliteFile();
  const baseUrl = process.env.TEST_DATABASE_URL;
  const postgres = baseUrl ? await migratedPostgresDatabase(baseUrl) : undefined;
  project.provide('testDatabaseTemplates', { sqlite: sqlite.file, postgres: postgres?.names });
  return async () => {
    sqlite.remove();
    await postgres?.drop();
  };
}
