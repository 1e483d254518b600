// Single use of captcha solutions: a solution's id is recorded in the same transaction as the
// enquiry it allowed, so a replay is refused and a failed insert does not burn the visitor's solution.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export class CaptchaReplayError extends Error {
  constructor() {
    super('This security check has already been used.');
    this.name = 'CaptchaReplayError';
  }
}

/** Records a use; throws CaptchaReplayError when the id was recorded before (by any instance). */
export async function recordCaptchaUse(db: Kysely<Database>, useId: string, expiresAt: Date): Promise<void> {
  const result = await db
    .insertInto('used_captchas')
    .values({ id: useId, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw new CaptchaReplayError();
}

/** Forgets uses whose solutions have expired anyway. */
export async function pruneCaptchaUses(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('used_captchas').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
