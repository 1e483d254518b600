// The insights editor's writes: create (a readable unique slug from the title, the author from the
// signed-in staff member), update, delete and restore of a saved version, each version saved through the
// editing kit (insight-record.server.ts maps it). Content is sanitised on save with the article page's
// own allowlist; every change writes a revision and an audit row in the same transaction.
import type { Kysely } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { fieldRefusal } from '#src/platform/http/refusal.ts';
import type { StaffUser } from '../auth/access.ts';
import * as versioned from '../editing/versioned-record.server.ts';
import { sanitizeArticleHtml } from '../rich-text/sanitize.server.ts';
import { readSeo } from '../seo/seo.ts';
import { addressAfterSave, moveInsight, uniqueSlug } from './address.server.ts';
import { actorAsAuthor, authorRef, resolveAuthor } from './authors.server.ts';
import { currentId, findRow, getInsight } from './editor-reads.server.ts';
import { findRevision } from './insight-history.server.ts';
import { auditInsight, currentVersion, insightLock, insightRecord, versionOf } from './insight-record.server.ts';
import { publishInstant } from './schedule.ts';
import { INSIGHT_MESSAGES, type InsightValues } from './schema.ts';
import { insightSearchText } from './search-text.ts';
import type { AdminInsight } from './types.ts';

/** Why a version was saved, as the history shows it. */
export type RevisionReason = 'original' | 'create' | 'update' | 'restore' | 'conversion';

/** The stored form of the values: content through the article allowlist, the derived columns. */
function storedValues(values: InsightValues) {
  const content = sanitizeArticleHtml(values.content).trim();
  if (content.replace(/<[^>]*>/g, '').trim() === '') throw fieldRefusal('content', INSIGHT_MESSAGES.contentRequired);
  return {
    title: values.title,
    excerpt: values.excerpt,
    content,
    category: values.category,
    read_time: values.read_time,
    date: values.date,
    status: values.status,
    image_url: values.image_url,
    image_id: values.image_id,
    image_alt: values.image_alt,
    reviewed_on: values.reviewed_on,
    publish_at: publishInstant(values.date),
    search_text: insightSearchText(values.title, values.excerpt, content),
    // Left out of the save, the stored fields stay (Kysely leaves an undefined column alone).
    seo: values.seo ? JSON.stringify(values.seo) : undefined,
  };
}

/** A chosen library image must still be in the library. */
async function checkImage(trx: Kysely<Database>, imageId: string | null): Promise<void> {
  if (imageId === null) return;
  const image = await trx.selectFrom('website_images').select('id').where('id', '=', imageId).executeTakeFirst();
  if (!image) throw fieldRefusal('image_id', INSIGHT_MESSAGES.imageMissing);
}

