// Invitations to a new staff account (User Management, admins): invite, list the pending ones, resend,
// revoke, and accept a link (which creates the account and signs it in). Links: account-links.server.ts.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { enqueueClaimedEmails } from '#src/platform/mail/outbox.server.ts';
import type { StaffUser } from './access.ts';
import { existingAccountEmail, invitationEmail } from './account-link-emails.ts';
import {
  type AccountLinkServices,
  claimLink,
  inEqualTime,
  issueLink,
  LIFETIME_MS,
  type LinkRow,
  linkUrl,
  newToken,
  removeLinkEmails,
  selfActor,
  sendInBackground,
} from './account-links.server.ts';
import {
  ACCOUNT_LINK_MESSAGES,
  type InvitationInput,
  InvitationSchema,
  LinkPasswordSchema,
  type PendingInvitation,
} from './account-links.ts';
import { noteSignIn } from './account-notices.server.ts';
import { AccountExistsError, createAccount } from './accounts.server.ts';
import { CLIENT_ADDRESS_HEADER } from './auth.server.ts';
import { approximatePlace } from './device.ts';
import { toRole } from './roles.ts';

function pendingInvitations(db: Kysely<Database>) {
  return db
    .selectFrom('account_links')
    .where('kind', '=', 'invitation')
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null);
}

function toPendingInvitation(row: LinkRow, now: Date): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    displayName: row.name ?? '',
    role: toRole(row.role) ?? 'viewer',
    invitedBy: row.created_by_email,
    sentAt: toIsoTimestamp(row.sent_at),
    expiresAt: toIsoTimestamp(row.expires_at),
    expired: new Date(row.expires_at).getTime() <= now.getTime(),
  };
}

/** Invitations neither accepted nor revoked, expired ones included (Resend revives them), oldest first. */
export async function listPendingInvitations(db: Kysely<Database>, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await pendingInvitations(db).selectAll().orderBy('sent_at').orderBy('email').execute();
  return rows.map((row) => toPendingInvitation(row, now));
}

async function hasAccount(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/**
 * Invites a person by e-mail. The answer is the same, in the same time, whether or not the address
 * already has an account: an existing account is sent a note saying so (and how to log in) instead
 * of a link. A pending invitation to the same address is replaced by the new one.
 */
export async function inviteStaff(
  services: AccountLinkServices,
  actor: StaffUser,
  input: InvitationInput,
  now = new Date(),
): Promise<{ message: string }> {
  const invitation = InvitationSchema.parse(input);
  const started = performance.now();
  const { db } = services.auth.database;
  const siteUrl = services.auth.siteUrl;
  const rows = await inEqualTime(started, async () => {
    const firm = await services.auth.firm();
    const existing = await hasAccount(db, invitation.email);
    const queued = await db.transaction().execute(async (trx) => {
      if (existing) {
        return enqueueClaimedEmails(
          trx,
          [existingAccountEmail(firm, { to: invitation.email, siteUrl })],
          services.mailer.policy.leaseSeconds,
          now,
        );
      }
      const { id, token } = await issueLink(
        trx,
        {
          kind: 'invitation',
          email: invitation.email,
          name: invitation.displayName,
          role: invitation.role,
          created_by: actor.id,
          created_by_email: actor.email,
        },
        now,
      );
      const email = invitationEmail(firm, {
        to: invitation.email,
        name: invitation.displayName,
        role: invitation.role,
        invitedBy: actor.name.trim() || actor.email,
        url: linkUrl(siteUrl, 'invitation', token),
        relatedId: id,
      });
      return enqueueClaimedEmails(trx, [email], services.mailer.policy.leaseSeconds, now);
    });
    await services.auth.recordChange(actor, {
      action: 'user.invite',
      entityType: 'user',
      entityId: null,
      details: { email: invitation.email, role: invitation.role, ...(existing ? { existingAccount: true } : {}) },
    });
    return queued;
  });
  sendInBackground(services, rows);
  return { message: ACCOUNT_LINK_MESSAGES.invitationSent(invitation.email) };
}

async function pendingInvitation(db: Kysely<Database>, id: string): Promise<LinkRow> {
  const row = await pendingInvitations(db).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, ACCOUNT_LINK_MESSAGES.invitationNotPending);
  return row;
}

