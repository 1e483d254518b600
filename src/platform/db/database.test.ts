// The PostgreSQL pool survives its server dropping connections (a restart, a failover): no error
// event may go unheard and end the process, and queries work again once the server is back.

import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.testing.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!TEST_DATABASE_URL)('the PostgreSQL pool when the server drops its connections', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('keeps the process alive when a connection held between two queries of a transaction is terminated, and answers the next query', async () => {
    database = await createTestDatabase('postgres');
    const unheard: unknown[] = [];
    const listener = (error: unknown) => unheard.push(error);
    process.on('uncaughtException', listener);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const failed = await database.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // What a restart does to every connection: the server ends it while the transaction awaits other work.
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          await sleep(300);
          await sql`select 1`.execute(trx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failed).toBeInstanceOf(Error);
      expect(unheard).toEqual([]);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', listener);
      await admin.end();
    }
  });
});
