// The insights editor's server side: the admin's list paged and filtered in the database, one insight
// for the dialog, create (a readable unique slug from the title, the author from the signed-in staff
// member), update, delete, the saved versions with restore, the CSV export and the next scheduled
// publish time. Content is sanitised on save with the article page's own allowlist; every change
// writes a revision and an audit row in the same transaction.
import { randomUUID } from 'node:crypto';
import { type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { AppDatabase, Dialect } from '#src/platform/db/database.ts';
import type { Database, InsightRevisionsTable, InsightsTable } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { type CsvColumn, toCsv } from '#src/platform/http/csv.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { ALL } from '#src/ui/filter-list.ts';
import type { StaffUser } from '../auth/access.ts';
import { recordAudit } from '../users/audit.server.ts';
import { convertInsightText } from './conversion.ts';
import { sanitizeArticleHtml } from './sanitize.server.ts';
import { displayStatus, isLive, publishInstant } from './schedule.ts';
import { DEFAULT_INSIGHT_AUTHOR, INSIGHT_MESSAGES, INSIGHTS_PAGE_SIZE, type InsightQuery, type InsightValues } from './schema.ts';
import { insightSearchText } from './search-text.ts';
import type { AdminInsight, AdminInsightCard, AdminInsightPage, InsightRevision } from './types.ts';

type InsightsBuilder = ExpressionBuilder<Database, 'insights'>;
type InsightRow = Selectable<InsightsTable>;

/** Why a version was saved, as the history shows it. */
export type RevisionReason = 'original' | 'create' | 'update' | 'restore' | 'conversion';

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

function toInsight(row: InsightRow, now: Date): AdminInsight {
  return { ...toCard(row, now), content: row.content, image_url: row.image_url, updatedAt: toIsoTimestamp(row.updated_at) };
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

function matchesQuery(dialect: Dialect, query: Omit<InsightQuery, 'page'>, now: Date) {
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

async function findRow(db: Kysely<Database>, id: string): Promise<InsightRow> {
  const row = await db.selectFrom('insights').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, INSIGHT_MESSAGES.notFound);
  return row;
}

/** Every field of one insight, drafts and scheduled ones too. */
export async function getInsight(db: Kysely<Database>, id: string, now = new Date()): Promise<AdminInsight> {
  return toInsight(await findRow(db, id), now);
}

/** A refusal of one field, answered 422 like the schema's own. */
function fieldRefusal(field: string, message: string): z.ZodError {
  return new z.ZodError([{ code: 'custom', path: [field], message, input: undefined }]);
}

/** The stored form of the values: content through the article allowlist, the derived columns. */
function storedValues(values: InsightValues) {
  const content = sanitizeArticleHtml(values.content).trim();
  if (content.replace(/<[^>]*>/g, '').trim() === '') throw fieldRefusal('content', INSIGHT_MESSAGES.contentRequired);
  return {
    title: values.title,
    excerpt: values.excerpt,
    content,
    category: values.category,
    read_time: values.read_time,
    date: values.date,
    status: values.status,
    image_url: values.image_url,
    publish_at: publishInstant(values.date),
    search_text: insightSearchText(values.title, values.excerpt, content),
  };
}

/** 'Valuing a Recruitment Agency: 2025!' → 'valuing-a-recruitment-agency-2025', like the seeded articles' ids. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'insight';
}

/** Paths beside /api/admin/insights/:id that an insight's id must never shadow. */
const RESERVED_SLUGS = new Set(['export', 'australian-english']);

/** The slug, or the slug with -2, -3… when an insight already has it. */
async function uniqueSlug(db: Kysely<Database>, title: string): Promise<string> {
  const base = slugFromTitle(title);
  const taken = new Set(
    (
      await db
        .selectFrom('insights')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', base), eb('id', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.id),
  );
  for (const reserved of RESERVED_SLUGS) taken.add(reserved);
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

type RevisionSource = Pick<
  InsightRow,
  'title' | 'excerpt' | 'content' | 'category' | 'read_time' | 'date' | 'status' | 'image_url' | 'author'
>;

async function addRevision(
  trx: Kysely<Database>,
  insightId: string,
  source: RevisionSource,
  reason: RevisionReason,
  actor: StaffUser | null,
  at: Date | string,
): Promise<number> {
  const last = await trx
    .selectFrom('insight_revisions')
    .select(sql<number | null>`max(version)`.as('version'))
    .where('insight_id', '=', insightId)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await trx
    .insertInto('insight_revisions')
    .values({
      id: randomUUID(),
      insight_id: insightId,
      version,
      title: source.title,
      excerpt: source.excerpt,
      content: source.content,
      category: source.category,
      read_time: source.read_time,
      date: source.date,
      status: source.status,
      image_url: source.image_url,
      author: source.author,
      saved_by_id: actor?.id ?? null,
      saved_by: actor ? actor.name.trim() || actor.email : null,
      reason,
      created_at: at,
    })
    .execute();
  return version;
}

async function auditInsight(
  trx: Kysely<Database>,
  actor: StaffUser,
  action: string,
  id: string,
  details: Record<string, string | number | null>,
) {
  await recordAudit(trx, actor, { action: `insight.${action}`, entityType: 'insight', entityId: id, details });
}

/** Row lock for a change that reads before it writes; SQLite runs one write transaction at a time anyway. */
async function lockInsight(database: AppDatabase, trx: Kysely<Database>, id: string): Promise<void> {
  if (database.dialect === 'postgres') await sql`select id from insights where id = ${id} for update`.execute(trx);
}

/** A new insight: its slug from the title, its author the signed-in staff member. */
export async function createInsight(database: AppDatabase, actor: StaffUser, values: InsightValues): Promise<AdminInsight> {
  const stored = storedValues(values);
  const author = actor.name.trim() || DEFAULT_INSIGHT_AUTHOR;
  const now = new Date();
  const id = await database.db.transaction().execute(async (trx) => {
    const slug = await uniqueSlug(trx, values.title);
    await trx
      .insertInto('insights')
      .values({ id: slug, ...stored, author, created_at: now, updated_at: now })
      .execute();
    await addRevision(trx, slug, { ...stored, author }, 'create', actor, now);
    await auditInsight(trx, actor, 'create', slug, { title: stored.title, status: stored.status });
    return slug;
  });
  return getInsight(database.db, id);
}

const EDITED_FIELDS = ['title', 'excerpt', 'content', 'category', 'read_time', 'date', 'status', 'image_url'] as const;

/**
 * Saves new values over an insight, keeping the version it replaces: the first edit of an insight
 * with no history (a seed article) first records what it was. Nothing changed: nothing is written.
 * The id (its address) never changes.
 */
export async function saveInsight(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  values: InsightValues,
  reason: RevisionReason = 'update',
  details: Record<string, string | number | null> = {},
): Promise<{ insight: AdminInsight; changed: string[] }> {
  const stored = storedValues(values);
  const changed = await database.db.transaction().execute(async (trx) => {
    await lockInsight(database, trx, id);
    const before = await findRow(trx, id);
    const changed = EDITED_FIELDS.filter((field) => before[field] !== stored[field]);
    if (changed.length === 0) return changed;
    const now = new Date();
    const history = await trx.selectFrom('insight_revisions').select('id').where('insight_id', '=', id).limit(1).execute();
    if (history.length === 0) await addRevision(trx, id, before, 'original', null, before.updated_at);
    await trx
      .updateTable('insights')
      .set({ ...stored, updated_at: now })
      .where('id', '=', id)
      .execute();
    const version = await addRevision(trx, id, { ...stored, author: before.author }, reason, actor, now);
    await auditInsight(trx, actor, reason === 'update' ? 'update' : reason, id, {
      title: stored.title,
      changed: changed.join(', '),
      version,
      ...details,
    });
    return changed;
  });
  return { insight: await getInsight(database.db, id), changed };
}

/** Deletes the insight and its versions (admins only, checked by the endpoint's policy). */
export async function deleteInsight(database: AppDatabase, actor: StaffUser, id: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await lockInsight(database, trx, id);
    const before = await findRow(trx, id);
    await trx.deleteFrom('insight_revisions').where('insight_id', '=', id).execute();
    await trx.deleteFrom('insights').where('id', '=', id).execute();
    await auditInsight(trx, actor, 'delete', id, { title: before.title });
  });
}

function toRevision(row: Selectable<InsightRevisionsTable>): InsightRevision {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    read_time: row.read_time,
    date: row.date,
    status: row.status,
    image_url: row.image_url,
    author: row.author,
    savedBy: row.saved_by,
    reason: row.reason,
    createdAt: toIsoTimestamp(row.created_at),
  };
}

/** Every saved version, newest first (an insight never edited has none yet). */
export async function listRevisions(db: Kysely<Database>, id: string): Promise<InsightRevision[]> {
  await findRow(db, id);
  const rows = await db
    .selectFrom('insight_revisions')
    .selectAll()
    .where('insight_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
  return rows.map(toRevision);
}

/** Puts an earlier version back; the restore is itself a new version. */
export async function restoreRevision(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  revisionId: string,
): Promise<{ insight: AdminInsight; changed: string[] }> {
  const revision = await database.db
    .selectFrom('insight_revisions')
    .selectAll()
    .where('id', '=', revisionId)
    .where('insight_id', '=', id)
    .executeTakeFirst();
  if (!revision) throw new Refusal(404, INSIGHT_MESSAGES.revisionNotFound);
  const values: InsightValues = {
    title: revision.title,
    excerpt: revision.excerpt,
    content: revision.content,
    category: revision.category,
    read_time: revision.read_time,
    date: revision.date,
    status: revision.status,
    image_url: revision.image_url,
  };
  return saveInsight(database, actor, id, values, 'restore', { restoredVersion: revision.version });
}

/** How many insights the bulk conversion reads at a time. */
const CONVERSION_BATCH = 200;

/**
 * The bulk conversion: every insight's title, excerpt and content to Australian English, each changed
 * insight saved once through the version path (so it can be restored). A failure on one insight is
 * logged and not counted (spec section 8); the others go on.
 */
export async function convertAllToAustralianEnglish(
  database: AppDatabase,
  actor: StaffUser,
  onFailure: (id: string, error: unknown) => void,
): Promise<{ converted: number; corrections: number }> {
  let converted = 0;
  let corrections = 0;
  let after = '';
  for (;;) {
    const rows = await database.db
      .selectFrom('insights')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(CONVERSION_BATCH)
      .execute();
    if (rows.length === 0) break;
    after = rows.at(-1)?.id ?? after;
    for (const row of rows) {
      const result = convertInsightText(row);
      if (!result.changed) continue;
      try {
        const values: InsightValues = { ...row, ...result.text };
        await saveInsight(database, actor, row.id, values, 'conversion', { corrections: result.corrections });
        converted += 1;
        corrections += result.corrections;
      } catch (error) {
        onFailure(row.id, error);
      }
    }
  }
  await recordAudit(database.db, actor, {
    action: 'insight.convert-all',
    entityType: 'insight',
    entityId: null,
    details: { converted, corrections },
  });
  return { converted, corrections };
}

interface ExportRow {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  read_time: string;
}

/** Spec section 7: the export's columns, named as the spec names them. */
const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'title', value: (row) => row.title },
  { header: 'excerpt', value: (row) => row.excerpt },
  { header: 'category', value: (row) => row.category },
  { header: 'read_time', value: (row) => row.read_time },
];

/** Every insight matching the list's search and filters (all pages), newest first, as CSV; audited. */
export async function exportInsights(
  database: AppDatabase,
  actor: StaffUser,
  query: Omit<InsightQuery, 'page'>,
  now = new Date(),
): Promise<{ csv: string; count: number }> {
  const rows = await database.db
    .selectFrom('insights')
    .select(['id', 'title', 'excerpt', 'category', 'read_time'])
    .where(matchesQuery(database.dialect, query, now))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  await recordAudit(database.db, actor, {
    action: 'insight.export',
    entityType: 'insight',
    entityId: null,
    details: { count: rows.length },
  });
  return { csv: toCsv(EXPORT_COLUMNS, rows), count: rows.length };
}
