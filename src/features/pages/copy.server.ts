// The stored page copy (page_copy): each fixed page's published words and its draft, every version
// saved (page_copy_revisions) with its audit row, saves refused over a newer version (409, decision
// 007), Restore, and the in-memory published copy the public pages read once per page-cache generation.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { withAddedGroups } from './added-groups.ts';
import { type AnyPageCopy, type CopyPageId, PAGES_MESSAGES, type PageCopyOf, pageCopySchema } from './schema.ts';

export type PageCopyRevisionReason = 'seed' | 'draft' | 'publish' | 'restore';

/** A page's copy as the editor opens it. */
export interface StoredPageCopy<Id extends CopyPageId = CopyPageId> {
  page: Id;
  published: PageCopyOf<Id>;
  /** The draft being edited, or null when the published copy is all there is. */
  draft: PageCopyOf<Id> | null;
  /** The version a save must start from. */
  version: number;
  publishedVersion: number;
  updatedAt: string;
  publishedAt: string;
}

export interface PageCopyRevision<Id extends CopyPageId = CopyPageId> {
  id: string;
  version: number;
  reason: PageCopyRevisionReason;
  savedBy: string | null;
  createdAt: string;
  copy: PageCopyOf<Id>;
}

/** A 409's details: who saved since the editor opened the page, and when. */
export interface PageCopyConflict {
  savedBy: string | null;
  savedAt: string | null;
  version: number;
}

const auditPage = audit({ type: 'page_copy', actionPrefix: 'page' });

/**
 * A stored document through its page's schema, with any group added to the page since it was stored
 * filled from the seed (added-groups.ts); null when it still does not pass.
 */
