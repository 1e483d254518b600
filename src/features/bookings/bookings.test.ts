// Booking a call end to end below HTTP, on a real database (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set): the enquiry it makes, the invitations (parsed with ical.js), moves and
// cancels, one booking out of fifty simultaneous requests, and every refusal leaving data unchanged.
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '#src/platform/db/database.testing.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { CROSS_SITE_MESSAGE } from '#src/platform/http/same-origin.ts';
import { TEST_ORIGIN } from '../auth/auth.testing.ts';
import { cancelBooking, findBookingByToken, markOutcome, moveBooking } from './booking-changes.server.ts';
import { BOOKING_MESSAGES } from './booking-terms.ts';
import { type BookingKit, createBookingKit } from './bookings.testing.ts';
import { BOOKING_API_MESSAGES } from './endpoint.server.ts';
import { loadManageBookingPage } from './public-page.server.ts';
import { sendBookingReminders } from './reminders.server.ts';
import { brisbaneDay } from './slots.ts';

/** Every table's rows, to show a refused request changed nothing (rate-limit counters aside). */
async function snapshot(kit: BookingKit) {
  const tables = [
    'bookings',
    'booking_blocks',
    'booking_day_counts',
    'contact_submissions',
    'email_outbox',
    'used_captchas',
  ] as const;
  const result: Record<string, unknown[]> = {};
  for (const table of tables)
    result[table] = (await sql`select * from ${sql.table(table)} order by 1`.execute(kit.database.db)).rows;
  return result;
}

function parsedCalendar(text: string | null) {
  const component = new ICAL.Component(ICAL.parse(text ?? ''));
  const event = component.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    method: component.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    organizer: event.getFirstPropertyValue('organizer'),
    attendee: event.getFirstPropertyValue('attendee'),
    stamp: event.getFirstPropertyValue('dtstamp'),
  };
}

