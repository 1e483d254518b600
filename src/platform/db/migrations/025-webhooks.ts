// The CRM hand-off by webhook (features/webhooks): the endpoints staff add, each event as the exact
// bytes sent (the body the signature covers), one delivery per event and endpoint (the outbox's
// webhook rows, claimed and leased like e-mails) and every attempt at it.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

// The values as they were when this migration shipped: a new one needs a migration of its own.
const ENDPOINT_STATUSES = ['active', 'paused'];
const PAUSE_REASONS = ['manual', 'gone', 'failing'];
const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed', 'paused'];
const ATTEMPT_OUTCOMES = ['delivered', 'retry', 'failed', 'paused'];

const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

export function webhooks(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        // A JSON array of event types.
        .addColumn('events', 'text', (col) => col.notNull())
        // whsec_ and the base64 key; the one before a rotation signs too until previous_secret_expires_at.
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_expires_at', c.timestamp)
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(oneOf('status', ENDPOINT_STATUSES)))
        .addColumn('paused_reason', 'text', (col) => col.check(oneOf('paused_reason', PAUSE_REASONS)))
        .addColumn('paused_at', c.timestamp)
        // The first failure since the last success: three days of them pause the endpoint.
        .addColumn('failing_since', c.timestamp)
        .addColumn('created_at', c.timestamp, (col) => col.notNull())
        .addColumn('updated_at', c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('webhook_events')
        // The webhook-id header: msg_ and random letters, never a full stop (it is part of what is signed).
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        // The record the event is about (an enquiry), so a purge of the record takes its events along.
        .addColumn('subject_id', 'text')
        .addColumn('is_test', c.boolean, (col) => col.notNull().defaultTo(c.false))
        .addColumn('created_at', c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('webhook_events_subject_idx').on('webhook_events').column('subject_id').execute();
      await db.schema.createIndex('webhook_events_created_idx').on('webhook_events').column('created_at').execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('event_id', 'text', (col) => col.notNull().references('webhook_events.id').onDelete('cascade'))
        .addColumn('endpoint_id', 'text', (col) => col.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        .addColumn('status', 'text', (col) => col.notNull().check(oneOf('status', DELIVERY_STATUSES)))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0).check(sql`attempts >= 0`))
        .addColumn('next_attempt_at', c.timestamp, (col) => col.notNull())
        .addColumn('locked_until', c.timestamp)
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', c.timestamp)
        .addColumn('created_at', c.timestamp, (col) => col.notNull())
        .addUniqueConstraint('webhook_deliveries_event_endpoint_key', ['event_id', 'endpoint_id'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due_idx')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_endpoint_idx')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('webhook_attempts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('delivery_id', 'text', (col) => col.notNull().references('webhook_deliveries.id').onDelete('cascade'))
        .addColumn('attempt', 'integer', (col) => col.notNull())
        .addColumn('attempted_at', c.timestamp, (col) => col.notNull())
        // Null when no answer came (refused address, timeout, connection error: see error).
        .addColumn('status_code', 'integer')
        .addColumn('duration_ms', 'integer', (col) => col.notNull())
        // The first 2 KB of the answer's body.
        .addColumn('response_body', 'text')
        .addColumn('error', 'text')
        .addColumn('outcome', 'text', (col) => col.notNull().check(oneOf('outcome', ATTEMPT_OUTCOMES)))
        .execute();
      await db.schema
        .createIndex('webhook_attempts_delivery_idx')
        .on('webhook_attempts')
        .columns(['delivery_id', 'attempted_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['webhook_attempts', 'webhook_deliveries', 'webhook_events', 'webhook_endpoints']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