function parseStored<Id extends CopyPageId>(id: Id, value: string | null): PageCopyOf<Id> | null {
  if (value === null) return null;
  try {
    const parsed = pageCopySchema(id).safeParse(withAddedGroups(id, JSON.parse(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function readPageCopy<Id extends CopyPageId>(db: Kysely<Database>, id: Id): Promise<StoredPageCopy<Id> | null> {
  const row = await db.selectFrom('page_copy').selectAll().where('page', '=', id).executeTakeFirst();
  const published = row ? parseStored(id, row.published) : null;
  if (!row || published === null) return null;
  return {
    page: id,
    published,
    draft: parseStored(id, row.draft),
    version: row.version,
    publishedVersion: row.published_version,
    updatedAt: toIsoTimestamp(row.updated_at),
    publishedAt: toIsoTimestamp(row.published_at),
  };
}

async function addRevision(
  trx: Kysely<Database>,
  id: CopyPageId,
  version: number,
  value: string,
  reason: PageCopyRevisionReason,
  actor: StaffUser | null,
  now: Date,
) {
  await trx
    .insertInto('page_copy_revisions')
    .values({
      id: randomUUID(),
      page: id,
      version,
      value,
      reason,
      saved_by_id: actor?.id ?? null,
      saved_by: actor ? actor.name.trim() || actor.email : null,
      created_at: now,
    })
    .execute();
}

/** The page's first version, published, unless it is already stored (a seed never overwrites staff edits). */
export async function insertFirstPageCopy(trx: Kysely<Database>, id: CopyPageId, copy: AnyPageCopy, now: Date): Promise<void> {
  const existing = await trx.selectFrom('page_copy').select('page').where('page', '=', id).executeTakeFirst();
  if (existing) return;
  const value = JSON.stringify(copy);
  await trx
    .insertInto('page_copy')
    .values({ page: id, published: value, draft: null, version: 1, published_version: 1, updated_at: now, published_at: now })
    .execute();
  await addRevision(trx, id, 1, value, 'seed', null, now);
}

/** Fields whose values differ between two documents, as dotted paths ("hero.title", "benefits.items.2.title"). */
export function changedFields(before: unknown, after: unknown, path = ''): string[] {
  if (typeof before === 'object' && before !== null && typeof after === 'object' && after !== null) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    if (Array.isArray(before) !== Array.isArray(after)) return [path || '(page)'];
    if (Array.isArray(before) && Array.isArray(after) && before.length !== after.length) return [path];
    return [...keys].flatMap((key) =>
      changedFields(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return before === after ? [] : [path || '(page)'];
}

type Change = 'draft' | 'publish' | 'restore';

/**
 * Writes the page's next version as its draft or as published (publishing ends the draft), refusing
 * with 409 when the page moved past `baseVersion` since the editor opened it. Audited in the same
 * transaction, naming the changed fields.
 */
async function writeChange<Id extends CopyPageId>(
  database: AppDatabase,
  actor: StaffUser,
  id: Id,
  copy: PageCopyOf<Id>,
  baseVersion: number,
  change: Change,
  details: Record<string, string | number> = {},
): Promise<StoredPageCopy<Id>> {
  return database.db.transaction().execute(async (trx) => {
    // Two editors saving at once: the second waits, then meets the first's version.
    if (database.dialect === 'postgres') await sql`select page from page_copy where page = ${id} for update`.execute(trx);
    const current = await readPageCopy(trx, id);
    if (!current) throw new Refusal(404, PAGES_MESSAGES.notFound);
    if (baseVersion !== current.version) {
      const newest = await trx
        .selectFrom('page_copy_revisions')
        .select(['saved_by', 'created_at'])
        .where('page', '=', id)
        .where('version', '=', current.version)
        .executeTakeFirst();
      const conflict: PageCopyConflict = {
        savedBy: newest?.saved_by ?? null,
        savedAt: newest ? toIsoTimestamp(newest.created_at) : null,
        version: current.version,
      };
      throw new Refusal(409, PAGES_MESSAGES.conflict, { details: { conflict } });
    }
    const version = current.version + 1;
    const now = new Date();
    const value = JSON.stringify(copy);
    const changed = changedFields(current.draft ?? current.published, copy);
    if (change === 'draft') {
      await trx.updateTable('page_copy').set({ draft: value, version, updated_at: now }).where('page', '=', id).execute();
    } else {
      await trx
        .updateTable('page_copy')
        .set({ published: value, draft: null, version, published_version: version, updated_at: now, published_at: now })
        .where('page', '=', id)
        .execute();
    }
    await addRevision(trx, id, version, value, change, actor, now);
    await auditPage(trx, actor, change, id, {
      version,
      changed: changed.slice(0, 20).join(', ') + (changed.length > 20 ? '…' : ''),
      ...details,
    });
    const stored = await readPageCopy(trx, id);
    if (!stored) throw new Refusal(404, PAGES_MESSAGES.notFound);
    return stored;
  });
}

export function savePageDraft<Id extends CopyPageId>(
  database: AppDatabase,
  actor: StaffUser,
  id: Id,
  copy: PageCopyOf<Id>,
  baseVersion: number,
) {
  return writeChange(database, actor, id, copy, baseVersion, 'draft');
}

/** Publishes the copy sent (the editor's form as it stands): visitors see it from the next page render. */
export function publishPageCopy<Id extends CopyPageId>(
  database: AppDatabase,
  actor: StaffUser,
  id: Id,
  copy: PageCopyOf<Id>,
  baseVersion: number,
) {
  return writeChange(database, actor, id, copy, baseVersion, 'publish');
}

/** How many versions the history shows, newest first. */
export const PAGE_HISTORY_LIMIT = 50;

export async function listPageRevisions<Id extends CopyPageId>(db: Kysely<Database>, id: Id): Promise<PageCopyRevision<Id>[]> {
  const rows = await db
    .selectFrom('page_copy_revisions')
    .select(['id', 'version', 'value', 'reason', 'saved_by', 'created_at'])
    .where('page', '=', id)
    .orderBy('version', 'desc')
    .limit(PAGE_HISTORY_LIMIT)
    .execute();
  return rows.flatMap((row) => {
    const copy = parseStored(id, row.value);
    return copy === null
      ? []
      : [
          {
            id: row.id,
            version: row.version,
            reason: row.reason,
            savedBy: row.saved_by,
            createdAt: toIsoTimestamp(row.created_at),
            copy,
          },
        ];
  });
}

/** Publishes an earlier version again as the newest (so the restore can itself be undone); any draft ends. */
export async function restorePageRevision<Id extends CopyPageId>(
  database: AppDatabase,
  actor: StaffUser,
  id: Id,
  revisionId: string,
  baseVersion: number,
): Promise<StoredPageCopy<Id>> {
  const row = await database.db
    .selectFrom('page_copy_revisions')
    .select(['value', 'version'])
    .where('id', '=', revisionId)
    .where('page', '=', id)
    .executeTakeFirst();
  const copy = row ? parseStored(id, row.value) : null;
  if (!row || copy === null) throw new Refusal(404, PAGES_MESSAGES.revisionNotFound);
  return writeChange(database, actor, id, copy, baseVersion, 'restore', { restoredVersion: row.version });
}

/** What public pages read of the copy: the published words, held in memory between content changes. */
export interface PageCopyStore {
  published<Id extends CopyPageId>(id: Id): Promise<PageCopyOf<Id>>;
}

/**
 * Every page's published copy, read in one query and held while the page cache's `generation` stays
 * the same (it moves with every content change here or on another instance), so a cached page costs
 * nothing and a page rendered afresh costs no query. A page not stored yet shows its seed.
 */
export function createPageCopyStore(
  database: AppDatabase,
  /** A page's seed copy, for a page with no stored copy (before the seed ran, or one it could not parse). */
  fallback: <Id extends CopyPageId>(id: Id) => Promise<PageCopyOf<Id>>,
  { generation, log }: { generation: () => number; log?: Logger },
): PageCopyStore {
  let held: { generation: number; pages: Promise<Map<string, unknown>> } | undefined;
  const readAll = async () => {
    const rows = await database.db.selectFrom('page_copy').select(['page', 'published']).execute();
    return new Map(rows.map((row) => [row.page, row.published]));
  };
  const load = () => {
    const now = generation();
    if (held?.generation === now) return held.pages;
    const entry: { generation: number; pages: Promise<Map<string, unknown>> } = {
      generation: now,
      pages: readAll().catch((error: unknown) => {
        if (held === entry) held = undefined;
        log?.warn('the page copy could not be read', errorFields(error));
        throw error;
      }),
    };
    held = entry;
    return entry.pages;
  };
  const parsed = new Map<string, { raw: unknown; copy: unknown }>();
  return {
    async published(id) {
      const raw = (await load()).get(id);
      const known = parsed.get(id);
      if (known && known.raw === raw) return known.copy as PageCopyOf<typeof id>;
      const copy = (typeof raw === 'string' ? parseStored(id, raw) : null) ?? (await fallback(id));
      parsed.set(id, { raw, copy });
      return copy;
    },
  };
}

/** A page's draft (or its published copy when there is none), for a signed-in editor's preview. */
export async function readPageDraft<Id extends CopyPageId>(db: Kysely<Database>, id: Id): Promise<PageCopyOf<Id> | null> {
  const stored = await readPageCopy(db, id);
  return stored ? (stored.draft ?? stored.published) : null;
}
