// Booking a call. A booking passes the visitor gate every visitor form passes
// (contact/visitor-gate.server.ts), then one transaction writes the enquiry it makes (channel
// 'booked-call', the visit's attribution, assigned to the staff member), the booking, the 5-minute
// blocks it holds, its day's count, the captcha's and stamp's single use, and both invitation e-mails.
// The blocks' primary key and the conditional day count refuse a second call in the same time or
// beyond the day's limit, however many requests arrive at once: the losing transaction rolls back
// and the next free partner is tried, and when none is left the visitor is told the slot has just
// gone and shown the next free ones (booking-time.server.ts). Moves and cancels are
// booking-changes.server.ts's. Every booking is announced to the CRM webhooks in its own transaction.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { derivePurposeKey } from '#src/platform/captcha/signing-key.server.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { errorFields } from '#src/platform/log.ts';
import { deliverNow, enqueueClaimedEmails, type OutboxRow } from '#src/platform/mail/outbox.server.ts';
import { type ContactDependencies, fieldErrorsOf } from '../contact/contact.server.ts';
import { enquiryAdminUrl } from '../contact/emails.ts';
import { calculatorFigures, EnquiryContextSchema, enquirySourceFrom, leadColumns } from '../contact/lead-source.ts';
import {
  checkVisitorCaptcha,
  type GateRefusal,
  recordVisitorUses,
  screenVisitor,
  type VisitorUses,
  visitorUseRefusal,
} from '../contact/visitor-gate.server.ts';
import { type BookingEventData, emitWebhookEvent, splitName } from '../webhooks/emit.server.ts';
import { type loadCalendars, readBookingSettings } from './availability.server.ts';
import { BOOKING_MESSAGES, BRISBANE_TIME_ZONE, brisbaneWhen, MANAGE_BOOKING_PATH, TOPIC_LABELS } from './booking-terms.ts';
import { holdTime, nextFreeStarts, offeredSlot, SlotTakenError } from './booking-time.server.ts';
import { type BookingEmailContext, bookingEmails } from './emails.ts';
import { type BookingField, type BookingRequest, BookingRequestSchema } from './schema.ts';
import { brisbaneDay } from './slots.ts';
import type { BookingsTable } from './tables.ts';
import type { BookedCall } from './types.ts';

export type BookingRow = Selectable<BookingsTable>;

export type BookingResult =
  | { kind: 'booked'; booking: BookedCall; emailsSent: boolean }
  | { kind: 'invalid'; fieldErrors: Partial<Record<BookingField | 'source' | 'calculator', string[]>> }
  | { kind: 'honeypot' }
  | { kind: 'slot-taken'; nextSlots: string[] }
  | GateRefusal;

/**
 * The visitor's reschedule-and-cancel link token: an HMAC of the booking's id under the server's key,
 * so it cannot be guessed, stays the same through every change (an old link shows the call as it is
 * now), and can be written again into any later e-mail; only its SHA-256 is stored, to find the booking.
 */
