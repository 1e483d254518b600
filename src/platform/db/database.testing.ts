// Real databases for integration tests: a SQLite file always, and PostgreSQL too when TEST_DATABASE_URL is set
// (CI sets it). Each call gives an isolated database, empty or at the latest migration. A migrated one is a copy
// of a template the global setup (database.global-setup.ts) migrated once per run, much quicker than migrating.
// On PostgreSQL each vitest worker has databases of its own, so test files run in parallel.
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type AppDatabase, type Dialect, openDatabase } from './database.ts';
import { databaseUrl, quoted, restorePristine, WITHOUT_COMMIT_FLUSH, withConnection } from './postgres-copies.testing.ts';

export interface TestDatabase extends AppDatabase {
  /** Closes the connection and removes the file or schema, or gives the copy back. */
  dispose(): Promise<void>;
  /** Settings a second process (or `npm start`) would use to reach the same database. */
  url: string;
}

export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** An empty database, for tests of the migrations themselves. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  return dialect === 'sqlite' ? sqliteDatabase() : postgresSchema();
}

/** A database as migrateToLatest leaves a new install. */
export async function createMigratedTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  return dialect === 'sqlite' ? sqliteDatabase(inject('testDatabaseTemplates').sqlite) : postgresCopy();
}

async function sqliteDatabase(template?: string): Promise<TestDatabase> {
  const directory = mkdtempSync(join(tmpdir(), 'site-test-'));
  const file = join(directory, 'site.db');
  if (template) copyFileSync(template, file);
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

function postgresRun() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const run = inject('testDatabaseTemplates').postgres;
  if (!baseUrl || !run) throw new Error('TEST_DATABASE_URL is not set');
  // VITEST_POOL_ID numbers the workers that run at the same time, from 1; one file at a time runs in each.
  return { baseUrl, ...run, worker: `${run.prefix}w${process.env.VITEST_POOL_ID ?? 1}` };
}

/** Makes a database unless an earlier file of this worker did. */
async function ensureDatabase(baseUrl: string, name: string, template?: string) {
  await withConnection(baseUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    await client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`);
    await client.query(`alter database ${quoted(name)} ${WITHOUT_COMMIT_FLUSH}`);
  });
}

let workerDatabase: Promise<string> | undefined;

/**
 * An empty schema in this worker's database. Kysely's migrator takes a lock per database, so schemas of
 * other workers' files, migrating at the same time, are kept in other databases.
 */
async function postgresSchema(): Promise<TestDatabase> {
  const { baseUrl, worker } = postgresRun();
  workerDatabase ??= ensureDatabase(baseUrl, worker).then(() => databaseUrl(baseUrl, worker));
  const workerUrl = await workerDatabase;
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  await withConnection(workerUrl, (client) => client.query(`create schema ${schema}`));
  const url = new URL(workerUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = openDatabase({ dialect: 'postgres', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      await withConnection(workerUrl, (client) => client.query(`drop schema if exists ${schema} cascade`));
    },
  };
}

/** This worker's copies of the template given out now, by number. */
const copiesInUse = new Set<number>();

/** A copy of the migrated template of this worker's own, as the template left it. */
async function postgresCopy(): Promise<TestDatabase> {
  const { baseUrl, template, pristine, worker } = postgresRun();
  let number = 1;
  while (copiesInUse.has(number)) number += 1;
  copiesInUse.add(number);
  const name = `${worker}_${number}`;
  const url = databaseUrl(baseUrl, name);
  try {
    await ensureDatabase(baseUrl, name, template);
    if (!(await restorePristine(url, pristine))) {
      await withConnection(baseUrl, async (client) => {
        await client.query(`drop database ${quoted(name)} with (force)`);
        await client.query(`create database ${quoted(name)} template ${quoted(template)}`);
        await client.query(`alter database ${quoted(name)} ${WITHOUT_COMMIT_FLUSH}`);
      });
    }
  } catch (error) {
    copiesInUse.delete(number);
    throw error;
  }
  const database = openDatabase({ dialect: 'postgres', url });
  return {
    ...database,
    url,
    async dispose() {
      await database.close();
      copiesInUse.delete(number);
    },
  };
}
