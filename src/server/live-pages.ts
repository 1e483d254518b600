// Which addresses a live page answers, for the Redirects area's check before a redirect takes one
// over: the site's fixed pages and feeds, and every published insight. Here because only the
// composition root knows both features.
import { findPublishedInsight } from '../features/insights/insights.server.ts';
import { publicRoutes } from '../features/site/public-routes.ts';
import type { AppDatabase } from '../platform/db/database.ts';

/**
 * Fixed pages the site answers besides the sitemap's. The feeds, health checks and /logout are not
 * here: a redirect may never start there, confirmed or not (features/redirects/paths.ts).
 */
const OTHER_FIXED_PAGES = ['/contact/success', '/book-a-call/manage'];
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
