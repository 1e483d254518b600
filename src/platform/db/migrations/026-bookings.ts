// Booked calls (features/bookings): each admin's availability, the firm's booking setting, the
// bookings themselves, and two tables whose keys keep them apart under any number of simultaneous
// requests, on both dialects alike (no exclusion constraint, which PostgreSQL alone has): a booking
// claims every 5-minute block from its start to the end of its buffer (booking_blocks, primary key
// staff and block), so two overlapping calls of one staff member cannot both be written; and a
// day's calls are counted in booking_day_counts by one conditional upsert, so "most calls a day"
// holds too. An enquiry now says whether it came by the form or as a booked call, and an outbox
// e-mail may carry a calendar invitation.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

// The values as they were when this migration shipped: a new one needs a migration of its own.
const CALL_MINUTES = [15, 30, 45];
const TOPICS = ['selling', 'valuing', 'buying', 'other'];

export function bookings(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_availability')
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        // JSON: each weekday (1 Monday … 7 Sunday) its hours in Brisbane time, [["09:00","17:00"]].
        .addColumn('weekly_hours', 'text', (col) => col.notNull())
        .addColumn('call_minutes', 'integer', (col) =>
          col.notNull().check(sql`call_minutes in (${sql.raw(CALL_MINUTES.join(', '))})`),
        )
        .addColumn('buffer_minutes', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('notice_hours', 'integer', (col) => col.notNull().defaultTo(4))
        .addColumn('max_calls_per_day', 'integer')
        // JSON: Brisbane dates (YYYY-MM-DD) never offered.
        .addColumn('days_off', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('taking_calls', c.boolean, (col) => col.notNull().defaultTo(c.true))
        .addColumn('updated_at', c.timestamp, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('booking_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('visitor_chooses_partner', c.boolean, (col) => col.notNull().defaultTo(c.false))
        .addColumn('updated_at', c.timestamp, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('bookings')
        .addColumn('id', 'text', (col) => col.primaryKey())
        // Kept when the account goes (like audit rows): the invitation named this organiser.
        .addColumn('staff_id', 'text', (col) => col.notNull())
        .addColumn('staff_name', 'text', (col) => col.notNull())
        .addColumn('staff_email', 'text', (col) => col.notNull())
        // The enquiry it made; left as it is when the enquiry is purged.
        .addColumn('submission_id', 'text')
        .addColumn('starts_at', c.timestamp, (col) => col.notNull())
        .addColumn('ends_at', c.timestamp, (col) => col.notNull())
        .addColumn('blocked_until', c.timestamp, (col) => col.notNull())
        // The Brisbane date of the call (YYYY-MM-DD): its row of booking_day_counts.
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('confirmed', 'cancelled')`))
        .addColumn('outcome', 'text', (col) => col.check(sql`outcome in ('held', 'missed')`))
        .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text')
        .addColumn('company', 'text')
        .addColumn('topic', 'text', (col) =>
          col.notNull().check(sql`topic in (${sql.raw(TOPICS.map((t) => `'${t}'`).join(', '))})`),
        )
        .addColumn('note', 'text')
        // SHA-256 of the visitor's reschedule-and-cancel link token: the token itself is never stored.
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', c.timestamp, (col) => col.notNull())
        .addColumn('updated_at', c.timestamp, (col) => col.notNull())
        // When it was booked or last moved: a reminder is sent only for a call booked further ahead than it.
        .addColumn('scheduled_at', c.timestamp, (col) => col.notNull())
        .addColumn('cancelled_at', c.timestamp)
        .addColumn('cancelled_by', 'text')
        .addColumn('reminded_day_before_at', c.timestamp)
        .addColumn('reminded_hour_before_at', c.timestamp)
        .execute();
      // One confirmed call per staff member and start: the simplest double booking refused by the database.
      await sql`create unique index bookings_one_per_start on bookings (staff_id, starts_at) where status = 'confirmed'`.execute(
        db,
      );
      await db.schema.createIndex('bookings_starts_idx').on('bookings').columns(['status', 'starts_at']).execute();
      await db.schema.createIndex('bookings_submission_idx').on('bookings').column('submission_id').execute();

      await db.schema
        .createTable('booking_blocks')
        .addColumn('staff_id', 'text', (col) => col.notNull())
        // Minutes since 1970 divided by 5.
        .addColumn('block', 'integer', (col) => col.notNull())
        .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('booking_blocks_pk', ['staff_id', 'block'])
        .execute();
      await db.schema.createIndex('booking_blocks_booking_idx').on('booking_blocks').column('booking_id').execute();

      await db.schema
        .createTable('booking_day_counts')
        .addColumn('staff_id', 'text', (col) => col.notNull())
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('calls', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('booking_day_counts_pk', ['staff_id', 'day'])
        .execute();

      await db.schema
        .alterTable('contact_submissions')
        .addColumn('channel', 'text', (col) => col.notNull().defaultTo('form').check(sql`channel in ('form', 'booked-call')`))
        .execute();
      // An invitation's iCalendar text and its method (REQUEST, CANCEL), sent as text/calendar beside the body.
      await db.schema.alterTable('email_outbox').addColumn('calendar', 'text').execute();
      await db.schema.alterTable('email_outbox').addColumn('calendar_method', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('email_outbox').dropColumn('calendar_method').execute();
      await db.schema.alterTable('email_outbox').dropColumn('calendar').execute();
      await db.schema.alterTable('contact_submissions').dropColumn('channel').execute();
      for (const table of ['booking_day_counts', 'booking_blocks', 'bookings', 'booking_settings', 'staff_availability']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
