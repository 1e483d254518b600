// Reading published insights for the public site: lists, the latest few, one article, and the API
// shape. Bodies are sanitised and image URLs checked on the way out, whoever stored them.
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { jsonResponse } from '../../platform/http/json-response.ts';
import { renderableImageUrl } from './image-url.ts';
import { sanitizeArticleHtml } from './sanitize.server.ts';
import type { InsightSummary, PublicInsight } from './types.ts';

export type { InsightSummary, PublicInsight };

const summaryColumns = ['id', 'title', 'category', 'excerpt', 'author', 'read_time', 'date', 'image_url'] as const;

/** Published and live at `now` (its date has begun in Brisbane): what the public site shows. */
export function isLive(eb: ExpressionBuilder<Database, 'insights'>, now: Date): Expression<SqlBool> {
  return eb.and([eb('status', '=', 'published'), eb('publish_at', '<=', now)]);
}

function publishedInsights(db: Kysely<Database>, now = new Date()) {
  return db
    .selectFrom('insights')
    .where((eb) => isLive(eb, now))
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id');
}

function safeForRender<Row extends InsightSummary & { content?: string }>(row: Row): Row {
  const safe = { ...row, image_url: renderableImageUrl(row.image_url) };
  return row.content === undefined ? safe : { ...safe, content: sanitizeArticleHtml(row.content) };
}

export async function listPublishedInsightSummaries(
  db: Kysely<Database>,
  limit?: number,
  now = new Date(),
): Promise<InsightSummary[]> {
  const query = publishedInsights(db, now).select(summaryColumns);
  const rows = await (limit ? query.limit(limit) : query).execute();
  return rows.map(safeForRender);
}

/** Every published insight with its sanitised body, newest first. */
export async function listPublishedInsights(db: Kysely<Database>): Promise<PublicInsight[]> {
  const rows = await publishedInsights(db)
    .select([...summaryColumns, 'content'])
    .execute();
  return rows.map(safeForRender);
}

/** A published insight by id, or null for an unknown id, a draft or one scheduled for later. */
export async function findPublishedInsight(db: Kysely<Database>, id: string): Promise<PublicInsight | null> {
  const row = await db
    .selectFrom('insights')
    .select([...summaryColumns, 'content'])
    .where('id', '=', id)
    .where((eb) => isLive(eb, new Date()))
    .executeTakeFirst();
  return row ? safeForRender(row) : null;
}

/** GET /api/insights: { count, insights }, cacheable for a minute. */
export async function publishedInsightsResponse(db: Kysely<Database>): Promise<Response> {
  const insights = await listPublishedInsights(db);
  return jsonResponse({ count: insights.length, insights }, 200, { 'Cache-Control': 'public, max-age=60' });
}
