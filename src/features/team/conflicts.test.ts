// Issue 22: two staff editing one team member. A save carries the version it started from; a save over
// a newer version is refused with 409, naming who saved in between and what they changed, and changes
// nothing; sent again from the newer version it overwrites, and the overwritten version is kept.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { TEAM_MESSAGES } from './schema.ts';
import { addMember, deleteMember, updateMember } from './team-endpoints.server.ts';
import type { TeamMember, TeamMemberConflict } from './types.ts';

describe.each(testDialects)('saving a team member over a newer version on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function twoEditors() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const ann = adminCaller(services, (await signedInAs(services.auth, 'editor', 'ann@calderrowe.com.au')).cookie);
    const ben = adminCaller(services, (await signedInAs(services.auth, 'editor', 'ben@calderrowe.com.au')).cookie);
    const added = (await ann(addMember, 'POST', '/api/admin/team')).body.member as TeamMember;
    const save = (caller: typeof ann, body: Record<string, unknown>) =>
      caller(updateMember, 'PATCH', `/api/admin/team/${added.id}`, {
        params: { id: added.id },
        body: { name: 'Jordan Rowe', role: 'Director', bio: '', ...body },
      });
    const versions = async () =>
      (
        await database.db
          .selectFrom('team_member_revisions')
          .select(['version', 'name', 'role', 'saved_by'])
          .where('member_id', '=', added.id)
          .orderBy('version', 'desc')
          .execute()
      ).map((row) => [row.version, row.name, row.role, row.saved_by]);
    return { ann, ben, added, save, versions };
  }

  it('refuses the second save with 409, who saved and what changed, and stores nothing of it', async () => {
    const { ann, ben, added, save, versions } = await twoEditors();
    expect(added.version).toBe(1);
    const first = await save(ann, { role: 'Partner', base_version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.member).toMatchObject({ role: 'Partner', version: 2 });

    const second = await save(ben, { bio: 'Ben’s bio', base_version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(TEAM_MESSAGES.conflict);
    const conflict = second.body.conflict as TeamMemberConflict;
    expect(conflict).toMatchObject({ savedBy: 'ann@calderrowe.com.au', version: 2, changed: ['Name', 'Position', 'Bio'] });
    expect(conflict.current).toMatchObject({ name: 'Jordan Rowe', role: 'Partner', bio: '', version: 2 });
    expect(await versions()).toEqual([
      [2, 'Jordan Rowe', 'Partner', 'ann@calderrowe.com.au'],
      [1, 'New Team Member', 'Position', null],
    ]);
    expect(ben).toBeDefined();
  });

  it('overwrites when sent again from the newer version, keeping the overwritten version', async () => {
    const { ann, ben, save, versions } = await twoEditors();
    await save(ann, { role: 'Partner', base_version: 1 });
    const { version } = (await save(ben, { bio: 'Ben’s bio', base_version: 1 })).body.conflict as TeamMemberConflict;
    const overwrite = await save(ben, { bio: 'Ben’s bio', base_version: version });
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.member).toMatchObject({ role: 'Director', bio: 'Ben’s bio', version: 3 });
    expect(await versions()).toEqual([
      [3, 'Jordan Rowe', 'Director', 'ben@calderrowe.com.au'],
      [2, 'Jordan Rowe', 'Partner', 'ann@calderrowe.com.au'],
      [1, 'New Team Member', 'Position', null],
    ]);
    expect(ann).toBeDefined();
  });

  it('refuses a version that is not a whole number, and deleting a member deletes its versions', async () => {
    const { ann, added, save, versions } = await twoEditors();
    const answer = await save(ann, { base_version: 1.5 });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toMatchObject({ base_version: TEAM_MESSAGES.badBaseVersion });
    expect(await versions()).toEqual([]);
    await save(ann, { base_version: 1 });
    await ann(deleteMember, 'DELETE', `/api/admin/team/${added.id}`, { params: { id: added.id } });
    expect(await versions()).toEqual([]);
  });
});
