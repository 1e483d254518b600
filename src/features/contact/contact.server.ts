// Receiving an enquiry: rate limit → bot signals (honeypot, fill time) → the shared schema → the
// captcha → one transaction holding the enquiry, the single use of its captcha and form stamp, and
// its e-mails → an immediate, time-boxed attempt to send them. The enquiry is committed before any
// e-mail is tried, so a mail outage never loses it; the outbox worker retries what could not be sent.
// The visitor's confirmation goes to whatever address was typed, so each address gets at most one
// an hour (and it repeats nothing the visitor wrote: see emails.ts); none when the visitor asked for
// none. Bot signals never drop an enquiry: one that passes the captcha with a filled honeypot is kept
// under suspected spam without a notification; one sent too fast (autofill does that) is a possible
// lead, so it is filed in the inbox with its badge and notified as "Possible spam". A message the
// valuation calculator filled in does not count as too fast. Each enquiry keeps where it came from
// (lead-source.ts) and the optional answers about the business (qualifying.ts). Endpoints that chose
// enquiry.created get it by webhook, queued in the same transaction (none for suspected spam).
import { randomUUID } from 'node:crypto';
import type { CaptchaContext } from '#src/platform/captcha/captcha.server.ts';
import { pruneCaptchaUses } from '#src/platform/captcha/replay.server.ts';
import type { AppConfig, RateLimitSetting } from '#src/platform/config.ts';
import type { AppDatabase } from '#src/platform/db/database.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { deliverNow, enqueueClaimedEmails, type Mailer, type OutboxRow } from '#src/platform/mail/outbox.server.ts';
import { hitRateLimit, pruneRateLimits } from '#src/platform/rate-limit/rate-limit.server.ts';
import type { Company } from '../public-shell/company.ts';
import { emitWebhookEvent } from '../webhooks/emit.server.ts';
import { confirmationEmail, notificationEmails } from './emails.ts';
import { enquiryEventData } from './enquiry-event.server.ts';
import {
  type CalculatorFigures,
  calculatorFigures,
  EnquiryContextSchema,
  type EnquirySource,
  leadColumns,
} from './lead-source.ts';
import { type ContactEnquiry, ContactEnquirySchema, type EnquiryErrorField } from './schema.ts';
import type { SpamReason } from './tables.ts';
import {
  checkVisitorCaptcha,
  type GateRefusal,
  keyedHash,
  recordVisitorUses,
  screenVisitor,
  VISITOR_RATE_LIMIT_KEY_PREFIX,
  type VisitorUses,
  visitorUseRefusal,
} from './visitor-gate.server.ts';

/** How long a request waits for its two e-mails before answering "queued" (spec: "bounded by a few seconds"). */
export const IMMEDIATE_SEND_BUDGET_MS = 5_000;
/** Housekeeping of expired captcha uses and old rate-limit windows runs at most this often per process. */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

export interface ContactDependencies {
  database: AppDatabase;
  mailer: Mailer;
  captcha: CaptchaContext;
  /** The firm's current details and who receives enquiry notifications (/admin/settings). */
  siteSettings: () => Promise<FirmSettings>;
  siteUrl: string;
  rateLimit: RateLimitSetting;
  minFillSeconds: number;
  sendBudgetMs: number;
  log: Logger;
  now?: () => Date;
}

/** What an enquiry's e-mails need of the site settings. */
export type FirmSettings = Company & { notifyEmails: string[] };

export type EnquiryResult =
  /** `spamReason`: stored as suspected spam; answered like any other success, so a bot learns nothing. */
  | { kind: 'stored'; id: string; emailsSent: boolean; spamReason: SpamReason | null }
  | { kind: 'invalid'; fieldErrors: Partial<Record<EnquiryErrorField, string[]>> }
  | GateRefusal;

