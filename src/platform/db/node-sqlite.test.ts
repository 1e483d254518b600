// The SQLite driver under a write lock held by another connection (as another process would hold
// it): the event loop stays free, reads carry on, writes wait and then go through or fail clearly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseBusyError, isDatabaseBusy } from './busy.ts';
import { NodeSqliteDialect } from './node-sqlite.ts';

interface Counter {
  counters: { name: string; value: number };
}

/** The longest pause between ticks of a 5 ms timer while `work` runs: how long the event loop was blocked. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T | Error; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    return { result: await work().catch((error: Error) => error), stallMs };
  } finally {
    clearInterval(timer);
  }
}

describe('the SQLite driver while another process holds the write lock', () => {
  let directory: string;
  let file: string;
  let db: Kysely<Counter>;
  let holder: DatabaseSync;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'site-sqlite-lock-'));
    file = join(directory, 'site.db');
    db = new Kysely<Counter>({ dialect: new NodeSqliteDialect(file) });
    await sql`create table counters (name text primary key, value integer not null)`.execute(db);
    await db.insertInto('counters').values({ name: 'a', value: 0 }).execute();
    holder = new DatabaseSync(file);
  });

  afterEach(async () => {
    if (holder.isTransaction) holder.exec('ROLLBACK');
    holder.close();
    await db.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  it('waits for the lock without blocking the event loop, and writes once the lock is released', async () => {
    holder.exec('BEGIN IMMEDIATE');
    setTimeout(() => holder.exec('COMMIT'), 1_500);
    const { result, stallMs } = await longestStall(() =>
      db.updateTable('counters').set({ value: 1 }).where('name', '=', 'a').execute(),
    );
    expect(result).not.toBeInstanceOf(Error);
    expect(stallMs).toBeLessThan(200);
    expect((await db.selectFrom('counters').select('value').executeTakeFirstOrThrow()).value).toBe(1);
  });

  it('keeps answering reads in milliseconds while a write waits for the lock', async () => {
    holder.exec('BEGIN IMMEDIATE');
    const write = db.updateTable('counters').set({ value: 2 }).where('name', '=', 'a').execute();
    const started = performance.now();
    const rows = await db.selectFrom('counters').selectAll().execute();
    expect(performance.now() - started).toBeLessThan(200);
    expect(rows).toEqual([{ name: 'a', value: 0 }]);
    holder.exec('COMMIT');
    await write;
  });

  it('starts every transaction by taking the write lock, waiting for it without blocking', async () => {
    holder.exec('BEGIN IMMEDIATE');
    setTimeout(() => holder.exec('COMMIT'), 1_000);
    // Read, then write: a deferred transaction would fail here if the holder committed in between.
    const { result, stallMs } = await longestStall(() =>
      db.transaction().execute(async (trx) => {
        const { value } = await trx.selectFrom('counters').select('value').executeTakeFirstOrThrow();
        await trx
          .updateTable('counters')
          .set({ value: value + 1 })
          .execute();
      }),
    );
    expect(result).not.toBeInstanceOf(Error);
    expect(stallMs).toBeLessThan(200);
    expect((await db.selectFrom('counters').select('value').executeTakeFirstOrThrow()).value).toBe(1);
  });

  it('runs transactions of one process one after another, each seeing the last one’s change', async () => {
    await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction().execute(async (trx) => {
          const { value } = await trx.selectFrom('counters').select('value').executeTakeFirstOrThrow();
          await new Promise((resolve) => setTimeout(resolve, 5));
          await trx
            .updateTable('counters')
            .set({ value: value + 1 })
            .execute();
        }),
      ),
    );
    expect((await db.selectFrom('counters').select('value').executeTakeFirstOrThrow()).value).toBe(8);
  });

  it('gives up after its bound with DatabaseBusyError, having kept the event loop free', async () => {
    await db.destroy();
    db = new Kysely<Counter>({
      dialect: new NodeSqliteDialect(file, { lockWaitMs: 10, firstDelayMs: 10, maxDelayMs: 100, giveUpAfterMs: 800 }),
    });
    holder.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    const { result, stallMs } = await longestStall(() =>
      db.updateTable('counters').set({ value: 3 }).where('name', '=', 'a').execute(),
    );
    expect(result).toBeInstanceOf(DatabaseBusyError);
    expect(isDatabaseBusy(new Error('wrapped', { cause: result }))).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(700);
    expect(stallMs).toBeLessThan(200);
  });
});
