// The single-use links staff receive by e-mail: invitations to a new account (72 hours) and
// forgotten-password resets (1 hour). Only a SHA-256 hash of each random token is stored; the e-mails
// go through the durable outbox; passwords are hashed and sessions ended by Better Auth's own parts.
// Answers that could tell whether an address has an account take the same path and the same time.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AccountLinksTable, Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { deliverNow, enqueueClaimedEmails, type Mailer, type OutboxRow } from '#src/platform/mail/outbox.server.ts';
import { hitRateLimit } from '#src/platform/rate-limit/rate-limit.server.ts';
import type { RateLimitSetting } from '#src/platform/rate-limit/settings.ts';
import type { StaffUser } from './access.ts';
import {
  existingAccountEmail,
  INVITATION_KIND,
  invitationEmail,
  PASSWORD_RESET_KIND,
  passwordResetEmail,
} from './account-link-emails.ts';
import {
  ACCOUNT_LINK_MESSAGES,
  ForgotPasswordSchema,
  INVITATION_LIFETIME_HOURS,
  type InvitationInput,
  InvitationSchema,
  LinkPasswordSchema,
  type LinkState,
  linkStateMessage,
  PASSWORD_RESET_LIFETIME_HOURS,
  type PendingInvitation,
} from './account-links.ts';
import { noteSignIn, sendPasswordChangedNotice } from './account-notices.server.ts';
import { AccountExistsError, createAccount, replacePasswordEverywhere } from './accounts.server.ts';
import { CLIENT_ADDRESS_HEADER, type StaffServices } from './auth.server.ts';
import { approximatePlace } from './device.ts';
import { toRole } from './roles.ts';

export type AccountLinkKind = AccountLinksTable['kind'];
type LinkRow = Selectable<AccountLinksTable>;

/** What the link flows need of the server (the composition root's services fit). */
export interface AccountLinkServices {
  auth: StaffServices;
  mailer: Mailer;
  logger: Logger;
}

const LIFETIME_MS: Record<AccountLinkKind, number> = {
  invitation: INVITATION_LIFETIME_HOURS * 60 * 60 * 1000,
  'password-reset': PASSWORD_RESET_LIFETIME_HOURS * 60 * 60 * 1000,
};

/**
 * Every answer that could tell whether an address has an account is held back to at least this, so
 * the work done for an existing account (a link, an e-mail row) takes no longer to the outside.
 */
export const EQUAL_ANSWER_MS = 300;

/** Reset requests: per client address, and per account (the address typed, whether or not it has an account). */
export const PASSWORD_RESET_LIMITS: { address: RateLimitSetting; account: RateLimitSetting } = {
  address: { max: 10, windowSeconds: 60 * 60 },
  account: { max: 3, windowSeconds: 60 * 60 },
};

/** How long a request waits to send its e-mail before leaving it to the outbox worker. */
const SEND_BUDGET_MS = 5_000;

