// User Management's words and rows, rendered to HTML exactly as the spec words them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RequestError } from '#src/platform/http/json-client.ts';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { insufficientRoleMessage } from '../auth/access.ts';
import { REAUTHENTICATE_CODE, REAUTHENTICATE_MESSAGE } from '../auth/reauthentication.ts';
import { USERS_AREA } from './area.ts';
import { needsReauthentication } from './ReauthenticateDialog.tsx';
import { PASSWORD_NOT_AVAILABLE, USER_MESSAGES } from './schema.ts';
import { UserRow } from './UserRow.tsx';
import { UsersScreen } from './UsersScreen.tsx';

describe('user management messages', () => {
  it('uses the spec wording', () => {
    expect(PASSWORD_NOT_AVAILABLE).toBe('Password not available - use Reset to generate new password');
    expect(USER_MESSAGES.created('a@b.com', 'editor')).toBe('User a@b.com created successfully with editor role.');
    expect(USER_MESSAGES).toMatchObject({
      fetchFailed: 'Failed to fetch users',
      roleFailed: 'Failed to update user role',
      createFailed: 'Failed to create user',
      resetFailed: 'Failed to reset password',
      setFailed: 'Failed to set password',
    });
    expect(USER_MESSAGES.resetHint).toContain("Click 'Show Password'");
  });
});

describe('the Users & Roles screen', () => {
  it("shows its heading, subtitle, 'Add Admin User' and 'Loading users...' before the list arrives", () => {
    const shown = text(renderToStaticMarkup(<UsersScreen title={USERS_AREA.title} currentUserId="u1" />));
    for (const words of [
      'User Management',
      'Manage user accounts and assign roles',
      'Add Admin User',
      'Users & Roles',
      'Loading users...',
    ]) {
      expect(shown).toContain(words);
    }
  });

  it("offers 'Invite by e-mail' beside Add Admin User and the Pending Invitations list", () => {
    const shown = text(renderToStaticMarkup(<UsersScreen title={USERS_AREA.title} currentUserId="u1" />));
    expect(shown).toContain('Invite by e-mail Add Admin User');
    expect(shown).toContain('Pending Invitations');
    expect(shown).toContain('Loading invitations...');
  });

  it("shows 'Not set' for a missing display name, the role badge, and the row's actions", () => {
    const row = (
      <table>
        <tbody>
          <UserRow
            user={{
              id: 'abcdef1234',
              email: 'ed@example.com',
              displayName: null,
              role: 'editor',
              createdAt: '2026-01-01T00:00:00.000Z',
            }}
            isSelf={false}
            password={undefined}
            shown
            onRoleChange={async () => {}}
            onReset={async () => {}}
            onSet={() => {}}
            onToggle={() => {}}
            onDelete={() => {}}
          />
        </tbody>
      </table>
    );
    const html = renderToStaticMarkup(row);
    const shown = text(html);
    expect(shown).toContain('Not set');
    expect(shown).toContain('EDITOR');
    expect(html).toContain('bg-blue-100');
    expect(shown).toContain('Reset');
    expect(shown).toContain('Set');
    expect(shown).toContain('Hide Password');
    expect(shown).toContain('Password not available - use Reset to generate new password');
    expect(html).toMatch(
      /<option value="admin">Admin<\/option><option value="editor" selected="">Editor<\/option><option value="viewer">Viewer<\/option>/,
    );
  });
});

describe('the password confirmation', () => {
  it("opens only for the server's request to re-authenticate, not for any other refusal", () => {
    expect(needsReauthentication(new RequestError(403, REAUTHENTICATE_MESSAGE, {}, REAUTHENTICATE_CODE))).toBe(true);
    // The code decides, not the words: a refusal that merely says the same is not a request to re-authenticate.
    expect(needsReauthentication(new RequestError(403, REAUTHENTICATE_MESSAGE))).toBe(false);
    expect(needsReauthentication(new RequestError(403, insufficientRoleMessage('admin', 'editor')))).toBe(false);
    expect(needsReauthentication(new RequestError(400, REAUTHENTICATE_MESSAGE, {}, REAUTHENTICATE_CODE))).toBe(false);
    expect(needsReauthentication(new Error(REAUTHENTICATE_MESSAGE))).toBe(false);
  });
});
