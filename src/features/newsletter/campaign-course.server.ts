// A campaign's course through the sender's passes: started when its time comes (one delivery row per subscribed
// address, written with the status change), rows interrupted after their final moment failed for good, and the
// campaign marked sent once nothing is left to send. The rows' own sending is sender.server.ts's.
import { type Kysely, sql } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';

/** What a row interrupted after its final moment says. */
export const INTERRUPTED_MESSAGE =
  'The sender stopped while the mail server was taking this e-mail; it is not sent again, so nobody gets two copies.';

/** Starts every campaign whose time has come: its deliveries are written with its status change, all or none. */
export async function startDueCampaigns(db: Kysely<Database>, now: Date): Promise<number> {
  const due = await db
    .selectFrom('newsletter_campaigns')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('send_at', '<=', now)
    .execute();
  let started = 0;
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('newsletter_campaigns')
        .set({ status: 'sending', started_at: now })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return;
      started += 1;
      await trx
        .insertInto('newsletter_deliveries')
        .columns(['id', 'campaign_id', 'subscriber_id', 'status', 'attempts', 'next_attempt_at', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('newsletter_subscribers')
            .select((inner) => [
              sql<string>`${id} || '.' || ${inner.ref('id')}`.as('id'),
              sql<string>`${id}`.as('campaign_id'),
              'id as subscriber_id',
              sql<string>`'pending'`.as('status'),
              sql<number>`0`.as('attempts'),
              sql<Date>`${now}`.as('next_attempt_at'),
              sql<Date>`${now}`.as('created_at'),
            ])
            .where('status', '=', 'subscribed'),
        )
        .onConflict((conflict) => conflict.columns(['campaign_id', 'subscriber_id']).doNothing())
        .execute();
    });
  }
  return started;
}

/** Rows whose sender died after their final moment: failed, never sent again. */
export async function failInterrupted(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('newsletter_deliveries')
    .set({ status: 'failed', locked_until: null, last_error: INTERRUPTED_MESSAGE })
    .where('status', '=', 'committing')
    .where('locked_until', '<=', now)
    .execute();
}

/** A campaign with nothing left to send is done. */
export async function finishCampaigns(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('newsletter_campaigns')
    .set({ status: 'sent', finished_at: now })
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('newsletter_deliveries')
            .select('newsletter_deliveries.id')
            .whereRef('newsletter_deliveries.campaign_id', '=', 'newsletter_campaigns.id')
            .where('newsletter_deliveries.status', 'in', ['pending', 'sending', 'committing']),
        ),
      ),
    )
    .execute();
}
