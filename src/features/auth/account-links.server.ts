// The single-use links staff receive by e-mail, invitations (invitations.server.ts) and forgotten-password
// resets (password-resets.server.ts): issuing, finding and claiming a link, of which only a SHA-256 hash
// of its random token is stored, sending its e-mail through the durable outbox and blanking it after (and
// removing the file outbox's copy once the link is dead), and holding answers that could tell whether an
// address has an account to the same time.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { deliverNow, type Mailer, type OutboxRow } from '#src/platform/mail/outbox.server.ts';
import type { MailTransport } from '#src/platform/mail/transport.server.ts';
import { ACCOUNT_MANAGER_ROLE, type StaffUser } from './access.ts';
import { INVITATION_KIND, PASSWORD_RESET_KIND } from './account-link-emails.ts';
import { INVITATION_LIFETIME_HOURS, type LinkState, linkStateMessage, PASSWORD_RESET_LIFETIME_HOURS } from './account-links.ts';
import type { StaffServices } from './auth.server.ts';
import { atLeast, rolesAtLeast, toRole } from './roles.ts';
import type { AccountLinksTable } from './tables.ts';

export type AccountLinkKind = AccountLinksTable['kind'];
export type LinkRow = Selectable<AccountLinksTable>;

/** What the link flows need of the server (the composition root's services fit). */
export interface AccountLinkServices {
  auth: StaffServices;
  mailer: Mailer;
  logger: Logger;
}

export const LIFETIME_MS: Record<AccountLinkKind, number> = {
  invitation: INVITATION_LIFETIME_HOURS * 60 * 60 * 1000,
  'password-reset': PASSWORD_RESET_LIFETIME_HOURS * 60 * 60 * 1000,
};

/**
 * Every answer that could tell whether an address has an account is held back to at least this, so
 * the work done for an existing account (a link, an e-mail row) takes no longer to the outside.
 */
export const EQUAL_ANSWER_MS = 300;

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

export function newToken(): { token: string; hash: string } {
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
export async function issueLink(trx: Kysely<Database>, link: NewLink, now: Date): Promise<{ id: string; token: string }> {
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
export async function inEqualTime<T>(started: number, work: () => Promise<T>): Promise<T> {
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
export async function removeLinkEmails(
  db: Kysely<Database>,
  where: { ids?: string[]; relatedIds?: string[]; sentOnly?: boolean },
) {
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

/**
 * Removes the copies the mail transport keeps of sent link e-mails whose link no longer works (used,
 * revoked, replaced or expired): the file outbox's `.eml` files, which without SMTP_URL are the e-mails
 * themselves and so hold the link while it works. Housekeeping runs it; returns how many it removed.
 */
export async function discardDeadLinkEmailCopies(
  db: Kysely<Database>,
  transport: Pick<MailTransport, 'discardCopies'>,
  now = new Date(),
): Promise<number> {
  const dead = await db
    .selectFrom('email_outbox')
    .innerJoin('account_links', 'account_links.id', 'email_outbox.related_id')
    .select('email_outbox.id')
    .where('email_outbox.kind', 'in', [INVITATION_KIND, PASSWORD_RESET_KIND])
    .where('email_outbox.status', '=', 'sent')
    .where((eb) =>
      eb.or([
        eb('account_links.used_at', 'is not', null),
        eb('account_links.revoked_at', 'is not', null),
        eb('account_links.expires_at', '<=', now),
      ]),
    )
    .execute();
  return transport.discardCopies(dead.map((row) => row.id));
}

/** Link e-mails being sent after their answer went out: a graceful stop waits for them before the database closes. */
const sendingInBackground = new Set<Promise<void>>();

/** Sends queued rows now, without making the answer wait (its time must not depend on the mail server). */
export function sendInBackground(services: AccountLinkServices, rows: OutboxRow[]): void {
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

/** A link as found by its token, with its inviter's current role (an invitation's; null once they are gone). */
type FoundLink = LinkRow & { inviter_role: string | null };

function stateOf(row: FoundLink | undefined, now: Date): LinkState {
  if (!row) return 'invalid';
  if (row.used_at) return 'used';
  if (row.revoked_at) return 'revoked';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  // Removing an admin or taking their role revokes their invitations; this catches any way round that.
  if (row.kind === 'invitation' && !atLeast(toRole(row.inviter_role), ACCOUNT_MANAGER_ROLE)) return 'revoked';
  return 'valid';
}

async function findLink(db: Kysely<Database>, kind: AccountLinkKind, token: string): Promise<FoundLink | undefined> {
  if (token === '') return undefined;
  return db
    .selectFrom('account_links')
    .leftJoin('users as inviter', 'inviter.id', 'account_links.created_by')
    .selectAll('account_links')
    .select('inviter.role as inviter_role')
    .where('account_links.token_hash', '=', hashLinkToken(token))
    .where('account_links.kind', '=', kind)
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
 * Marks the link used with one conditional update (an invitation's also asks that its inviter may
 * still make accounts), so of two requests racing with one link, or with the inviter's demotion,
 * exactly one passes; throws a LinkRefusal saying why otherwise.
 */
export async function claimLink(db: Kysely<Database>, kind: AccountLinkKind, token: string, now: Date): Promise<LinkRow> {
  const row = await findLink(db, kind, token);
  const state = stateOf(row, now);
  if (state !== 'valid' || !row) throw new LinkRefusal(kind, state === 'valid' ? 'invalid' : state);
  let claim = db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (kind === 'invitation') {
    claim = claim.where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'account_links.created_by')
          .where('users.role', 'in', rolesAtLeast(ACCOUNT_MANAGER_ROLE)),
      ),
    );
  }
  const claimed = await claim.executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const after = stateOf(await findLink(db, kind, token), now);
    throw new LinkRefusal(kind, after === 'valid' ? 'used' : after);
  }
  await removeLinkEmails(db, { relatedIds: [row.id] });
  const { inviter_role: _, ...link } = row;
  return link;
}

/** The account itself as the audit log's actor: links are used signed out. */
export function selfActor(id: string, email: string): StaffUser {
  return { id, email, name: '', role: null, twoFactorEnabled: false, mustEnableTwoFactor: false };
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
