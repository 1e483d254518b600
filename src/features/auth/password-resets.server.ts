// Forgotten passwords: ask for a reset link (the same answer in the same time for every address; requests
// limited per client, e-mails per address typed) and set a new password with it. Links: account-links.server.ts.
import { enqueueClaimedEmails } from '#src/platform/mail/outbox.server.ts';
import { hitRateLimit } from '#src/platform/rate-limit/rate-limit.server.ts';
import type { RateLimitSetting } from '#src/platform/rate-limit/settings.ts';
import { passwordResetEmail } from './account-link-emails.ts';
import {
  type AccountLinkServices,
  claimLink,
  inEqualTime,
  issueLink,
  LinkRefusal,
  linkUrl,
  selfActor,
  sendInBackground,
} from './account-links.server.ts';
import { ACCOUNT_LINK_MESSAGES, ForgotPasswordSchema, LinkPasswordSchema } from './account-links.ts';
import { sendPasswordChangedNotice } from './account-notices.server.ts';
import { replacePasswordEverywhere } from './accounts.server.ts';

/**
 * Reset requests per client address (over it: 429 to that client), and reset e-mails per address
 * typed, whether or not it has an account (over it: the same answer, and no e-mail).
 */
export const PASSWORD_RESET_LIMITS: { address: RateLimitSetting; account: RateLimitSetting } = {
  address: { max: 10, windowSeconds: 60 * 60 },
  account: { max: 3, windowSeconds: 60 * 60 },
};

export type ResetRequestResult =
  | { kind: 'sent'; message: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number; message: string };

/**
 * "Forgot your password?": the same answer in the same time whether or not the account exists.
 * A client over its own limit is told to wait. Past the address's e-mails for the hour the answer is
 * still the same but nothing is sent, so requests for someone else's address can neither tell
 * anything nor lock its owner out: a link is only replaced by one that is e-mailed, so the newest
 * reset e-mail the owner holds keeps working (1 hour, as long as the window).
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
    const byClient = await hitRateLimit(db, `password-reset-address:${clientAddress}`, limits.address, now);
    if (!byClient.allowed) {
      const minutes = Math.max(1, Math.ceil(byClient.retryAfterSeconds / 60));
      const message = ACCOUNT_LINK_MESSAGES.resetTooMany(minutes);
      return { kind: 'rate-limited', retryAfterSeconds: byClient.retryAfterSeconds, message } as const;
    }
    const byAccount = await hitRateLimit(db, `password-reset-account:${email}`, limits.account, now);
    // Read whether or not the account exists or may be e-mailed, so every answer does the same work up to here.
    const firm = await services.auth.firm();
    const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
    if (user && byAccount.allowed) {
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
