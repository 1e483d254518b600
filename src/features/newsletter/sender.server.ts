// Sending a campaign: when its time comes, one delivery row per subscribed address is written in one
// statement (the (campaign, subscriber) key makes a repeat write nothing); then rows are claimed in
// batches with a lease, like outbox rows, and sent one by one at NEWSLETTER_SEND_RATE a minute. Just
// before the mail server gets a message's final dot its row is marked `committing`: a sender killed
// before that point leaves a row whose lease runs out and is sent again (nothing was delivered); one
// killed after it leaves a row that is never sent again and is counted failed, so nobody gets two
// copies. The subscriber's status is checked at that same moment: someone who unsubscribed gets
// nothing from that second. A permanent refusal (SMTP 5xx) marks the subscriber bounced.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { type Mailer, retryDelaySeconds } from '#src/platform/mail/outbox.server.ts';
import { claimDueRows } from '#src/platform/outbox/leases.server.ts';
import { type PollingWorker, startPollingWorker } from '#src/platform/outbox/polling-worker.ts';
import type { Company } from '../public-shell/company.ts';
import { failInterrupted, finishCampaigns, INTERRUPTED_MESSAGE, startDueCampaigns } from './campaign-course.server.ts';
import { personalise, unsubscribeUrl } from './campaign-email.ts';
import type { NewsletterDeliveriesTable } from './tables.ts';

export interface SenderDependencies {
  database: AppDatabase;
  mailer: Mailer;
  siteUrl: string;
  siteSettings: () => Promise<Company>;
  /** E-mails a minute, at most (NEWSLETTER_SEND_RATE). */
  ratePerMinute: number;
  log: Logger;
}

export type NewsletterOutcome = 'sent' | 'retry' | 'failed' | 'bounced' | 'skipped';

type ClaimedDelivery = Selectable<NewsletterDeliveriesTable>;

/**
 * Rows one claim takes at most. A claim and the read of its recipients cost a database round trip
 * each whatever the number of rows, so a batch saves two of the four round trips a message took
 * when rows were claimed one at a time; what is left per message is marking it committing and sent.
 */
const BATCH_LIMIT = 20;

/** A claimed delivery's recipient and campaign, as they stood when the batch was read. */
interface DeliveryTarget {
  email: string;
  status: string;
  unsubscribe_token: string;
  subject: string;
  html_body: string;
  text_body: string;
  campaign_status: string;
}

/**
 * The recipients and campaigns of a batch, by delivery id: one read of the subscribers and one of the
 * campaigns (a batch has one campaign, seldom two), rather than a campaign's bodies once per row.
 */
async function readTargets(db: Kysely<Database>, rows: ClaimedDelivery[]): Promise<Map<string, DeliveryTarget>> {
  const recipients = await db
    .selectFrom('newsletter_deliveries as d')
    .innerJoin('newsletter_subscribers as s', 's.id', 'd.subscriber_id')
    .select(['d.id', 'd.campaign_id', 's.email', 's.status', 's.unsubscribe_token'])
    .where(
      'd.id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const campaigns = await db
    .selectFrom('newsletter_campaigns')
    .select(['id', 'subject', 'html_body', 'text_body', 'status'])
    .where('id', 'in', [...new Set(rows.map((row) => row.campaign_id))])
    .execute();
  const byId = new Map(campaigns.map((campaign) => [campaign.id, campaign]));
  const targets = new Map<string, DeliveryTarget>();
  for (const recipient of recipients) {
    const campaign = byId.get(recipient.campaign_id);
    if (!campaign) continue;
    targets.set(recipient.id, {
      email: recipient.email,
      status: recipient.status,
      unsubscribe_token: recipient.unsubscribe_token,
      subject: campaign.subject,
      html_body: campaign.html_body,
      text_body: campaign.text_body,
      campaign_status: campaign.status,
    });
  }
  return targets;
}

/** The SMTP reply code of a refusal, if the server gave one (a refused recipient's too). */
function replyCode(error: unknown): number | null {
  const found = error as { responseCode?: number; rejectedErrors?: { responseCode?: number }[] };
  const code = found?.responseCode ?? found?.rejectedErrors?.[0]?.responseCode;
  return typeof code === 'number' ? code : null;
}

/**
 * Marks a claimed delivery committing, if it is still this claim's and still wanted: the subscriber
 * still subscribed and the campaign not cancelled, checked in the same statement at the last moment
 * before the message can be delivered. Otherwise says why not.
 */
async function markCommitting(db: Kysely<Database>, row: ClaimedDelivery): Promise<'marked' | 'unwanted' | 'lost'> {
  const marked = await db
    .updateTable('newsletter_deliveries')
    .set({ status: 'committing' })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('newsletter_subscribers as s')
          .select('s.id')
          .whereRef('s.id', '=', 'newsletter_deliveries.subscriber_id')
          .where('s.status', '=', 'subscribed'),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('newsletter_campaigns as c')
          .select('c.id')
          .whereRef('c.id', '=', 'newsletter_deliveries.campaign_id')
          .where('c.status', '!=', 'cancelled'),
      ),
    )
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) > 0) return 'marked';
  // Seldom reached: one more read tells a subscriber who left (or a cancelled campaign) from a lost claim.
  const current = await db
    .selectFrom('newsletter_deliveries')
    .select(['attempts', 'status'])
    .where('id', '=', row.id)
    .executeTakeFirst();
  return current?.attempts === row.attempts && current.status === 'sending' ? 'unwanted' : 'lost';
}