/** A refusal of a link that cannot be used, with the state the page shows. */
export class LinkRefusal extends Refusal {
  readonly state: Exclude<LinkState, 'valid'>;
  constructor(kind: AccountLinkKind, state: Exclude<LinkState, 'valid'>) {
    super(400, linkStateMessage(kind, state));
    this.name = 'LinkRefusal';
    this.state = state;
  }
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** Who a link is for: an invitation names the address, its name and role; a reset names the account. */
type NewLink = Pick<Insertable<AccountLinksTable>, 'kind' | 'email'> &
  Partial<Pick<Insertable<AccountLinksTable>, 'user_id' | 'name' | 'role' | 'created_by' | 'created_by_email'>>;

/**
 * Makes a new link and returns its token (only its hash is stored). Only the newest link works: a pending
 * one of the same kind for the same address (an invitation) or account (a reset) is revoked and its e-mail
 * blanked, so an older one in someone's inbox is dead.
 */
async function issueLink(trx: Kysely<Database>, link: NewLink, now: Date): Promise<{ id: string; token: string }> {
  const replaced = await trx
    .updateTable('account_links')
    .set({ revoked_at: now })
    .where('kind', '=', link.kind)
    .where((eb) => (link.user_id ? eb('user_id', '=', link.user_id) : eb('email', '=', link.email)))
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  await removeLinkEmails(trx, { relatedIds: replaced.map((old) => old.id) });
  const { token, hash } = newToken();
  const id = randomUUID();
  await trx
    .insertInto('account_links')
    .values({
      user_id: null,
      ...link,
      id,
      token_hash: hash,
      created_at: now,
      sent_at: now,
      expires_at: new Date(now.getTime() + LIFETIME_MS[link.kind]),
    })
    .execute();
  return { id, token };
}

export function linkUrl(siteUrl: string, kind: AccountLinkKind, token: string): string {
  const path = kind === 'invitation' ? 'accept-invitation' : 'reset-password';
  return `${siteUrl.replace(/\/+$/, '')}/admin/${path}?token=${encodeURIComponent(token)}`;
}

/** Runs `work`, then waits until at least EQUAL_ANSWER_MS have passed since `started`. */
async function inEqualTime<T>(started: number, work: () => Promise<T>): Promise<T> {
  const result = await work();
  const left = EQUAL_ANSWER_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
  return result;
}

/** What an e-mail that carried a link keeps in the outbox once sent, or once its link is dead. */
export const LINK_EMAIL_REMOVED = 'This e-mail carried a single-use link; its text was removed once it was no longer needed.';

/**
 * Blanks the outbox copies of link e-mails: those just sent (`sentOnly`), or every copy of links
 * that were used, revoked or replaced. The outbox must not keep a working link in plain text.
 */
async function removeLinkEmails(db: Kysely<Database>, where: { ids?: string[]; relatedIds?: string[]; sentOnly?: boolean }) {
  const { ids = [], relatedIds = [], sentOnly = false } = where;
  if (ids.length === 0 && relatedIds.length === 0) return;
  let query = db
    .updateTable('email_outbox')
    .set({ text_body: LINK_EMAIL_REMOVED, html_body: `<p>${LINK_EMAIL_REMOVED}</p>` })
    .where('kind', 'in', [INVITATION_KIND, PASSWORD_RESET_KIND])
    .where((eb) =>
      eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(relatedIds.length ? [eb('related_id', 'in', relatedIds)] : [])]),
    );
  if (sentOnly) query = query.where('status', '=', 'sent');
  await query.execute();
}

/**
 * Blanks link e-mails the outbox worker sent after their request gave up waiting (a slow or dead mail
 * server): the request's own send blanks the rest. Housekeeping runs it; returns how many it blanked.
 */
