// Page views and events counted in memory and written in batches: a hit costs a map update, and every
// few seconds (and at shutdown) one transaction adds the batch to the daily and monthly totals. Unique visitors
// are counted by inserting the day's visitor hashes with ON CONFLICT DO NOTHING: only hashes the
// database did not hold yet add to `visitors`, so several instances and several batches agree.
// Tag kinds (referrers, UTM values, sources, search terms) keep at most valuesPerDay(kind) values a day: new
// values past it are counted under OTHER_TAG, in memory and again, against the stored day, at the flush.
import { type Kysely, sql } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { type AnalyticsKind, OTHER_TAG, TAG_KINDS, valuesPerDay } from './kinds.ts';

export interface CountedHit {
  day: string;
  kind: AnalyticsKind;
  key: string;
  visitor: string;
}

interface PendingCount {
  day: string;
  kind: AnalyticsKind;
  key: string;
  views: number;
  visitors: Set<string>;
}

export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;
/** Distinct (day, kind, key) counts held between two flushes; past it further new keys are dropped. */
export const MAX_PENDING_KEYS = 20_000;
/** Rows per INSERT: four parameters each stays far below both dialects' parameter limits. */
const INSERT_CHUNK = 500;

const pendingKey = (day: string, kind: string, key: string) => `${day}\u0000${kind}\u0000${key}`;
const tagDay = (day: string, kind: string) => `${day}\u0000${kind}`;

export class AnalyticsCounter {
  private readonly db: Kysely<Database>;
  private readonly log: Logger | undefined;
  private pending = new Map<string, PendingCount>();
  /** Per tag kind and day: the values the database held at the last flush, and those new since, pending. */
  private storedTags = new Map<string, ReadonlySet<string>>();
  private newTags = new Map<string, number>();
  private writing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(db: Kysely<Database>, log?: Logger) {
    this.db = db;
    this.log = log;
  }

  /** Counts hits in memory; nothing is written until the next flush. */
  record(hits: readonly CountedHit[]): void {
    for (const hit of hits) this.add(hit.day, hit.kind, hit.key, 1, [hit.visitor]);
  }

  /** Hits counted and not yet written. */
  get pendingCount(): number {
    return this.pending.size;
  }

  private add(day: string, kind: AnalyticsKind, tagOrKey: string, views: number, visitors: Iterable<string>): void {
    const key = this.boundedKey(day, kind, tagOrKey);
    const id = pendingKey(day, kind, key);
    let count = this.pending.get(id);
    if (!count) {
      if (this.pending.size >= MAX_PENDING_KEYS) return;
      count = { day, kind, key, views: 0, visitors: new Set() };
      this.pending.set(id, count);
      if (TAG_KINDS.has(kind) && key !== OTHER_TAG && !this.storedTags.get(tagDay(day, kind))?.has(key)) {
        this.newTags.set(tagDay(day, kind), (this.newTags.get(tagDay(day, kind)) ?? 0) + 1);
      }
    }
    count.views += views;
    for (const visitor of visitors) count.visitors.add(visitor);
  }

  /** The key a tag value is held under: itself while the day has room for it, else OTHER_TAG. */
  private boundedKey(day: string, kind: AnalyticsKind, key: string): string {
    if (!TAG_KINDS.has(kind) || key === OTHER_TAG || this.pending.has(pendingKey(day, kind, key))) return key;
    const stored = this.storedTags.get(tagDay(day, kind));
    if (stored?.has(key)) return key;
    const held = (stored?.size ?? 0) + (this.newTags.get(tagDay(day, kind)) ?? 0);
    return held < valuesPerDay(kind) ? key : OTHER_TAG;
  }

  /** Writes everything counted so far in one transaction; on failure the counts wait for the next flush. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeBatch());
    return this.writing;
  }

  private async writeBatch(): Promise<void> {
    if (this.pending.size === 0) return;
    const counted = [...this.pending.values()];
    this.pending = new Map();
    this.newTags = new Map();
    try {
      await this.db.transaction().execute(async (trx) => {
        const { batch, storedTags } = await boundTags(trx, counted);
        this.storedTags = storedTags;
        const fresh = await insertNewVisitors(trx, batch);
        await addToTotals(
          trx,
          batch.map((count) => ({
            kind: count.kind,
            day: count.day,
            key: count.key,
            views: count.views,
            visitors: fresh.get(pendingKey(count.day, count.kind, count.key)) ?? 0,
          })),
        );
      });
    } catch (error) {
      // The database may be away for a moment: keep the counts for the next flush.
      for (const count of counted) this.add(count.day, count.kind, count.key, count.views, count.visitors);
      this.log?.warn('analytics counts not written yet', errorFields(error));
    }
  }

  /** Flushes every `intervalMs` until stop(). */
  start(intervalMs = ANALYTICS_FLUSH_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    // Counting never keeps the process alive on its own.
    this.timer.unref();
  }

