// The public insight pages: the list (/resources/insights) and one article, with the article's
// decisions: which image it shows, and "Article Not Found" with 404 for an unknown id or a draft.

import { findInsightLibraryImage, findPageImage } from '../images/images.server.ts';
import { heroPreload } from '../images/page-image.ts';
import { company } from '../site/company.ts';
import { type PublicPageContext, publicPage } from '../site/public-page.server.ts';
import { articleJsonLd, breadcrumbJsonLd } from '../site/seo.ts';
import { ARTICLE_NOT_FOUND, type ArticlePageProps } from './ArticlePage.tsx';
import { findPublishedInsight, listPublishedInsightSummaries } from './insights.server.ts';

/** An article's image when neither the image library nor the insight has one. */
export const DEFAULT_ARTICLE_IMAGE = '/images/og-default.png';

const INSIGHTS_TRAIL = [
  { name: 'Resources', path: '/resources' },
  { name: 'Insights', path: '/resources/insights' },
];

/** /resources/insights: every published insight; a card opens the detail dialog. */
export async function loadInsightsPage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const [heroImage, insights] = await Promise.all([findPageImage(db, 'insights', 'hero'), listPublishedInsightSummaries(db)]);
  return publicPage(astro, {
    meta: {
      title: 'Insights: Selling, Valuing and Buying Recruitment Businesses',
      description:
        'Articles for recruitment and staffing business owners on valuation, preparing for sale, deal structures, negotiation, succession and acquisitions in Australia.',
      keywords: ['recruitment M&A articles', 'selling a recruitment agency', 'staffing business valuation guide'],
      path: '/resources/insights',
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
    },
  });
}

/** /resources/insights/{id}: the published article, or "Article Not Found" with status 404. */
export async function loadArticlePage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const { siteUrl } = astro.locals.services.config;
  const id = astro.params.id ?? '';
  const path = `/resources/insights/${id}`;
  const insight = await findPublishedInsight(db, id);
  if (!insight) {
    return publicPage<ArticlePageProps>(astro, {
      status: 404,
      meta: { title: ARTICLE_NOT_FOUND.title, description: ARTICLE_NOT_FOUND.text, keywords: [], path, noindex: true },
      props: { article: null },
    });
  }
  const library = await findInsightLibraryImage(db, insight);
  const image = library?.src ?? insight.image_url ?? DEFAULT_ARTICLE_IMAGE;
  return publicPage<ArticlePageProps>(astro, {
    meta: {
      title: insight.title,
      description: insight.excerpt,
      keywords: [insight.category, 'recruitment business', 'M&A'],
      path,
      // Social networks do not show SVG images: such an article shares the firm's default image.
      image: image.endsWith('.svg') ? undefined : image,
      type: 'article',
      preloadImage: image,
      jsonLd: [
        articleJsonLd(siteUrl, { ...insight, image }),
        breadcrumbJsonLd(siteUrl, [...INSIGHTS_TRAIL, { name: insight.title, path }]),
      ],
    },
    props: { article: { ...insight, image, imageCredit: library?.unsplash ?? null } },
  });
}