export async function blankSentLinkEmails(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('email_outbox')
    .set({ text_body: LINK_EMAIL_REMOVED, html_body: `<p>${LINK_EMAIL_REMOVED}</p>` })
    .where('kind', 'in', [INVITATION_KIND, PASSWORD_RESET_KIND])
    .where('status', '=', 'sent')
    .where('text_body', '!=', LINK_EMAIL_REMOVED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Link e-mails being sent after their answer went out: a graceful stop waits for them before the database closes. */
const sendingInBackground = new Set<Promise<void>>();

/** Sends queued rows now, without making the answer wait (its time must not depend on the mail server). */
function sendInBackground(services: AccountLinkServices, rows: OutboxRow[]): void {
  if (rows.length === 0) return;
  const { database } = services.auth;
  const sending = deliverNow(database, services.mailer, rows, SEND_BUDGET_MS)
    .then(() => removeLinkEmails(database.db, { ids: rows.map((row) => row.id), sentOnly: true }))
    .catch((error) => services.logger.warn('account e-mail left for the outbox worker', errorFields(error)))
    .finally(() => sendingInBackground.delete(sending));
  sendingInBackground.add(sending);
}

/** Resolves once every link e-mail sent in the background has been sent (and blanked) or left for the worker. */
export async function linkEmailsSettled(): Promise<void> {
  while (sendingInBackground.size > 0) await Promise.all(sendingInBackground);
}

function stateOf(row: LinkRow | undefined, now: Date): LinkState {
  if (!row) return 'invalid';
  if (row.used_at) return 'used';
  if (row.revoked_at) return 'revoked';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

async function findLink(db: Kysely<Database>, kind: AccountLinkKind, token: string): Promise<LinkRow | undefined> {
  if (token === '') return undefined;
  return db
    .selectFrom('account_links')
    .selectAll()
    .where('token_hash', '=', hashLinkToken(token))
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** What a page opened from a link shows: the form (with the invitee's details) or why it cannot be used. */
export async function inspectLink(
  services: Pick<AccountLinkServices, 'auth'>,
  kind: AccountLinkKind,
  token: string,
  now = new Date(),
): Promise<{ state: 'valid'; email: string; name: string | null } | { state: Exclude<LinkState, 'valid'>; message: string }> {
  const row = await findLink(services.auth.database.db, kind, token);
  const state = stateOf(row, now);
  if (state === 'valid' && row) return { state, email: row.email, name: row.name };
  const refused = state as Exclude<LinkState, 'valid'>;
  return { state: refused, message: linkStateMessage(kind, refused) };
}

/**
 * Marks the link used with one conditional update, so of two requests racing with one link exactly
 * one passes; throws a LinkRefusal saying why otherwise.
 */
async function claimLink(db: Kysely<Database>, kind: AccountLinkKind, token: string, now: Date): Promise<LinkRow> {
  const row = await findLink(db, kind, token);
  const state = stateOf(row, now);
  if (state !== 'valid' || !row) throw new LinkRefusal(kind, state === 'valid' ? 'invalid' : state);
  const claimed = await db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new LinkRefusal(kind, 'used');
  await removeLinkEmails(db, { relatedIds: [row.id] });
  return row;
}

/** The account itself as the audit log's actor: links are used signed out. */
function selfActor(id: string, email: string): StaffUser {
  return { id, email, name: '', role: null, twoFactorEnabled: false, mustEnableTwoFactor: false };
}

// Invitations (User Management, admins)

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

// Forgotten passwords (the Admin Login form, signed out)

export type ResetRequestResult =
  | { kind: 'sent'; message: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number; message: string };

/**
 * "Forgot your password?": the same answer in the same time whether or not the account exists.
 * Limited per client address and per address typed (so a refusal reveals nothing either).
 */
export async function requestPasswordReset(
  services: AccountLinkServices,
  input: unknown,
  clientAddress: string,
  { now = new Date(), limits = PASSWORD_RESET_LIMITS } = {},
): Promise<ResetRequestResult> {
  const { email } = ForgotPasswordSchema.parse(input);
  const started = performance.now();
  const { db } = services.auth.database;
  return inEqualTime(started, async () => {
    const byAddress = await hitRateLimit(db, `password-reset-address:${clientAddress}`, limits.address, now);
    const byAccount = await hitRateLimit(db, `password-reset-account:${email}`, limits.account, now);
    if (!byAddress.allowed || !byAccount.allowed) {
      const retryAfterSeconds = Math.max(byAddress.retryAfterSeconds, byAccount.retryAfterSeconds);
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      return { kind: 'rate-limited', retryAfterSeconds, message: ACCOUNT_LINK_MESSAGES.resetTooMany(minutes) } as const;
    }
    // Read whether or not the account exists, so both answers do the same work up to here.
    const firm = await services.auth.firm();
    const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
    if (user) {
      const rows = await db.transaction().execute(async (trx) => {
        const { id, token } = await issueLink(trx, { kind: 'password-reset', email: user.email, user_id: user.id }, now);
        const message = passwordResetEmail(firm, {
          to: user.email,
          url: linkUrl(services.auth.siteUrl, 'password-reset', token),
          relatedId: id,
        });
        return enqueueClaimedEmails(trx, [message], services.mailer.policy.leaseSeconds, now);
      });
      sendInBackground(services, rows);
    }
    return { kind: 'sent', message: ACCOUNT_LINK_MESSAGES.resetRequested } as const;
  });
}

/**
 * Sets a new password from a reset link and signs the account out everywhere. It signs nobody in:
 * the person logs in with the new password, and an account with two-factor sign-in still needs its code.
 */
export async function completePasswordReset(
  services: Pick<AccountLinkServices, 'auth'>,
  input: unknown,
  now = new Date(),
): Promise<{ message: string }> {
  const { token, password } = LinkPasswordSchema.parse(input);
  const staff = services.auth;
  const { db } = staff.database;
  const link = await claimLink(db, 'password-reset', token, now);
  const user = link.user_id
    ? await db.selectFrom('users').select(['id', 'email', 'name']).where('id', '=', link.user_id).executeTakeFirst()
    : undefined;
  if (!user) throw new LinkRefusal('password-reset', 'invalid');
  await replacePasswordEverywhere(staff, user.id, password);
  await sendPasswordChangedNotice(db, staff, user, 'reset-link', now);
  await staff.recordChange(selfActor(user.id, user.email), {
    action: 'user.password-reset-by-link',
    entityType: 'user',
    entityId: user.id,
    details: { email: user.email },
  });
  return { message: ACCOUNT_LINK_MESSAGES.resetDone };
}

/** The props of the page a link opens (/admin/accept-invitation, /admin/reset-password): its state read from the token. */
export async function loadAccountLinkPage(
  services: Pick<AccountLinkServices, 'auth'>,
  kind: AccountLinkKind,
  url: URL,
): Promise<{ kind: AccountLinkKind; token: string; link: Awaited<ReturnType<typeof inspectLink>> }> {
  const token = url.searchParams.get('token')?.trim() ?? '';
  return { kind, token, link: await inspectLink(services, kind, token) };
}
