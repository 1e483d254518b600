// Which paths a beacon may count: the site's fixed public pages and the articles live now. The live
// articles are read at most once per refresh period, so a flood of beacons never becomes a flood of
// queries; staff pages, unknown paths and drafts are never counted.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { isLive } from '../insights/schedule.ts';
import { publicRoutes } from '../site/public-routes.ts';
import { ARTICLE_PATH_PREFIX } from './kinds.ts';

export const ARTICLE_LIST_REFRESH_MS = 30_000;

const FIXED_PATHS = new Set(publicRoutes.map((route) => route.path));

export class CountablePaths {
  private readonly db: Kysely<Database>;
  private readonly refreshMs: number;
  private articles: { ids: Set<string>; loadedAt: number; loading?: Promise<Set<string>> } = {
    ids: new Set(),
    loadedAt: -Infinity,
  };

  constructor(db: Kysely<Database>, refreshMs = ARTICLE_LIST_REFRESH_MS) {
    this.db = db;
    this.refreshMs = refreshMs;
  }

  /** Whether `path` is a public page the analytics count. */
  async isCountable(path: string, now = Date.now()): Promise<boolean> {
    if (FIXED_PATHS.has(path)) return true;
    if (!path.startsWith(ARTICLE_PATH_PREFIX)) return false;
    const id = path.slice(ARTICLE_PATH_PREFIX.length);
    if (!id || id.includes('/')) return false;
    return (await this.liveArticleIds(now)).has(id);
  }

  /** Forgets the article list: the next check reads it again (after content changes, in tests). */
  forget(): void {
    this.articles = { ids: new Set(), loadedAt: -Infinity };
  }

  private liveArticleIds(now: number): Promise<Set<string>> {
    if (now - this.articles.loadedAt < this.refreshMs) return Promise.resolve(this.articles.ids);
    if (!this.articles.loading) {
      const loading = this.db
        .selectFrom('insights')
        .select('id')
        .where((eb) => isLive(eb, new Date(now)))
        .execute()
        .then((rows) => {
          this.articles = { ids: new Set(rows.map((row) => row.id)), loadedAt: now };
          return this.articles.ids;
        })
        .finally(() => {
          if (this.articles.loading === loading) this.articles.loading = undefined;
        });
      this.articles.loading = loading;
    }
    return this.articles.loading;
  }
}
