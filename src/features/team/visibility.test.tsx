// Issue 22: a team member added in the admin starts hidden from the About page, with a "Hidden" badge
// on its admin card, until someone marks it visible; members that were already on the page stay there.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { visibleText } from '#src/ui/markup.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { loadAboutPage } from '../site/public-page.server.ts';
import { MemberCard } from './MemberCard.tsx';
import { TEAM_MESSAGES } from './schema.ts';
import { addMember, updateMember } from './team-endpoints.server.ts';
import type { TeamMember } from './types.ts';

describe.each(testDialects)('team members on the About page on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const editor = await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const onAbout = async () => {
      const page = await loadAboutPage(pageContext(services, '/about'));
      return (page.props.members as TeamMember[]).map((member) => member.name);
    };
    return { call, onAbout };
  }

  it('keeps a new member off the About page until it is marked visible', async () => {
    const { call, onAbout } = await setUp();
    const before = await onAbout();
    const added = (await call(addMember, 'POST', '/api/admin/team')).body.member as TeamMember;
    expect(added.visible).toBe(false);
    expect(await onAbout()).toEqual(before);

    const body = { name: 'Jordan Rowe', role: 'Director', bio: '' };
    const renamed = await call(updateMember, 'PATCH', `/api/admin/team/${added.id}`, { params: { id: added.id }, body });
    expect(renamed.body.member).toMatchObject({ name: 'Jordan Rowe', visible: false });
    expect(await onAbout()).not.toContain('Jordan Rowe');

    const shown = await call(updateMember, 'PATCH', `/api/admin/team/${added.id}`, {
      params: { id: added.id },
      body: { ...body, visible: true },
    });
    expect(shown.body.member).toMatchObject({ visible: true });
    expect(await onAbout()).toEqual([...before, 'Jordan Rowe']);
  });

  it('keeps a member written without the flag (as every member before this change) visible', async () => {
    const { onAbout } = await setUp();
    const now = new Date();
    await database.db
      .insertInto('team_members')
      .values({
        id: 'older',
        name: 'Older Member',
        role: 'Partner',
        bio: '',
        image_url: null,
        display_order: 99,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await onAbout()).toContain('Older Member');
  });

  it('refuses a visibility that is not true or false, changing nothing', async () => {
    const { call, onAbout } = await setUp();
    const added = (await call(addMember, 'POST', '/api/admin/team')).body.member as TeamMember;
    const answer = await call(updateMember, 'PATCH', `/api/admin/team/${added.id}`, {
      params: { id: added.id },
      body: { name: 'Jordan Rowe', role: 'Director', bio: '', visible: 'yes' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toMatchObject({ visible: TEAM_MESSAGES.badVisible });
    expect(await onAbout()).not.toContain('Jordan Rowe');
  });
});

describe('a member card', () => {
  const member: TeamMember = {
    id: 'm1',
    name: 'Jordan Rowe',
    role: 'Director',
    bio: '',
    image_url: null,
    display_order: 1,
    photo: null,
    visible: false,
    version: 1,
  };
  const actions = { onEdit() {}, onUpload() {}, onRemovePhoto() {}, onMove() {}, onDelete() {} };
  const card = (shown: TeamMember) =>
    visibleText(
      renderToStaticMarkup(<MemberCard member={shown} position={1} count={1} canManage uploading={false} actions={actions} />),
    );

  it('says "Hidden" while the member is not on the About page, and not once visible', () => {
    expect(card(member)).toContain('Hidden');
    expect(card({ ...member, visible: true })).not.toContain('Hidden');
  });
});
