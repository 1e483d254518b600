// An insight's public address: its slug (readable, from the title, unique), the address an edit saves
// it under (following a draft's title until its first save as published, then only edited by hand),
// the move to a new address, and the permanent redirect from the old one (features/redirects), so
// links and search results keep working.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { fieldRefusal } from '#src/platform/http/refusal.ts';
import type { StaffUser } from '../auth/access.ts';
import { recordAddressChange } from '../redirects/redirects.server.ts';
import { type InsightRow, isAddressFixed } from './editor-reads.server.ts';
import { INSIGHT_MESSAGES, type InsightValues } from './schema.ts';

/** The article page's address of an insight id (its slug). */
export function insightPath(id: string): string {
  return `/resources/insights/${encodeURIComponent(id)}`;
}

/** The insight `oldId` now lives at `newId`: its old address redirects there (and chains collapse). */
export function recordInsightAddressChange(db: Kysely<Database>, oldId: string, newId: string, actor?: StaffUser): Promise<void> {
  return recordAddressChange(db, insightPath(oldId), insightPath(newId), actor);
}

/** 'Valuing a Recruitment Agency: 2025!' → 'valuing-a-recruitment-agency-2025', like the seeded articles' ids. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'insight';
}

/** Paths beside /api/admin/insights/:id that an insight's id must never shadow. */
const RESERVED_SLUGS = new Set(['export', 'australian-english', 'authors']);

/** The slug, or the slug with -2, -3… when another insight already has it (`own`: the insight being renamed). */
export async function uniqueSlug(db: Kysely<Database>, title: string, own?: string): Promise<string> {
  const base = slugFromTitle(title);
  const taken = new Set(
    (
      await db
        .selectFrom('insights')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', base), eb('id', 'like', `${base}-%`)]))
        .execute()
    )
      .map((row) => row.id)
      .filter((id) => id !== own),
  );
  for (const reserved of RESERVED_SLUGS) taken.add(reserved);
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/**
 * The address an edit saves the insight under. Until its first save as published (or scheduled) it
 * follows the title; after that it is the one typed in the dialog (or kept), checked: lower-case words
 * and dashes, not reserved, no other insight's.
 */
export async function addressAfterSave(trx: Kysely<Database>, before: InsightRow, values: InsightValues): Promise<string> {
  if (!isAddressFixed(before)) {
    return values.title === before.title ? before.id : uniqueSlug(trx, values.title, before.id);
  }
  const wanted = values.slug ?? before.id;
  if (wanted === before.id) return wanted;
  if (RESERVED_SLUGS.has(wanted)) throw fieldRefusal('slug', INSIGHT_MESSAGES.slugReserved);
  const other = await trx.selectFrom('insights').select('id').where('id', '=', wanted).executeTakeFirst();
  if (other) throw fieldRefusal('slug', INSIGHT_MESSAGES.slugTaken);
  return wanted;
}

/**
 * Moves an insight and its versions to a new id (its address), remembering the old one. An address
 * the public may have seen keeps working: a 301 to the new one (chains collapse).
 */
export async function moveInsight(trx: Kysely<Database>, before: InsightRow, to: string, actor: StaffUser): Promise<void> {
  const from = before.id;
  await trx.updateTable('insights').set({ id: to }).where('id', '=', from).execute();
  await trx.updateTable('insight_revisions').set({ insight_id: to }).where('insight_id', '=', from).execute();
  await trx.deleteFrom('insight_former_ids').where('id', '=', to).execute();
  await trx.updateTable('insight_former_ids').set({ insight_id: to }).where('insight_id', '=', from).execute();
  await trx.insertInto('insight_former_ids').values({ id: from, insight_id: to }).execute();
  if (isAddressFixed(before)) await recordInsightAddressChange(trx, from, to, actor);
}