/** Sends one claimed delivery and records what became of it; every write names the claim's attempt. */
async function deliverOne(
  deps: SenderDependencies,
  row: ClaimedDelivery,
  target: DeliveryTarget | undefined,
  company: Company,
): Promise<NewsletterOutcome> {
  const db = deps.database.db;
  const fenced = () => db.updateTable('newsletter_deliveries').where('id', '=', row.id).where('attempts', '=', row.attempts);
  const skip = async (): Promise<NewsletterOutcome> => {
    await fenced().set({ status: 'skipped', locked_until: null }).execute();
    return 'skipped';
  };
  if (target?.status !== 'subscribed' || target.campaign_status === 'cancelled') return skip();
  const unsubscribe = unsubscribeUrl(deps.siteUrl, target.unsubscribe_token);
  const email = personalise({ subject: target.subject, html: target.html_body, text: target.text_body }, unsubscribe);
  let committing = false;
  let unwanted = false;
  try {
    await deps.mailer.transport.send(
      {
        id: row.id,
        from: deps.mailer.from,
        to: target.email,
        ...email,
        replyTo: company.email,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>, <mailto:${company.email}?subject=unsubscribe>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      {
        beforeCommit: async () => {
          const marked = await markCommitting(db, row);
          if (marked === 'unwanted') {
            unwanted = true;
            throw new Error('The subscriber left, or the campaign was cancelled, while this e-mail was on its way.');
          }
          if (marked === 'lost') throw new Error('The claim on this e-mail ran out; another sender has it.');
          committing = true;
        },
      },
    );
  } catch (error) {
    // Abandoned before its final dot: the mail server delivers nothing.
    if (unwanted) return skip();
    return recordFailure(deps, row, error, committing);
  }
  await fenced().set({ status: 'sent', sent_at: new Date(), locked_until: null, last_error: null }).execute();
  return 'sent';
}

async function recordFailure(deps: SenderDependencies, row: ClaimedDelivery, error: unknown, committing: boolean) {
  const db = deps.database.db;
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const fenced = () => db.updateTable('newsletter_deliveries').where('id', '=', row.id).where('attempts', '=', row.attempts);
  const code = replyCode(error);
  if (code !== null && code >= 500) {
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('newsletter_deliveries')
        .set({ status: 'failed', locked_until: null, last_error: reason })
        .where('id', '=', row.id)
        .where('attempts', '=', row.attempts)
        .execute();
      await trx
        .updateTable('newsletter_subscribers')
        .set({ status: 'bounced', bounced_at: now, bounce_reason: reason.slice(0, 300), updated_at: now })
        .where('id', '=', row.subscriber_id)
        .where('status', '=', 'subscribed')
        .execute();
    });
    return 'bounced';
  }
  // The server had the whole message and gave no answer: it may have been delivered; never again.
  if (committing && code === null) {
    await fenced()
      .set({ status: 'failed', locked_until: null, last_error: `${INTERRUPTED_MESSAGE} (${reason})` })
      .execute();
    return 'failed';
  }
  if (row.attempts >= deps.mailer.policy.maxAttempts) {
    await fenced().set({ status: 'failed', locked_until: null, last_error: reason }).execute();
    return 'failed';
  }
  const next = new Date(Date.now() + retryDelaySeconds(row.attempts, deps.mailer.policy.retryBaseSeconds) * 1000);
  await fenced().set({ status: 'pending', locked_until: null, last_error: reason, next_attempt_at: next }).execute();
  return 'retry';
}

