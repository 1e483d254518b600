// The insights editor's writes: create (a readable unique slug from the title, the author from the
// signed-in staff member), update, delete, restore of a saved version and the bulk Australian-English
// conversion. Content is sanitised on save with the article page's own allowlist; every change writes
// a revision (the newest INSIGHT_VERSIONS_KEPT are kept) and an audit row in the same transaction.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { fieldRefusal, Refusal } from '#src/platform/http/refusal.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { sanitizeArticleHtml } from '../rich-text/sanitize.server.ts';
import { NO_SEO, readSeo } from '../seo/seo.ts';
import { addressAfterSave, moveInsight, uniqueSlug } from './address.server.ts';
import { actorAsAuthor, authorRef, resolveAuthor } from './authors.server.ts';
import { CONVERSION_BUDGET_MS, ConversionThread, ConversionTimeout } from './conversion-thread.server.ts';
import { currentId, currentVersion, findRevisionRow, findRow, getInsight, type InsightRow } from './editor-reads.server.ts';
import { publishInstant } from './schedule.ts';
import { INSIGHT_MESSAGES, type InsightValues } from './schema.ts';
import { insightSearchText } from './search-text.ts';
import type { AdminInsight, InsightConflict } from './types.ts';

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

type RevisionSource = Pick<
  InsightRow,
  | 'title'
  | 'excerpt'
  | 'content'
  | 'category'
  | 'read_time'
  | 'date'
  | 'status'
  | 'image_url'
  | 'image_id'
  | 'image_alt'
  | 'reviewed_on'
  | 'author'
  | 'author_user_id'
  | 'author_team_member_id'
> & { seo?: string | null };

/** A chosen library image must still be in the library. */
async function checkImage(trx: Kysely<Database>, imageId: string | null): Promise<void> {
  if (imageId === null) return;
  const image = await trx.selectFrom('website_images').select('id').where('id', '=', imageId).executeTakeFirst();
  if (!image) throw fieldRefusal('image_id', INSIGHT_MESSAGES.imageMissing);
}

/**
 * How many versions an insight keeps: saving one more removes the oldest. A history of 200 KB articles
 * stays bounded (about 20 MB at most per insight), and every version kept can be opened and restored.
 */
export const INSIGHT_VERSIONS_KEPT = 100;

/** The next version of the insight, with the oldest beyond INSIGHT_VERSIONS_KEPT removed; answers its number. */
async function addRevision(
  trx: Kysely<Database>,
  insightId: string,
  source: RevisionSource,
  reason: RevisionReason,
  actor: StaffUser | null,
  at: Date | string,
): Promise<number> {
  const last = await trx
    .selectFrom('insight_revisions')
    .select(sql<number | null>`max(version)`.as('version'))
    .where('insight_id', '=', insightId)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await trx
    .insertInto('insight_revisions')
    .values({
      id: randomUUID(),
      insight_id: insightId,
      version,
      title: source.title,
      excerpt: source.excerpt,
      content: source.content,
      category: source.category,
      read_time: source.read_time,
      date: source.date,
      status: source.status,
      image_url: source.image_url,
      image_id: source.image_id,
      image_alt: source.image_alt,
      reviewed_on: source.reviewed_on,
      author: source.author,
      author_user_id: source.author_user_id,
      author_team_member_id: source.author_team_member_id,
      // Every version records its SEO fields (none stored: all empty), so a restore brings them back.
      seo: source.seo ?? JSON.stringify(NO_SEO),
      saved_by_id: actor?.id ?? null,
      saved_by: actor ? actor.name.trim() || actor.email : null,
      reason,
      created_at: at,
    })
    .execute();
  await trx
    .deleteFrom('insight_revisions')
    .where('insight_id', '=', insightId)
    .where('version', '<=', version - INSIGHT_VERSIONS_KEPT)
    .execute();
  return version;
}

export const auditInsight = audit({ type: 'insight', actionPrefix: 'insight' });

