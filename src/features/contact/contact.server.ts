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
import { createHmac, randomUUID } from 'node:crypto';
import { type CaptchaContext, verifyCaptcha } from '#src/platform/captcha/captcha.server.ts';
import { CaptchaReplayError, pruneCaptchaUses, recordCaptchaUse, recordSingleUse } from '#src/platform/captcha/replay.server.ts';
import { derivePurposeKey } from '#src/platform/captcha/signing-key.server.ts';
import type { CaptchaFailure } from '#src/platform/captcha/verdict.ts';
import type { AppConfig, RateLimitSetting } from '#src/platform/config.ts';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { SpamReason } from '#src/platform/db/schema.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { deliverNow, enqueueClaimedEmails, type Mailer, type OutboxRow } from '#src/platform/mail/outbox.server.ts';
import { hitRateLimit, pruneRateLimits } from '#src/platform/rate-limit/rate-limit.server.ts';
import type { Company } from '../public-shell/company.ts';
import { emitWebhookEvent } from '../webhooks/emit.server.ts';
import { confirmationEmail, notificationEmails } from './emails.ts';
import { enquiryEventData } from './enquiry-event.server.ts';
import { checkFormStamp, formStampUse } from './form-stamp.server.ts';
import { type CalculatorFigures, calculatorFigures, EnquiryContextSchema, type EnquirySource } from './lead-source.ts';
import { BotSignalsSchema, type ContactEnquiry, ContactEnquirySchema, type EnquiryErrorField } from './schema.ts';

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
  | { kind: 'form-expired' }
  | { kind: 'invalid'; fieldErrors: Partial<Record<EnquiryErrorField, string[]>> }
  | { kind: 'captcha-rejected'; reason: CaptchaFailure }
  | { kind: 'captcha-unavailable' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'insert-failed' };

const RATE_LIMIT_KEY_PREFIX = 'contact:';
const CONFIRMATION_KEY_PREFIX = 'confirmation:';
/** At most one confirmation e-mail per recipient address in this window. */
export const CONFIRMATION_LIMIT = { max: 1, windowSeconds: 60 * 60 } as const;

function keyedHash(signingKey: string, purpose: string, value: string): string {
  return createHmac('sha256', derivePurposeKey(signingKey, purpose)).update(value).digest('hex').slice(0, 32);
}

/** Rate-limit key for an address: hashed with the server's key, so no visitor address is stored. */
export function rateLimitKey(signingKey: string, address: string): string {
  return `${RATE_LIMIT_KEY_PREFIX}${keyedHash(signingKey, 'rate-limit', address)}`;
}

/** The confirmation limit's key for a recipient, hashed like the address key. */
function confirmationKey(signingKey: string, email: string): string {
  return `${CONFIRMATION_KEY_PREFIX}${keyedHash(signingKey, 'confirmation', email.toLowerCase())}`;
}

/** The form stamp was used for an enquiry before: refused like an expired one. */
class FormStampReusedError extends Error {}

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fieldErrors: Partial<Record<EnquiryErrorField, string[]>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as EnquiryErrorField;
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
    pruneRateLimits(deps.database.db, RATE_LIMIT_KEY_PREFIX, deps.rateLimit.windowSeconds, now),
    pruneRateLimits(deps.database.db, CONFIRMATION_KEY_PREFIX, CONFIRMATION_LIMIT.windowSeconds, now),
  ]).catch((error) => deps.log.warn('enquiry housekeeping failed', errorFields(error)));
}

/** Stores the enquiry, its captcha and stamp uses and its e-mails in one transaction; returns the enquiry id. */
async function storeEnquiry(
  deps: ContactDependencies,
  enquiry: ContactEnquiry,
  lead: { source: EnquirySource | null; calculator: CalculatorFigures | null },
  uses: { captcha: { useId: string; expiresAt: Date }; stamp: { useId: string; expiresAt: Date } },
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
    await recordCaptchaUse(trx, uses.captcha.useId, uses.captcha.expiresAt);
    if (!(await recordSingleUse(trx, uses.stamp.useId, uses.stamp.expiresAt))) throw new FormStampReusedError();
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
        landing_path: source?.landingPath || null,
        referrer_host: source?.referrerHost || null,
        utm_source: source?.utmSource || null,
        utm_medium: source?.utmMedium || null,
        utm_campaign: source?.utmCampaign || null,
        form_path: source?.formPath || null,
        calculator_profit: calculator?.profit ?? null,
        calculator_multiple: calculator?.multiple ?? null,
        calculator_value_low: calculator?.valueLow ?? null,
        calculator_value_high: calculator?.valueHigh ?? null,
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

  try {
    const limit = await hitRateLimit(deps.database.db, rateLimitKey(deps.captcha.signingKey, address), deps.rateLimit, now);
    if (!limit.allowed) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  } catch (error) {
    deps.log.error('enquiry rate limit check failed: database unavailable?', errorFields(error));
    return { kind: 'insert-failed' };
  }

  const signals = BotSignalsSchema.safeParse(body);
  const formStamp = signals.success ? signals.data.formStamp : '';
  const stamp = checkFormStamp(formStamp, {
    signingKey: deps.captcha.signingKey,
    minFillSeconds: deps.minFillSeconds,
    now,
  });
  if (stamp === 'forged' || stamp === 'expired') return { kind: 'form-expired' };

  const parsed = ContactEnquirySchema.safeParse(body);
  const context = EnquiryContextSchema.safeParse(body);
  if (!parsed.success || !context.success) {
    const issues = [...(parsed.success ? [] : parsed.error.issues), ...(context.success ? [] : context.error.issues)];
    return { kind: 'invalid', fieldErrors: fieldErrorsOf(issues) };
  }
  const calculator = context.data.calculator ? calculatorFigures(context.data.calculator) : null;
  const lead = { source: context.data.source ?? null, calculator };
  // Autofill can make a person this fast; so can the calculator's message, which the visitor did not type.
  const spamReason: SpamReason | null =
    signals.success && signals.data.website.trim() !== ''
      ? 'honeypot'
      : stamp === 'too-fast' && calculator === null
        ? 'too-fast'
        : null;

  const captcha = await verifyCaptcha(deps.captcha, parsed.data.captcha, { remoteIp: address, now });
  if (!captcha.ok) {
    if (captcha.reason === 'unavailable') {
      deps.log.error('captcha provider unavailable', { detail: captcha.detail });
      return { kind: 'captcha-unavailable' };
    }
    return { kind: 'captcha-rejected', reason: captcha.reason };
  }

  let stored: { id: string; emails: OutboxRow[] };
  try {
    stored = await storeEnquiry(deps, parsed.data, lead, { captcha, stamp: formStampUse(formStamp) }, now, spamReason);
  } catch (error) {
    if (error instanceof CaptchaReplayError) return { kind: 'captcha-rejected', reason: 'replayed' };
    if (error instanceof FormStampReusedError) return { kind: 'form-expired' };
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
