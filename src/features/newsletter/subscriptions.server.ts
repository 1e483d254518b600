// A visitor's subscription: the subscribe form through the visitor gate every form passes (rate limit,
// honeypot, form stamp, captcha and their single use), the consent record, the one confirmation
// e-mail (at most one an hour per address, so the form cannot be used to flood someone's inbox), the
// confirmation by a button (a link scanner's GET never confirms) and the one-click unsubscribe. The
// answer is the same whether the address was new, waiting or already subscribed.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { errorFields } from '#src/platform/log.ts';
import { deliverNow, enqueueClaimedEmails, type OutboxRow } from '#src/platform/mail/outbox.server.ts';
import { hitRateLimit } from '#src/platform/rate-limit/rate-limit.server.ts';
import { type ContactDependencies, fieldErrorsOf } from '../contact/contact.server.ts';
import {
  checkVisitorCaptcha,
  type GateRefusal,
  keyedHash,
  recordVisitorUses,
  screenVisitor,
  type VisitorUses,
  visitorUseRefusal,
} from '../contact/visitor-gate.server.ts';
import { newsletterConfirmationEmail } from './emails.ts';
import { type SubscribeErrorField, SubscribeSchema, type Subscription } from './schema.ts';
import type { NewsletterSubscribersTable, UnsubscribeMethod } from './tables.ts';
import { CONFIRM_LINK_DAYS, NEWSLETTER_PROMISE } from './terms.ts';
import { newToken, tokenHash } from './tokens.server.ts';

export type SubscriberRow = Selectable<NewsletterSubscribersTable>;

/** The consent wording stored with each subscription: the form's sentence and its privacy policy link. */
export const CONSENT_WORDING = `${NEWSLETTER_PROMISE} Privacy Policy linked.`;

export type SubscribeResult =
  /** Stored, or nothing to store (already subscribed, the honeypot filled): answered alike. */
  | { kind: 'accepted'; emailSent: boolean }
  | { kind: 'invalid'; fieldErrors: Partial<Record<SubscribeErrorField, string[]>> }
  | GateRefusal;

const CONFIRMATION_KEY_PREFIX = 'newsletter-confirmation:';
/** At most one confirmation e-mail per address in this window. */
export const NEWSLETTER_CONFIRMATION_LIMIT = { max: 1, windowSeconds: 60 * 60 } as const;

/** Writes the subscription (or renews a waiting one's link) and queues its confirmation; none for a current subscriber. */
async function storeSubscription(
  deps: ContactDependencies,
  trx: Kysely<Database>,
  subscription: Subscription,
  now: Date,
): Promise<OutboxRow[]> {
  const existing = await trx
    .selectFrom('newsletter_subscribers')
    .select(['id', 'status'])
    .where('email', '=', subscription.email)
    .executeTakeFirst();
  if (existing?.status === 'subscribed') return [];
  const allowed = await hitRateLimit(
    trx,
    `${CONFIRMATION_KEY_PREFIX}${keyedHash(deps.captcha.signingKey, 'newsletter-confirmation', subscription.email)}`,
    NEWSLETTER_CONFIRMATION_LIMIT,
    now,
  );
  // Within the hour the first link still works: it is not replaced, and no second e-mail goes.
  if (!allowed.allowed) return [];
  const token = newToken();
  const consent = {
    name: subscription.name,
    consent_at: now,
    consent_source: subscription.page,
    consent_wording: CONSENT_WORDING,
    confirm_token_hash: tokenHash(token),
    confirm_expires_at: new Date(now.getTime() + CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000),
    updated_at: now,
  };
  let id = existing?.id;
  if (id) {
    // Someone who left (or bounced) stays so until they confirm again.
    await trx.updateTable('newsletter_subscribers').set(consent).where('id', '=', id).execute();
  } else {
    id = randomUUID();
    await trx
      .insertInto('newsletter_subscribers')
      .values({
        id,
        email: subscription.email,
        status: 'pending',
        unsubscribe_token: newToken(),
        created_at: now,
        ...consent,
      })
      .execute();
  }
  const company = await deps.siteSettings();
  const email = newsletterConfirmationEmail({ to: subscription.email, token, company, siteUrl: deps.siteUrl, subscriberId: id });
  return enqueueClaimedEmails(trx, [email], deps.mailer.policy.leaseSeconds, now);
}

