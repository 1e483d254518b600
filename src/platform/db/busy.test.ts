// Which database errors are answered 503 "busy for a moment" rather than a blank 500: a locked
// SQLite file (node-sqlite.test.ts) and a PostgreSQL server out of reach (restarting, unreachable).

import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseBusy } from './busy.ts';
import { createTestDatabase, type TestDatabase } from './database.testing.ts';
import { openDatabase } from './database.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a database out of reach counts as busy', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('a PostgreSQL server that refuses the connection', async () => {
    const unreachable = openDatabase({ dialect: 'postgres', url: `postgres://postgres@127.0.0.1:${await closedPort()}/site` });
    try {
      const error = await sql`select 1`.execute(unreachable.db).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseBusy(error)).toBe(true);
      expect(isDatabaseBusy(new Error('wrapped', { cause: error }))).toBe(true);
    } finally {
      await unreachable.close();
    }
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'a PostgreSQL connection the server ends (as a restart does), but not an SQL mistake',
    async () => {
      database = await createTestDatabase('postgres');
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        const ended = await database.db
          .transaction()
          .execute(async (trx) => {
            const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
            await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
            await sleep(300);
            await sql`select 1`.execute(trx);
          })
          .catch((failure: unknown) => failure);
        expect(isDatabaseBusy(ended)).toBe(true);
        const mistake = await sql`select * from no_such_table`.execute(database.db).catch((failure: unknown) => failure);
        expect(mistake).toBeInstanceOf(Error);
        expect(isDatabaseBusy(mistake)).toBe(false);
      } finally {
        await admin.end();
      }
    },
  );

  it('not an ordinary error', () => {
    expect(isDatabaseBusy(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseBusy(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
