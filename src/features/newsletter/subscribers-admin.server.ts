// The Subscribers screen's reads and changes (admins): the list searched, filtered by status and
// paged, with each status's count; the CSV export with the consent columns; the CSV import of
// addresses with the date each gave consent (all rows or none; a row without a consent date is
// refused); unsubscribe one; delete one for good (a privacy request: their deliveries go with them).
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { parseCsv } from '#src/platform/http/csv.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { SubscribeSchema } from './schema.ts';
import { type AdminSubscriber, SUBSCRIBER_PAGE_SIZE, SUBSCRIBERS_MESSAGES, type SubscriberQuery } from './subscribers-terms.ts';
import type { SubscriberRow } from './subscriptions.server.ts';
import { unsubscribe } from './subscriptions.server.ts';
import type { SubscriberStatus } from './tables.ts';
import { newToken } from './tokens.server.ts';

const auditSubscriber = audit({ type: 'newsletter_subscriber', actionPrefix: 'subscriber' });

const iso = (value: Date | string | null) => (value === null ? null : toIsoTimestamp(value));

function adminSubscriber(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    consent_at: toIsoTimestamp(row.consent_at),
    consent_source: row.consent_source,
    consent_wording: row.consent_wording,
    confirmed_at: iso(row.confirmed_at),
    unsubscribed_at: iso(row.unsubscribed_at),
    unsubscribe_method: row.unsubscribe_method,
    bounced_at: iso(row.bounced_at),
    bounce_reason: row.bounce_reason,
    created_at: toIsoTimestamp(row.created_at),
  };
}

