// The shared claim on a real database: it takes at most its limit of due rows, the oldest first, and
// leaves the rest waiting for the next claimer, on both dialects.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '../db/database.testing.ts';
import { enqueueEmails } from '../mail/outbox.server.ts';
import { claimDueRows } from './leases.server.ts';

const email = (index: number) => ({
  kind: 'test',
  to: `person${index}@example.com`,
  subject: `Hello ${index}`,
  text: 'Plain text',
  html: '<p>HTML</p>',
});

describe.each(testDialects)('claiming due outbox rows on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createMigratedTestDatabase(dialect);
  });
  afterEach(async () => database.dispose());

  /** Five e-mails queued a second apart, oldest first. */
  async function queueFive(): Promise<string[]> {
    const start = Date.now() - 60_000;
    const ids: string[] = [];
    for (let index = 0; index < 5; index++)
      ids.push(...(await enqueueEmails(database.db, [email(index)], new Date(start + index * 1000))));
    return ids;
  }

  /** How many rows have each status. */
  async function statuses(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const row of await database.db.selectFrom('email_outbox').select('status').execute()) {
      counts[row.status] = (counts[row.status] ?? 0) + 1;
    }
    return counts;
  }

  it('claims no more rows than its limit, the oldest first, and leaves the others waiting', async () => {
    const ids = await queueFive();
    const one = await claimDueRows(database, 'email_outbox', { limit: 1, leaseSeconds: 60 });
    expect(one.map((row) => row.id)).toEqual([ids[0]]);
    expect(await statuses()).toEqual({ sending: 1, pending: 4 });
    const two = await claimDueRows(database, 'email_outbox', { limit: 2, leaseSeconds: 60 });
    expect(two.map((row) => row.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(await statuses()).toEqual({ sending: 3, pending: 2 });
  });

  it('claims no more than its limit among the rows it is given', async () => {
    const ids = await queueFive();
    const claimed = await claimDueRows(database, 'email_outbox', { ids: ids.slice(2), limit: 2, leaseSeconds: 60 });
    expect(claimed.map((row) => row.id).sort()).toEqual([ids[2], ids[3]].sort());
    expect(await statuses()).toEqual({ sending: 2, pending: 3 });
  });
});
