// The claim and lease every outbox shares (e-mails in email_outbox, webhook deliveries in
// webhook_deliveries, newsletter deliveries in newsletter_deliveries): a row is due when it waits
// (`pending`, its time come) or when the claim on it ran out (`sending`, its lease over: the process
// holding it died or hung). A claim is one conditional UPDATE that marks at most `limit` rows `sending`
// with a lease and counts the attempt, so with several instances each row is taken by one: on
// PostgreSQL the candidates are picked FOR UPDATE SKIP LOCKED, on SQLite the single writer makes the
// UPDATE atomic by itself. The attempt count is the claim's fencing token: a write about an attempt
// names it, so a claimer whose lease ran out changes nothing.
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import type { AppDatabase } from '../db/database.ts';
import type { Database, Timestamp } from '../db/schema.ts';

/** The tables whose rows are claimed this way. */
export type LeasedTable = 'email_outbox' | 'webhook_deliveries' | 'newsletter_deliveries';

/** The columns a claim reads and writes, the same in every leased table. */
interface LeasedColumns {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
}

/** Any leased table seen through the columns they share. */
type LeasedDatabase = Record<string, LeasedColumns>;

function isDue(eb: ExpressionBuilder<LeasedDatabase, string>, now: Date): Expression<SqlBool> {
  return eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', now)]),
  ]);
}

export interface ClaimOptions {
  now?: Date;
  limit?: number;
  /** Only these rows (a request sending its own); otherwise any due row. */
  ids?: string[];
  leaseSeconds: number;
}

/** Marks due rows of `table` as being sent by the caller and returns them; rows another claimer holds are skipped. */
export async function claimDueRows<Table extends LeasedTable>(
  database: AppDatabase,
  table: Table,
  options: ClaimOptions,
): Promise<Selectable<Database[Table]>[]> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 10;
  const lockedUntil = new Date(now.getTime() + options.leaseSeconds * 1000);
  const ids = options.ids;
  if (ids?.length === 0) return [];
  const db = database.db as unknown as Kysely<LeasedDatabase>;
  const name: string = table;
  // The candidates are picked once, in a materialized CTE. Written as `id IN (SELECT … LIMIT n FOR
  // UPDATE SKIP LOCKED)`, PostgreSQL may run the sub-select again for each row it looks at; each run
  // skips the rows the previous ones claimed and finds the next, so the claim took every due row
  // whatever its limit. MATERIALIZED says "once" outright rather than leaving it to the planner,
  // which folds a CTE used once into the query when it sees no side effects.
  const rows = await db
    .with(
      (cte) => cte('claimed').materialized(),
      (qb) => {
        let candidates = qb
          .selectFrom(name)
          .select('id')
          .where((inner) => isDue(inner, now))
          .orderBy('next_attempt_at')
          .limit(limit);
        if (ids) candidates = candidates.where('id', 'in', ids);
        return database.dialect === 'postgres' ? candidates.forUpdate().skipLocked() : candidates;
      },
    )
    .updateTable(name)
    .set((eb) => ({ status: 'sending', locked_until: lockedUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('claimed').select('claimed.id'))
    // Re-checked on the row itself: on SQLite this is the whole claim, on PostgreSQL it guards the
    // moment between the pick and the update.
    .where((eb) => isDue(eb, now))
    .returningAll()
    .execute();
  return rows as unknown as Selectable<Database[Table]>[];
}

/** Waits between tries to record an attempt's outcome, growing to 5 s. */
const RECORD_RETRY_MS = [250, 500, 1000, 2000, 5000];
/** Trying stops this long before the claim's lease runs out, after which another claimer may take the row. */
const RECORD_MARGIN_MS = 5000;

/**
 * Writes what became of an attempt, tried again while the database is out of reach (a PostgreSQL
 * restart) for as long as the claim's lease holds. Given up, the row is tried again when its lease
 * runs out: an outbox promises at least once.
 */
export async function recordWhileLeased(lockedUntil: Date | string | null, write: () => Promise<unknown>): Promise<void> {
  const leaseEnds = lockedUntil ? new Date(lockedUntil).getTime() : Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      await write();
      return;
    } catch (error) {
      const delay = RECORD_RETRY_MS[Math.min(attempt, RECORD_RETRY_MS.length - 1)] ?? 5000;
      if (Date.now() + delay > leaseEnds - RECORD_MARGIN_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