function matching(db: Kysely<Database>, query: Omit<SubscriberQuery, 'page'>) {
  let select = db.selectFrom('newsletter_subscribers');
  if (query.status !== 'all') select = select.where('status', '=', query.status);
  const search = query.search.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(name, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return select;
}

export async function listSubscribers(db: Kysely<Database>, query: SubscriberQuery) {
  const [rows, total, byStatus] = await Promise.all([
    matching(db, query)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(SUBSCRIBER_PAGE_SIZE)
      .offset((query.page - 1) * SUBSCRIBER_PAGE_SIZE)
      .execute(),
    matching(db, query).select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('newsletter_subscribers')
      .select(['status', sql<string | number>`count(*)`.as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const counts = { pending: 0, subscribed: 0, unsubscribed: 0, bounced: 0 } as Record<SubscriberStatus, number>;
  for (const row of byStatus) counts[row.status] = Number(row.n);
  const count = Number(total.n);
  return {
    subscribers: rows.map(adminSubscriber),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(count / SUBSCRIBER_PAGE_SIZE)),
    matching: count,
    counts,
  };
}

export const SUBSCRIBER_CSV_COLUMNS = [
  { header: 'email', value: (row: AdminSubscriber) => row.email },
  { header: 'name', value: (row: AdminSubscriber) => row.name },
  { header: 'status', value: (row: AdminSubscriber) => row.status },
  { header: 'consent_at', value: (row: AdminSubscriber) => row.consent_at },
  { header: 'consent_source', value: (row: AdminSubscriber) => row.consent_source },
  { header: 'consent_wording', value: (row: AdminSubscriber) => row.consent_wording },
  { header: 'confirmed_at', value: (row: AdminSubscriber) => row.confirmed_at },
  { header: 'unsubscribed_at', value: (row: AdminSubscriber) => row.unsubscribed_at },
  { header: 'unsubscribe_method', value: (row: AdminSubscriber) => row.unsubscribe_method },
  { header: 'bounced_at', value: (row: AdminSubscriber) => row.bounced_at },
] as const;

export async function exportSubscribers(db: Kysely<Database>, query: Omit<SubscriberQuery, 'page'>): Promise<AdminSubscriber[]> {
  const rows = await matching(db, query).selectAll().orderBy('created_at', 'desc').execute();
  return rows.map(adminSubscriber);
}

/** A consent date as a spreadsheet writes it: an ISO date or date-time, not in the future. */
function readConsentDate(text: string, now: Date): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return null;
  const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) || date.getTime() > now.getTime() ? null : date;
}

const IMPORT_MAX_ROWS = 20_000;

/**
 * Imports `email,name,consent_at[,consent_source,consent_wording]`: all rows or none. Every row needs
 * its consent date (the Spam Act's proof); an address already on the list is left as it is.
 */
export async function importSubscribers(db: Kysely<Database>, actor: StaffUser, csv: string, now: Date) {
  const records = parseCsv(csv);
  const header = records[0]?.map((name) => name.trim().toLowerCase()) ?? [];
  const column = (name: string) => header.indexOf(name);
  if (column('email') === -1 || column('consent_at') === -1) throw new Refusal(422, SUBSCRIBERS_MESSAGES.importColumns);
  const rows = records.slice(1).filter((record) => record.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw new Refusal(422, SUBSCRIBERS_MESSAGES.importEmpty);
  if (rows.length > IMPORT_MAX_ROWS) throw new Refusal(422, SUBSCRIBERS_MESSAGES.importTooMany(IMPORT_MAX_ROWS));
  const problems: string[] = [];
  const read = new Map<string, { name: string | null; consentAt: Date; source: string; wording: string }>();
  rows.forEach((record, index) => {
    const row = index + 2;
    const cell = (name: string) => (column(name) === -1 ? '' : (record[column(name)] ?? '').trim());
    const parsed = SubscribeSchema.pick({ email: true, name: true }).safeParse({ email: cell('email'), name: cell('name') });
    const consentAt = readConsentDate(cell('consent_at'), now);
    if (!parsed.success) problems.push(SUBSCRIBERS_MESSAGES.importRow(row, parsed.error.issues[0]?.message ?? ''));
    else if (!consentAt) problems.push(SUBSCRIBERS_MESSAGES.importRow(row, SUBSCRIBERS_MESSAGES.importNoConsent));
    else if (!read.has(parsed.data.email)) {
      read.set(parsed.data.email, {
        name: parsed.data.name,
        consentAt,
        source: cell('consent_source').slice(0, 200) || 'import',
        wording: cell('consent_wording').slice(0, 500) || SUBSCRIBERS_MESSAGES.importedWording,
      });
    }
  });
  if (problems.length > 0) {
    const more = problems.length - 3;
    throw new Refusal(422, `${problems.slice(0, 3).join('; ')}${more > 0 ? `; and ${more} more` : ''}`);
  }
  return db.transaction().execute(async (trx) => {
    const emails = [...read.keys()];
    const existing = new Set<string>();
    for (let start = 0; start < emails.length; start += 500) {
      const found = await trx
        .selectFrom('newsletter_subscribers')
        .select('email')
        .where('email', 'in', emails.slice(start, start + 500))
        .execute();
      for (const row of found) existing.add(row.email);
    }
    const values = [...read]
      .filter(([email]) => !existing.has(email))
      .map(([email, entry]) => ({
        id: randomUUID(),
        email,
        name: entry.name,
        status: 'subscribed' as const,
        consent_at: entry.consentAt,
        consent_source: entry.source,
        consent_wording: entry.wording,
        confirmed_at: entry.consentAt,
        unsubscribe_token: newToken(),
        created_at: now,
        updated_at: now,
      }));
    for (let start = 0; start < values.length; start += 200) {
      await trx
        .insertInto('newsletter_subscribers')
        .values(values.slice(start, start + 200))
        .execute();
    }
    await auditSubscriber(trx, actor, 'import', null, { added: values.length, skipped: existing.size });
    return { added: values.length, skipped: existing.size };
  });
}

async function findOrRefuse(db: Kysely<Database>, id: string): Promise<SubscriberRow> {
  const row = await db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, SUBSCRIBERS_MESSAGES.notFound);
  return row;
}

export async function unsubscribeByAdmin(
  db: Kysely<Database>,
  actor: StaffUser,
  id: string,
  now: Date,
): Promise<AdminSubscriber> {
  return db.transaction().execute(async (trx) => {
    await findOrRefuse(trx, id);
    if (await unsubscribe(trx, id, 'admin', now)) await auditSubscriber(trx, actor, 'unsubscribe', id);
    return adminSubscriber(await findOrRefuse(trx, id));
  });
}

/** Deletes the subscriber and everything kept about them (their deliveries); the audit row keeps no address. */
export async function deleteSubscriber(db: Kysely<Database>, actor: StaffUser, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findOrRefuse(trx, id);
    await trx.deleteFrom('newsletter_deliveries').where('subscriber_id', '=', id).execute();
    await trx.deleteFrom('newsletter_subscribers').where('id', '=', id).execute();
    await auditSubscriber(trx, actor, 'delete', id);
  });
}
