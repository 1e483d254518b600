// Team members: the About page's carousel in display order, and every change the admin screen makes
// but the versioned edit (team-revisions.server.ts): add, delete, reorder, photo upload and removal,
// each audited. A photo goes through the image pipeline (type from the bytes, metadata stripped, square
// centre crop, AVIF and WebP sizes); replacing or deleting one removes the old files once the row no
// longer points at them.
import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toBoolean } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { errorFields } from '#src/platform/log.ts';
import { deleteStoredImage, storeImage } from '#src/platform/media/image-pipeline.server.ts';
import { readStoredImage, type StoredImage } from '#src/platform/media/responsive.ts';
import type { UploadServices } from '../admin/admin-endpoint.server.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { lockRecord } from '../editing/versioned-record.server.ts';
import {
  type MoveDirection,
  NEW_TEAM_MEMBER,
  TEAM_MESSAGES,
  TEAM_PHOTO_ASPECT_RATIO,
  TEAM_PHOTO_MAX_BYTES,
  TEAM_PHOTO_PREFIX,
  TEAM_PHOTO_WIDTHS,
} from './schema.ts';
import type { TeamMembersTable } from './tables.ts';
import type { TeamMember } from './types.ts';

export type { TeamMember };

const COLUMNS = ['id', 'name', 'role', 'bio', 'image_url', 'display_order', 'stored_image', 'visible', 'version'] as const;
type MemberRow = Pick<Selectable<TeamMembersTable>, (typeof COLUMNS)[number]>;

function toMember({ stored_image, visible, ...row }: MemberRow): TeamMember {
  return { ...row, photo: readStoredImage(stored_image), visible: toBoolean(visible) };
}

/** Every member in display order, hidden ones too (the admin screen). */
export async function listTeamMembers(db: Kysely<Database>): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .select(COLUMNS)
    .orderBy('display_order', 'asc')
    .orderBy('name', 'asc')
    .execute();
  return rows.map(toMember);
}

/** The members the About page's carousel shows: those marked visible, in display order. */
export async function listVisibleTeamMembers(db: Kysely<Database>): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .select(COLUMNS)
    .where('visible', '=', true)
    .orderBy('display_order', 'asc')
    .orderBy('name', 'asc')
    .execute();
  return rows.map(toMember);
}

/** The largest photo accepted: the spec's 5 MB, or less when UPLOAD_MAX_MB is lower. */
export function teamPhotoMaxBytes(services: UploadServices): number {
  return Math.min(TEAM_PHOTO_MAX_BYTES, services.uploads.maxBytes);
}

export async function findMember(db: Kysely<Database>, id: string): Promise<TeamMember> {
  const row = await db.selectFrom('team_members').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, TEAM_MESSAGES.notFound);
  return toMember(row);
}

export const auditTeam = audit({ type: 'team_member', actionPrefix: 'team' });

/** Row locks for a change that reads before it writes; SQLite runs one write transaction at a time anyway. */
async function lockTeam(database: AppDatabase, trx: Kysely<Database>): Promise<void> {
  if (database.dialect === 'postgres') await sql`select id from team_members for update`.execute(trx);
}

