// The public insight pages: the list (/resources/insights) and one article, with the article's
// decisions: which image it shows, and "Article Not Found" with 404 for an unknown id or a draft.

import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { findStaffSession } from '../auth/session.server.ts';
import { findPageImage } from '../images/images.server.ts';
import { heroPreload } from '../images/page-image.ts';
import type { PageImage } from '../images/types.ts';
import { type PublicPageContext, publicPage } from '../public-shell/public-page.server.ts';
import { articleJsonLd, breadcrumbJsonLd } from '../public-shell/seo.ts';
import { withSeo } from '../seo/page-head.server.ts';
import { describeExcerpt, readSeo } from '../seo/seo.ts';
import { ARTICLE_IMAGE_SIZES, ARTICLE_NOT_FOUND, type ArticlePageProps } from './ArticlePage.tsx';
import {
  findInsightForPreview,
  findPublishedInsight,
  insightCategoryPath,
  listPublishedCategories,
  listPublishedInsightPage,
  listRelatedInsights,
} from './insights.server.ts';
import { categoryLabel, INSIGHT_CATEGORY_VALUES } from './schema.ts';

/** An article's image when neither the image library nor the insight has one. */
export const DEFAULT_ARTICLE_IMAGE = '/images/og-default.png';

const DEFAULT_IMAGE: PageImage = { id: 'default', src: DEFAULT_ARTICLE_IMAGE, alt: '', width: 1200, height: 630 };

/** The head's preload of the article image: its best variant at the article's width when it has variants. */
function articlePreload(image: PageImage) {
  const preload = heroPreload(image);
  return preload.preloadImageSet
    ? { ...preload, preloadImageSet: { ...preload.preloadImageSet, sizes: ARTICLE_IMAGE_SIZES } }
    : preload;
}

const INSIGHTS_TRAIL = [
  { name: 'Resources', path: '/resources' },
  { name: 'Insights', path: '/resources/insights' },
];

/** The address of a page of the list, of one category or all. */
export function insightsListPath(category: string | null, page: number): string {
  if (category) return insightCategoryPath(category, page);
  return page > 1 ? `/resources/insights?page=${page}` : '/resources/insights';
}

/**
 * /resources/insights?page=N, and ?category=value for one category: a page of published insights,
 * newest first, with links to each category that has articles; a card opens the detail dialog. An
 * unknown category shows the whole list (its canonical address says so).
 */
export async function loadInsightsPage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const requested = Number(astro.url.searchParams.get('page') ?? '1');
  const asked = astro.url.searchParams.get('category');
  const category = asked && INSIGHT_CATEGORY_VALUES.includes(asked) ? asked : null;
  const [heroImage, list, categories, company] = await Promise.all([
    findPageImage(db, 'insights', 'hero'),
    listPublishedInsightPage(db, requested, new Date(), category),
    listPublishedCategories(db),
    astro.locals.services.siteSettings.current(),
  ]);
  const { insights, page, pageCount } = list;
  const label = category ? categoryLabel(category) : null;
  return publicPage(astro, {
    meta: {
      title: label
        ? `${label} Insights: Recruitment Business M&A`
        : 'Insights: Selling, Valuing and Buying Recruitment Businesses',
      description: label
        ? `Articles on ${label.toLowerCase()} for recruitment and staffing business owners selling, valuing or buying a business in Australia.`
        : 'Articles for recruitment and staffing business owners on valuation, preparing for sale, deal structures, negotiation, succession and acquisitions in Australia.',
      keywords: label
        ? [label, 'recruitment M&A articles', 'selling a recruitment agency']
        : ['recruitment M&A articles', 'selling a recruitment agency', 'staffing business valuation guide'],
      path: insightsListPath(category, page),
      ...heroPreload(heroImage),
      jsonLd: [breadcrumbJsonLd(astro.locals.services.config.siteUrl, INSIGHTS_TRAIL)],
      feed: { title: `${company.name} insights`, href: '/rss.xml' },
    },
    props: {
      hero: {
        title: 'Insights',
        subtitle: 'Practical articles on selling, valuing, preparing and buying recruitment and staffing businesses.',
        image: heroImage,
      },
      insights,
      pages: { page, pageCount },
      category,
      categories: categories.map((entry) => ({ ...entry, href: insightsListPath(entry.value, 1) })),
    },
  });
}

/** The insight's SEO fields (empty ones mean the generated values). */
async function findInsightSeo(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('insights').select('seo').where('id', '=', id).executeTakeFirst();
  return readSeo(row?.seo);
}

/** A draft or scheduled insight for a signed-in staff member (any role), or null for everyone else. */
async function findPreview(astro: PublicPageContext, id: string) {
  if (!astro.request?.headers.get('cookie')) return null;
  const session = await findStaffSession(astro.locals.services.auth, astro.request.headers);
  if (!session?.user.role) return null;
  const insight = await findInsightForPreview(astro.locals.services.database.db, id);
  return insight?.preview ? { ...insight, preview: insight.preview } : null;
}

/**
 * /resources/insights/{id}: the published article, or "Article Not Found" with status 404. A signed-in
 * staff member also sees a draft or scheduled insight there, marked as a preview, noindex and never cached.
 */
export async function loadArticlePage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const { siteUrl } = astro.locals.services.config;
  const id = astro.params.id ?? '';
  const path = `/resources/insights/${id}`;
  const insight = await findPublishedInsight(db, id);
  const preview = insight ? null : await findPreview(astro, id);
  if (preview) {
    const { preview: kind, ...article } = preview;
    return publicPage<ArticlePageProps>(astro, {
      cache: 'private',
      meta: {
        title: `Preview: ${article.title}`,
        description: describeExcerpt(article.excerpt),
        keywords: [],
        path,
        noindex: true,
      },
      props: { article: { ...article, image: article.image ?? DEFAULT_IMAGE }, preview: kind },
    });
  }
  if (!insight) {
    return publicPage<ArticlePageProps>(astro, {
      status: 404,
      meta: { title: ARTICLE_NOT_FOUND.title, description: ARTICLE_NOT_FOUND.text, keywords: [], path, noindex: true },
      props: { article: null },
    });
  }
  const image = insight.image ?? DEFAULT_IMAGE;
  const [related, seo] = await Promise.all([listRelatedInsights(db, insight), findInsightSeo(db, id)]);
  const head = await withSeo(
    db,
    {
      title: insight.title,
      description: describeExcerpt(insight.excerpt),
      keywords: [insight.category, 'recruitment business', 'M&A'],
      path,
      // Social networks do not show SVG images: such an article shares the firm's default image.
      image: image.src.endsWith('.svg') ? undefined : image.src,
      type: 'article',
      ...articlePreload(image),
      jsonLd: [
        articleJsonLd(siteUrl, { ...insight, image: image.src }),
        breadcrumbJsonLd(siteUrl, [...INSIGHTS_TRAIL, { name: insight.title, path }]),
      ],
    },
    seo,
    false,
  );
  return publicPage<ArticlePageProps>(astro, {
    ...head,
    props: { article: { ...insight, image }, related },
  });
}
