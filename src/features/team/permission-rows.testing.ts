// Team Management's rows of the permission matrix (src/server/permissions.test.ts): any staff role
// reads, editors and admins change.
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
];