/** Row lock for a change that reads before it writes; SQLite runs one write transaction at a time anyway. */
async function lockInsight(database: AppDatabase, trx: Kysely<Database>, id: string): Promise<void> {
  if (database.dialect === 'postgres') await sql`select id from insights where id = ${id} for update`.execute(trx);
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
    await addRevision(trx, slug, { ...stored, ...author }, 'create', actor, now);
    await auditInsight(trx, actor, 'create', slug, { title: stored.title, status: stored.status });
    return slug;
  });
  return getInsight(database.db, id);
}

const EDITED_FIELDS = [
  'title',
  'excerpt',
  'content',
  'category',
  'read_time',
  'date',
  'status',
  'image_url',
  'image_id',
  'image_alt',
  'reviewed_on',
  'author',
  'author_user_id',
  'author_team_member_id',
] as const;

/** The labels the conflict screen names a changed field by. */
const FIELD_LABELS: Record<(typeof EDITED_FIELDS)[number], string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  category: 'Category',
  read_time: 'Read Time',
  date: 'Date',
  status: 'Status',
  image_url: 'Image URL',
  image_id: 'Image',
  image_alt: 'Alt Text',
  reviewed_on: 'Last Reviewed',
  author: 'Author',
  author_user_id: 'Author',
  author_team_member_id: 'Author',
};

/**
 * A save that started from an older version than the newest is refused (409) with who saved since,
 * when, and which fields they changed, so the editor can reload or knowingly overwrite.
 */
async function refuseNewerVersion(trx: Kysely<Database>, id: string, row: InsightRow, baseVersion: number) {
  const version = await currentVersion(trx, id);
  if (baseVersion >= version) return;
  const revisions = await trx
    .selectFrom('insight_revisions')
    .selectAll()
    .where('insight_id', '=', id)
    // Version 0 is the article before its first edit, which that edit recorded as version 1 ("original").
    .where('version', 'in', [Math.max(baseVersion, 1), version])
    .execute();
  const started = revisions.find((revision) => revision.version === Math.max(baseVersion, 1));
  const newest = revisions.find((revision) => revision.version === version);
  const changed = [
    ...new Set(EDITED_FIELDS.filter((field) => !started || started[field] !== row[field]).map((field) => FIELD_LABELS[field])),
  ];
  const conflict: InsightConflict = {
    savedBy: newest?.saved_by ?? null,
    savedAt: toIsoTimestamp(newest?.created_at ?? row.updated_at),
    version,
    changed,
    current: await getInsight(trx, id),
  };
  throw new Refusal(409, INSIGHT_MESSAGES.conflict, { details: { conflict } });
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
  reason: RevisionReason = 'update',
  details: Record<string, string | number | null> = {},
): Promise<{ insight: AdminInsight; changed: string[] }> {
  const stored = storedValues(values);
  const saved = await database.db.transaction().execute(async (trx) => {
    const id = await currentId(trx, requestedId);
    await lockInsight(database, trx, id);
    const before = await findRow(trx, id);
    if (values.base_version !== undefined) await refuseNewerVersion(trx, id, before, values.base_version);
    await checkImage(trx, stored.image_id);
    const author = values.author_ref
      ? await resolveAuthor(trx, values.author_ref)
      : { author: before.author, author_user_id: before.author_user_id, author_team_member_id: before.author_team_member_id };
    const next = { ...stored, ...author };
    const newId = await addressAfterSave(trx, before, values);
    const at = new Date();
    const firstPublished = before.first_published_at ?? (stored.status === 'published' ? at : null);
    const changed: string[] = EDITED_FIELDS.filter((field) => before[field] !== next[field]);
    if (newId !== id) changed.push('slug');
    if (stored.seo !== undefined && stored.seo !== (before.seo ?? JSON.stringify(NO_SEO))) changed.push('seo');
    if (changed.length === 0) return { changed, id };
    const history = await trx.selectFrom('insight_revisions').select('id').where('insight_id', '=', id).limit(1).execute();
    if (history.length === 0) await addRevision(trx, id, before, 'original', null, before.updated_at);
    if (newId !== id) await moveInsight(trx, before, newId, actor);
    await trx
      .updateTable('insights')
      .set({ ...next, first_published_at: firstPublished, updated_at: at })
      .where('id', '=', newId)
      .execute();
    const version = await addRevision(trx, newId, { ...next, seo: next.seo ?? before.seo }, reason, actor, at);
    await auditInsight(trx, actor, reason === 'update' ? 'update' : reason, newId, {
      title: stored.title,
      changed: changed.join(', '),
      version,
      ...(newId !== id ? { previousAddress: id } : {}),
      ...details,
    });
    return { changed, id: newId };
  });
  return { insight: await getInsight(database.db, saved.id), changed: saved.changed };
}

