// The insights editor's reads: the admin's list paged and filtered in the database (search through the
// trigram indexes) and one insight for the dialog; its saved versions are insight-history.server.ts's.
import { type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { AppDatabase, Dialect } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { ALL } from '#src/ui/filter-list.ts';
import { readSeo } from '../seo/seo.ts';
import { authorRef } from './authors.server.ts';
import { currentVersion } from './insight-record.server.ts';
import { displayStatus, isLive } from './schedule.ts';
import { INSIGHT_MESSAGES, INSIGHTS_PAGE_SIZE, type InsightQuery } from './schema.ts';
import type { InsightsTable } from './tables.ts';
import type { AdminInsight, AdminInsightCard, AdminInsightPage } from './types.ts';

type InsightsBuilder = ExpressionBuilder<Database, 'insights'>;
export type InsightRow = Selectable<InsightsTable>;

const CARD_COLUMNS = [
  'id',
  'title',
  'excerpt',
  'category',
  'status',
  'read_time',
  'date',
  'author',
  'created_at',
  'publish_at',
] as const;

function toCard(row: Pick<InsightRow, (typeof CARD_COLUMNS)[number]>, now: Date): AdminInsightCard {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    status: row.status,
    displayStatus: displayStatus(row.status, row.publish_at, now),
    read_time: row.read_time,
    date: row.date,
    author: row.author,
    createdAt: toIsoTimestamp(row.created_at),
  };
}

function toInsight(row: InsightRow, version: number, now: Date): AdminInsight {
  return {
    ...toCard(row, now),
    content: row.content,
    image_url: row.image_url,
    image_id: row.image_id,
    image_alt: row.image_alt,
    author_ref: authorRef(row),
    reviewed_on: row.reviewed_on,
    seo: readSeo(row.seo),
    updatedAt: toIsoTimestamp(row.updated_at),
    version,
    addressFixed: isAddressFixed(row),
  };
}

/** Published at least once (or stored as published by hand): its address changes only when edited, with a redirect. */
export function isAddressFixed(row: Pick<InsightRow, 'first_published_at' | 'status'>): boolean {
  return row.first_published_at !== null || row.status === 'published';
}

/**
 * The insight's id now: `id` itself, or the id a renamed draft moved to, so a dialog opened before
 * another editor renamed the draft still reads and saves it (and meets the version check).
 */
export async function currentId(db: Kysely<Database>, id: string): Promise<string> {
  const live = await db.selectFrom('insights').select('id').where('id', '=', id).executeTakeFirst();
  if (live) return id;
  const moved = await db.selectFrom('insight_former_ids').select('insight_id').where('id', '=', id).executeTakeFirst();
  return moved?.insight_id ?? id;
}

/** Shortest phrase the trigram indexes can answer; a shorter one is looked for by scanning. */
const INDEXED_PHRASE_LENGTH = 3;

function matchesSearch(dialect: Dialect, phrase: string): Expression<SqlBool> {
  // search_text is lower-cased by JavaScript on save; the phrase the same way, so non-ASCII letters agree.
  const lower = phrase.toLowerCase();
  if (dialect === 'sqlite') {
    if ([...lower].length < INDEXED_PHRASE_LENGTH) return sql<SqlBool>`instr(search_text, ${lower}) > 0`;
    // The FTS5 trigram table (migration 011): a quoted phrase matches it anywhere, as a substring.
    const quoted = `"${lower.replaceAll('"', '""')}"`;
    return sql<SqlBool>`insights.rowid in (select rowid from insights_search where insights_search match ${quoted})`;
  }
  // LIKE, so the trigram GIN index answers it where pg_trgm is installed; % _ and \ taken literally.
  const pattern = `%${lower.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`search_text like ${pattern}`;
}

export function matchesQuery(dialect: Dialect, query: Omit<InsightQuery, 'page'>, now: Date) {
  return (eb: InsightsBuilder) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.search) conditions.push(matchesSearch(dialect, query.search));
    if (query.category !== ALL) conditions.push(eb('category', '=', query.category));
    if (query.status === 'draft') conditions.push(eb('status', '=', 'draft'));
    if (query.status === 'published') conditions.push(isLive(eb, now));
    if (query.status === 'scheduled') conditions.push(eb.and([eb('status', '=', 'published'), eb('publish_at', '>', now)]));
    return eb.and(conditions);
  };
}

const countOf = (value: string | number | bigint) => Number(value);

/** One page of the admin's list, newest first, with the counts and the categories present. */
export async function listInsightsPage(database: AppDatabase, query: InsightQuery, now = new Date()): Promise<AdminInsightPage> {
  const { db, dialect } = database;
  const where = matchesQuery(dialect, query, now);
  const filtered = query.search !== '' || query.category !== ALL || query.status !== ALL;
  // With a search the page's rows also carry the number of matches (a window count): the search runs
  // once instead of once for the page and once for the count. Other filters are counted on their
  // own, from the indexes, which is cheaper than sorting every match.
  const searching = query.search !== '';
  const pageOf = (page: number) =>
    db
      .selectFrom('insights')
      .select(CARD_COLUMNS)
      .select(searching ? sql<string | number>`count(*) over ()`.as('matching') : sql<null>`null`.as('matching'))
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(INSIGHTS_PAGE_SIZE)
      .offset((page - 1) * INSIGHTS_PAGE_SIZE)
      .execute();
  const count = (filter?: typeof where) => {
    const base = db.selectFrom('insights').select(sql<string | number>`count(*)`.as('total'));
    return (filter ? base.where(filter) : base).executeTakeFirstOrThrow();
  };
  const [totalRow, filteredRow, categoryRows, asked] = await Promise.all([
    count(),
    filtered && !searching ? count(where) : null,
    db.selectFrom('insights').select('category').distinct().orderBy('category').execute(),
    pageOf(query.page),
  ]);
  const total = countOf(totalRow.total);
  // A page past the end has no rows to carry the count: then it is counted on its own.
  const matching = !filtered
    ? total
    : filteredRow
      ? countOf(filteredRow.total)
      : asked[0]?.matching != null
        ? countOf(asked[0].matching)
        : countOf((await count(where)).total);
  const pageCount = Math.max(1, Math.ceil(matching / INSIGHTS_PAGE_SIZE));
  // A page past the end (the list shrank since the link was made) shows the last one.
  const page = Math.min(query.page, pageCount);
  const rows = page === query.page ? asked : await pageOf(page);
  return {
    insights: rows.map((row) => toCard(row, now)),
    matching,
    total,
    page,
    pageCount,
    pageSize: INSIGHTS_PAGE_SIZE,
    categories: categoryRows.map((row) => row.category),
  };
}

export async function findRow(db: Kysely<Database>, id: string): Promise<InsightRow> {
  const row = await db.selectFrom('insights').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, INSIGHT_MESSAGES.notFound);
  return row;
}

/** Every field of one insight, drafts and scheduled ones too. */
export async function getInsight(db: Kysely<Database>, requestedId: string, now = new Date()): Promise<AdminInsight> {
  const id = await currentId(db, requestedId);
  const [row, version] = await Promise.all([findRow(db, id), currentVersion(db, id)]);
  return toInsight(row, version, now);
}