/** Sends a pending invitation again with a new link (the old one stops working) and a new 72 hours. */
export async function resendInvitation(
  services: AccountLinkServices,
  actor: StaffUser,
  id: string,
  now = new Date(),
): Promise<PendingInvitation> {
  const { db } = services.auth.database;
  const firm = await services.auth.firm();
  const { row, rows } = await db.transaction().execute(async (trx) => {
    const current = await pendingInvitation(trx, id);
    const { token, hash } = newToken();
    const expiresAt = new Date(now.getTime() + LIFETIME_MS.invitation);
    const updated = await trx
      .updateTable('account_links')
      .set({ token_hash: hash, sent_at: now, expires_at: expiresAt })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Refusal(404, ACCOUNT_LINK_MESSAGES.invitationNotPending);
    await removeLinkEmails(trx, { relatedIds: [id] });
    const email = invitationEmail(firm, {
      to: current.email,
      name: current.name ?? '',
      role: toRole(current.role) ?? 'viewer',
      invitedBy: actor.name.trim() || actor.email,
      url: linkUrl(services.auth.siteUrl, 'invitation', token),
      relatedId: id,
    });
    const queued = await enqueueClaimedEmails(trx, [email], services.mailer.policy.leaseSeconds, now);
    return { row: { ...current, token_hash: hash, sent_at: now, expires_at: expiresAt }, rows: queued };
  });
  await services.auth.recordChange(actor, {
    action: 'user.invite-resend',
    entityType: 'user',
    entityId: null,
    details: { email: row.email },
  });
  sendInBackground(services, rows);
  return toPendingInvitation(row, now);
}

/** Withdraws a pending invitation: its link then says so. */
export async function revokeInvitation(
  services: Pick<AccountLinkServices, 'auth'>,
  actor: StaffUser,
  id: string,
  now = new Date(),
): Promise<void> {
  const { db } = services.auth.database;
  const row = await pendingInvitation(db, id);
  const revoked = await db
    .updateTable('account_links')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(revoked.numUpdatedRows) !== 1) throw new Refusal(404, ACCOUNT_LINK_MESSAGES.invitationNotPending);
  await removeLinkEmails(db, { relatedIds: [id] });
  await services.auth.recordChange(actor, {
    action: 'user.invite-revoke',
    entityType: 'user',
    entityId: null,
    details: { email: row.email },
  });
}

/**
 * Revokes every pending invitation `inviterId` sent, and blanks their e-mails: for when the inviter is
 * removed or can no longer make accounts. Pass the transaction that changes the inviter; the caller
 * audits each one. Returns the revoked invitations' addresses.
 */
export async function revokeInvitationsSentBy(trx: Kysely<Database>, inviterId: string, now = new Date()): Promise<string[]> {
  const revoked = await trx
    .updateTable('account_links')
    .set({ revoked_at: now })
    .where('kind', '=', 'invitation')
    .where('created_by', '=', inviterId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['id', 'email'])
    .execute();
  await removeLinkEmails(trx, { relatedIds: revoked.map((link) => link.id) });
  return revoked.map((link) => link.email).sort();
}

/**
 * Accepts an invitation: creates the account with the invited name and role and the chosen password,
 * and signs it in. Returns the session's Set-Cookie values.
 */
export async function acceptInvitation(
  services: Pick<AccountLinkServices, 'auth'>,
  input: unknown,
  clientAddress: string,
  { now = new Date(), userAgent = null as string | null } = {},
): Promise<{ setCookies: string[] }> {
  const { token, password } = LinkPasswordSchema.parse(input);
  const staff = services.auth;
  const { db } = staff.database;
  const link = await claimLink(db, 'invitation', token, now);
  let id: string;
  try {
    ({ id } = await createAccount(staff, {
      email: link.email,
      password,
      name: link.name ?? '',
      role: toRole(link.role) ?? 'viewer',
    }));
  } catch (error) {
    if (error instanceof AccountExistsError) throw new Refusal(409, ACCOUNT_LINK_MESSAGES.accountExists(link.email));
    // Nothing was created: the link may be used again.
    await db.updateTable('account_links').set({ used_at: null }).where('id', '=', link.id).execute();
    throw error;
  }
  await db.updateTable('account_links').set({ user_id: id }).where('id', '=', link.id).execute();
  await staff.recordChange(selfActor(id, link.email), {
    action: 'user.invite-accept',
    entityType: 'user',
    entityId: id,
    details: { email: link.email, role: link.role },
  });
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: clientAddress });
  if (userAgent) headers.set('user-agent', userAgent);
  const signedIn = await staff.auth.api.signInEmail({
    body: { email: link.email, password, rememberMe: true },
    headers,
    returnHeaders: true,
  });
  // The device the account was made on is its first: later sign-ins from it are not news.
  const account = { id, email: link.email, name: link.name ?? '' };
  await noteSignIn(db, staff, account, { userAgent, place: approximatePlace(clientAddress) });
  return { setCookies: signedIn.headers.getSetCookie() };
}