const CONFIRMATION_KEY_PREFIX = 'confirmation:';
/** At most one confirmation e-mail per recipient address in this window. */
export const CONFIRMATION_LIMIT = { max: 1, windowSeconds: 60 * 60 } as const;

/** The confirmation limit's key for a recipient, hashed like the address key. */
function confirmationKey(signingKey: string, email: string): string {
  return `${CONFIRMATION_KEY_PREFIX}${keyedHash(signingKey, 'confirmation', email.toLowerCase())}`;
}

/** Each refused field's messages, by the field's name (the first part of the issue's path). */
export function fieldErrorsOf<Field extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fieldErrors: Partial<Record<Field, string[]>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    const messages = fieldErrors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    fieldErrors[field] = messages;
  }
  return fieldErrors;
}

let lastPrunedAt = 0;

/** Occasional clean-up; never delays or fails a visitor's request. */
function pruneNowAndThen(deps: ContactDependencies, now: Date): void {
  if (now.getTime() - lastPrunedAt < PRUNE_INTERVAL_MS) return;
  lastPrunedAt = now.getTime();
  Promise.all([
    pruneCaptchaUses(deps.database.db, now),
    pruneRateLimits(deps.database.db, VISITOR_RATE_LIMIT_KEY_PREFIX, deps.rateLimit.windowSeconds, now),
    pruneRateLimits(deps.database.db, CONFIRMATION_KEY_PREFIX, CONFIRMATION_LIMIT.windowSeconds, now),
  ]).catch((error) => deps.log.warn('enquiry housekeeping failed', errorFields(error)));
}

/** Stores the enquiry, its captcha and stamp uses and its e-mails in one transaction; returns the enquiry id. */
async function storeEnquiry(
  deps: ContactDependencies,
  enquiry: ContactEnquiry,
  lead: { source: EnquirySource | null; calculator: CalculatorFigures | null },
  uses: VisitorUses,
  now: Date,
  spamReason: SpamReason | null,
) {
  const id = randomUUID();
  const { notifyEmails, ...company } = await deps.siteSettings();
  const context = {
    id,
    enquiry,
    ...lead,
    spamReason,
    company,
    notifyEmails,
    siteUrl: deps.siteUrl,
    receivedAt: now,
  };
  const { source, calculator } = lead;
  const emails = await deps.database.db.transaction().execute(async (trx) => {
    await recordVisitorUses(trx, uses);
    await trx
      .insertInto('contact_submissions')
      .values({
        id,
        name: enquiry.name,
        email: enquiry.email,
        company: enquiry.company || null,
        phone: enquiry.phone || null,
        message: enquiry.message,
        status: 'new',
        priority: 'medium',
        // Only a honeypot keeps it out of the inbox; too fast is a badge on an inbox enquiry.
        spam_reason: spamReason === 'honeypot' ? spamReason : null,
        possible_spam_reason: spamReason === 'too-fast' ? spamReason : null,
        created_at: now,
        updated_at: now,
        ...leadColumns(source, calculator),
        revenue_band: enquiry.revenueBand || null,
        headcount_band: enquiry.headcountBand || null,
        workforce_mix: enquiry.workforceMix || null,
        sell_timeframe: enquiry.sellTimeframe || null,
        contact_preference: enquiry.contactPreference || null,
        best_time_to_call: enquiry.bestTimeToCall || null,
        no_confirmation: enquiry.noConfirmation,
      })
      .execute();
    // The CRM hears of it with the enquiry (or not at all); suspected spam only once staff move it to the inbox.
    if (spamReason !== 'honeypot') {
      await emitWebhookEvent(trx, 'enquiry.created', () => enquiryEventData(trx, id, deps.siteUrl), { subjectId: id, now });
    }
    // Asked for none: none is sent, and the hourly allowance is left untouched.
    const confirmation = enquiry.noConfirmation
      ? { allowed: false }
      : await hitRateLimit(trx, confirmationKey(deps.captcha.signingKey, enquiry.email), CONFIRMATION_LIMIT, now);
    // Only a filled honeypot keeps the firm from being told; a too-fast one is notified as possible spam.
    const outgoing = [
      ...(confirmation.allowed ? [confirmationEmail(context)] : []),
      ...(spamReason === 'honeypot' ? [] : notificationEmails(context)),
    ];
    return enqueueClaimedEmails(trx, outgoing, deps.mailer.policy.leaseSeconds, now);
  });
  return { id, emails };
}