  /** Stops the timer and writes what is left: part of a graceful stop. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export interface DailyIncrement {
  kind: AnalyticsKind;
  day: string;
  key: string;
  views: number;
  visitors: number;
}

/**
 * Adds views and visitors to the daily totals and to their month's: the one writer of both tables, so
 * the monthly sums always equal the days they hold. Call it inside a transaction.
 */
export async function addToTotals(db: Kysely<Database>, increments: readonly DailyIncrement[]): Promise<void> {
  const monthly = new Map<string, { kind: string; month: string; key: string; views: number; visitors: number }>();
  for (const increment of increments) {
    const month = increment.day.slice(0, 7);
    const id = pendingKey(month, increment.kind, increment.key);
    const total = monthly.get(id) ?? { kind: increment.kind, month, key: increment.key, views: 0, visitors: 0 };
    total.views += increment.views;
    total.visitors += increment.visitors;
    monthly.set(id, total);
  }
  for (const chunk of chunks(increments, INSERT_CHUNK)) {
    await db
      .insertInto('analytics_daily')
      .values([...chunk])
      .onConflict((conflict) =>
        conflict.columns(['kind', 'day', 'key']).doUpdateSet({
          views: sql<number>`analytics_daily.views + excluded.views`,
          visitors: sql<number>`analytics_daily.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
  for (const chunk of chunks([...monthly.values()], INSERT_CHUNK)) {
    await db
      .insertInto('analytics_monthly')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['kind', 'month', 'key']).doUpdateSet({
          views: sql<number>`analytics_monthly.views + excluded.views`,
          visitors: sql<number>`analytics_monthly.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
}

/**
 * The batch with each tag kind's new values past the day's bound folded into OTHER_TAG (most viewed
 * values first to take the room left), against the values the database already holds that day; and
 * those values, for the counter's check in memory until the next flush. Several instances flushing at
 * the same moment may each take the last room: a day can then hold a few values more, never without end.
 */
async function boundTags(
  db: Kysely<Database>,
  counted: readonly PendingCount[],
): Promise<{ batch: PendingCount[]; storedTags: Map<string, ReadonlySet<string>> }> {
  const tags = counted.filter((count) => TAG_KINDS.has(count.kind));
  const storedTags = new Map<string, Set<string>>();
  if (tags.length === 0) return { batch: [...counted], storedTags };
  const days = [...new Set(tags.map((count) => count.day))];
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['day', 'kind', 'key'])
    .where('kind', 'in', [...TAG_KINDS])
    .where('day', 'in', days)
    .where('key', '!=', OTHER_TAG)
    .execute();
  for (const row of rows) {
    const held = storedTags.get(tagDay(row.day, row.kind)) ?? new Set();
    held.add(row.key);
    storedTags.set(tagDay(row.day, row.kind), held);
  }
  const batch = new Map<string, PendingCount>();
  const merge = (count: PendingCount, key: string) => {
    const id = pendingKey(count.day, count.kind, key);
    const into = batch.get(id) ?? { day: count.day, kind: count.kind, key, views: 0, visitors: new Set<string>() };
    into.views += count.views;
    for (const visitor of count.visitors) into.visitors.add(visitor);
    batch.set(id, into);
  };
  const byViews = [...counted].sort((a, b) => b.views - a.views || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const count of byViews) {
    if (!TAG_KINDS.has(count.kind) || count.key === OTHER_TAG) {
      merge(count, count.key);
      continue;
    }
    const held = storedTags.get(tagDay(count.day, count.kind)) ?? new Set();
    storedTags.set(tagDay(count.day, count.kind), held);
    if (!held.has(count.key) && held.size < valuesPerDay(count.kind)) held.add(count.key);
    merge(count, held.has(count.key) ? count.key : OTHER_TAG);
  }
  return { batch: [...batch.values()], storedTags };
}

/** Inserts the batch's visitor hashes and counts, per (day, kind, key), those the database did not hold. */
async function insertNewVisitors(db: Kysely<Database>, batch: readonly PendingCount[]): Promise<Map<string, number>> {
  const rows = batch.flatMap((count) =>
    [...count.visitors].map((visitor) => ({ day: count.day, kind: count.kind, key: count.key, visitor })),
  );
  const fresh = new Map<string, number>();
  for (const chunk of chunks(rows, INSERT_CHUNK)) {
    const inserted = await db
      .insertInto('analytics_visitors')
      .values(chunk)
      .onConflict((conflict) => conflict.doNothing())
      .returning(['day', 'kind', 'key'])
      .execute();
    for (const row of inserted) {
      const id = pendingKey(row.day, row.kind, row.key);
      fresh.set(id, (fresh.get(id) ?? 0) + 1);
    }
  }
  return fresh;
}

/** Deletes visitor hashes and salts of days before `today`: no raw hit outlives its day. */
export async function purgePastVisitors(db: Kysely<Database>, today: string): Promise<{ visitors: number; salts: number }> {
  const visitors = await db.deleteFrom('analytics_visitors').where('day', '<', today).executeTakeFirst();
  const salts = await db.deleteFrom('analytics_salts').where('day', '<', today).executeTakeFirst();
  return { visitors: Number(visitors.numDeletedRows), salts: Number(salts.numDeletedRows) };
}
