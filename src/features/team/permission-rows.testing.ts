// Team Management's rows of the permission matrix (src/server/permissions.test.ts): any staff role
// reads (the saved versions too), editors and admins change (Restore too).
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';

/** A 2 × 2 PNG: the smallest real image the pipeline stores. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwTptpnDaTAUIBAB/uBMm6iK1UAAAAAElFTkSuQmCC',
  'base64',
);

let members = 0;

/** A fresh member to act on, placed last. */
async function teamMember(db: Kysely<Database>): Promise<Record<string, string>> {
  members += 1;
  const id = `matrix-member-${Date.now()}-${members}`;
  const now = new Date();
  await db
    .insertInto('team_members')
    .values({
      id,
      name: 'Matrix Member',
      role: 'Director',
      bio: '',
      image_url: null,
      display_order: 1000 + members,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { member: id };
}

/** A fresh member with an earlier saved version to go back to. */
async function memberWithRevision(db: Kysely<Database>): Promise<Record<string, string>> {
  const ids = await teamMember(db);
  const revision = `matrix-revision-${Date.now()}-${members}`;
  await db
    .insertInto('team_member_revisions')
    .values({
      id: revision,
      member_id: ids.member ?? '',
      version: 1,
      name: 'Matrix Member Before',
      role: 'Partner',
      bio: '',
      visible: false,
      saved_by: null,
      created_at: new Date(),
    })
    .execute();
  return { ...ids, revision };
}

const onMember = { prepare: teamMember, params: ({ ids }: { ids: Record<string, string> }) => ({ id: ids.member ?? '' }) };

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  { route: 'team/index.ts', method: 'GET', minimumRole: 'viewer', successStatus: 200 },
  { route: 'team/index.ts', method: 'POST', minimumRole: 'editor', successStatus: 201 },
  {
    route: 'team/[id]/index.ts',
    method: 'PATCH',
    minimumRole: 'editor',
    successStatus: 200,
    ...onMember,
    body: () => ({ name: 'Jordan Rowe', role: 'Director', bio: 'Leads buy-side mandates.' }),
  },
  { route: 'team/[id]/index.ts', method: 'DELETE', minimumRole: 'editor', successStatus: 200, ...onMember },
  {
    route: 'team/[id]/move.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 200,
    ...onMember,
    body: () => ({ direction: 'up' }),
  },
  {
    route: 'team/[id]/photo.ts',
    method: 'PUT',
    minimumRole: 'editor',
    successStatus: 200,
    ...onMember,
    body: () => new Blob([TINY_PNG], { type: 'image/png' }),
  },
  { route: 'team/[id]/photo.ts', method: 'DELETE', minimumRole: 'editor', successStatus: 200, ...onMember },
  { route: 'team/[id]/revisions/index.ts', method: 'GET', minimumRole: 'viewer', successStatus: 200, ...onMember },
  {
    route: 'team/[id]/revisions/[revision]/restore.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 200,
    prepare: memberWithRevision,
    params: ({ ids }) => ({ id: ids.member ?? '', revision: ids.revision ?? '' }),
  },
];