async function sentInLastMinute(db: Kysely<Database>, now: Date): Promise<number> {
  const row = await db
    .selectFrom('newsletter_deliveries')
    .select(sql<string | number>`count(*)`.as('n'))
    .where('sent_at', '>', new Date(now.getTime() - 60_000))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One pass: starts due campaigns, then claims deliveries in batches and sends them one at a time,
 * spaced to the rate (and never more than the rate in any minute, whichever instance sent them), for
 * at most `maxMs`. A batch is no bigger than the rate lets this pass send, so a paced sender holds no
 * rows it is not about to send; a batch begun is sent whole, so a slow mail server can make the pass
 * run over by a batch.
 */
export async function runNewsletterPass(
  deps: SenderDependencies,
  options: { maxMs?: number } = {},
): Promise<Record<NewsletterOutcome, number>> {
  const db = deps.database.db;
  const counts: Record<NewsletterOutcome, number> = { sent: 0, retry: 0, failed: 0, bounced: 0, skipped: 0 };
  const begun = Date.now();
  await startDueCampaigns(db, new Date());
  await failInterrupted(db, new Date());
  const spacing = 60_000 / deps.ratePerMinute;
  let company: Company | null = null;
  const deadline = begun + (options.maxMs ?? 1000);
  // Read once a pass: what this pass sends is added as it goes.
  let sentLastMinute = await sentInLastMinute(db, new Date());
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const allowed = Math.min(BATCH_LIMIT, deps.ratePerMinute - sentLastMinute, Math.ceil(left / spacing));
    if (allowed <= 0) break;
    const rows = await claimDueRows(deps.database, 'newsletter_deliveries', {
      limit: allowed,
      leaseSeconds: deps.mailer.policy.leaseSeconds,
    });
    if (rows.length === 0) break;
    const targets = await readTargets(db, rows);
    company ??= await deps.siteSettings();
    for (const [index, row] of rows.entries()) {
      const started = Date.now();
      const outcome = await deliverOne(deps, row, targets.get(row.id), company);
      counts[outcome] += 1;
      if (outcome === 'sent') sentLastMinute += 1;
      // Within a batch the spacing holds even past the deadline; after its last row the pass may end sooner.
      const spaced = spacing - (Date.now() - started);
      const wait = index < rows.length - 1 ? spaced : Math.min(spaced, deadline - Date.now());
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  await finishCampaigns(db, new Date());
  return counts;
}

export const NEWSLETTER_POLL_INTERVAL_MS = 1_000;

export function startNewsletterWorker(deps: SenderDependencies, intervalMs = NEWSLETTER_POLL_INTERVAL_MS): PollingWorker {
  return startPollingWorker(async () => {
    try {
      const counts = await runNewsletterPass(deps);
      if (Object.values(counts).some((count) => count > 0)) deps.log.info('newsletter pass', counts);
    } catch (error) {
      // The database may be briefly unreachable; the next pass tries again, and a claim left behind runs out.
      deps.log.warn('newsletter pass failed', errorFields(error));
    }
  }, intervalMs);
}

/** The process's newsletter sender: started with the background work; a new campaign wakes it. */
export interface NewsletterSending {
  deps: SenderDependencies;
  start(): void;
  /** Runs a pass soon (a campaign queued by this process); nothing before start(). */
  wake(): void;
  stop(): Promise<void>;
}

export function createNewsletterSending(deps: SenderDependencies): NewsletterSending {
  let worker: PollingWorker | undefined;
  return {
    deps,
    start() {
      worker ??= startNewsletterWorker(deps);
    },
    wake: () => worker?.wake(),
    async stop() {
      await worker?.stop();
      worker = undefined;
    },
  };
}
