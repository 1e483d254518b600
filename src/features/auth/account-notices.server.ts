// The security notices a staff account receives at its own address, through the durable outbox:
// its password changed, two-factor sign-in turned off, a sign-in from a device not seen before.
// Each says how to get help, naming the firm as Site Settings hold it now. Callers pass the transaction
// that makes the change when they have one, and their staff services as the sender.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { escapeHtml, type OutgoingEmail } from '#src/platform/mail/message.ts';
import { enqueueEmails } from '#src/platform/mail/outbox.server.ts';
import type { FirmContact, StaffServices } from './auth.server.ts';
import { describeDevice } from './device.ts';

export const ACCOUNT_NOTICE_KINDS = {
  passwordChanged: 'account-password-changed',
  twoFactorOff: 'account-two-factor-off',
  newDevice: 'account-new-device',
} as const;

/** The account a notice goes to. */
export interface NoticeAccount {
  id: string;
  email: string;
  name: string;
}

/** How the password changed: by its holder, by an admin (Reset or Set), or through a reset link. */
export type PasswordChangeWay = 'own' | 'admin' | 'reset-link';

const BRISBANE_TIME = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Brisbane',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** Who a notice comes from: the site's address and the firm's current name and phone. */
export type NoticeSender = Pick<StaffServices, 'siteUrl' | 'firm'>;

/** The help line every notice ends with. */
export function helpText(siteUrl: string, company: FirmContact): string {
  return (
    `If this was not you, tell an admin of ${company.name} straight away, or call ${company.phone}. ` +
    `You can see where you are signed in, sign out other sessions and change your password at ${profileUrl(siteUrl)}.`
  );
}

function profileUrl(siteUrl: string): string {
  return new URL('/admin/profile', siteUrl).toString();
}

function greeting(account: NoticeAccount): string {
  const name = account.name.trim();
  return name ? `Hello ${name},` : 'Hello,';
}

function notice(
  kind: string,
  account: NoticeAccount,
  subject: string,
  lines: string[],
  siteUrl: string,
  company: FirmContact,
): OutgoingEmail {
  const paragraphs = [greeting(account), ...lines, helpText(siteUrl, company)];
  const html = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">
<div style="max-width:600px;margin:0 auto">
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:20px;color:#0b2545">${escapeHtml(company.name)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</div>
</body>
</html>`;
  return { kind, to: account.email, subject, text: `${paragraphs.join('\n\n')}\n`, html, relatedId: account.id };
}

const WAY_WORDS: Record<PasswordChangeWay, string> = {
  own: 'You changed the password of your staff account',
  admin: 'An admin changed the password of your staff account',
  'reset-link': 'The password of your staff account was changed through a reset link',
};

/** Queues "your password changed" to the account's own address. */
export async function sendPasswordChangedNotice(
  db: Kysely<Database>,
  sender: NoticeSender,
  account: NoticeAccount,
  way: PasswordChangeWay,
  at = new Date(),
): Promise<void> {
  const company = await sender.firm();
  await enqueueEmails(db, [
    notice(
      ACCOUNT_NOTICE_KINDS.passwordChanged,
      account,
      `Your ${company.name} password was changed`,
      [
        `${WAY_WORDS[way]} (${account.email}) on ${BRISBANE_TIME.format(at)} Brisbane time.`,
        'Every other session of the account has been signed out.',
      ],
      sender.siteUrl,
      company,
    ),
  ]);
}

/** Queues "two-factor sign-in was turned off" to the account's own address. */
export async function sendTwoFactorOffNotice(
  db: Kysely<Database>,
  sender: NoticeSender,
  account: NoticeAccount,
  at = new Date(),
): Promise<void> {
  const company = await sender.firm();
  await enqueueEmails(db, [
    notice(
      ACCOUNT_NOTICE_KINDS.twoFactorOff,
      account,
      `Two-factor sign-in was turned off for your ${company.name} account`,
      [
        `Two-factor sign-in was turned off for your staff account (${account.email}) on ${BRISBANE_TIME.format(at)} Brisbane time.`,
        'From now on your password alone signs you in.',
      ],
      sender.siteUrl,
      company,
    ),
  ]);
}

/** What a sign-in came from. */
export interface SignInDevice {
  userAgent: string | null;
  /** Shown as its network only ("203.0.x.x"). */
  place: string;
}

/** Queues "a sign-in from a new device" to the account's own address. */
export async function sendNewDeviceNotice(
  db: Kysely<Database>,
  sender: NoticeSender,
  account: NoticeAccount,
  device: SignInDevice,
  at = new Date(),
): Promise<void> {
  const company = await sender.firm();
  await enqueueEmails(db, [
    notice(
      ACCOUNT_NOTICE_KINDS.newDevice,
      account,
      `New sign-in to your ${company.name} account`,
      [
        `Your staff account (${account.email}) was signed in to from a device it has not used before: ` +
          `${describeDevice(device.userAgent)}, from the network ${device.place}, on ${BRISBANE_TIME.format(at)} Brisbane time.`,
      ],
      sender.siteUrl,
      company,
    ),
  ]);
}

/** A device by its name (browser family and system), never the exact user agent, which changes with every update. */
export function deviceHash(userAgent: string | null): string {
  return createHash('sha256').update(describeDevice(userAgent)).digest('hex');
}

/**
 * Records a completed sign-in's device and sends the new-device notice when the account has signed in
 * before from other devices but never from this one: an account's first sign-in is not news.
 * Returns whether a notice was queued.
 */
export async function noteSignIn(
  db: Kysely<Database>,
  sender: NoticeSender,
  account: NoticeAccount,
  device: SignInDevice,
  now = new Date(),
): Promise<boolean> {
  const hash = deviceHash(device.userAgent);
  return db.transaction().execute(async (trx) => {
    const known = await trx.selectFrom('seen_devices').select('device_hash').where('user_id', '=', account.id).execute();
    if (known.some((row) => row.device_hash === hash)) {
      await trx
        .updateTable('seen_devices')
        .set({ last_seen_at: now })
        .where('user_id', '=', account.id)
        .where('device_hash', '=', hash)
        .execute();
      return false;
    }
    // Two first sign-ins at once from one device: the second finds the row and adds nothing.
    await trx
      .insertInto('seen_devices')
      .values({ user_id: account.id, device_hash: hash, first_seen_at: now, last_seen_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'device_hash']).doNothing())
      .execute();
    if (known.length === 0) return false;
    await sendNewDeviceNotice(trx, sender, account, device, now);
    return true;
  });
}