/** Deletes the insight and its versions (admins only, checked by the endpoint's policy). */
export async function deleteInsight(database: AppDatabase, actor: StaffUser, requestedId: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const id = await currentId(trx, requestedId);
    await lockInsight(database, trx, id);
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
  const { id, row: revision } = await findRevisionRow(database.db, requestedId, revisionId);
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
  return saveInsight(database, actor, id, values, 'restore', { restoredVersion: revision.version });
}

/** How many insight ids the bulk conversion reads at a time. */
const CONVERSION_BATCH = 200;

/** An insight the bulk conversion left as it was, and why, in words for the editor. */
export interface UnconvertedInsight {
  id: string;
  title: string;
  message: string;
}

/** The bulk conversion's answer: how many insights changed, their corrections, and those left unchanged. */
export interface BulkConversionAnswer {
  converted: number;
  corrections: number;
  unconverted: UnconvertedInsight[];
}

/** The editor's message for an insight whose conversion ran past its time budget. */
export function conversionTimeoutMessage(title: string, budgetMs: number): string {
  const seconds = budgetMs / 1000;
  return `Could not convert “${title}” within ${seconds.toLocaleString('en-AU')} ${seconds === 1 ? 'second' : 'seconds'}; it was left unchanged.`;
}

/**
 * The bulk conversion: every insight's title, excerpt and content to Australian English, each changed
 * insight saved once through the version path (so it can be restored). The text is converted in a worker
 * thread (the event loop keeps serving), each insight within `budgetMs`: one that takes longer is left
 * unchanged and named in the answer. A failure on one insight is logged and not counted (spec section 8);
 * the others go on.
 */
export async function convertAllToAustralianEnglish(
  database: AppDatabase,
  actor: StaffUser,
  onFailure: (id: string, error: unknown) => void,
  budgetMs = CONVERSION_BUDGET_MS,
): Promise<BulkConversionAnswer> {
  let converted = 0;
  let corrections = 0;
  const unconverted: UnconvertedInsight[] = [];
  const thread = new ConversionThread();
  let after = '';
  try {
    for (;;) {
      // Ids in batches, each insight read on its own: a batch of 200 KB articles read at once is a long
      // synchronous read on the event loop (node:sqlite).
      const ids = await database.db
        .selectFrom('insights')
        .select('id')
        .where('id', '>', after)
        .orderBy('id')
        .limit(CONVERSION_BATCH)
        .execute();
      if (ids.length === 0) break;
      after = ids.at(-1)?.id ?? after;
      for (const { id } of ids) {
        const row = await database.db.selectFrom('insights').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) continue;
        try {
          const result = await thread.convert(row, budgetMs);
          if (!result.changed) continue;
          // The author and the SEO fields stay as they are: only the text is converted.
          const values: InsightValues = { ...row, ...result.text, author_ref: undefined, seo: undefined };
          await saveInsight(database, actor, row.id, values, 'conversion', { corrections: result.corrections });
          converted += 1;
          corrections += result.corrections;
        } catch (error) {
          if (error instanceof ConversionTimeout) {
            unconverted.push({ id: row.id, title: row.title, message: conversionTimeoutMessage(row.title, budgetMs) });
          }
          onFailure(row.id, error);
        }
      }
    }
  } finally {
    await thread.close();
  }
  await auditInsight(database.db, actor, 'convert-all', null, {
    converted,
    corrections,
    ...(unconverted.length > 0 ? { unconverted: unconverted.map((insight) => insight.id).join(', ') } : {}),
  });
  return { converted, corrections, unconverted };
}
