import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { oversizedBody, pulledWithin, requestWithBody } from '#src/platform/http/oversized-body.testing.ts';
import { CROSS_SITE_MESSAGE } from '#src/platform/http/same-origin.ts';
import { createLogger } from '#src/platform/log.ts';
import { startHousekeeping } from '#src/server/housekeeping.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { inviteUser, listInvitations, resendUserInvitation, revokeUserInvitation } from '../users/invitation-endpoints.server.ts';
import { deleteUser, updateUserRole } from '../users/user-endpoints.server.ts';
import { EXISTING_ACCOUNT_KIND, INVITATION_KIND, PASSWORD_RESET_KIND } from './account-link-emails.ts';
import { acceptInvitationLink, forgotPassword, resetPassword } from './account-link-endpoints.server.ts';
import {
  EQUAL_ANSWER_MS,
  hashLinkToken,
  LINK_EMAIL_REMOVED,
  linkEmailsSettled,
  loadAccountLinkPage,
} from './account-links.server.ts';
import { ACCOUNT_LINK_MESSAGES, type PendingInvitation } from './account-links.ts';
import { ACCOUNT_NOTICE_KINDS } from './account-notices.server.ts';
import { createAccount } from './accounts.server.ts';
import { enableTwoFactor, signedInAs, signInRequest, TEST_ORIGIN, TEST_PASSWORD } from './auth.testing.ts';
import { AUTH_BODY_MAX_BYTES, handleAuthRequest } from './auth-door.server.ts';
import { PASSWORD_RESET_LIMITS, requestPasswordReset } from './password-resets.server.ts';
import { reauthenticated } from './reauthentication.testing.ts';
import { REAUTHENTICATE_CODE } from './reauthentication.ts';
import { findStaffSession } from './session.server.ts';

const NEW_PASSWORD = 'a-brand-new-password-7';
const HOUR = 60 * 60 * 1000;

