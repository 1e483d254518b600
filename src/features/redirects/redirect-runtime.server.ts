// Redirects at request time: the whole table held in memory and read again after every content change
// (forget(), here or on another instance: server/services.ts's forgetContent), the answer the middleware
// gives before any page renders, and the hits, counted in memory and written in batches (every few
// seconds and on shutdown), never one database write per hit.
import { sql } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from '#src/platform/http/http-caching.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { fromProblem, indexRedirects, matchRedirect, type RedirectIndex } from './paths.ts';
import { loadRedirectRules, type PendingHits, type RedirectChecks } from './redirects.server.ts';

/** How often counted hits are written: a crash loses at most this much counting. */
export const HIT_FLUSH_INTERVAL_MS = 5_000;

export interface RedirectRuntimeOptions {
  database: AppDatabase;
  livePage: RedirectChecks['livePage'];
  logger: Logger;
  now?: () => Date;
}

export class RedirectRuntime implements RedirectChecks {
  readonly #options: RedirectRuntimeOptions;
  #table: { index: Promise<RedirectIndex> } | undefined;
  /** The last table read whole, for counting answers the page cache gave without asking. */
  #latest: RedirectIndex = new Map();
  #pending = new Map<string, { count: number; lastHitAt: Date }>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();

  constructor(options: RedirectRuntimeOptions) {
    this.#options = options;
  }

  readonly livePage = (path: string) => this.#options.livePage(path);

  /** The redirects as of the latest content change. */
  #index(): Promise<RedirectIndex> {
    if (!this.#table) {
      const index = loadRedirectRules(this.#options.database.db).then((rules) => {
        this.#latest = indexRedirects(rules);
        return this.#latest;
      });
      const table = { index };
      this.#table = table;
      // A failed read (the database restarting) is tried again by the next request.
      index.catch(() => {
        if (this.#table === table) this.#table = undefined;
      });
    }
    return this.#table.index;
  }

  /** Forgets the table held in memory (a content change): the next request reads it again. */
  forget(): void {
    this.#table = undefined;
  }

  /**
   * The redirect answer for a request, or null to render the page. An answer for a plain address is
   * public, so the page cache keeps it; one for an address with a query is not (its Location carries it).
   */
  async answer(pathname: string, search: string): Promise<Response | null> {
    if (fromProblem(pathname) !== null) return null;
    const match = matchRedirect(await this.#index(), pathname, search);
    if (!match) return null;
    this.#count(match.rule.id);
    return new Response(`Redirecting to ${match.location}`, {
      status: match.rule.status_code,
      headers: {
        Location: match.location,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': search ? PRIVATE_NO_STORE : PUBLIC_PAGE_CACHE_CONTROL,
      },
    });
  }

  /** The page cache answered a stored redirect for `key` (a path without query) by itself: counted here. */
  servedFromCache(key: string): void {
    const match = matchRedirect(this.#latest, key, '');
    if (match) this.#count(match.rule.id);
  }

  #count(id: string): void {
    const now = this.#options.now?.() ?? new Date();
    const counted = this.#pending.get(id);
    if (counted) {
      counted.count += 1;
      counted.lastHitAt = now;
    } else this.#pending.set(id, { count: 1, lastHitAt: now });
  }

  /** Hits counted and not yet written. */
  get pending(): PendingHits {
    return this.#pending;
  }

  /** Writes the counted hits in one transaction; on failure they are kept for the next flush. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  async #write(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    try {
      await this.#options.database.db.transaction().execute(async (trx) => {
        for (const [id, { count, lastHitAt }] of batch) {
          await trx
            .updateTable('redirects')
            .set({ hits: sql<number>`hits + ${count}` })
            .where('id', '=', id)
            .execute();
          // Another instance may have written a later hit already.
          await trx
            .updateTable('redirects')
            .set({ last_hit_at: lastHitAt })
            .where('id', '=', id)
            .where((eb) => eb.or([eb('last_hit_at', 'is', null), eb('last_hit_at', '<', lastHitAt)]))
            .execute();
        }
      });
    } catch (error) {
      for (const [id, { count, lastHitAt }] of batch) {
        const later = this.#pending.get(id);
        this.#pending.set(id, { count: count + (later?.count ?? 0), lastHitAt: later?.lastHitAt ?? lastHitAt });
      }
      this.#options.logger.warn('could not write redirect hits; kept for the next try', errorFields(error));
    }
  }

  /** Writes the hits every `intervalMs` until stopped. */
  start(intervalMs = HIT_FLUSH_INTERVAL_MS): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and writes what is left: the last step before the database closes. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }
}
