// The newsletter (features/newsletter): subscribers with the consent the Spam Act 2003 asks the sender
// to prove (when, from which page and form wording, when confirmed; when and how they left), the
// campaigns staff send from a published insight, and one delivery row per recipient, claimed like
// the e-mail outbox's rows; its (campaign, subscriber) key keeps a resumed or repeated send from
// writing a second copy for anyone. No IP address or User-Agent is kept.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

// The values as they were when this migration shipped: a new one needs a migration of its own.
const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed', 'bounced'];
const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'];
const DELIVERY_STATUSES = ['pending', 'sending', 'committing', 'sent', 'failed', 'skipped'];
const quoted = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export function newsletter(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('id', 'text', (col) => col.primaryKey())
        // Lower case: one row per address however it was typed.
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text')
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${quoted(SUBSCRIBER_STATUSES)})`))
        .addColumn('consent_at', c.timestamp, (col) => col.notNull())
        // The page the form was on, or "import" for an imported address.
        .addColumn('consent_source', 'text', (col) => col.notNull())
        .addColumn('consent_wording', 'text', (col) => col.notNull())
        .addColumn('confirmed_at', c.timestamp)
        // SHA-256 of the confirmation link's token: the token itself is only in the e-mail.
        .addColumn('confirm_token_hash', 'text', (col) => col.unique())
        .addColumn('confirm_expires_at', c.timestamp)
        // In every newsletter's List-Unsubscribe address; names this subscriber only.
        .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
        .addColumn('unsubscribed_at', c.timestamp)
        .addColumn('unsubscribe_method', 'text')
        .addColumn('unsubscribed_campaign_id', 'text')
        .addColumn('bounced_at', c.timestamp)
        .addColumn('bounce_reason', 'text')
        .addColumn('created_at', c.timestamp, (col) => col.notNull())
        .addColumn('updated_at', c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('newsletter_subscribers_status_idx')
        .on('newsletter_subscribers')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema
        .createTable('newsletter_campaigns')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('insight_id', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        // The e-mail as built when the campaign was queued; each recipient's unsubscribe address is put in at sending.
        .addColumn('html_body', 'text', (col) => col.notNull())
        .addColumn('text_body', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${quoted(CAMPAIGN_STATUSES)})`))
        .addColumn('send_at', c.timestamp, (col) => col.notNull())
        .addColumn('created_by', 'text')
        .addColumn('created_by_name', 'text', (col) => col.notNull())
        .addColumn('created_at', c.timestamp, (col) => col.notNull())
        .addColumn('started_at', c.timestamp)
        .addColumn('finished_at', c.timestamp)
        .execute();
      await db.schema
        .createIndex('newsletter_campaigns_due_idx')
        .on('newsletter_campaigns')
        .columns(['status', 'send_at'])
        .execute();
      await db.schema.createIndex('newsletter_campaigns_insight_idx').on('newsletter_campaigns').column('insight_id').execute();

      await db.schema
        .createTable('newsletter_deliveries')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('campaign_id', 'text', (col) => col.notNull().references('newsletter_campaigns.id').onDelete('cascade'))
        // Deleting a subscriber for good (a privacy request) takes their deliveries with them.
        .addColumn('subscriber_id', 'text', (col) => col.notNull().references('newsletter_subscribers.id').onDelete('cascade'))
        // committing: the message was handed over up to its final dot; never sent again (at most one copy).
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${quoted(DELIVERY_STATUSES)})`))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', c.timestamp, (col) => col.notNull())
        .addColumn('locked_until', c.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('sent_at', c.timestamp)
        .addColumn('created_at', c.timestamp, (col) => col.notNull())
        .addUniqueConstraint('newsletter_deliveries_one_per_subscriber', ['campaign_id', 'subscriber_id'])
        .execute();
      await db.schema
        .createIndex('newsletter_deliveries_due_idx')
        .on('newsletter_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('newsletter_deliveries_subscriber_idx')
        .on('newsletter_deliveries')
        .columns(['subscriber_id', 'sent_at'])
        .execute();
      await db.schema.createIndex('newsletter_deliveries_sent_idx').on('newsletter_deliveries').column('sent_at').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['newsletter_deliveries', 'newsletter_campaigns', 'newsletter_subscribers']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
