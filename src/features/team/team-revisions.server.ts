// A team member's saved versions through the editing kit: an edit of name, position, bio or visibility
// saved as the member's next version (409 over a newer one), the history and Restore. The versions are
// columns of team_member_revisions, which keeps no reason: the first edit keeps what the member was
// before it (saved by nobody, 'original'), and a version a Restore saved is told by its audit row.
import type { Kysely } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toBoolean } from '#src/platform/db/values.ts';
import type { StaffUser } from '../auth/access.ts';
import { columnRevisions } from '../editing/revision-tables.server.ts';
import * as versioned from '../editing/versioned-record.server.ts';
import { TEAM_MESSAGES, type TeamMemberValues } from './schema.ts';
import { auditTeam, findMember } from './team.server.ts';
import type { TeamMember, TeamMemberRevision } from './types.ts';

/** The fields a save changes, with the words the conflict screen names them by. */
const EDITED_FIELDS = { name: 'Name', role: 'Position', bio: 'Bio', visible: 'Show on the About page' } as const;
type EditedValues = Pick<TeamMember, keyof typeof EDITED_FIELDS>;

const edited = (member: EditedValues): EditedValues => ({
  name: member.name,
  role: member.role,
  bio: member.bio,
  visible: member.visible,
});

/** A member as a versioned record: its row in team_members, each version the edited fields' columns. */
const memberRecord = (id: string): versioned.VersionedRecord<EditedValues> => ({
  key: id,
  revisions: {
    ...columnRevisions<EditedValues>('team_member_revisions', 'member_id', ['name', 'role', 'bio', 'visible'], (row) =>
      edited({
        name: String(row.name),
        role: String(row.role),
        bio: String(row.bio),
        visible: toBoolean(row.visible as boolean | number),
      }),
    ),
    keepsReason: false,
    keepsSavedById: false,
  },
  audit: auditTeam,
  conflict: TEAM_MESSAGES.conflict,
  revisionNotFound: TEAM_MESSAGES.revisionNotFound,
  conflictLabel: (field) => EDITED_FIELDS[field as keyof typeof EDITED_FIELDS] ?? field,
});

/** Saves `next` as the member's newest version under its lock: the version it replaces kept, an audit row. */
async function saveMember(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  change: (trx: Kysely<Database>, before: TeamMember) => Promise<Omit<versioned.VersionSave<EditedValues>, 'current' | 'write'>>,
): Promise<TeamMember> {
  await versioned.withRecordLock(database, { table: 'team_members', column: 'id', key: id }, async (trx) => {
    const before = await findMember(trx, id);
    const save = await change(trx, before);
    await versioned.saveVersion(trx, actor, memberRecord(id), {
      ...save,
      current: { value: edited(before), version: before.version },
      conflictDetails: async () => ({ current: before }),
      // The first edit of a member keeps what it was (saved by nobody).
      keepOriginal: new Date(),
      details: { name: save.value.name, ...save.details },
      write: async (value, version, now) => {
        await trx
          .updateTable('team_members')
          .set({ ...value, version, updated_at: now })
          .where('id', '=', id)
          .execute();
      },
    });
  });
  return findMember(database.db, id);
}

/**
 * Saves name, position, bio and visibility as the member's next version. With `base_version` (the
 * edit form sends it), a save over a newer version is refused with 409; sent again from that version it
 * overwrites, and the overwritten version stays among the member's saved versions.
 */
export function updateTeamMember(database: AppDatabase, actor: StaffUser, id: string, values: TeamMemberValues) {
  const { base_version: base, ...fields } = values;
  return saveMember(database, actor, id, async (_trx, before) => ({
    value: edited({ ...fields, visible: fields.visible ?? before.visible }),
    reason: 'update',
    base,
    skipUnchanged: true,
  }));
}

/**
 * The member's saved versions, newest first. The first edit keeps what the member was before it
 * (saved by nobody); a version that a Restore saved is told by its audit row, the table keeping no reason.
 */
export async function listTeamMemberRevisions(db: Kysely<Database>, id: string): Promise<TeamMemberRevision[]> {
  await findMember(db, id);
  const [{ versions }, restores] = await Promise.all([
    versioned.listVersions(db, memberRecord(id)),
    db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_type', '=', 'team_member')
      .where('entity_id', '=', id)
      .where('action', '=', 'team.restore')
      .execute(),
  ]);
  const restored = new Set(restores.map((row) => (JSON.parse(row.details ?? '{}') as { version?: number }).version));
  return versions.map(({ id: revisionId, version, savedBy, createdAt, value }) => ({
    id: revisionId,
    version,
    reason: savedBy === null ? 'original' : restored.has(version) ? 'restore' : 'update',
    ...value,
    savedBy,
    createdAt,
  }));
}

/**
 * Saves an earlier version's name, position, bio and visibility again as the member's newest version
 * (so the restore can itself be undone). A revision of another member is unknown here: 404.
 */
export function restoreTeamMemberRevision(database: AppDatabase, actor: StaffUser, id: string, revisionId: string) {
  return saveMember(database, actor, id, async (trx) => {
    const { value, version } = await versioned.findVersion(trx, memberRecord(id), revisionId);
    return { value, reason: 'restore', details: { restoredVersion: version } };
  });
}
