// Reading published insights for the public site: lists, the latest few, one article, and the API
// shape. Bodies are sanitised and image URLs checked on the way out, whoever stored them, and the
// category is its label ("Market Analysis", never the stored "market-analysis"). The article image is
// the library image the insight refers to (with its variants for `srcset`), else its own address.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { findLibraryImages } from '../images/images.server.ts';
import type { PageImage } from '../images/types.ts';
import { sanitizeArticleHtml } from '../rich-text/sanitize.server.ts';
import { teamMemberAnchor } from '../team/anchors.ts';
import { renderableImageUrl } from './image-url.ts';
import { isLive } from './schedule.ts';
import { categoryLabel, categoryValue, INSIGHT_CATEGORIES, type InsightCategory } from './schema.ts';
import type { InsightsTable } from './tables.ts';
import type { InsightSummary, PublicInsight } from './types.ts';

export type { InsightSummary, PublicInsight };

const summaryColumns = [
  'id',
  'title',
  'category',
  'excerpt',
  'author',
  'read_time',
  'date',
  'image_url',
  'image_id',
  'image_alt',
  'author_team_member_id',
  'reviewed_on',
] as const;
type SummaryRow = Pick<Selectable<InsightsTable>, (typeof summaryColumns)[number]>;

/** The size an image address outside the library is drawn at (the card's and article's 16:9 box). */
const OWN_IMAGE_SIZE = { width: 1200, height: 675 } as const;

function publishedInsights(db: Kysely<Database>, now = new Date()) {
  return db
    .selectFrom('insights')
    .where((eb) => isLive(eb, now))
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id');
}

/** The image an insight shows: its library image (alt text its own, else the library's), else its own address. */
function articleImage(row: SummaryRow, library: Map<string, PageImage>): PageImage | null {
  const chosen = row.image_id ? library.get(row.image_id) : undefined;
  const alt = row.image_alt?.trim() ?? '';
  if (chosen) return { ...chosen, alt: alt || chosen.alt };
  const src = renderableImageUrl(row.image_url);
  return src ? { id: 'own', src, alt, ...OWN_IMAGE_SIZE } : null;
}

