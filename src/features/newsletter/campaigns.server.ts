// Campaigns, from the insight editor (editors and admins): the e-mail a published insight makes (its
// preview), a test copy to the sender's own address through the outbox, and the campaign queued now
// or at a chosen time, with each campaign's sent, waiting, failed and the unsubscribes it caused.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { deliverNow, enqueueClaimedEmails, type Mailer } from '#src/platform/mail/outbox.server.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { findPublishedInsight } from '../insights/insights.server.ts';
import type { Company } from '../public-shell/company.ts';
import { buildCampaignEmail, type CampaignEmail, personalise } from './campaign-email.ts';
import type { CampaignStatus } from './tables.ts';

const auditCampaign = audit({ type: 'newsletter_campaign', actionPrefix: 'newsletter' });

export const CAMPAIGN_MESSAGES = {
  notPublished: 'Only a published insight can be sent as a newsletter. Publish it first.',
  inThePast: 'Choose a time from now on, or send it now.',
  tooFar: 'Choose a time within a year.',
  testSubject: (subject: string) => `[Test] ${subject}`,
  testUnsubscribe: 'The unsubscribe link works in the real newsletter only.',
} as const;

export interface CampaignSummary {
  id: string;
  subject: string;
  status: CampaignStatus;
  sendAt: string;
  createdBy: string;
  sent: number;
  waiting: number;
  failed: number;
  skipped: number;
  unsubscribes: number;
}

/** The e-mail the insight makes as it is published now; 422 for a draft or one scheduled for later. */
export async function campaignEmailFor(
  db: Kysely<Database>,
  insightId: string,
  company: Company,
  siteUrl: string,
): Promise<CampaignEmail> {
  const insight = await findPublishedInsight(db, insightId);
  if (!insight) throw new Refusal(422, CAMPAIGN_MESSAGES.notPublished);
  return buildCampaignEmail(insight, company, siteUrl);
}

/** Sends one copy to the sender's own address now (the outbox retries it if the mail server is away). */
export async function sendTestCopy(
  database: AppDatabase,
  mailer: Mailer,
  staff: StaffUser,
  email: CampaignEmail,
  sendBudgetMs: number,
): Promise<boolean> {
  const copy = personalise(email, CAMPAIGN_MESSAGES.testUnsubscribe);
  const rows = await enqueueClaimedEmails(
    database.db,
    [
      {
        kind: 'newsletter-test',
        to: staff.email,
        subject: CAMPAIGN_MESSAGES.testSubject(copy.subject),
        html: copy.html,
        text: copy.text,
      },
    ],
    mailer.policy.leaseSeconds,
  );
  return deliverNow(database, mailer, rows, sendBudgetMs);
}

/** Queues the campaign for `sendAt` (now when null): the bodies are fixed as they are now. */
export async function createCampaign(
  db: Kysely<Database>,
  staff: StaffUser,
  insightId: string,
  email: CampaignEmail,
  sendAt: Date | null,
  now: Date,
): Promise<string> {
  if (sendAt && sendAt.getTime() < now.getTime() - 60_000) throw new Refusal(422, CAMPAIGN_MESSAGES.inThePast);
  if (sendAt && sendAt.getTime() > now.getTime() + 366 * 24 * 60 * 60 * 1000) throw new Refusal(422, CAMPAIGN_MESSAGES.tooFar);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('newsletter_campaigns')
      .values({
        id,
        insight_id: insightId,
        subject: email.subject,
        html_body: email.html,
        text_body: email.text,
        status: 'scheduled',
        send_at: sendAt ?? now,
        created_by: staff.id,
        created_by_name: staff.name.trim() || staff.email,
        created_at: now,
      })
      .execute();
    await auditCampaign(trx, staff, sendAt ? 'schedule' : 'send', id, { insight: insightId });
  });
  return id;
}

/** The insight's campaigns, newest first, with their deliveries counted. */
export async function campaignsOf(db: Kysely<Database>, insightId: string): Promise<CampaignSummary[]> {
  const campaigns = await db
    .selectFrom('newsletter_campaigns')
    .select(['id', 'subject', 'status', 'send_at', 'created_by_name'])
    .where('insight_id', '=', insightId)
    .orderBy('created_at', 'desc')
    .execute();
  if (campaigns.length === 0) return [];
  const ids = campaigns.map((campaign) => campaign.id);
  const [deliveries, unsubscribes] = await Promise.all([
    db
      .selectFrom('newsletter_deliveries')
      .select(['campaign_id', 'status', sql<string | number>`count(*)`.as('n')])
      .where('campaign_id', 'in', ids)
      .groupBy(['campaign_id', 'status'])
      .execute(),
    db
      .selectFrom('newsletter_subscribers')
      .select(['unsubscribed_campaign_id', sql<string | number>`count(*)`.as('n')])
      .where('unsubscribed_campaign_id', 'in', ids)
      .groupBy('unsubscribed_campaign_id')
      .execute(),
  ]);
  return campaigns.map((campaign) => {
    const count = (statuses: string[]) =>
      deliveries
        .filter((row) => row.campaign_id === campaign.id && statuses.includes(row.status))
        .reduce((sum, row) => sum + Number(row.n), 0);
    return {
      id: campaign.id,
      subject: campaign.subject,
      status: campaign.status,
      sendAt: toIsoTimestamp(campaign.send_at),
      createdBy: campaign.created_by_name,
      sent: count(['sent']),
      waiting: count(['pending', 'sending', 'committing']),
      failed: count(['failed']),
      skipped: count(['skipped']),
      unsubscribes: Number(unsubscribes.find((row) => row.unsubscribed_campaign_id === campaign.id)?.n ?? 0),
    };
  });
}
