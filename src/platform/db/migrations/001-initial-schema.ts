// The first schema: every table the specs name, with the constraints and indexes the admin lists use.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

// The allowed values as they were when this migration shipped: a later change to the application's
// lists needs a migration of its own, never an edit here.
const INSIGHT_STATUSES = ['published', 'draft'];
const SUBMISSION_STATUSES = ['new', 'in-progress', 'completed', 'closed'];
const SUBMISSION_PRIORITIES = ['low', 'medium', 'high'];
const ROLES = ['admin', 'editor', 'viewer'];
const IMAGE_SOURCES = ['uploaded', 'unsplash'];
const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'];

/** `column IN ('a', 'b')` for a CHECK constraint; the values are our own constants, never user input. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

export function initialSchema(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('insights')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('excerpt', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('read_time', 'text', (col) => col.notNull())
        .addColumn('date', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft').check(oneOf('status', INSIGHT_STATUSES)))
        .addColumn('image_url', 'text')
        .addColumn('author', 'text', (col) => col.notNull())
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex('insights_status_date_idx').on('insights').columns(['status', 'date']).execute();
      await db.schema.createIndex('insights_created_at_idx').on('insights').column('created_at').execute();
      await db.schema.createIndex('insights_category_idx').on('insights').column('category').execute();

      await db.schema
        .createTable('website_images')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('filename', 'text', (col) => col.notNull())
        .addColumn('storage_path', 'text')
        .addColumn('public_url', 'text', (col) => col.notNull())
        .addColumn('mime_type', 'text')
        .addColumn('file_size', 'integer', (col) => col.check(sql`file_size is null or file_size >= 0`))
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('category', 'text')
        .addColumn('page_name', 'text')
        .addColumn('component_name', 'text')
        .addColumn('usage_context', 'text')
        .addColumn('image_source', 'text', (col) =>
          col.notNull().defaultTo('uploaded').check(oneOf('image_source', IMAGE_SOURCES)),
        )
        .addColumn('title', 'text')
        .addColumn('alt_text', 'text')
        .addColumn('tags', 'text')
        .addColumn('original_url', 'text')
        .addColumn('is_active', c.boolean, (col) => col.notNull().defaultTo(c.true))
        .addColumn('file_location', 'text')
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex('website_images_slot_idx')
        .on('website_images')
        .columns(['page_name', 'component_name', 'is_active'])
        .execute();
      await db.schema.createIndex('website_images_created_at_idx').on('website_images').column('created_at').execute();

      await db.schema
        .createTable('team_members')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('image_url', 'text')
        .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex('team_members_display_order_idx').on('team_members').column('display_order').execute();

      await db.schema
        .createTable('contact_submissions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('company', 'text')
        .addColumn('phone', 'text')
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('new').check(oneOf('status', SUBMISSION_STATUSES)))
        .addColumn('priority', 'text', (col) => col.notNull().defaultTo('medium').check(oneOf('priority', SUBMISSION_PRIORITIES)))
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex('contact_submissions_created_at_idx').on('contact_submissions').column('created_at').execute();
      await db.schema.createIndex('contact_submissions_status_idx').on('contact_submissions').column('status').execute();
      await db.schema.createIndex('contact_submissions_priority_idx').on('contact_submissions').column('priority').execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('email_verified', c.boolean, (col) => col.notNull().defaultTo(c.false))
        .addColumn('image', 'text')
        .addColumn('role', 'text', (col) => col.check(sql`role is null or ${oneOf('role', ROLES)}`))
        .addColumn('banned', c.boolean, (col) => col.defaultTo(c.false))
        .addColumn('ban_reason', 'text')
        .addColumn('ban_expires', c.timestamp)
        .addColumn('two_factor_enabled', c.boolean, (col) => col.defaultTo(c.false))
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', c.timestamp, (col) => col.notNull())
        .addColumn('ip_address', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('impersonated_by', 'text')
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('account_id', 'text', (col) => col.notNull())
        .addColumn('provider_id', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('access_token', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('id_token', 'text')
        .addColumn('access_token_expires_at', c.timestamp)
        .addColumn('refresh_token_expires_at', c.timestamp)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();

      await db.schema
        .createTable('verifications')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('identifier', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('expires_at', c.timestamp, (col) => col.notNull())
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex('verifications_identifier_idx').on('verifications').column('identifier').execute();

      await db.schema
        .createTable('email_outbox')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('to_address', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('text_body', 'text', (col) => col.notNull())
        .addColumn('html_body', 'text', (col) => col.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('related_id', 'text')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(oneOf('status', OUTBOX_STATUSES)))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0).check(sql`attempts >= 0`))
        .addColumn('next_attempt_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .addColumn('locked_until', c.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('sent_at', c.timestamp)
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex('email_outbox_due_idx').on('email_outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('email_outbox_related_id_idx').on('email_outbox').column('related_id').execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text')
        .addColumn('user_email', 'text')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('entity_type', 'text', (col) => col.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('details', 'text')
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();

      await db.schema
        .createTable('seed_history')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('seeded_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'seed_history',
        'audit_log',
        'email_outbox',
        'verifications',
        'accounts',
        'sessions',
        'users',
        'contact_submissions',
        'team_members',
        'website_images',
        'insights',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
