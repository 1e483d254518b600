// @vitest-environment happy-dom
// Team Photo Management's words, cards and rules, rendered to HTML exactly as the spec words them; the
// member editor with its saved versions and conflict notice, checked by axe.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '#src/ui/axe.testing.ts';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { ConflictNotice } from '../admin/ConflictNotice.tsx';
import { VersionList } from '../admin/VersionHistoryDialog.tsx';
import { TEAM_AREA } from './area.ts';
import { memberRevisionChanges, TEAM_REVISION_REASONS } from './history.ts';
import { MemberCard } from './MemberCard.tsx';
import { MemberEditor } from './MemberEditor.tsx';
import { TEAM_MESSAGES, uploadErrorMessage } from './schema.ts';
import { photoProblem, TeamScreen, withMemberMoved } from './TeamScreen.tsx';
import type { TeamMember, TeamMemberRevision } from './types.ts';

const member = (id: string, order: number, overrides: Partial<TeamMember> = {}): TeamMember => ({
  id,
  name: `Member ${id}`,
  role: 'Director',
  bio: '- Chartered accountant\n- 30 years in M&A',
  image_url: null,
  display_order: order,
  photo: null,
  visible: true,
  version: 1,
  ...overrides,
});

const noActions = { onEdit() {}, onUpload() {}, onRemovePhoto() {}, onMove() {}, onDelete() {} };

describe('the team screen', () => {
  it('uses the spec wording for its toasts, question and limits', () => {
    expect(TEAM_MESSAGES).toMatchObject({
      loading: 'Loading team members...',
      deleteQuestion: 'Are you sure you want to delete this team member?',
      successTitle: 'Success',
      added: 'Team member added successfully',
      updated: 'Team member updated successfully',
      deleted: 'Team member deleted successfully',
      photoUploaded: 'Photo uploaded successfully',
      loadFailed: 'Failed to load team members',
      addFailed: 'Failed to add team member',
      updateFailed: 'Failed to update team member',
      deleteFailed: 'Failed to delete team member',
      uploadTitle: 'Upload Error',
      uploadFailed: 'Failed to upload photo',
      notAnImage: 'Please select an image file',
      tooLarge: 'File size must be less than 5MB',
      invalidType: 'Please select a valid image file',
    });
  });

  it("shows 'Loading team members...' and 'Add Team Member' to editors before the list arrives", () => {
    const shown = text(renderToStaticMarkup(<TeamScreen title={TEAM_AREA.title} canManage />));
    expect(shown).toContain('Team Photo Management');
    expect(shown).toContain('Add Team Member');
    expect(shown).toContain('Loading team members...');
    expect(text(renderToStaticMarkup(<TeamScreen title={TEAM_AREA.title} canManage={false} />))).not.toContain('Add Team Member');
  });

  it('shows a card with the bio as a bulleted list, and its buttons only to those who may change the team', () => {
    const card = (canManage: boolean, position: number) =>
      renderToStaticMarkup(
        <MemberCard
          member={member('a', position)}
          position={position}
          count={3}
          canManage={canManage}
          uploading={false}
          actions={noActions}
        />,
      );
    const editor = card(true, 1);
    expect(text(editor)).toContain('Member a Director Chartered accountant 30 years in M&A');
    expect(editor).toContain('<li>Chartered accountant</li>');
    for (const label of [
      'Edit Member a',
      'Upload photo of Member a',
      'Move Member a up',
      'Move Member a down',
      'Delete Member a',
    ]) {
      expect(editor).toContain(`aria-label="${label}"`);
    }
    expect(editor).toMatch(/accept="image\/jpeg,image\/png,image\/webp,image\/avif,image\/gif"/);
    expect(text(editor)).toContain('No photo');
    const viewer = card(false, 2);
    expect(viewer).not.toContain('aria-label="Edit Member a"');
    expect(viewer).not.toContain('type="file"');
  });

  it('shows an uploaded photo as AVIF and WebP sizes with the WebP as the fallback source', () => {
    const url = (width: number, type: string) => `/media/team-photos/1-a-${width}w.${type}`;
    const variant = (width: number, type: 'avif' | 'webp') => ({
      key: url(width, type).slice(7),
      url: url(width, type),
      contentType: `image/${type}` as const,
      width,
      height: width,
      size: 100,
    });
    const photo = {
      original: {
        key: 'team-photos/1-a.png',
        url: '/media/team-photos/1-a.png',
        contentType: 'image/png' as const,
        width: 480,
        height: 480,
        size: 100,
      },
      variants: [variant(160, 'avif'), variant(480, 'avif'), variant(160, 'webp'), variant(480, 'webp')],
    };
    const html = renderToStaticMarkup(
      <MemberCard
        member={member('a', 1, { photo, image_url: photo.original.url })}
        position={1}
        count={1}
        canManage={false}
        uploading={false}
        actions={noActions}
      />,
    );
    expect(html).toContain(
      `<source type="image/avif" srcSet="${url(160, 'avif')} 160w, ${url(480, 'avif')} 480w" sizes="128px"/>`,
    );
    expect(html).toContain(`src="${url(480, 'webp')}"`);
    expect(html).toContain('alt="Portrait of Member a"');
  });
});