describe.each(testDialects)('booking a call on %s', (dialect) => {
  let kit: BookingKit;
  beforeEach(async () => {
    kit = await createBookingKit(dialect);
  });
  afterEach(async () => kit?.dispose());

  it('books a free time as an enquiry from a booked call, assigned to the partner, with its attribution and two invitations', async () => {
    const start = await kit.firstFreeStart();
    const { status, body } = await kit.post(kit.request({ start, phone: '07 3000 0000' }));
    expect(status, JSON.stringify(body)).toBe(201);
    if (!body.ok) throw new Error(body.message);
    expect(body.booking).toMatchObject({ startsAt: start, staffName: 'Pat Partner' });
    expect(body.booking.manageUrl).toMatch(/\/book-a-call\/manage\?token=[\w-]{43}$/);

    const enquiry = await kit.database.db.selectFrom('contact_submissions').selectAll().executeTakeFirstOrThrow();
    expect(enquiry).toMatchObject({
      channel: 'booked-call',
      assigned_to: kit.partner.id,
      status: 'new',
      company: 'Citizen Staffing',
      phone: '07 3000 0000',
      landing_path: '/services/business-sales',
      utm_source: 'linkedin',
      form_path: '/book-a-call',
    });
    expect(Number(enquiry.calculator_profit)).toBe(1_000_000);
    expect(enquiry.message).toContain('Booked call:');
    expect(enquiry.message).toContain('Topic: Selling my business');

    const emails = await kit.database.db.selectFrom('email_outbox').selectAll().orderBy('kind').execute();
    expect(emails.map((email) => [email.kind, email.to_address, email.related_id, email.calendar_method])).toEqual([
      ['booking-staff', 'partner@calderrowe.com.au', enquiry.id, 'REQUEST'],
      ['booking-visitor', enquiry.email, enquiry.id, 'REQUEST'],
    ]);
    const invitations = emails.map((email) => parsedCalendar(email.calendar));
    for (const invitation of invitations) {
      expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED', start });
      expect(invitation.organizer).toBe('mailto:partner@calderrowe.com.au');
      expect(invitation.attendee).toBe(`mailto:${enquiry.email}`);
    }
    expect(invitations[0]?.uid).toBe(invitations[1]?.uid);
    expect(invitations[0]?.uid).toMatch(/@localhost$/);
  });

  it('keeps only the parts of the stored visit that pass the checks, never refusing a booking for them', async () => {
    const start = await kit.firstFreeStart();
    const source = {
      landingPath: 'https://elsewhere.example/x',
      referrerHost: 'www.google.com',
      utmSource: 'two\nlines',
      formPath: '/book-a-call',
    };
    expect((await kit.post(kit.request({ start, source }))).status).toBe(201);
    const enquiry = await kit.database.db.selectFrom('contact_submissions').selectAll().executeTakeFirstOrThrow();
    expect(enquiry).toMatchObject({
      landing_path: null,
      referrer_host: 'www.google.com',
      utm_source: null,
      form_path: '/book-a-call',
    });
  });

  it('keeps of the stored visit pages only the path and UTM tags', async () => {
    const start = await kit.firstFreeStart();
    const source = {
      landingPath: '/about?email=jane.doe@example.com&phone=0400111222&token=secret&utm_campaign=q4#x',
      formPath: '/book-a-call?name=Jane%20Doe',
    };
    expect((await kit.post(kit.request({ start, source }))).status).toBe(201);
    const enquiry = await kit.database.db
      .selectFrom('contact_submissions')
      .select(['landing_path', 'form_path'])
      .executeTakeFirstOrThrow();
    expect(enquiry).toEqual({ landing_path: '/about?utm_campaign=q4', form_path: '/book-a-call' });
  });

  it('tells the second visitor the time has just gone and shows the next free ones', async () => {
    const start = await kit.firstFreeStart();
    expect((await kit.post(kit.request({ start }))).status).toBe(201);
    const before = await snapshot(kit);
    const second = await kit.post(kit.request({ start }));
    expect(second.status).toBe(409);
    if (second.body.ok) throw new Error('booked twice');
    expect(second.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(second.body.nextSlots?.length).toBe(6);
    expect(second.body.nextSlots?.map((slot) => slot.start)).not.toContain(start);
    expect(await snapshot(kit)).toEqual(before);
  });

  it('makes exactly one booking out of fifty simultaneous requests for one time', async () => {
    const start = await kit.firstFreeStart();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => kit.post(kit.request({ start }), { address: `198.51.100.${index}` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((code) => code === 201)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(49);
    expect(await kit.count('bookings')).toBe(1);
    expect(await kit.count('contact_submissions')).toBe(1);
    expect(await kit.count('email_outbox')).toBe(2);
  });

  it('refuses a time outside the offered hours, a Saturday and a public holiday, changing nothing', async () => {
    const before = await snapshot(kit);
    const start = new Date(await kit.firstFreeStart());
    const outside = [
      new Date(start.getTime() + 7 * 60_000).toISOString(),
      new Date(`${brisbaneDay(start.getTime())}T20:00:00+10:00`).toISOString(),
      '2026-12-26T10:00:00+10:00',
      new Date(Date.now() + 70 * 24 * 60 * 60_000).toISOString(),
    ];
    for (const time of outside) {
      const answer = await kit.post(kit.request({ start: time }));
      expect(answer.status, time).toBe(422);
      if (answer.body.ok) throw new Error('booked');
      expect(answer.body.fieldErrors?.start).toEqual([BOOKING_MESSAGES.slotNotOffered]);
    }
    expect(await snapshot(kit)).toEqual(before);
  });

  it('refuses oversized, malformed, cross-site and flooded requests, changing nothing', async () => {
    const before = await snapshot(kit);
    const start = await kit.firstFreeStart();
    const big = await kit.post({ ...kit.request({ start }), note: 'x'.repeat(40 * 1024) });
    expect(big).toEqual({ status: 413, body: { ok: false, error: 'too-large', message: BOOKING_API_MESSAGES.tooLarge } });
    expect((await kit.post('{"name": ')).status).toBe(400);
    expect((await kit.post('[1, 2]')).status).toBe(400);
    expect((await kit.post(kit.request({ start }), { contentType: 'text/plain' })).status).toBe(415);
    const invalid = await kit.post(kit.request({ start, email: 'not-an-address', topic: 'gossip' }));
    expect(invalid.status).toBe(422);
    if (invalid.body.ok) throw new Error('booked');
    expect(Object.keys(invalid.body.fieldErrors ?? {}).sort()).toEqual(['email', 'topic']);
    expect(await kit.post(kit.request({ start }), { origin: 'https://evil.example' })).toEqual({
      status: 403,
      body: { ok: false, error: 'cross-site', message: CROSS_SITE_MESSAGE },
    });
    expect((await kit.post(kit.request({ start }), { origin: null })).status).toBe(403);
    expect((await kit.post(kit.request({ start, website: 'http://spam.example' }))).status).toBe(400);
    expect((await kit.post(kit.request({ start, formStamp: 'forged' }))).status).toBe(400);
    expect((await kit.post(kit.request({ start, captcha: 'test.forged' }))).status).toBe(400);
    expect(await snapshot(kit)).toEqual(before);

    // The visitor forms' one budget per address: 1,000 in ten minutes here, then 429 with Retry-After.
    await kit.database.db.updateTable('rate_limits').set({ count: 1000 }).where('key', 'like', 'contact:%').execute();
    const flooded = await kit.post(kit.request({ start }));
    expect(flooded.status).toBe(429);
    expect(await kit.count('bookings')).toBe(0);
  });

  it('moves a call with the same UID and a higher SEQUENCE, then cancels it with METHOD:CANCEL; the old link shows it as it is now', async () => {
    const start = await kit.firstFreeStart();
    const booked = await kit.post(kit.request({ start }));
    if (!booked.body.ok) throw new Error(booked.body.message);
    const token = new URL(booked.body.booking.manageUrl).searchParams.get('token') ?? '';
    const original = await findBookingByToken(kit.database.db, token);
    if (!original) throw new Error('not found by its token');

    const later = new Date(Date.parse(start) + 24 * 60 * 60_000 * 7).toISOString();
    const moved = await moveBooking(kit.deps, original, later, { kind: 'visitor' });
    expect(moved.booking.sequence).toBe(1);
    const afterMove = await findBookingByToken(kit.database.db, token);
    expect(afterMove && toIsoTimestamp(afterMove.starts_at)).toBe(later);

    // The old time is free again; the new one is not.
    expect((await kit.post(kit.request({ start: later }))).status).toBe(409);
    if (!afterMove) throw new Error('gone');
    const cancelled = await cancelBooking(kit.deps, afterMove, { kind: 'visitor' });
    expect(cancelled.booking).toMatchObject({ status: 'cancelled', sequence: 2, cancelled_by: 'visitor' });
    await expect(cancelBooking(kit.deps, cancelled.booking, { kind: 'visitor' })).rejects.toThrow(BOOKING_MESSAGES.notConfirmed);

    const visitorInvitations = await kit.database.db
      .selectFrom('email_outbox')
      .select(['calendar', 'created_at'])
      .where('kind', '=', 'booking-visitor')
      .orderBy('created_at')
      .execute();
    const parsed = visitorInvitations.map((email) => parsedCalendar(email.calendar));
    expect(parsed.map((invitation) => [invitation.method, invitation.sequence, invitation.status])).toEqual([
      ['REQUEST', 0, 'CONFIRMED'],
      ['REQUEST', 1, 'CONFIRMED'],
      ['CANCEL', 2, 'CANCELLED'],
    ]);
    expect(new Set(parsed.map((invitation) => invitation.uid)).size).toBe(1);
    expect(await kit.count('booking_blocks')).toBe(0);
    // Free again for the next visitor.
    expect((await kit.post(kit.request({ start: later }))).status).toBe(201);
  });

  it('tells the CRM of the booking, the move and the cancel, each in its own change', async () => {
    const now = new Date();
    await kit.database.db
      .insertInto('webhook_endpoints')
      .values({
        id: 'crm',
        url: 'https://crm.example.com/hook',
        events: JSON.stringify(['booking.created', 'booking.changed', 'booking.cancelled']),
        secret: 'whsec_dGVzdA==',
        previous_secret: null,
        previous_secret_expires_at: null,
        paused_reason: null,
        paused_at: null,
        failing_since: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const start = await kit.firstFreeStart();
    const booked = await kit.post(kit.request({ start, name: 'Jo Van Citizen' }));
    if (!booked.body.ok) throw new Error(booked.body.message);
    const original = await findBookingByToken(
      kit.database.db,
      new URL(booked.body.booking.manageUrl).searchParams.get('token') ?? '',
    );
    if (!original) throw new Error('not found');
    const later = new Date(Date.parse(start) + 7 * 86_400_000).toISOString();
    const moved = await moveBooking(kit.deps, original, later, { kind: 'visitor' });
    await cancelBooking(kit.deps, moved.booking, { kind: 'visitor' });
    const events = await kit.database.db
      .selectFrom('webhook_events')
      .select(['type', 'body', 'subject_id'])
      .orderBy('created_at')
      .execute();
    expect(events.map((event) => event.type)).toEqual(['booking.created', 'booking.changed', 'booking.cancelled']);
    const [created, changed, cancelled] = events.map((event) => JSON.parse(event.body).data);
    expect(created).toMatchObject({
      booking_id: original.id,
      enquiry_id: original.submission_id,
      starts_at: start,
      duration_minutes: 30,
      time_zone: 'Australia/Brisbane',
      topic: 'selling',
      first_name: 'Jo',
      last_name: 'Van Citizen',
      staff_email: 'partner@calderrowe.com.au',
    });
    expect(changed).toMatchObject({ starts_at: later, previous_starts_at: start });
    expect(cancelled).toMatchObject({ starts_at: later, cancelled_by: 'visitor' });
    expect(new Set(events.map((event) => event.subject_id))).toEqual(new Set([original.submission_id]));
  });

  it('marks a started call held as the enquiry first response, and refuses one still to come', async () => {
    const start = await kit.firstFreeStart();
    const booked = await kit.post(kit.request({ start }));
    if (!booked.body.ok) throw new Error(booked.body.message);
    const staff = { id: kit.partner.id, email: 'partner@calderrowe.com.au', name: 'Pat Partner', role: 'admin' as const };
    await expect(markOutcome(kit.database, staff as never, booked.body.booking.id, 'held', TEST_ORIGIN)).rejects.toThrow(
      BOOKING_MESSAGES.notStarted,
    );
    const afterCall = new Date(Date.parse(start) + 40 * 60_000);
    const marked = await markOutcome(kit.database, staff as never, booked.body.booking.id, 'held', TEST_ORIGIN, afterCall);
    expect(marked.outcome).toBe('held');
    const enquiry = await kit.database.db.selectFrom('contact_submissions').selectAll().executeTakeFirstOrThrow();
    expect(enquiry.status).toBe('in-progress');
    expect(toIsoTimestamp(enquiry.first_response_at ?? '')).toBe(afterCall.toISOString());
  });

  it('reminds both sides a day and an hour before, once each, however many instances look', async () => {
    const start = await kit.firstFreeStart();
    const booked = await kit.post(kit.request({ start }));
    if (!booked.body.ok) throw new Error(booked.body.message);
    // Booked well ahead of the call, as if long ago.
    await kit.database.db
      .updateTable('bookings')
      .set({ scheduled_at: new Date(Date.parse(start) - 3 * 86_400_000) })
      .execute();
    const dayBefore = new Date(Date.parse(start) - 23 * 60 * 60_000);
    const counts = await Promise.all([1, 2, 3].map(() => sendBookingReminders(kit.deps, dayBefore)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const hourBefore = new Date(Date.parse(start) - 50 * 60_000);
    expect(await sendBookingReminders(kit.deps, hourBefore)).toBe(1);
    expect(await sendBookingReminders(kit.deps, hourBefore)).toBe(0);
    const reminders = await kit.database.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'booking-reminder')
      .execute();
    expect(reminders).toHaveLength(4);
    expect(reminders.filter((mail) => mail.subject.includes('tomorrow'))).toHaveLength(2);
    expect(reminders.filter((mail) => mail.subject.includes('in an hour'))).toHaveLength(2);
  });

  it("changes nothing on the visitor's page by a GET or from another site, and moves or cancels by a POST from its buttons", async () => {
    const start = await kit.firstFreeStart();
    const booked = await kit.post(kit.request({ start }));
    if (!booked.body.ok) throw new Error(booked.body.message);
    const link = new URL(booked.body.booking.manageUrl);
    const open = (init: { method?: string; body?: string; origin?: string } = {}) => {
      const headers = new Headers({ origin: init.origin ?? TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' });
      const request = new Request(`${TEST_ORIGIN}${link.pathname}${link.search}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body,
      });
      const astro = {
        locals: { services: kit.services, clientAddress: '203.0.113.9' } as unknown as App.Locals,
        params: {},
        url: new URL(request.url),
        request,
        response: { headers: new Headers() } as { status?: number; headers: Headers },
        csp: undefined,
      };
      return loadManageBookingPage(astro as never);
    };
    const before = await snapshot(kit);
    const shown = await open();
    if (shown instanceof Response) throw new Error('redirected');
    expect(shown.props.call).toMatchObject({ state: 'upcoming', startsAt: start, staffName: 'Pat Partner' });
    const refused = await open({ method: 'POST', body: 'action=cancel', origin: 'https://evil.example' });
    if (refused instanceof Response) throw new Error('changed');
    expect(refused.status).toBe(403);
    expect(await snapshot(kit)).toEqual(before);

    const cancelled = await open({ method: 'POST', body: 'action=cancel' });
    expect(cancelled instanceof Response && cancelled.status).toBe(303);
    const after = await open();
    if (after instanceof Response) throw new Error('redirected');
    expect(after.props.call?.state).toBe('cancelled');
    expect(after.props.choice).toBeNull();
    const unknown = await loadManageBookingPage({
      locals: { services: kit.services, clientAddress: '203.0.113.9' } as unknown as App.Locals,
      params: {},
      url: new URL(`${TEST_ORIGIN}/book-a-call/manage?token=${'x'.repeat(43)}`),
      request: new Request(`${TEST_ORIGIN}/book-a-call/manage`),
      response: { headers: new Headers() },
      csp: undefined,
    } as never);
    if (unknown instanceof Response) throw new Error('redirected');
    expect(unknown.status).toBe(404);
    expect(unknown.props.notice).toEqual({ kind: 'error', text: BOOKING_MESSAGES.linkInvalid });
  });
});
