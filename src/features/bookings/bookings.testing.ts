// Test helper: the whole composition root on a fresh database, with one admin offered for calls as a
// fresh install offers its first admin, test-mode captcha tokens (the same server path as real ones)
// and a visitor's booking request to send through the public endpoint.
import { sql } from 'kysely';
import { createTestCaptchaToken } from '#src/platform/captcha/test-token.server.ts';
import { createMigratedTestDatabase, type TestDatabase } from '#src/platform/db/database.testing.ts';
import type { Dialect } from '#src/platform/db/database.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { createAccount } from '../auth/accounts.server.ts';
import { TEST_ORIGIN } from '../auth/auth.testing.ts';
import { issueFormStamp } from '../contact/form-stamp.server.ts';
import { offerFirstAdmin } from './availability.server.ts';
import { slotChoice } from './booking-reads.server.ts';
import { handleBookingPost } from './endpoint.server.ts';
import type { BookingApiResponse } from './types.ts';

export type BookingKit = Awaited<ReturnType<typeof createBookingKit>>;

export async function createBookingKit(dialect: Dialect) {
  const database: TestDatabase = await createMigratedTestDatabase(dialect);
  const services = await createTestServices(database, {
    env: { CAPTCHA_PROVIDER: 'test', CONTACT_RATE_LIMIT: '1000/10m', CONTACT_MIN_FILL_SECONDS: '3' },
  });
  const partner = await createAccount(services.auth, {
    email: 'partner@calderrowe.com.au',
    password: 'correct-horse-battery-staple',
    role: 'admin',
    name: 'Pat Partner',
  });
  await offerFirstAdmin(database.db, new Date());
  const deps = services.contact;
  let visitors = 0;
  const kit = {
    database,
    services,
    deps,
    partner,
    /** The first free time the booking page offers now. */
    async firstFreeStart(): Promise<string> {
      const choice = await slotChoice(database, new Date());
      const start = choice.times[0]?.start;
      if (!start) throw new Error('no free time offered');
      return start;
    },
    /** A well-formed booking from a new visitor, with a fresh captcha token and a stamp issued a minute ago. */
    request(overrides: Record<string, unknown> = {}): Record<string, unknown> {
      visitors += 1;
      return {
        name: 'Jo Citizen',
        email: `jo.${visitors}@example.com.au`,
        company: 'Citizen Staffing',
        phone: '',
        topic: 'selling',
        note: 'Thinking of selling within two years.',
        partner: '',
        captcha: createTestCaptchaToken(deps.captcha.signingKey),
        website: '',
        formStamp: issueFormStamp(deps.captcha.signingKey, new Date(Date.now() - 60_000)),
        source: {
          landingPath: '/services/business-sales',
          referrerHost: 'www.linkedin.com',
          utmSource: 'linkedin',
          utmMedium: 'social',
          utmCampaign: 'spring',
          formPath: '/book-a-call',
        },
        calculator: { profit: 1_000_000, multiple: 4.5 },
        ...overrides,
      };
    },
    async post(
      body: unknown,
      options: { address?: string; origin?: string | null; contentType?: string } = {},
    ): Promise<{ status: number; body: BookingApiResponse }> {
      const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
      if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
      const request = new Request(`${TEST_ORIGIN}/api/bookings`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const response = await handleBookingPost(request, options.address ?? '203.0.113.7', deps);
      return { status: response.status, body: (await response.json()) as BookingApiResponse };
    },
    async count(
      table: 'bookings' | 'contact_submissions' | 'email_outbox' | 'booking_blocks' | 'used_captchas',
    ): Promise<number> {
      const row = await database.db
        .selectFrom(table)
        .select(sql<string | number>`count(*)`.as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
    dispose: () => database.dispose(),
  };
  return kit;
}
