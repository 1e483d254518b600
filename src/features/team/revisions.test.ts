// Issue 22: a team member's saved versions through the endpoints, on a real database (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set): the history newest first, Restore saving an earlier
// version as the newest with its audit row, and a revision of another member refused. The role
// refusals are rows of the permission matrix (permission-rows.testing.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { TEAM_MESSAGES } from './schema.ts';
import { listTeamMembers } from './team.server.ts';
import { addMember, listMemberRevisions, restoreMemberRevision, updateMember } from './team-endpoints.server.ts';
import type { TeamMember, TeamMemberRevision } from './types.ts';

describe.each(testDialects)("a team member's saved versions on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const call = adminCaller(services, (await signedInAs(services.auth, 'editor', 'ann@calderrowe.com.au')).cookie);
    const add = async () => ((await call(addMember, 'POST', '/api/admin/team')).body.member as TeamMember).id;
    const save = (id: string, body: Record<string, unknown>) =>
      call(updateMember, 'PATCH', `/api/admin/team/${id}`, {
        params: { id },
        body: { name: 'Jordan Rowe', role: 'Director', bio: '', ...body },
      });
    const history = async (id: string) =>
      (await call(listMemberRevisions, 'GET', `/api/admin/team/${id}/revisions`, { params: { id } })).body
        .revisions as TeamMemberRevision[];
    const restore = (id: string, revision: string) =>
      call(restoreMemberRevision, 'POST', `/api/admin/team/${id}/revisions/${revision}/restore`, {
        params: { id, revision },
      });
    return { services, add, save, history, restore };
  }

  it('lists the versions newest first, with who saved each, the one before the first edit saved by nobody', async () => {
    const { add, save, history } = await setUp();
    const id = await add();
    expect(await history(id)).toEqual([]);
    await save(id, { role: 'Director', visible: true });
    await save(id, { role: 'Partner', bio: '- Leads sell-side mandates' });
    const versions = await history(id);
    expect(versions.map((version) => [version.version, version.reason, version.role, version.savedBy])).toEqual([
      [3, 'update', 'Partner', 'ann@calderrowe.com.au'],
      [2, 'update', 'Director', 'ann@calderrowe.com.au'],
      [1, 'original', 'Position', null],
    ]);
    expect(versions[0]).toMatchObject({ name: 'Jordan Rowe', bio: '- Leads sell-side mandates', visible: true });
    expect(versions[2]).toMatchObject({ name: 'New Team Member', visible: false });
    expect(Number.isNaN(Date.parse(versions[0]?.createdAt ?? ''))).toBe(false);
  });

  it('restores an earlier version as a new version, with an audit row, and the team list shows it', async () => {
    const { services, add, save, history, restore } = await setUp();
    const id = await add();
    await save(id, { role: 'Director', bio: '- First bio', visible: true });
    await save(id, { name: 'Jordan Rowe-Smith', role: 'Partner', bio: '- Second bio', visible: false });
    const first = (await history(id)).find((version) => version.version === 2);
    if (!first) throw new Error('the first edit was not kept');

    const restored = await restore(id, first.id);
    expect(restored.status).toBe(200);
    expect(restored.body.member).toMatchObject({
      name: 'Jordan Rowe',
      role: 'Director',
      bio: '- First bio',
      visible: true,
      version: 4,
    });
    const [newest] = await history(id);
    expect(newest).toMatchObject({ version: 4, reason: 'restore', role: 'Director', savedBy: 'ann@calderrowe.com.au' });
    const entry = (await listAuditLog(database.db)).find((row) => row.action === 'team.restore');
    expect(entry).toMatchObject({ action: 'team.restore', entityType: 'team_member', entityId: id });
    expect(entry?.details).toMatchObject({ name: 'Jordan Rowe', restoredVersion: 2, version: 4 });
    const listed = (await listTeamMembers(services.database.db)).find((member) => member.id === id);
    expect(listed).toMatchObject({ role: 'Director', visible: true, version: 4 });
  });

  it("refuses another member's revision with 404 and changes neither member", async () => {
    const { services, add, save, history, restore } = await setUp();
    const [mine, theirs] = [await add(), await add()];
    await save(mine, { role: 'Director' });
    await save(mine, { role: 'Partner' });
    await save(theirs, { name: 'Sam Citizen', role: 'Analyst' });
    const [theirNewest] = await history(theirs);
    const [myBefore, theirBefore] = [await history(mine), await history(theirs)];

    const refused = await restore(mine, theirNewest?.id ?? '');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(TEAM_MESSAGES.revisionNotFound);
    expect(await history(mine)).toEqual(myBefore);
    expect(await history(theirs)).toEqual(theirBefore);
    const members = await listTeamMembers(services.database.db);
    expect(members.find((member) => member.id === mine)).toMatchObject({ role: 'Partner', version: 3 });
    expect((await listAuditLog(database.db)).some((row) => row.action === 'team.restore')).toBe(false);
  });

  it('answers 404 for the history of a member that does not exist', async () => {
    const { services } = await setUp();
    const call = adminCaller(services, (await signedInAs(services.auth, 'viewer', 'vic@calderrowe.com.au')).cookie);
    const missing = await call(listMemberRevisions, 'GET', '/api/admin/team/nobody/revisions', { params: { id: 'nobody' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(TEAM_MESSAGES.notFound);
  });
});