export function bookingToken(signingKey: string, bookingId: string): string {
  return createHmac('sha256', derivePurposeKey(signingKey, 'booking-link')).update(bookingId).digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function manageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${MANAGE_BOOKING_PATH}?token=${token}`;
}

/** The booking as the firm's CRM receives it (features/webhooks: flat fields, times in UTC). */
function bookingEventData(booking: BookingRow, siteUrl: string): BookingEventData {
  const startsAt = toIsoTimestamp(booking.starts_at);
  const endsAt = toIsoTimestamp(booking.ends_at);
  return {
    booking_id: booking.id,
    enquiry_id: booking.submission_id,
    starts_at: startsAt,
    ends_at: endsAt,
    duration_minutes: Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000),
    time_zone: BRISBANE_TIME_ZONE,
    topic: booking.topic,
    name: booking.name,
    ...splitName(booking.name),
    email: booking.email,
    phone: booking.phone,
    company: booking.company,
    note: booking.note,
    staff_name: booking.staff_name,
    staff_email: booking.staff_email,
    admin_url: booking.submission_id ? enquiryAdminUrl(siteUrl, booking.submission_id) : `${siteUrl}/admin/bookings`,
  };
}

/**
 * The one place a booking change leaves the booking feature: `booking.created`, `booking.changed`
 * (with the previous times) or `booking.cancelled` for the endpoints that chose it, queued in the
 * change's own transaction, so the CRM hears of exactly the changes that were committed.
 */
export async function announceBookingChange(
  trx: Kysely<Database>,
  siteUrl: string,
  event: 'booking.created' | 'booking.changed' | 'booking.cancelled',
  booking: BookingRow,
  previous: BookingRow,
): Promise<void> {
  const options = { subjectId: booking.submission_id, now: new Date(toIsoTimestamp(booking.updated_at)) };
  const data = bookingEventData(booking, siteUrl);
  if (event === 'booking.created') await emitWebhookEvent(trx, event, data, options);
  else if (event === 'booking.changed') {
    const before = { previous_starts_at: toIsoTimestamp(previous.starts_at), previous_ends_at: toIsoTimestamp(previous.ends_at) };
    await emitWebhookEvent(trx, event, { ...data, ...before }, options);
  } else {
    const cancelled = {
      cancelled_at: toIsoTimestamp(booking.cancelled_at ?? booking.updated_at),
      cancelled_by: booking.cancelled_by === 'visitor' ? 'visitor' : 'staff',
    };
    await emitWebhookEvent(trx, event, { ...data, ...cancelled }, options);
  }
}

export function emailContext(
  booking: BookingRow,
  deps: Pick<ContactDependencies, 'siteUrl' | 'captcha'>,
  firm: BookingEmailContext['firm'],
): BookingEmailContext {
  return {
    id: booking.id,
    sequence: booking.sequence,
    startsAt: new Date(toIsoTimestamp(booking.starts_at)),
    endsAt: new Date(toIsoTimestamp(booking.ends_at)),
    staffName: booking.staff_name,
    staffEmail: booking.staff_email,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    company: booking.company,
    topic: booking.topic,
    note: booking.note,
    submissionId: booking.submission_id,
    manageUrl: manageUrl(deps.siteUrl, bookingToken(deps.captcha.signingKey, booking.id)),
    siteUrl: deps.siteUrl,
    firm,
  };
}

/** The enquiry's message: the call, its topic and the visitor's note, for the inbox and the export. */
function enquiryMessage(request: BookingRequest, start: Date, staffName: string, minutes: number): string {
  return [
    `Booked call: ${brisbaneWhen(start)} with ${staffName} (${minutes} minutes).`,
    `Topic: ${TOPIC_LABELS[request.topic]}`,
    ...(request.note ? ['', request.note] : []),
  ].join('\n');
}

/** Sends a change's e-mails now, within the request's budget; what is not sent is left to the outbox worker. */
export async function sendNow(deps: ContactDependencies, emails: OutboxRow[], what: string): Promise<boolean> {
  try {
    const sent = await deliverNow(deps.database, deps.mailer, emails, deps.sendBudgetMs);
    if (!sent) deps.log.warn(`${what}: e-mails queued for retry`);
    return sent;
  } catch (error) {
    deps.log.warn(`${what}: e-mails left for the outbox worker`, errorFields(error));
    return false;
  }
}

/** Everything after the HTTP layer: `body` is the parsed JSON object, `address` the visitor's. */
export async function bookCall(
  deps: ContactDependencies,
  body: Record<string, unknown>,
  address: string,
): Promise<BookingResult> {
  const now = deps.now?.() ?? new Date();
  const screened = await screenVisitor(deps, body, address, now);
  if (screened.kind !== 'screened') return screened;
  // A booking holds a real partner's time: one the honeypot caught is not made at all.
  if (screened.honeypot) return { kind: 'honeypot' };

  const parsed = BookingRequestSchema.safeParse(body);
  const figures = EnquiryContextSchema.shape.calculator.safeParse(body.calculator);
  if (!parsed.success || !figures.success) {
    const issues = [...(parsed.success ? [] : parsed.error.issues), ...(figures.success ? [] : figures.error.issues)];
    return { kind: 'invalid', fieldErrors: fieldErrorsOf(issues) };
  }
  const request = parsed.data;
  const start = Date.parse(request.start);
  const settings = await readBookingSettings(deps.database.db);
  if (request.partner && !settings.visitorChoosesPartner)
    return { kind: 'invalid', fieldErrors: { partner: [BOOKING_MESSAGES.partner] } };
  const staffIds = request.partner ? [request.partner] : undefined;
  const found = await offeredSlot(deps.database, start, now, { staffIds });
  if (!found.offered) return { kind: 'invalid', fieldErrors: { start: [BOOKING_MESSAGES.slotNotOffered] } };

  const captcha = await checkVisitorCaptcha(deps, request.captcha, address, now);
  if (captcha.kind !== 'verified') return captcha;

  const calculator = figures.data ? calculatorFigures(figures.data) : null;
  // The visit's source as the browser stored it: each value kept only if it passes the checks.
  const stored = typeof body.source === 'object' && body.source !== null ? (body.source as Record<string, unknown>) : {};
  const source = enquirySourceFrom(stored, typeof stored.formPath === 'string' ? stored.formPath : '');
  const lead = leadColumns(source, calculator);
  const uses: VisitorUses = { captcha: captcha.use, stamp: screened.stampUse };
  const { notifyEmails: _, ...firm } = await deps.siteSettings();
  for (const staffId of found.slot?.staffIds ?? []) {
    const member = found.staff.find((candidate) => candidate.id === staffId);
    if (!member) continue;
    try {
      const made = await writeBooking(deps, {
        request,
        member,
        start,
        now,
        lead,
        uses,
        firm,
        tooFast: screened.stamp === 'too-fast',
      });
      const emailsSent = await sendNow(deps, made.emails, `booking ${made.booking.id}`);
      return { kind: 'booked', booking: made.booking, emailsSent };
    } catch (error) {
      if (error instanceof SlotTakenError) continue;
      const refusal = visitorUseRefusal(error);
      if (refusal) return refusal;
      deps.log.error('booking could not be stored', errorFields(error));
      return { kind: 'insert-failed' };
    }
  }
  return { kind: 'slot-taken', nextSlots: await nextFreeStarts(deps.database, now, staffIds) };
}

interface NewBooking {
  request: BookingRequest;
  member: Awaited<ReturnType<typeof loadCalendars>>['staff'][number];
  start: number;
  now: Date;
  lead: ReturnType<typeof leadColumns>;
  uses: VisitorUses;
  firm: BookingEmailContext['firm'];
  tooFast: boolean;
}

/** One attempt with one staff member: everything in one transaction, or nothing. */
async function writeBooking(
  deps: ContactDependencies,
  attempt: NewBooking,
): Promise<{ booking: BookedCall; emails: OutboxRow[] }> {
  const { request, member, start, now } = attempt;
  const { availability } = member;
  const id = randomUUID();
  const submissionId = randomUUID();
  const token = bookingToken(deps.captcha.signingKey, id);
  const startsAt = new Date(start);
  const endsAt = new Date(start + availability.callMinutes * 60_000);
  const blockedUntil = new Date(endsAt.getTime() + availability.bufferMinutes * 60_000);
  const booking: BookingRow = {
    id,
    staff_id: member.id,
    staff_name: member.name,
    staff_email: member.email,
    submission_id: submissionId,
    starts_at: startsAt,
    ends_at: endsAt,
    blocked_until: blockedUntil,
    day: brisbaneDay(start),
    status: 'confirmed',
    outcome: null,
    sequence: 0,
    name: request.name,
    email: request.email,
    phone: request.phone || null,
    company: request.company || null,
    topic: request.topic,
    note: request.note || null,
    token_hash: tokenHash(token),
    created_at: now,
    updated_at: now,
    scheduled_at: now,
    cancelled_at: null,
    cancelled_by: null,
    reminded_day_before_at: null,
    reminded_hour_before_at: null,
  };
  const emails = await deps.database.db.transaction().execute(async (trx) => {
    await recordVisitorUses(trx, attempt.uses);
    await trx
      .insertInto('contact_submissions')
      .values({
        id: submissionId,
        name: request.name,
        email: request.email,
        company: request.company || null,
        phone: request.phone || null,
        message: enquiryMessage(request, startsAt, member.name, availability.callMinutes),
        status: 'new',
        priority: 'medium',
        possible_spam_reason: attempt.tooFast ? 'too-fast' : null,
        created_at: now,
        updated_at: now,
        ...attempt.lead,
        assigned_to: member.id,
        channel: 'booked-call',
      })
      .execute();
    const inserted = await trx
      .insertInto('bookings')
      .values(booking)
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new SlotTakenError();
    await holdTime(trx, { ...booking, start, blockedUntil: blockedUntil.getTime() }, availability.maxCallsPerDay);
    await announceBookingChange(trx, deps.siteUrl, 'booking.created', booking, booking);
    const outgoing = bookingEmails(emailContext(booking, deps, attempt.firm), 'booked', now);
    return enqueueClaimedEmails(trx, outgoing, deps.mailer.policy.leaseSeconds, now);
  });
  return {
    booking: {
      id,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      staffName: member.name,
      manageUrl: manageUrl(deps.siteUrl, token),
    },
    emails,
  };
}
