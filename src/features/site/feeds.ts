// The sitemap, robots.txt and RSS feed as text, built from the routes and published insights.
import { absoluteUrl } from '../public-shell/seo.ts';
import type { PublicRoute } from './public-routes.ts';

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );
}

interface FeedInsight {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  date: string;
}

export function buildSitemap(
  siteUrl: string,
  routes: PublicRoute[],
  insights: { id: string; date: string }[],
  /** Lists of one category of insights (/resources/insights?category=…). */
  categoryPaths: string[] = [],
): string {
  const urls = [
    ...routes.map(
      (route) =>
        `<url><loc>${escapeXml(absoluteUrl(siteUrl, route.path))}</loc><changefreq>${route.changeFrequency}</changefreq><priority>${route.priority.toFixed(1)}</priority></url>`,
    ),
    ...categoryPaths.map(
      (path) =>
        `<url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`,
    ),
    ...insights.map(
      (insight) =>
        `<url><loc>${escapeXml(absoluteUrl(siteUrl, `/resources/insights/${insight.id}`))}</loc><lastmod>${insight.date}</lastmod><changefreq>yearly</changefreq><priority>0.6</priority></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /logout',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** The channel is named after the firm (its current name from the site settings). */
export function buildRssFeed(siteUrl: string, insights: FeedInsight[], firmName: string): string {
  const items = insights.map((insight) => {
    const link = absoluteUrl(siteUrl, `/resources/insights/${insight.id}`);
    const published = new Date(`${insight.date}T00:00:00Z`).toUTCString();
    return `<item><title>${escapeXml(insight.title)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid><pubDate>${published}</pubDate><category>${escapeXml(insight.category)}</category><dc:creator>${escapeXml(insight.author)}</dc:creator><description>${escapeXml(insight.excerpt)}</description></item>`;
  });
  const feedUrl = absoluteUrl(siteUrl, '/rss.xml');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>${escapeXml(`${firmName} Insights`)}</title><link>${escapeXml(absoluteUrl(siteUrl, '/resources/insights'))}</link><atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/><description>${escapeXml('Articles on selling, valuing, preparing and buying recruitment and staffing businesses.')}</description><language>en-au</language>${items.join('')}</channel></rss>\n`;
}