/** A new insight: its slug from the title, its author the signed-in staff member. */
export async function createInsight(database: AppDatabase, actor: StaffUser, values: InsightValues): Promise<AdminInsight> {
  const stored = storedValues(values);
  const now = new Date();
  const id = await database.db.transaction().execute(async (trx) => {
    await checkImage(trx, stored.image_id);
    const author = values.author_ref ? await resolveAuthor(trx, values.author_ref) : actorAsAuthor(actor);
    const slug = await uniqueSlug(trx, values.title);
    await trx
      .insertInto('insights')
      .values({
        id: slug,
        ...stored,
        ...author,
        first_published_at: stored.status === 'published' ? now : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const value = versionOf({ ...stored, ...author });
    await versioned.addRevision(trx, insightRecord(slug), { value, version: 1, reason: 'create', actor, at: now });
    await auditInsight(trx, actor, 'create', slug, { title: stored.title, status: stored.status });
    return slug;
  });
  return getInsight(database.db, id);
}

/**
 * Saves new values over an insight, keeping the version it replaces: the first edit of an insight
 * with no history (a seed article) first records what it was. Nothing changed: nothing is written.
 * The id (its address) follows a renamed draft's title until the first save as published; after
 * that it changes only when edited by hand, and the old address redirects.
 */
export async function saveInsight(
  database: AppDatabase,
  actor: StaffUser,
  requestedId: string,
  values: InsightValues,
  reason: Exclude<RevisionReason, 'original' | 'create'> = 'update',
  details: Record<string, string | number | null> = {},
): Promise<{ insight: AdminInsight; changed: string[] }> {
  const stored = storedValues(values);
  const saved = await database.db.transaction().execute(async (trx) => {
    const id = await currentId(trx, requestedId);
    await versioned.lockRecord(database, trx, insightLock(id));
    const before = await findRow(trx, id);
    const record = insightRecord(id);
    const current = { value: versionOf(before), version: await currentVersion(trx, id) };
    if (values.base_version !== undefined) {
      const more = async () => ({ current: await getInsight(trx, id) });
      await versioned.refuseNewerVersion(trx, record, { base: values.base_version, current, more });
    }
    await checkImage(trx, stored.image_id);
    const author = values.author_ref
      ? await resolveAuthor(trx, values.author_ref)
      : { author: before.author, author_user_id: before.author_user_id, author_team_member_id: before.author_team_member_id };
    const next = { ...stored, ...author };
    const newId = await addressAfterSave(trx, before, values);
    const moved = newId !== id;
    const result = await versioned.saveVersion(trx, actor, record, {
      value: versionOf({ ...next, seo: next.seo ?? before.seo }),
      reason,
      current,
      skipUnchanged: true,
      keepOriginal: before.updated_at,
      alsoChanged: moved ? ['slug'] : [],
      movedTo: moved ? newId : undefined,
      details: { title: stored.title, ...(moved ? { previousAddress: id } : {}), ...details },
      write: async (_value, _version, at) => {
        if (moved) await moveInsight(trx, before, newId, actor);
        const firstPublished = before.first_published_at ?? (stored.status === 'published' ? at : null);
        await trx
          .updateTable('insights')
          .set({ ...next, first_published_at: firstPublished, updated_at: at })
          .where('id', '=', newId)
          .execute();
      },
    });
    return { changed: result?.changed ?? [], id: result ? newId : id };
  });
  return { insight: await getInsight(database.db, saved.id), changed: saved.changed };
}

/** Deletes the insight and its versions (admins only, checked by the endpoint's policy). */
export async function deleteInsight(database: AppDatabase, actor: StaffUser, requestedId: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const id = await currentId(trx, requestedId);
    await versioned.lockRecord(database, trx, insightLock(id));
    const before = await findRow(trx, id);
    await trx.deleteFrom('insight_revisions').where('insight_id', '=', id).execute();
    await trx.deleteFrom('insight_former_ids').where('insight_id', '=', id).execute();
    await trx.deleteFrom('insights').where('id', '=', id).execute();
    await auditInsight(trx, actor, 'delete', id, { title: before.title });
  });
}

/** Puts an earlier version back; the restore is itself a new version. */
export async function restoreRevision(
  database: AppDatabase,
  actor: StaffUser,
  requestedId: string,
  revisionId: string,
): Promise<{ insight: AdminInsight; changed: string[] }> {
  const { id, value: revision, version } = await findRevision(database.db, requestedId, revisionId);
  const values: InsightValues = {
    title: revision.title,
    excerpt: revision.excerpt,
    content: revision.content,
    category: revision.category,
    read_time: revision.read_time,
    date: revision.date,
    status: revision.status,
    image_url: revision.image_url,
    image_id: revision.image_id,
    image_alt: revision.image_alt,
    reviewed_on: revision.reviewed_on,
    author_ref: authorRef(revision) ?? undefined,
    // A version saved before its SEO fields were recorded leaves today's as they are.
    seo: revision.seo === null ? undefined : readSeo(revision.seo),
  };
  return saveInsight(database, actor, id, values, 'restore', { restoredVersion: version });
}
