// The stored page copy (page_copy): each fixed page's published words and its draft, every version
// saved (page_copy_revisions, a JSON document each) with its audit row through the editing kit, saves
// refused over a newer version (409, decisions 007 and 016), Restore, and the in-memory published copy
// the public pages read once per content change.
import '#src/platform/validation/zod-jitless.ts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import type { Logger } from '#src/platform/log.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { heldPerGeneration } from '../editing/held-per-generation.ts';
import { jsonRevisions, parseStoredJson } from '../editing/revision-tables.server.ts';
import * as versioned from '../editing/versioned-record.server.ts';
import { withAddedGroups } from './added-groups.ts';
import { serverPageCopySchema } from './page-copy-schema.server.ts';
import { type AnyPageCopy, type CopyPageId, PAGES_MESSAGES, type PageCopyOf } from './schema.ts';

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

export type PageCopyRevision<Id extends CopyPageId = CopyPageId> = Omit<
  versioned.ListedVersion<PageCopyOf<Id>>,
  'value' | 'reason'
> & {
  reason: PageCopyRevisionReason;
  copy: PageCopyOf<Id>;
};

/** A 409's details: who saved since the editor opened the page, and when. */
export type PageCopyConflict = versioned.VersionConflict;

const auditPage = audit({ type: 'page_copy', actionPrefix: 'page' });

/**
 * A page's copy read from storage: a version lacking a group added to the page since (added-groups.ts)
 * reads with the seed's; its rich paragraphs are sanitised again as they are read (page-copy-schema.server.ts).
 */
const storedSchema = <Id extends CopyPageId>(id: Id) =>
  z.preprocess((stored) => withAddedGroups(id, stored), serverPageCopySchema(id)) as z.ZodType<PageCopyOf<Id>, unknown>;

/** A page's copy as a versioned record: its row in page_copy, each version a JSON document in page_copy_revisions. */
const pageDocument = <Id extends CopyPageId>(id: Id): versioned.VersionedRecord<PageCopyOf<Id>> => ({
  key: id,
  revisions: jsonRevisions('page_copy_revisions', 'page', storedSchema(id)),
  audit: auditPage,
  conflict: PAGES_MESSAGES.conflict,
  revisionNotFound: PAGES_MESSAGES.revisionNotFound,
});

const pageLock = (id: CopyPageId) => ({ table: 'page_copy', column: 'page', key: id });

/** A stored document through its page's schema, added groups filled; null when it still does not pass. */
const parseStored = <Id extends CopyPageId>(id: Id, json: string | null) => parseStoredJson(storedSchema(id), json);

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

/** The page's first version, published, unless it is already stored (a seed never overwrites staff edits). */
export async function insertFirstPageCopy(trx: Kysely<Database>, id: CopyPageId, copy: AnyPageCopy, now: Date): Promise<void> {
  const stored = await trx.selectFrom('page_copy').select('page').where('page', '=', id).executeTakeFirst();
  await versioned.insertFirstVersion(trx, pageDocument(id), {
    value: copy as PageCopyOf<typeof id>,
    now,
    stored: Boolean(stored),
    write: async (value) => {
      const published = JSON.stringify(value);
      await trx
        .insertInto('page_copy')
        .values({ page: id, published, draft: null, version: 1, published_version: 1, updated_at: now, published_at: now })
        .execute();
    },
  });
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
  const document = pageDocument(id);
  return versioned.withRecordLock(database, pageLock(id), async (trx) => {
    const current = await readPageCopy(trx, id);
    if (!current) throw new Refusal(404, PAGES_MESSAGES.notFound);
    await versioned.saveVersion(trx, actor, document, {
      value: copy,
      reason: change,
      current: { value: current.draft ?? current.published, version: current.version },
      base: baseVersion,
      details,
      write: async (saved, version, now) => {
        const value = JSON.stringify(saved);
        const written =
          change === 'draft'
            ? { draft: value, version, updated_at: now }
            : { published: value, draft: null, version, published_version: version, updated_at: now, published_at: now };
        await trx.updateTable('page_copy').set(written).where('page', '=', id).execute();
      },
    });
    const stored = await readPageCopy(trx, id);
    if (!stored) throw new Refusal(404, PAGES_MESSAGES.notFound);
    return stored;
  });
}

type Save = <Id extends CopyPageId>(
  database: AppDatabase,
  actor: StaffUser,
  id: Id,
  copy: PageCopyOf<Id>,
  baseVersion: number,
) => Promise<StoredPageCopy<Id>>;

export const savePageDraft: Save = (database, actor, id, copy, base) => writeChange(database, actor, id, copy, base, 'draft');

/** Publishes the copy sent (the editor's form as it stands): visitors see it from the next page render. */
export const publishPageCopy: Save = (database, actor, id, copy, base) => writeChange(database, actor, id, copy, base, 'publish');

/** The newest versions first, each with the fields it changed. */
export async function listPageRevisions<Id extends CopyPageId>(db: Kysely<Database>, id: Id): Promise<PageCopyRevision<Id>[]> {
  const { versions } = await versioned.listVersions(db, pageDocument(id));
  return versions.map(({ value, reason, ...revision }) => ({
    ...revision,
    reason: reason as PageCopyRevisionReason,
    copy: value,
  }));
}

/** Publishes an earlier version again as the newest (so the restore can itself be undone); any draft ends. */
export async function restorePageRevision<Id extends CopyPageId>(
  database: AppDatabase,
  actor: StaffUser,
  id: Id,
  revisionId: string,
  baseVersion: number,
): Promise<StoredPageCopy<Id>> {
  const { value, version } = await versioned.findVersion(database.db, pageDocument(id), revisionId);
  return writeChange(database, actor, id, value, baseVersion, 'restore', { restoredVersion: version });
}

/** What public pages read of the copy: the published words, held in memory between content changes. */
export interface PageCopyStore {
  published<Id extends CopyPageId>(id: Id): Promise<PageCopyOf<Id>>;
  /** Forgets every page's copy held in memory (a content change): it is read again when next asked. */
  forget(): void;
}

/**
 * Every page's published copy, read in one query and held until forget() (every content change here
 * or on another instance), so a cached page costs nothing and a page rendered afresh costs no query.
 * A page not stored yet shows its seed.
 */
export function createPageCopyStore(
  database: AppDatabase,
  /** A page's seed copy, for a page with no stored copy (before the seed ran, or one it could not parse). */
  fallback: <Id extends CopyPageId>(id: Id) => Promise<PageCopyOf<Id>>,
  log?: Logger,
): PageCopyStore {
  const readAll = async () => {
    const rows = await database.db.selectFrom('page_copy').select(['page', 'published']).execute();
    return new Map<string, unknown>(rows.map((row) => [row.page, row.published]));
  };
  // Moved by forget(): what was read before it is read again.
  let generation = 0;
  const load = heldPerGeneration(readAll, 'the page copy', { generation: () => generation, log });
  const parsed = new Map<string, { raw: unknown; copy: unknown }>();
  return {
    forget() {
      generation += 1;
    },
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
