// Test helpers for the analytics reports: daily totals written as the counter would leave them, and
// enquiries with a source. Until the enquiry source columns (features/contact) are on this branch's
// schema, the helper adds them as that migration does, so the enquiry reports run on real columns.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { addToTotals, type DailyIncrement } from './counter.server.ts';
import { ENQUIRY_SOURCE_COLUMNS } from './enquiry-reports.server.ts';

/** Adds to the daily and monthly totals as a flush of the counter does. */
export async function addDaily(db: Kysely<Database>, rows: DailyIncrement[]) {
  await db.transaction().execute((trx) => addToTotals(trx, rows));
}

/** Adds the enquiry source columns where the schema lacks them (a no-op once their migration has run). */
export async function ensureEnquirySourceColumns(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const tables = await db.introspection.getTables();
  const present = new Set(tables.find((table) => table.name === 'contact_submissions')?.columns.map((column) => column.name));
  for (const column of ENQUIRY_SOURCE_COLUMNS) {
    if (present.has(column)) continue;
    const type = column === 'calculator_profit' ? (dialect === 'postgres' ? 'double precision' : 'real') : 'text';
    await sql`alter table contact_submissions add column ${sql.ref(column)} ${sql.raw(type)}`.execute(db);
  }
}

export interface SourcedEnquiry {
  at: Date;
  landing_path?: string | null;
  referrer_host?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  form_path?: string | null;
  calculator_profit?: number | null;
  deleted?: boolean;
  spam_reason?: 'honeypot' | 'too-fast' | null;
}

export async function addEnquiry(db: Kysely<Database>, enquiry: SourcedEnquiry): Promise<string> {
  const id = randomUUID();
  const { at, deleted, spam_reason, ...source } = enquiry;
  await db
    .insertInto('contact_submissions')
    .values({
      id,
      name: 'Visitor',
      email: 'visitor@example.com.au',
      message: 'We are thinking about selling our agency.',
      created_at: at,
      updated_at: at,
      deleted_at: deleted ? at : null,
      spam_reason: spam_reason ?? null,
    })
    .execute();
  const columns = Object.entries(source);
  if (columns.length > 0) {
    await sql`update contact_submissions set ${sql.join(columns.map(([column, value]) => sql`${sql.ref(column)} = ${value ?? null}`))} where id = ${id}`.execute(
      db,
    );
  }
  return id;
}