describe.each(testDialects)('e-mailed account links on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const admin = await signedInAs(services.auth, 'admin', 'boss@calderrowe.com.au');
    await reauthenticated(services.auth, admin.cookie);
    const call = adminCaller(services, admin.cookie);
    let addresses = 0;
    /** A signed-out JSON POST to /api/account/<path>, from a fresh client address unless one is given. */
    async function post(endpoint: typeof forgotPassword, path: string, body: unknown, address?: string) {
      addresses += 1;
      const request = new Request(`${TEST_ORIGIN}/api/account/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify(body),
      });
      const response = await endpoint.handle(request, services, address ?? `198.51.100.${addresses}`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
    }
    /** The link token in the newest e-mail of `kind` to `to`, as the file transport wrote it (the outbox keeps no link). */
    async function tokenFromEmail(kind: string, to: string): Promise<string> {
      const row = await database.db
        .selectFrom('email_outbox')
        .select('id')
        .where('kind', '=', kind)
        .where('to_address', '=', to)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const directory = join(services.config.dataDir, 'outbox');
      const file = await vi.waitFor(
        () => {
          const found = existsSync(directory) && readdirSync(directory).find((name) => name.endsWith(`-${row.id}.eml`));
          if (!found) throw new Error(`the ${kind} e-mail to ${to} was not sent`);
          return found;
        },
        { timeout: 10_000, interval: 20 },
      );
      const decoded = readFileSync(join(directory, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      const token = /token=([\w-]+)/.exec(decoded)?.[1];
      if (!token) throw new Error(`no link in the ${kind} e-mail`);
      return token;
    }
    async function invite(email: string, role = 'editor', displayName = 'Ella Editor') {
      return call(inviteUser, 'POST', '/api/admin/invitations', { body: { email, displayName, role } });
    }
    async function pending(): Promise<PendingInvitation[]> {
      return (await call(listInvitations, 'GET', '/api/admin/invitations')).body.invitations as PendingInvitation[];
    }
    return { services, admin, call, post, tokenFromEmail, invite, pending };
  }

  describe('invitations', () => {
    it('e-mails a single-use link, lists the invitation as pending and keeps only the token hash', async () => {
      const { invite, pending, tokenFromEmail } = await setUp();
      const answer = await invite('Ella@Example.com');
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: 'Invitation sent to ella@example.com.' });
      const [listed] = await pending();
      expect(listed).toMatchObject({ email: 'ella@example.com', displayName: 'Ella Editor', role: 'editor', expired: false });
      expect(new Date(listed?.expiresAt ?? 0).getTime() - new Date(listed?.sentAt ?? 0).getTime()).toBe(72 * HOUR);
      const token = await tokenFromEmail(INVITATION_KIND, 'ella@example.com');
      expect(token).toMatch(/^[\w-]{43}$/);
      const rows = await database.db.selectFrom('account_links').selectAll().execute();
      expect(rows.map((row) => row.token_hash)).toEqual([hashLinkToken(token)]);
      expect(JSON.stringify(rows)).not.toContain(token);
      // Once sent, the outbox keeps no working link either.
      await vi.waitFor(async () => {
        const outbox = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
        expect(outbox.text_body).toBe(LINK_EMAIL_REMOVED);
        expect(JSON.stringify(outbox)).not.toContain(token);
      });
      const audit = await listAuditLog(database.db);
      expect(audit[0]).toMatchObject({
        action: 'user.invite',
        userEmail: 'boss@calderrowe.com.au',
        details: { email: 'ella@example.com', role: 'editor' },
      });
    });

    it('creates the account with the invited name and role and signs it in; the link then says it was accepted', async () => {
      const { services, invite, post, pending, tokenFromEmail } = await setUp();
      await invite('ella@example.com');
      const token = await tokenFromEmail(INVITATION_KIND, 'ella@example.com');
      const accepted = await post(acceptInvitationLink, 'accept-invitation', { token, password: NEW_PASSWORD });
      expect(accepted.status).toBe(200);
      const cookie = accepted.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      const session = await findStaffSession(services.auth, new Headers({ cookie }));
      expect(session?.user).toMatchObject({ email: 'ella@example.com', name: 'Ella Editor', role: 'editor' });
      expect(await pending()).toEqual([]);
      const audit = await listAuditLog(database.db);
      expect(audit[0]).toMatchObject({ action: 'user.invite-accept', userEmail: 'ella@example.com' });

      const again = await post(acceptInvitationLink, 'accept-invitation', { token, password: NEW_PASSWORD });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.invitationUsed, state: 'used' });
    });

    it('refuses a weak password and leaves the link usable', async () => {
      const { invite, post, tokenFromEmail } = await setUp();
      await invite('ella@example.com');
      const token = await tokenFromEmail(INVITATION_KIND, 'ella@example.com');
      const weak = await post(acceptInvitationLink, 'accept-invitation', { token, password: 'short' });
      expect(weak.status).toBe(422);
      expect(weak.body.message).toBe('Password must be at least 12 characters.');
      expect(await database.db.selectFrom('users').select('email').where('email', '=', 'ella@example.com').execute()).toEqual([]);
      expect((await post(acceptInvitationLink, 'accept-invitation', { token, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('refuses an expired invitation and says so', async () => {
      const { invite, post, tokenFromEmail } = await setUp();
      await invite('ella@example.com');
      const token = await tokenFromEmail(INVITATION_KIND, 'ella@example.com');
      await database.db
        .updateTable('account_links')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const expired = await post(acceptInvitationLink, 'accept-invitation', { token, password: NEW_PASSWORD });
      expect(expired).toMatchObject({
        status: 400,
        body: { message: ACCOUNT_LINK_MESSAGES.invitationExpired, state: 'expired' },
      });
      expect(await database.db.selectFrom('users').select('id').where('email', '=', 'ella@example.com').execute()).toEqual([]);
    });

    it('refuses a revoked invitation and says so; the revoke is audited', async () => {
      const { call, invite, pending, post, tokenFromEmail } = await setUp();
      await invite('ella@example.com');
      const token = await tokenFromEmail(INVITATION_KIND, 'ella@example.com');
      const [listed] = await pending();
      const revoked = await call(revokeUserInvitation, 'DELETE', `/api/admin/invitations/${listed?.id}`, {
        params: { id: listed?.id ?? '' },
      });
      expect(revoked.status).toBe(200);
      expect(await pending()).toEqual([]);
      const refused = await post(acceptInvitationLink, 'accept-invitation', { token, password: NEW_PASSWORD });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: ACCOUNT_LINK_MESSAGES.invitationRevoked, state: 'revoked' },
      });
      expect((await listAuditLog(database.db))[0]).toMatchObject({
        action: 'user.invite-revoke',
        details: { email: 'ella@example.com' },
      });
      const twice = await call(revokeUserInvitation, 'DELETE', `/api/admin/invitations/${listed?.id}`, {
        params: { id: listed?.id ?? '' },
      });
      expect(twice).toMatchObject({ status: 404, body: { message: ACCOUNT_LINK_MESSAGES.invitationNotPending } });
    });

    it('resends with a new link: the old one stops working, the new one works', async () => {
      const { call, invite, pending, post, tokenFromEmail } = await setUp();
      await invite('ella@example.com');
      const first = await tokenFromEmail(INVITATION_KIND, 'ella@example.com');
      const [listed] = await pending();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const resent = await call(resendUserInvitation, 'POST', `/api/admin/invitations/${listed?.id}/resend`, {
        params: { id: listed?.id ?? '' },
      });
      expect(resent.status).toBe(200);
      const second = await tokenFromEmail(INVITATION_KIND, 'ella@example.com');
      expect(second).not.toBe(first);
      const old = await post(acceptInvitationLink, 'accept-invitation', { token: first, password: NEW_PASSWORD });
      expect(old).toMatchObject({ status: 400, body: { message: ACCOUNT_LINK_MESSAGES.invalid, state: 'invalid' } });
      expect((await post(acceptInvitationLink, 'accept-invitation', { token: second, password: NEW_PASSWORD })).status).toBe(200);
      const actions = (await listAuditLog(database.db)).map((entry) => entry.action);
      expect(actions).toContain('user.invite-resend');
    });

    it('refuses an invitation with a bad address, no display name or an unknown role, storing nothing', async () => {
      const { call } = await setUp();
      const send = (body: unknown) => call(inviteUser, 'POST', '/api/admin/invitations', { body });
      const badEmail = await send({ email: 'not-an-address', displayName: 'Ella', role: 'editor' });
      expect(badEmail).toMatchObject({ status: 422, body: { message: 'Please enter a valid email address.' } });
      const noName = await send({ email: 'ella@example.com', displayName: ' ', role: 'editor' });
      expect(noName).toMatchObject({ status: 422, body: { message: 'Display name is required.' } });
      const badRole = await send({ email: 'ella@example.com', displayName: 'Ella', role: 'owner' });
      expect(badRole).toMatchObject({ status: 422, body: { message: 'Role must be admin, editor or viewer.' } });
      expect(await database.db.selectFrom('account_links').select('id').execute()).toEqual([]);
      expect(await database.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);
    });

    it('replaces a pending invitation to the same address: the earlier link says it was withdrawn', async () => {
      const { invite, pending, post, tokenFromEmail } = await setUp();
      await invite('ella@example.com', 'viewer');
      const first = await tokenFromEmail(INVITATION_KIND, 'ella@example.com');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await invite('ella@example.com', 'editor');
      expect((await pending()).map((item) => item.role)).toEqual(['editor']);
      const old = await post(acceptInvitationLink, 'accept-invitation', { token: first, password: NEW_PASSWORD });
      expect(old).toMatchObject({ status: 400, body: { message: ACCOUNT_LINK_MESSAGES.invitationRevoked } });
    });

    it('refuses to resend an invitation that is no longer pending', async () => {
      const { call, invite, pending } = await setUp();
      await invite('ella@example.com');
      const [listed] = await pending();
      const id = listed?.id ?? '';
      await call(revokeUserInvitation, 'DELETE', `/api/admin/invitations/${id}`, { params: { id } });
      const resent = await call(resendUserInvitation, 'POST', `/api/admin/invitations/${id}/resend`, { params: { id } });
      expect(resent).toMatchObject({ status: 404, body: { message: ACCOUNT_LINK_MESSAGES.invitationNotPending } });
      expect(await database.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(1);
    });

    it('says so when the invited address got an account meanwhile, and creates no second one', async () => {
      const { services, invite, post, tokenFromEmail } = await setUp();
      await invite('ella@example.com');
      const token = await tokenFromEmail(INVITATION_KIND, 'ella@example.com');
      await createAccount(services.auth, { email: 'ella@example.com', password: TEST_PASSWORD, role: 'viewer' });
      const accepted = await post(acceptInvitationLink, 'accept-invitation', { token, password: NEW_PASSWORD });
      expect(accepted).toMatchObject({ status: 409, body: { message: ACCOUNT_LINK_MESSAGES.accountExists('ella@example.com') } });
      expect(await database.db.selectFrom('users').select('role').where('email', '=', 'ella@example.com').execute()).toEqual([
        { role: 'viewer' },
      ]);
    });

    it('refuses a token that was never issued', async () => {
      const { post } = await setUp();
      const wrong = await post(acceptInvitationLink, 'accept-invitation', { token: 'x'.repeat(43), password: NEW_PASSWORD });
      expect(wrong).toMatchObject({ status: 400, body: { message: ACCOUNT_LINK_MESSAGES.invalid, state: 'invalid' } });
    });

    it('asks the admin to confirm their password before inviting', async () => {
      const { services } = await setUp();
      const other = await signedInAs(services.auth, 'admin', 'second@calderrowe.com.au');
      const answer = await adminCaller(services, other.cookie)(inviteUser, 'POST', '/api/admin/invitations', {
        body: { email: 'ella@example.com', displayName: 'Ella', role: 'admin' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(REAUTHENTICATE_CODE);
      expect(await database.db.selectFrom('account_links').select('id').execute()).toEqual([]);
    });

    it('answers an existing and an unknown address alike, in body, status and time; the account holder is told instead', async () => {
      const { invite } = await setUp();
      const existing = await invite('boss@calderrowe.com.au', 'viewer', 'Boss');
      const unknown = await invite('nobody@example.com', 'viewer', 'Boss');
      expect({ status: existing.status, body: existing.body.message?.replace('boss@calderrowe.com.au', 'X') }).toEqual({
        status: unknown.status,
        body: unknown.body.message?.replace('nobody@example.com', 'X'),
      });
      const kinds = await database.db.selectFrom('email_outbox').select(['kind', 'to_address']).orderBy('kind').execute();
      expect(kinds).toEqual([
        { kind: INVITATION_KIND, to_address: 'nobody@example.com' },
        { kind: EXISTING_ACCOUNT_KIND, to_address: 'boss@calderrowe.com.au' },
      ]);
      const times = await medianTimes(20, (index) =>
        invite(index % 2 ? 'boss@calderrowe.com.au' : `new-${index}@example.com`, 'viewer', 'Boss'),
      );
      expect(Math.abs(times.odd - times.even)).toBeLessThan(50);
    }, 60_000);
    describe('when the inviter can no longer make accounts', () => {
      /** A second admin who invites an accomplice as admin; the boss then acts on them. */
      async function accompliceInvited(setUpResult: Awaited<ReturnType<typeof setUp>>) {
        const { services, tokenFromEmail } = setUpResult;
        const ally = await signedInAs(services.auth, 'admin', 'ally@calderrowe.com.au');
        await reauthenticated(services.auth, ally.cookie);
        const invited = await adminCaller(services, ally.cookie)(inviteUser, 'POST', '/api/admin/invitations', {
          body: { email: 'accomplice@example.com', displayName: 'Accomplice', role: 'admin' },
        });
        expect(invited.status).toBe(202);
        await setUpResult.invite('ella@example.com');
        return { ally, token: await tokenFromEmail(INVITATION_KIND, 'accomplice@example.com') };
      }

      async function accompliceAccount() {
        return database.db.selectFrom('users').select('id').where('email', '=', 'accomplice@example.com').execute();
      }

      it.each([
        ['removed', 'inviter-removed'],
        ['made an editor', 'inviter-role-change'],
      ] as const)('revokes the pending invitations of an admin who is %s: their invitee is refused', async (change, reason) => {
        const context = await setUp();
        const { call, pending, post } = context;
        const { ally, token } = await accompliceInvited(context);
        expect((await pending()).map((invitation) => invitation.email)).toEqual(['accomplice@example.com', 'ella@example.com']);
        const path = `/api/admin/users/${ally.id}`;
        const changed =
          change === 'removed'
            ? await call(deleteUser, 'DELETE', path, { params: { id: ally.id } })
            : await call(updateUserRole, 'PATCH', path, { params: { id: ally.id }, body: { role: 'editor' } });
        expect(changed.status).toBe(200);
        expect((await pending()).map((invitation) => invitation.email)).toEqual(['ella@example.com']);
        expect((await listAuditLog(database.db)).find((entry) => entry.action === 'user.invite-revoke')).toMatchObject({
          userEmail: 'boss@calderrowe.com.au',
          details: { email: 'accomplice@example.com', reason },
        });
        const refused = await post(acceptInvitationLink, 'accept-invitation', { token, password: NEW_PASSWORD });
        expect(refused).toMatchObject({
          status: 400,
          body: { message: ACCOUNT_LINK_MESSAGES.invitationRevoked, state: 'revoked' },
        });
        expect(await accompliceAccount()).toEqual([]);
      });

      it('checks the inviter’s role again when the invitation is accepted, and refuses it once they are no longer an admin', async () => {
        const context = await setUp();
        const { services, post } = context;
        const { ally, token } = await accompliceInvited(context);
        // Demoted some other way than User Management (the invitation is still pending).
        await database.db.updateTable('users').set({ role: 'viewer' }).where('id', '=', ally.id).execute();
        const page = await loadAccountLinkPage(
          services,
          'invitation',
          new URL(`${TEST_ORIGIN}/admin/accept-invitation?token=${token}`),
        );
        expect(page.link).toEqual({ state: 'revoked', message: ACCOUNT_LINK_MESSAGES.invitationRevoked });
        const refused = await post(acceptInvitationLink, 'accept-invitation', { token, password: NEW_PASSWORD });
        expect(refused).toMatchObject({
          status: 400,
          body: { message: ACCOUNT_LINK_MESSAGES.invitationRevoked, state: 'revoked' },
        });
        expect(await accompliceAccount()).toEqual([]);
        await database.db.deleteFrom('users').where('id', '=', ally.id).execute();
        expect((await post(acceptInvitationLink, 'accept-invitation', { token, password: NEW_PASSWORD })).status).toBe(400);
        expect(await accompliceAccount()).toEqual([]);
      });
    });
  });

  describe('forgotten passwords', () => {
    it('answers an existing and an unknown address with the same words, status and time; only the account gets a link', async () => {
      const { services, post } = await setUp();
      for (let index = 0; index < 20; index += 1) {
        await createAccount(services.auth, { email: `staff-${index}@example.com`, password: TEST_PASSWORD, role: 'viewer' });
      }
      const existing = await post(forgotPassword, 'forgot-password', { email: 'staff-0@example.com' });
      const unknown = await post(forgotPassword, 'forgot-password', { email: 'nobody@example.com' });
      expect(existing.status).toBe(200);
      expect(existing.body).toEqual({ message: 'If an account exists for that address, we have sent a link.' });
      expect(unknown).toEqual({ ...existing, headers: unknown.headers });
      const sent = await database.db.selectFrom('email_outbox').select(['kind', 'to_address']).execute();
      expect(sent).toEqual([{ kind: PASSWORD_RESET_KIND, to_address: 'staff-0@example.com' }]);
      const times = await medianTimes(20, (index) =>
        post(forgotPassword, 'forgot-password', {
          email: index % 2 ? `staff-${index}@example.com` : `nobody-${index}@example.com`,
        }),
      );
      expect(Math.abs(times.odd - times.even)).toBeLessThan(50);
      expect(times.even).toBeGreaterThanOrEqual(EQUAL_ANSWER_MS - 5);
    }, 60_000);

    it('sets the new password, signs the account out everywhere, audits it, and works only once', async () => {
      const { services, post, tokenFromEmail } = await setUp();
      const viewer = await signedInAs(services.auth, 'viewer', 'vera@example.com');
      await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' });
      const token = await tokenFromEmail(PASSWORD_RESET_KIND, 'vera@example.com');
      expect(await database.db.selectFrom('account_links').select('token_hash').execute()).toEqual([
        { token_hash: hashLinkToken(token) },
      ]);
      const done = await post(resetPassword, 'reset-password', { token, password: NEW_PASSWORD });
      expect(done).toMatchObject({ status: 200, body: { message: ACCOUNT_LINK_MESSAGES.resetDone } });
      expect(done.headers.getSetCookie()).toEqual([]);
      expect(await findStaffSession(services.auth, new Headers({ cookie: viewer.cookie }))).toBeNull();
      expect(
        (await handleAuthRequest(signInRequest('vera@example.com', TEST_PASSWORD), services.auth, '203.0.113.5')).status,
      ).toBe(401);
      expect(
        (await handleAuthRequest(signInRequest('vera@example.com', NEW_PASSWORD), services.auth, '203.0.113.5')).status,
      ).toBe(200);
      expect((await listAuditLog(database.db)).find((entry) => entry.action === 'user.password-reset-by-link')).toMatchObject({
        userEmail: 'vera@example.com',
        details: { email: 'vera@example.com' },
      });
      const notices = await database.db
        .selectFrom('email_outbox')
        .select(['kind', 'to_address', 'text_body'])
        .where('kind', '=', ACCOUNT_NOTICE_KINDS.passwordChanged)
        .execute();
      expect(notices).toHaveLength(1);
      expect(notices[0]?.to_address).toBe('vera@example.com');
      expect(notices[0]?.text_body).toContain('changed through a reset link');
      const again = await post(resetPassword, 'reset-password', { token, password: 'yet-another-password-9' });
      expect(again).toMatchObject({ status: 400, body: { message: ACCOUNT_LINK_MESSAGES.resetUsed, state: 'used' } });
    });

    it('refuses an expired link (after 1 hour), a replaced link, a wrong token and a weak password, changing nothing', async () => {
      const { services, post, tokenFromEmail } = await setUp();
      await createAccount(services.auth, { email: 'vera@example.com', password: TEST_PASSWORD, role: 'viewer' });
      await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' });
      const first = await tokenFromEmail(PASSWORD_RESET_KIND, 'vera@example.com');
      const link = await database.db.selectFrom('account_links').selectAll().executeTakeFirstOrThrow();
      expect(new Date(link.expires_at).getTime() - new Date(link.created_at).getTime()).toBe(HOUR);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' });
      const second = await tokenFromEmail(PASSWORD_RESET_KIND, 'vera@example.com');
      const hashBefore = await passwordHash('vera@example.com');

      const replaced = await post(resetPassword, 'reset-password', { token: first, password: NEW_PASSWORD });
      expect(replaced).toMatchObject({ status: 400, body: { message: ACCOUNT_LINK_MESSAGES.resetRevoked, state: 'revoked' } });
      const wrong = await post(resetPassword, 'reset-password', { token: `${second}x`, password: NEW_PASSWORD });
      expect(wrong).toMatchObject({ status: 400, body: { message: ACCOUNT_LINK_MESSAGES.invalid, state: 'invalid' } });
      const weak = await post(resetPassword, 'reset-password', { token: second, password: 'too-short' });
      expect(weak).toMatchObject({ status: 422, body: { message: 'Password must be at least 12 characters.' } });
      await database.db
        .updateTable('account_links')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const expired = await post(resetPassword, 'reset-password', { token: second, password: NEW_PASSWORD });
      expect(expired).toMatchObject({ status: 400, body: { message: ACCOUNT_LINK_MESSAGES.resetExpired, state: 'expired' } });
      expect(await passwordHash('vera@example.com')).toBe(hashBefore);
    });

    it('sends at most 3 e-mails an hour per address typed, answering the same past them, and limits each client', async () => {
      const { services, post } = await setUp();
      await createAccount(services.auth, { email: 'vera@example.com', password: TEST_PASSWORD, role: 'viewer' });
      const limit = PASSWORD_RESET_LIMITS.account.max;
      const answers = { existing: [] as unknown[], unknown: [] as unknown[] };
      for (let index = 0; index <= limit; index += 1) {
        const existing = await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' });
        const unknown = await post(forgotPassword, 'forgot-password', { email: 'nobody@example.com' });
        answers.existing.push({ status: existing.status, body: existing.body });
        answers.unknown.push({ status: unknown.status, body: unknown.body });
      }
      expect(answers.existing).toEqual(
        Array(limit + 1).fill({ status: 200, body: { message: ACCOUNT_LINK_MESSAGES.resetRequested } }),
      );
      expect(answers.unknown).toEqual(answers.existing);
      const links = await database.db.selectFrom('account_links').select('id').execute();
      expect(links).toHaveLength(limit);
      expect(
        await database.db.selectFrom('email_outbox').select('id').where('kind', '=', PASSWORD_RESET_KIND).execute(),
      ).toHaveLength(limit);

      const perClient = [];
      for (let index = 0; index <= PASSWORD_RESET_LIMITS.address.max; index += 1) {
        perClient.push(
          (await post(forgotPassword, 'forgot-password', { email: `someone-${index}@example.com` }, '192.0.2.77')).status,
        );
      }
      expect(perClient).toEqual([...Array(PASSWORD_RESET_LIMITS.address.max).fill(200), 429]);
      const refused = await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' }, '192.0.2.77');
      expect(refused.body.message).toBe('Too many reset requests. Please wait 60 minutes and try again.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    });

    it('cannot be used to lock someone out: after three requests for their address from elsewhere, the owner is answered alike and the newest link works', async () => {
      const { services, post, tokenFromEmail } = await setUp();
      await createAccount(services.auth, { email: 'vera@example.com', password: TEST_PASSWORD, role: 'viewer' });
      for (let index = 0; index < PASSWORD_RESET_LIMITS.account.max; index += 1) {
        await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' }, '203.0.113.66');
      }
      const newest = await tokenFromEmail(PASSWORD_RESET_KIND, 'vera@example.com');
      const own = await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' }, '198.51.100.200');
      expect(own).toMatchObject({ status: 200, body: { message: ACCOUNT_LINK_MESSAGES.resetRequested } });
      expect(own.headers.get('retry-after')).toBeNull();
      const done = await post(resetPassword, 'reset-password', { token: newest, password: NEW_PASSWORD });
      expect(done).toMatchObject({ status: 200, body: { message: ACCOUNT_LINK_MESSAGES.resetDone } });

      // Once the hour is over, the owner's request sends a new link again.
      const later = await requestPasswordReset(services, { email: 'vera@example.com' }, '198.51.100.200', {
        now: new Date(Date.now() + HOUR + 1000),
      });
      expect(later.kind).toBe('sent');
      await linkEmailsSettled();
      expect(await database.db.selectFrom('account_links').select('id').execute()).toHaveLength(
        PASSWORD_RESET_LIMITS.account.max + 1,
      );
    });

    it('refuses an address that is not an e-mail address without counting it', async () => {
      const { post } = await setUp();
      const refused = await post(forgotPassword, 'forgot-password', { email: 'vera' });
      expect(refused).toMatchObject({ status: 422, body: { message: 'Please enter a valid email address.' } });
      const keys = (await database.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
      expect(keys.filter((key) => key.startsWith('password-reset'))).toEqual([]);
    });

    it('lets exactly one of two requests racing with one link set the password', async () => {
      const { services, post, tokenFromEmail } = await setUp();
      await createAccount(services.auth, { email: 'vera@example.com', password: TEST_PASSWORD, role: 'viewer' });
      await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' });
      const token = await tokenFromEmail(PASSWORD_RESET_KIND, 'vera@example.com');
      const answers = await Promise.all([
        post(resetPassword, 'reset-password', { token, password: 'first-racing-password' }),
        post(resetPassword, 'reset-password', { token, password: 'second-racing-password' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });

    it('does not sign in past two-factor: after a reset the account still needs its code', async () => {
      const { services, post, tokenFromEmail } = await setUp();
      const viewer = await signedInAs(services.auth, 'viewer', 'vera@example.com');
      await enableTwoFactor(services.auth, viewer.cookie, '203.0.113.10');
      await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' });
      const token = await tokenFromEmail(PASSWORD_RESET_KIND, 'vera@example.com');
      const done = await post(resetPassword, 'reset-password', { token, password: NEW_PASSWORD });
      expect(done.status).toBe(200);
      expect(done.headers.getSetCookie()).toEqual([]);
      const signIn = await handleAuthRequest(signInRequest('vera@example.com', NEW_PASSWORD), services.auth, '203.0.113.10');
      expect(signIn.status).toBe(200);
      expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
      expect(
        signIn.headers.getSetCookie().some((cookie) => cookie.includes('session_token=') && !cookie.includes('session_token=;')),
      ).toBe(false);
    });

    it('refuses a request from another site and a body over the door limit, changing nothing', async () => {
      const { services } = await setUp();
      await createAccount(services.auth, { email: 'vera@example.com', password: TEST_PASSWORD, role: 'viewer' });
      const foreign = await forgotPassword.handle(
        new Request(`${TEST_ORIGIN}/api/account/forgot-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
          body: JSON.stringify({ email: 'vera@example.com' }),
        }),
        services,
        '198.51.100.1',
      );
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual({ message: CROSS_SITE_MESSAGE });
      const body = oversizedBody();
      const headers = new Headers({ 'content-type': 'application/json', origin: TEST_ORIGIN });
      const large = await resetPassword.handle(
        requestWithBody(`${TEST_ORIGIN}/api/account/reset-password`, 'POST', headers, body),
        services,
        '198.51.100.1',
      );
      expect(large.status).toBe(413);
      expect(body.pulled()).toBeLessThanOrEqual(pulledWithin(AUTH_BODY_MAX_BYTES));
      expect(await database.db.selectFrom('account_links').select('id').execute()).toEqual([]);
      expect(await database.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);
    });
  });

  describe('the file outbox (no SMTP_URL)', () => {
    /** The tokens in the .eml files the file transport wrote. */
    function tokensInOutboxFiles(directory: string): string[] {
      return readdirSync(directory).flatMap((name) => {
        const decoded = readFileSync(join(directory, name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return [...new Set([...decoded.matchAll(/token=([\w-]+)/g)].map((match) => match[1] ?? ''))];
      });
    }

    it('removes a link e-mail’s file at the next housekeeping once its link is used, replaced or expired, and keeps a working one', async () => {
      const { services, invite, post, tokenFromEmail } = await setUp();
      await createAccount(services.auth, { email: 'vera@example.com', password: TEST_PASSWORD, role: 'viewer' });
      await invite('ella@example.com');
      const accepted = await tokenFromEmail(INVITATION_KIND, 'ella@example.com');
      expect((await post(acceptInvitationLink, 'accept-invitation', { token: accepted, password: NEW_PASSWORD })).status).toBe(
        200,
      );
      await invite('eddie@example.com');
      const expiring = await tokenFromEmail(INVITATION_KIND, 'eddie@example.com');
      await database.db
        .updateTable('account_links')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('email', '=', 'eddie@example.com')
        .execute();
      await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' });
      const replaced = await tokenFromEmail(PASSWORD_RESET_KIND, 'vera@example.com');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await post(forgotPassword, 'forgot-password', { email: 'vera@example.com' });
      const working = await tokenFromEmail(PASSWORD_RESET_KIND, 'vera@example.com');
      await linkEmailsSettled();
      const directory = join(services.config.dataDir, 'outbox');
      expect(tokensInOutboxFiles(directory).sort()).toEqual([accepted, expiring, replaced, working].sort());

      const housekeeping = startHousekeeping({
        database,
        log: createLogger('silent'),
        mailTransport: services.mailer.transport,
      });
      await housekeeping.stop();
      expect(tokensInOutboxFiles(directory)).toEqual([working]);
      const reset = await post(resetPassword, 'reset-password', { token: working, password: NEW_PASSWORD });
      expect(reset.status).toBe(200);
    });
  });

  async function passwordHash(email: string): Promise<string | null> {
    const row = await database.db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select('accounts.password')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    return row.password;
  }
});

/** Runs `count` requests of each kind interleaved (odd and even indexes) and returns each kind's median time in ms. */
async function medianTimes(count: number, send: (index: number) => Promise<unknown>): Promise<{ odd: number; even: number }> {
  const times: { odd: number[]; even: number[] } = { odd: [], even: [] };
  for (let index = 0; index < count * 2; index += 1) {
    const started = performance.now();
    await send(index);
    times[index % 2 ? 'odd' : 'even'].push(performance.now() - started);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2;
  };
  return { odd: median(times.odd), even: median(times.even) };
}
