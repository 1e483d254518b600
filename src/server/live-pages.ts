// Which addresses a live page answers, for the Redirects area's check before a redirect takes one
// over: the site's fixed pages and feeds, and every published insight. Here because only the
// composition root knows both features.
import { findPublishedInsight } from '../features/insights/insights.server.ts';
import { publicRoutes } from '../features/site/public-routes.ts';
import type { AppDatabase } from '../platform/db/database.ts';

/** Fixed addresses the site answers besides the sitemap's pages. */
const OTHER_FIXED_PAGES = [
  '/contact/success',
  '/book-a-call/manage',
  '/logout',
  '/rss.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/healthz',
  '/readyz',
];
const FIXED_PAGES: ReadonlySet<string> = new Set([...publicRoutes.map((route) => route.path), ...OTHER_FIXED_PAGES]);
const ARTICLE = /^\/resources\/insights\/([^/]+)$/;

export function livePageCheck(database: AppDatabase): (path: string) => Promise<boolean> {
  return async (path) => {
    if (FIXED_PAGES.has(path)) return true;
    const article = ARTICLE.exec(path)?.[1];
    if (!article) return false;
    let id: string;
    try {
      id = decodeURIComponent(article);
    } catch {
      return false;
    }
    return (await findPublishedInsight(database.db, id)) !== null;
  };
}
