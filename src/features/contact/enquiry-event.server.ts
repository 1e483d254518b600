// An enquiry as the firm's CRM receives it by webhook (the `data` of enquiry.created and
// enquiry.updated, whose shape features/webhooks documents): the visitor's fields, where the visit
// came from, the optional answers (as their labels), status, priority and owner. Never staff notes:
// they live in another table this never reads.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { type EnquiryEventData, type EnquiryUpdatedEventData, splitName } from '../webhooks/emit.server.ts';
import { enquiryAdminUrl } from './emails.ts';
import { sourceLabel } from './lead-source.ts';
import { qualifyingLabel } from './qualifying.ts';

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

/** The stored enquiry `id` as event data; `db` may be the transaction that just wrote it. */
export async function enquiryEventData(db: Kysely<Database>, id: string, siteUrl: string): Promise<EnquiryEventData> {
  const row = await db
    .selectFrom('contact_submissions as enquiry')
    .leftJoin('users as owner', 'owner.id', 'enquiry.assigned_to')
    .selectAll('enquiry')
    .select(['owner.name as ownerName', 'owner.email as ownerEmail'])
    .where('enquiry.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    enquiry_id: row.id,
    received_at: toIsoTimestamp(row.created_at),
    name: row.name,
    ...splitName(row.name),
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    status: row.status,
    priority: row.priority,
    assigned_to_name: row.ownerName || row.ownerEmail || null,
    assigned_to_email: row.ownerEmail ?? null,
    possible_spam: row.possible_spam_reason !== null,
    lead_source: sourceLabel({ utmSource: row.utm_source, referrerHost: row.referrer_host }),
    landing_page: row.landing_path,
    referrer: row.referrer_host,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    form_page: row.form_path,
    calculator_profit: numberOrNull(row.calculator_profit),
    calculator_multiple: numberOrNull(row.calculator_multiple),
    calculator_value_low: numberOrNull(row.calculator_value_low),
    calculator_value_high: numberOrNull(row.calculator_value_high),
    revenue_band: qualifyingLabel('revenueBand', row.revenue_band),
    headcount_band: qualifyingLabel('headcountBand', row.headcount_band),
    workforce_mix: qualifyingLabel('workforceMix', row.workforce_mix),
    sell_timeframe: qualifyingLabel('sellTimeframe', row.sell_timeframe),
    contact_preference: row.contact_preference,
    best_time_to_call: row.best_time_to_call,
    admin_url: enquiryAdminUrl(siteUrl, row.id),
  };
}

/** What staff may change that the CRM hears of, as it was before a change. */
export interface EnquiryHandling {
  status: string;
  priority: string;
  assignedTo: string | null;
}

/** The enquiry after staff changed it, with which of its status, priority and owner changed, and what they were. */
export async function enquiryUpdatedEventData(
  db: Kysely<Database>,
  id: string,
  siteUrl: string,
  before: EnquiryHandling,
): Promise<EnquiryUpdatedEventData> {
  const now = await enquiryEventData(db, id, siteUrl);
  const after = await db.selectFrom('contact_submissions').select('assigned_to').where('id', '=', id).executeTakeFirstOrThrow();
  const changed = [
    ...(now.status === before.status ? [] : ['status']),
    ...(now.priority === before.priority ? [] : ['priority']),
    ...(after.assigned_to === before.assignedTo ? [] : ['assigned_to']),
  ];
  const previousOwner = before.assignedTo
    ? await db.selectFrom('users').select(['name', 'email']).where('id', '=', before.assignedTo).executeTakeFirst()
    : undefined;
  return {
    ...now,
    changed: changed.join(', '),
    previous_status: before.status,
    previous_priority: before.priority,
    previous_assigned_to_name: previousOwner ? previousOwner.name || previousOwner.email : null,
    previous_assigned_to_email: previousOwner?.email ?? null,
  };
}
