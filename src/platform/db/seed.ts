// Idempotent seeding: each seed item is inserted the first time only (tracked in seed_history), so a
// re-seed never overwrites what staff edited and never brings back what they deleted. The items come
// from the features (their seed.ts); this runner knows none of them.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

export interface SeedItem {
  /** Unique and stable across releases, e.g. "insight:<id>". */
  key: string;
  insert(trx: Transaction<Database>, now: Date): Promise<unknown>;
}

export interface SeedReport {
  inserted: string[];
}

/** Inserts every item never seeded before, each in its own transaction with its seed_history row. */
export async function applySeed(db: Kysely<Database>, items: readonly SeedItem[], now = new Date()): Promise<SeedReport> {
  const report: SeedReport = { inserted: [] };
  for (const item of items) {
    await db.transaction().execute(async (trx) => {
      const recorded = await trx
        .insertInto('seed_history')
        .values({ key: item.key, seeded_at: now })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await item.insert(trx, now);
      report.inserted.push(item.key);
    });
  }
  return report;
}
