// Enquiries as leads: where each came from (landing page, referrer, UTM tags, the form's page, the
// calculator's figures), what the visitor chose to tell about the business and how to be contacted,
// who owns it, when it was first answered and when its last reminder went; staff notes on it; and
// an index to read its history from the audit log. An enquiry sent too fast is no longer kept out of
// the inbox: its reason moves to possible_spam_reason, so spam_reason (the folder) means a honeypot.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

const TEXT_COLUMNS = [
  'landing_path',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'form_path',
  'revenue_band',
  'headcount_band',
  'workforce_mix',
  'sell_timeframe',
  'contact_preference',
  'best_time_to_call',
  // The staff member (users.id) who owns it; left as it is when that account goes, like audit rows.
  'assigned_to',
  // The Brisbane date (YYYY-MM-DD) of its last "still New" reminder: at most one a business day.
  'last_reminded_on',
  // 'too-fast': in the inbox with a "Possible spam" badge.
  'possible_spam_reason',
] as const;

const NUMBER_COLUMNS = ['calculator_profit', 'calculator_multiple', 'calculator_value_low', 'calculator_value_high'] as const;

export function enquiryLeads(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  const number = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      for (const column of TEXT_COLUMNS) {
        await db.schema.alterTable('contact_submissions').addColumn(column, 'text').execute();
      }
      for (const column of NUMBER_COLUMNS) {
        await db.schema.alterTable('contact_submissions').addColumn(column, number).execute();
      }
      await db.schema
        .alterTable('contact_submissions')
        .addColumn('no_confirmation', c.boolean, (col) => col.notNull().defaultTo(c.false))
        .execute();
      await db.schema.alterTable('contact_submissions').addColumn('first_response_at', c.timestamp).execute();
      await sql`update contact_submissions set possible_spam_reason = spam_reason, spam_reason = null where spam_reason = 'too-fast'`.execute(
        db,
      );
      // The inbox's source choices (coalesce of the two) read from this index alone, not every row.
      await db.schema
        .createIndex('contact_submissions_source_idx')
        .on('contact_submissions')
        .columns(['utm_source', 'referrer_host'])
        .execute();
      // The dashboard's median first response looks at the last 30 days' enquiries.
      await db.schema
        .createIndex('contact_submissions_first_response_idx')
        .on('contact_submissions')
        .columns(['first_response_at', 'created_at'])
        .execute();

      // An enquiry's history is read from its audit rows.
      await db.schema
        .createIndex('audit_log_entity_idx')
        .on('audit_log')
        .columns(['entity_type', 'entity_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('submission_notes')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('submission_id', 'text', (col) => col.notNull().references('contact_submissions.id').onDelete('cascade'))
        .addColumn('author_id', 'text')
        .addColumn('author_name', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
        .execute();
      await db.schema
        .createIndex('submission_notes_submission_idx')
        .on('submission_notes')
        .columns(['submission_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`update contact_submissions set spam_reason = possible_spam_reason where possible_spam_reason is not null`.execute(
        db,
      );
      await db.schema.dropTable('submission_notes').ifExists().execute();
      await db.schema.dropIndex('audit_log_entity_idx').ifExists().execute();
      await db.schema.dropIndex('contact_submissions_first_response_idx').ifExists().execute();
      await db.schema.dropIndex('contact_submissions_source_idx').ifExists().execute();
      for (const column of ['first_response_at', 'no_confirmation', ...NUMBER_COLUMNS, ...TEXT_COLUMNS]) {
        await db.schema.alterTable('contact_submissions').dropColumn(column).execute();
      }
    },
  };
}