describe('photo checks in the browser', () => {
  it("refuses a file whose type is not image/* with 'Please select an image file'", () => {
    expect(photoProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image file');
    expect(photoProblem({ type: '', size: 10 })).toBe('Please select an image file');
  });

  it("refuses a file over 5 MB with 'File size must be less than 5MB', and takes one of exactly 5 MB", () => {
    expect(photoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('File size must be less than 5MB');
    expect(photoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it("turns the server's refusal into the Upload Error toast's text", () => {
    expect(uploadErrorMessage('Failed to upload photo')).toBe('Failed to upload photo');
    expect(uploadErrorMessage('Invalid file type: text/html')).toBe('Please select a valid image file');
    expect(uploadErrorMessage('The object is too large')).toBe('File size must be less than 5MB');
    expect(uploadErrorMessage('This file is not a supported image, whatever its name says.')).toBe(
      'This file is not a supported image, whatever its name says.',
    );
  });
});

describe('moving a member', () => {
  const team = [member('a', 1), member('b', 2), member('c', 3)];
  it('swaps with the neighbour and renumbers the order', () => {
    expect(withMemberMoved(team, 'c', 'up').map((item) => [item.id, item.display_order])).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
    expect(withMemberMoved(team, 'a', 'down').map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the order alone at either end', () => {
    expect(withMemberMoved(team, 'a', 'up').map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(withMemberMoved(team, 'c', 'down').map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});

describe("a team member's saved versions and a save that met a newer one", () => {
  const revision = (version: number, overrides: Partial<TeamMemberRevision> = {}): TeamMemberRevision => ({
    id: `r${version}`,
    version,
    reason: 'update',
    name: 'Jordan Rowe',
    role: 'Director',
    bio: '- Leads buy-side mandates',
    visible: true,
    savedBy: 'ann@calderrowe.com.au',
    createdAt: '2026-03-02T23:05:00.000Z',
    ...overrides,
  });
  const versions = [
    revision(3, { reason: 'restore', role: 'Director' }),
    revision(2, { role: 'Partner', visible: false }),
    revision(1, { reason: 'original', name: 'New Team Member', role: 'Position', savedBy: null }),
  ];
  const list = (restoring: string | null | undefined) =>
    renderToStaticMarkup(
      <VersionList
        versions={versions}
        empty="No earlier versions yet."
        reasonOf={(version) => TEAM_REVISION_REASONS[version.reason]}
        savedByNobody="an earlier version of the site"
        changes={memberRevisionChanges}
        restoring={restoring}
        onRestore={() => {}}
      />,
    );

  it('lists the versions newest first: reason, who and when in Brisbane time, what changed, and Restore but on the current one', () => {
    const html = list(null);
    const items = html.split('<li').slice(1).map(text);
    expect(items[0]).toContain('Version 3 Current');
    expect(items[0]).toContain('Restored by ann@calderrowe.com.au, 3 Mar 2026, 9:05 am');
    expect(items[0]).toContain('Changed: Position, Show on the About page');
    expect(items[1]).toContain('Version 2 Edited');
    expect(items[1]).toContain('Changed: Name, Position');
    expect(items[2]).toContain('Before editing history by an earlier version of the site');
    expect(html).not.toContain('aria-label="Restore version 3"');
    expect(html).toContain('aria-label="Restore version 2"');
    expect(html).toContain('aria-label="Restore version 1"');
    expect(list(undefined)).not.toContain('Restore version');
  });

  it('names who saved in between, when and what they changed, with Reload and Overwrite', () => {
    const shown = text(
      renderToStaticMarkup(
        <ConflictNotice
          heading={TEAM_MESSAGES.conflict}
          conflict={{ savedBy: 'Ann Editor', savedAt: '2026-03-02T23:05:00.000Z', version: 4, changed: ['Position'] }}
          onReload={() => {}}
          onOverwrite={async () => {}}
          overwriteDetails="Theirs is kept."
        />,
      ),
    );
    expect(shown).toBe(
      'Someone else saved this team member while you were editing. Ann Editor saved version 4 at 3 Mar 2026, 9:05 am. They changed: Position. Reload their version Overwrite with my changes',
    );
  });

  it('offers Version History in the member editor, and the editor, the history and the notice pass axe', async () => {
    const editor = renderToStaticMarkup(<MemberEditor member={member('a', 1)} onSaved={() => {}} onCancel={() => {}} />);
    expect(text(editor)).toContain('Version History');
    const notice = renderToStaticMarkup(
      <ConflictNotice
        heading={TEAM_MESSAGES.conflict}
        conflict={{ savedBy: null, savedAt: null, version: 2 }}
        onReload={() => {}}
        onOverwrite={async () => {}}
        overwriteDetails="Theirs is kept."
      />,
    );
    expect(text(notice)).toContain('Someone saved version 2.');
    expect(await axeViolations(`${editor}${notice}<h2>Version History</h2>${list(null)}`, 'Team Photo Management')).toEqual([]);
  });
});