/** "Add Team Member": the spec's placeholders, placed last (display order = count + 1), hidden from the About page until marked visible. */
export async function addTeamMember(database: AppDatabase, actor: StaffUser): Promise<TeamMember> {
  const id = randomUUID();
  const now = new Date();
  await database.db.transaction().execute(async (trx) => {
    await lockTeam(database, trx);
    const { count } = await trx
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('team_members')
      .values({
        id,
        ...NEW_TEAM_MEMBER,
        image_url: null,
        display_order: Number(count) + 1,
        visible: false,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await auditTeam(trx, actor, 'create', id, { name: NEW_TEAM_MEMBER.name });
  });
  return findMember(database.db, id);
}

/** Removes a photo's files; a failure is logged, never shown: the row no longer points at them. */
async function discardPhoto(services: UploadServices, photo: StoredImage | null): Promise<void> {
  if (!photo) return;
  try {
    await deleteStoredImage(services.storage, photo.original.key);
  } catch (error) {
    services.logger.warn('old team photo files could not be deleted', { ...errorFields(error), key: photo.original.key });
  }
}

/** Deletes the member, closes the gap in the order, then removes the photo's files. */
export async function deleteTeamMember(services: UploadServices, actor: StaffUser, id: string): Promise<void> {
  const { database } = services;
  const deleted = await database.db.transaction().execute(async (trx) => {
    await lockTeam(database, trx);
    const member = await findMember(trx, id);
    await trx.deleteFrom('team_member_revisions').where('member_id', '=', id).execute();
    await trx.deleteFrom('team_members').where('id', '=', id).execute();
    await trx
      .updateTable('team_members')
      .set((eb) => ({ display_order: eb('display_order', '-', 1) }))
      .where('display_order', '>', member.display_order)
      .execute();
    await auditTeam(trx, actor, 'delete', id, { name: member.name });
    return member;
  });
  await discardPhoto(services, deleted.photo);
}

/**
 * Moves the member one place up or down, swapping with its neighbour in the order as it stands now
 * (so a member added meanwhile by someone else is no conflict), and numbers the team 1, 2, 3…
 * Already first or last: nothing moves.
 */
export async function moveTeamMember(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  direction: MoveDirection,
): Promise<TeamMember[]> {
  await database.db.transaction().execute(async (trx) => {
    await lockTeam(database, trx);
    const members = await listTeamMembers(trx);
    const order = members.map((member) => member.id);
    const from = order.indexOf(id);
    if (from < 0) throw new Refusal(404, TEAM_MESSAGES.notFound);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to] ?? id, id];
    for (const [index, memberId] of order.entries()) {
      await trx
        .updateTable('team_members')
        .set({ display_order: index + 1 })
        .where('id', '=', memberId)
        .execute();
    }
    await auditTeam(trx, actor, 'move', id, { name: members[from]?.name ?? null, direction, position: to + 1 });
  });
  return listTeamMembers(database.db);
}

/** Swaps the member's photo (null removes it) and returns the one it replaced. */
async function replacePhoto(
  services: UploadServices,
  actor: StaffUser,
  id: string,
  photo: StoredImage | null,
): Promise<{ member: TeamMember; previous: StoredImage | null }> {
  const { database } = services;
  return database.db.transaction().execute(async (trx) => {
    await lockRecord(database, trx, { table: 'team_members', column: 'id', key: id });
    const before = await findMember(trx, id);
    await trx
      .updateTable('team_members')
      .set({ stored_image: photo ? JSON.stringify(photo) : null, image_url: photo?.original.url ?? null, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await auditTeam(trx, actor, photo ? 'photo-upload' : 'photo-delete', id, { name: before.name });
    return { member: await findMember(trx, id), previous: before.photo };
  });
}

/**
 * Stores an uploaded photo for the member and removes the one it replaces. The member is looked up
 * before the pipeline runs (an unknown id stores nothing); if the row is gone by the time the photo
 * is stored, the new files are removed again.
 */
export async function uploadTeamPhoto(
  services: UploadServices,
  actor: StaffUser,
  id: string,
  readBytes: () => Promise<Uint8Array>,
): Promise<TeamMember> {
  await findMember(services.database.db, id);
  const photo = await storeImage(services.storage, await readBytes(), {
    prefix: TEAM_PHOTO_PREFIX,
    limits: { maxBytes: teamPhotoMaxBytes(services), maxPixels: services.uploads.maxPixels },
    aspectRatio: TEAM_PHOTO_ASPECT_RATIO,
    widths: TEAM_PHOTO_WIDTHS,
  });
  let replaced: { member: TeamMember; previous: StoredImage | null };
  try {
    replaced = await replacePhoto(services, actor, id, photo);
  } catch (error) {
    await discardPhoto(services, photo);
    throw error;
  }
  await discardPhoto(services, replaced.previous);
  return replaced.member;
}

export async function removeTeamPhoto(services: UploadServices, actor: StaffUser, id: string): Promise<TeamMember> {
  const { member, previous } = await replacePhoto(services, actor, id, null);
  await discardPhoto(services, previous);
  return member;
}