/** Everything after the HTTP layer: `body` is the parsed JSON object, `address` the visitor's. */
export async function subscribe(
  deps: ContactDependencies,
  body: Record<string, unknown>,
  address: string,
): Promise<SubscribeResult> {
  const now = deps.now?.() ?? new Date();
  const screened = await screenVisitor(deps, body, address, now);
  if (screened.kind !== 'screened') return screened;
  const parsed = SubscribeSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', fieldErrors: fieldErrorsOf<SubscribeErrorField>(parsed.error.issues) };
  const captcha = await checkVisitorCaptcha(deps, parsed.data.captcha, address, now);
  if (captcha.kind !== 'verified') return captcha;
  const uses: VisitorUses = { captcha: captcha.use, stamp: screened.stampUse };
  let emails: OutboxRow[];
  try {
    emails = await deps.database.db.transaction().execute(async (trx) => {
      await recordVisitorUses(trx, uses);
      // A filled honeypot is answered like any other subscription, so a bot learns nothing; nothing is stored or sent.
      return screened.honeypot ? [] : storeSubscription(deps, trx, parsed.data, now);
    });
  } catch (error) {
    const refusal = visitorUseRefusal(error);
    if (refusal) return refusal;
    deps.log.error('subscription could not be stored', errorFields(error));
    return { kind: 'insert-failed' };
  }
  let emailSent = emails.length === 0;
  try {
    if (emails.length > 0) emailSent = await deliverNow(deps.database, deps.mailer, emails, deps.sendBudgetMs);
  } catch (error) {
    deps.log.warn('newsletter confirmation left for the outbox worker', errorFields(error));
  }
  return { kind: 'accepted', emailSent };
}

/** The waiting subscription a confirmation token names, if its link still works. */
export async function findConfirmable(db: Kysely<Database>, token: string, now: Date): Promise<SubscriberRow | null> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('confirm_token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row?.confirm_expires_at || new Date(row.confirm_expires_at).getTime() <= now.getTime()) return null;
  return row;
}

/** Starts the subscription the token names (the link is used up); false when the link is unknown or expired. */
export async function confirmSubscription(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'subscribed',
      confirmed_at: now,
      confirm_token_hash: null,
      confirm_expires_at: null,
      unsubscribed_at: null,
      unsubscribe_method: null,
      unsubscribed_campaign_id: null,
      bounced_at: null,
      bounce_reason: null,
      updated_at: now,
    })
    .where('confirm_token_hash', '=', tokenHash(token))
    .where('confirm_expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findByUnsubscribeToken(db: Kysely<Database>, token: string): Promise<SubscriberRow | null> {
  return (
    (await db.selectFrom('newsletter_subscribers').selectAll().where('unsubscribe_token', '=', token).executeTakeFirst()) ?? null
  );
}

/**
 * Ends a subscription at once (a waiting confirmation is cancelled too): from this moment the sender
 * skips them. Records when, how, and the newsletter last sent to them (the campaign's unsubscribes).
 * Already unsubscribed: nothing changes. Returns whether anything changed.
 */
export async function unsubscribe(
  db: Kysely<Database>,
  subscriberId: string,
  method: UnsubscribeMethod,
  now: Date,
): Promise<boolean> {
  const last = await db
    .selectFrom('newsletter_deliveries')
    .select('campaign_id')
    .where('subscriber_id', '=', subscriberId)
    .where('sent_at', 'is not', null)
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'unsubscribed',
      unsubscribed_at: now,
      unsubscribe_method: method,
      unsubscribed_campaign_id: last?.campaign_id ?? null,
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: now,
    })
    .where('id', '=', subscriberId)
    .where('status', 'in', ['pending', 'subscribed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
