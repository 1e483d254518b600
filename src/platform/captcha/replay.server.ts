// Single use of captcha solutions (and of other one-time tokens such as the contact form's stamp): a
// token's id is recorded in the same transaction as the enquiry it allowed, so a replay is refused and
// a failed insert does not burn the visitor's token.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export class CaptchaReplayError extends Error {
  constructor() {
    super('This security check has already been used.');
    this.name = 'CaptchaReplayError';
  }
}

/** Records a one-time token's use until `expiresAt`; false when the id was recorded before (by any instance). */
export async function recordSingleUse(db: Kysely<Database>, useId: string, expiresAt: Date): Promise<boolean> {
  const result = await db
    .insertInto('used_captchas')
    .values({ id: useId, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Records a captcha solution's use; throws CaptchaReplayError when it was used before. */
export async function recordCaptchaUse(db: Kysely<Database>, useId: string, expiresAt: Date): Promise<void> {
  if (!(await recordSingleUse(db, useId, expiresAt))) throw new CaptchaReplayError();
}

/** Forgets uses whose solutions have expired anyway. */
export async function pruneCaptchaUses(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('used_captchas').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
