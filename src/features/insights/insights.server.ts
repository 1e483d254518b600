// Reading published insights for the public site: lists, the latest few, one article, and the API
// shape. Bodies are sanitised and image URLs checked on the way out, whoever stored them.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { jsonResponse } from '../../platform/http/json-response.ts';
import { renderableImageUrl } from './image-url.ts';
import { sanitizeArticleHtml } from './sanitize.server.ts';
import type { InsightSummary, PublicInsight } from './types.ts';

export type { InsightSummary, PublicInsight };

const summaryColumns = ['id', 'title', 'category', 'excerpt', 'author', 'read_time', 'date', 'image_url'] as const;

function publishedInsights(db: Kysely<Database>) {
  return db.selectFrom('insights').where('status', '=', 'published').orderBy('date', 'desc').orderBy('created_at', 'desc');
}

function safeForRender<Row extends InsightSummary & { content?: string }>(row: Row): Row {
  const safe = { ...row, image_url: renderableImageUrl(row.image_url) };
  return row.content === undefined ? safe : { ...safe, content: sanitizeArticleHtml(row.content) };
}

export async function listPublishedInsightSummaries(db: Kysely<Database>, limit?: number): Promise<InsightSummary[]> {
  const query = publishedInsights(db).select(summaryColumns);
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

/** A published insight by id, or null for an unknown id or a draft. */
export async function findPublishedInsight(db: Kysely<Database>, id: string): Promise<PublicInsight | null> {
  const row = await db
    .selectFrom('insights')
    .select([...summaryColumns, 'content'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row ? safeForRender(row) : null;
}

/** GET /api/insights: { count, insights }, cacheable for a minute. */
export async function publishedInsightsResponse(db: Kysely<Database>): Promise<Response> {
  const insights = await listPublishedInsights(db);
  return jsonResponse({ count: insights.length, insights }, 200, { 'Cache-Control': 'public, max-age=60' });
}