/** Everything after the HTTP layer: `body` is the parsed JSON object, `address` the visitor's. */
export async function submitEnquiry(
  deps: ContactDependencies,
  body: Record<string, unknown>,
  address: string,
): Promise<EnquiryResult> {
  const now = deps.now?.() ?? new Date();
  const screened = await screenVisitor(deps, body, address, now);
  if (screened.kind !== 'screened') return screened;

  const parsed = ContactEnquirySchema.safeParse(body);
  const context = EnquiryContextSchema.safeParse(body);
  if (!parsed.success || !context.success) {
    const issues = [...(parsed.success ? [] : parsed.error.issues), ...(context.success ? [] : context.error.issues)];
    return { kind: 'invalid', fieldErrors: fieldErrorsOf<EnquiryErrorField>(issues) };
  }
  const calculator = context.data.calculator ? calculatorFigures(context.data.calculator) : null;
  const lead = { source: context.data.source ?? null, calculator };
  // Autofill can make a person this fast; so can the calculator's message, which the visitor did not type.
  const spamReason: SpamReason | null = screened.honeypot
    ? 'honeypot'
    : screened.stamp === 'too-fast' && calculator === null
      ? 'too-fast'
      : null;

  const captcha = await checkVisitorCaptcha(deps, parsed.data.captcha, address, now);
  if (captcha.kind !== 'verified') return captcha;

  let stored: { id: string; emails: OutboxRow[] };
  try {
    stored = await storeEnquiry(deps, parsed.data, lead, { captcha: captcha.use, stamp: screened.stampUse }, now, spamReason);
  } catch (error) {
    const refusal = visitorUseRefusal(error);
    if (refusal) return refusal;
    deps.log.error('enquiry could not be stored', errorFields(error));
    return { kind: 'insert-failed' };
  }

  let emailsSent = false;
  try {
    emailsSent = await deliverNow(deps.database, deps.mailer, stored.emails, deps.sendBudgetMs);
  } catch (error) {
    deps.log.warn('enquiry e-mails left for the outbox worker', { ...errorFields(error), enquiry: stored.id });
  }
  if (!emailsSent) deps.log.warn('enquiry stored; e-mails queued for retry', { enquiry: stored.id });
  if (spamReason) deps.log.info('enquiry stored as suspected spam', { enquiry: stored.id, reason: spamReason });
  pruneNowAndThen(deps, now);
  return { kind: 'stored', id: stored.id, emailsSent, spamReason };
}

/** The pipeline's dependencies from the configuration and the server's shared parts. */
export function createContactDependencies(
  config: AppConfig,
  shared: {
    database: AppDatabase;
    mailer: Mailer;
    captcha: CaptchaContext;
    logger: Logger;
    siteSettings: () => Promise<FirmSettings>;
  },
): ContactDependencies {
  if (config.captcha.provider === 'test') {
    shared.logger.warn(
      'CAPTCHA_PROVIDER=test: captcha tokens are handed out without proof of work. Never use this in production.',
    );
  }
  return {
    database: shared.database,
    mailer: shared.mailer,
    captcha: shared.captcha,
    siteSettings: shared.siteSettings,
    siteUrl: config.siteUrl,
    rateLimit: config.contact.rateLimit,
    minFillSeconds: config.contact.minFillSeconds,
    sendBudgetMs: IMMEDIATE_SEND_BUDGET_MS,
    log: shared.logger,
  };
}