/** The team members among `ids` the About page shows (a byline links only to a card that is there). */
async function visibleTeamMembers(db: Kysely<Database>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('team_members')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('visible', '=', true)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The About page's section of a team member. */
export function teamMemberUrl(id: string): string {
  return `/about#${teamMemberAnchor(id)}`;
}

/** Rows as the public sees them: label, sanitised body, image resolved (one query for the page's library images). */
async function forRender<Row extends SummaryRow & { content?: string }>(
  db: Kysely<Database>,
  rows: Row[],
): Promise<
  (Omit<Row, 'image_id' | 'image_alt' | 'author_team_member_id'> & { image: PageImage | null; author_url: string | null })[]
> {
  const [library, shown] = await Promise.all([
    findLibraryImages(
      db,
      rows.flatMap((row) => (row.image_id ? [row.image_id] : [])),
    ),
    visibleTeamMembers(
      db,
      rows.flatMap((row) => (row.author_team_member_id ? [row.author_team_member_id] : [])),
    ),
  ]);
  return rows.map(({ image_id, image_alt, author_team_member_id, ...row }) => {
    const image = articleImage({ ...row, image_id, image_alt, author_team_member_id }, library);
    const author_url = author_team_member_id && shown.has(author_team_member_id) ? teamMemberUrl(author_team_member_id) : null;
    const safe = { ...row, category: categoryLabel(row.category), image_url: image?.src ?? null, image, author_url };
    return row.content === undefined ? safe : { ...safe, content: sanitizeArticleHtml(row.content) };
  });
}

export async function listPublishedInsightSummaries(
  db: Kysely<Database>,
  limit?: number,
  now = new Date(),
): Promise<InsightSummary[]> {
  const query = publishedInsights(db, now).select(summaryColumns);
  const rows = await (limit ? query.limit(limit) : query).execute();
  return forRender(db, rows);
}

/** Cards per page of /resources/insights. */
export const PUBLIC_PAGE_SIZE = 12;
/** The most GET /api/insights and the RSS feed answer with: the newest. */
export const PUBLIC_FEED_LIMIT = 50;
/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_INSIGHT_LIMIT = 49_000;

/** The public list of one category: /resources/insights?category=market-analysis. */
export function insightCategoryPath(category: string, page = 1): string {
  const params = new URLSearchParams({ category });
  if (page > 1) params.set('page', String(page));
  return `/resources/insights?${params.toString()}`;
}

/** The categories with at least one live article, in the list's order, for the filter and the sitemap. */
export async function listPublishedCategories(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ value: InsightCategory; label: string }[]> {
  const rows = await db
    .selectFrom('insights')
    .select('category')
    .distinct()
    .where((eb) => isLive(eb, now))
    .execute();
  const present = new Set(rows.map((row) => row.category));
  return INSIGHT_CATEGORIES.filter((category) => present.has(category.value)).map(({ value, label }) => ({ value, label }));
}

/** One page of the public list (of one category when given), newest first; a page past the end shows the last one. */
export async function listPublishedInsightPage(
  db: Kysely<Database>,
  requested: number,
  now = new Date(),
  category: string | null = null,
): Promise<{ insights: InsightSummary[]; page: number; pageCount: number; total: number }> {
  const row = await db
    .selectFrom('insights')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where((eb) => isLive(eb, now))
    .$if(category !== null, (query) => query.where('category', '=', category ?? ''))
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const pageCount = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  const rows = await publishedInsights(db, now)
    .$if(category !== null, (query) => query.where('category', '=', category ?? ''))
    .select(summaryColumns)
    .limit(PUBLIC_PAGE_SIZE)
    .offset((page - 1) * PUBLIC_PAGE_SIZE)
    .execute();
  return { insights: await forRender(db, rows), page, pageCount, total };
}

/** The newest published insights with their sanitised bodies (at most PUBLIC_FEED_LIMIT). */
export async function listPublishedInsights(db: Kysely<Database>, limit = PUBLIC_FEED_LIMIT): Promise<PublicInsight[]> {
  const rows = await publishedInsights(db)
    .select([...summaryColumns, 'content'])
    .limit(limit)
    .execute();
  return forRender(db, rows);
}

/** A published insight by id, or null for an unknown id, a draft or one scheduled for later. */
export async function findPublishedInsight(db: Kysely<Database>, id: string): Promise<PublicInsight | null> {
  const row = await db
    .selectFrom('insights')
    .select([...summaryColumns, 'content'])
    .where('id', '=', id)
    .where((eb) => isLive(eb, new Date()))
    .executeTakeFirst();
  return row ? ((await forRender(db, [row]))[0] ?? null) : null;
}

/** How many related articles an article shows. */
export const RELATED_LIMIT = 3;

/**
 * The articles shown under one: published ones of the same category first, then the newest of the
 * rest, never the article itself. Two small queries on the public list's indexes.
 */
export async function listRelatedInsights(
  db: Kysely<Database>,
  article: { id: string; category: string },
  now = new Date(),
): Promise<InsightSummary[]> {
  const category = categoryValue(article.category);
  const same = await publishedInsights(db, now)
    .select(summaryColumns)
    .where('category', '=', category)
    .where('id', '!=', article.id)
    .limit(RELATED_LIMIT)
    .execute();
  const others =
    same.length < RELATED_LIMIT
      ? await publishedInsights(db, now)
          .select(summaryColumns)
          .where('category', '!=', category)
          .where('id', '!=', article.id)
          .limit(RELATED_LIMIT - same.length)
          .execute()
      : [];
  return forRender(db, [...same, ...others]);
}

/** Any insight by id, drafts and scheduled ones too, for a staff preview; with whether it is live. */
export async function findInsightForPreview(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<(PublicInsight & { preview: 'draft' | 'scheduled' | null }) | null> {
  const row = await db
    .selectFrom('insights')
    .select([...summaryColumns, 'content', 'status', 'publish_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { status, publish_at, ...insight } = row;
  const preview = status === 'draft' ? 'draft' : publish_at !== null && new Date(publish_at) > now ? 'scheduled' : null;
  const [view] = await forRender(db, [insight]);
  return view ? { ...view, preview } : null;
}

/** GET /api/insights: { count, insights } for the newest PUBLIC_FEED_LIMIT, cacheable for a minute, in the spec's shape. */
export async function publishedInsightsResponse(db: Kysely<Database>): Promise<Response> {
  const insights = (await listPublishedInsights(db)).map(
    ({ image: _image, author_url: _authorUrl, reviewed_on: _reviewedOn, ...insight }) => insight,
  );
  return jsonResponse({ count: insights.length, insights }, 200, { 'Cache-Control': 'public, max-age=60' });
}
