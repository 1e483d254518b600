// The enquiry endpoint end to end below HTTP: real database (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), real ALTCHA solutions, a real SMTP server in the test process.

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAltchaChallenge } from '#src/platform/captcha/altcha.server.ts';
import type { CaptchaSettings } from '#src/platform/config.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { type AppDatabase, openDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { createLogger } from '#src/platform/log.ts';
import { type Mailer, processDueEmails } from '#src/platform/mail/outbox.server.ts';
import { type SmtpSink, startSmtpSink } from '#src/platform/mail/smtp-sink.server.ts';
import { createSmtpTransport } from '#src/platform/mail/transport.server.ts';
import { DEFAULT_COMPANY as company } from '../public-shell/company.ts';
import { insertEndpoint } from '../webhooks/receiver.testing.ts';
import type { ContactApiResponse } from './api.ts';
import type { ContactDependencies } from './contact.server.ts';
import { handleContactPost } from './endpoint.server.ts';
import { issueFormStamp } from './form-stamp.server.ts';
import { CONTACT_API_MESSAGES } from './messages.ts';

const signingKey = 'test-signing-key-'.padEnd(64, 'x');
const altcha: CaptchaSettings = {
  provider: 'altcha',
  altchaHmacKey: signingKey,
  altchaCost: 10,
  siteKey: undefined,
  secretKey: undefined,
  verifyUrl: undefined,
};
const NOTIFY = 'partners@example.com.au';

async function solvedAltchaToken(now = new Date()): Promise<string> {
  const challenge = await createAltchaChallenge({ hmacKey: signingKey, cost: altcha.altchaCost, now });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the test challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

interface Kit {
  database: TestDatabase;
  sink: SmtpSink;
  deps: ContactDependencies;
  clock: { now: Date };
  /** A well-formed enquiry with a fresh captcha solution and a stamp issued a minute ago. */
  enquiry(overrides?: Record<string, unknown>): Promise<Record<string, unknown>>;
  post(
    body: unknown,
    options?: { headers?: Record<string, string>; address?: string },
  ): Promise<{ status: number; body: ContactApiResponse; headers: Headers }>;
  count(table: 'contact_submissions' | 'email_outbox' | 'used_captchas'): Promise<number>;
}

async function createKit(dialect: TestDatabase['dialect']): Promise<Kit> {
  const database = await createMigratedTestDatabase(dialect);
  const sink = await startSmtpSink();
  const clock = { now: new Date() };
  const mailer: Mailer = {
    transport: createSmtpTransport(sink.url),
    from: `"${company.name}" <no-reply@calderrowe.com.au>`,
    policy: { maxAttempts: 5, retryBaseSeconds: 60, leaseSeconds: 120 },
  };
  const deps: ContactDependencies = {
    database,
    mailer,
    captcha: { settings: altcha, signingKey },
    siteSettings: async () => ({ ...company, notifyEmails: [NOTIFY] }),
    siteUrl: 'https://www.example.com.au',
    rateLimit: { max: 100, windowSeconds: 600 },
    minFillSeconds: 3,
    sendBudgetMs: 5_000,
    log: createLogger('silent'),
    now: () => clock.now,
  };
  const kit: Kit = {
    database,
    sink,
    deps,
    clock,
    async enquiry(overrides = {}) {
      return {
        name: 'Jo Citizen',
        email: 'jo@example.com.au',
        company: '',
        phone: '',
        message: 'We are thinking about selling our agency next year.',
        captcha: await solvedAltchaToken(clock.now),
        website: '',
        formStamp: issueFormStamp(signingKey, new Date(clock.now.getTime() - 60_000)),
        ...overrides,
      };
    },
    async post(body, options = {}) {
      const request = new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const response = await handleContactPost(request, options.address ?? '203.0.113.7', kit.deps);
      return { status: response.status, body: (await response.json()) as ContactApiResponse, headers: response.headers };
    },
    async count(table) {
      const row = await database.db
        .selectFrom(table)
        .select(sql<string | number>`count(*)`.as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
  return kit;
}

describe.each(testDialects)('contact enquiries on %s', (dialect) => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await createKit(dialect);
  });
  afterEach(async () => {
    kit.deps.mailer.transport.close();
    await kit.sink.stop();
    await kit.database.dispose();
  });

  it('stores a valid enquiry as new and medium priority, and e-mails the visitor and the firm at once', async () => {
    const { status, body } = await kit.post(await kit.enquiry());
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true, outcome: 'sent' });

    const row = await kit.database.db.selectFrom('contact_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Jo Citizen',
      email: 'jo@example.com.au',
      company: null,
      phone: null,
      message: 'We are thinking about selling our agency next year.',
      status: 'new',
      priority: 'medium',
    });
    const outbox = await kit.database.db.selectFrom('email_outbox').selectAll().orderBy('kind').execute();
    expect(outbox.map((email) => [email.kind, email.to_address, email.status, email.related_id])).toEqual([
      ['contact-confirmation', 'jo@example.com.au', 'sent', row.id],
      ['contact-notification', NOTIFY, 'sent', row.id],
    ]);

    const mails = await kit.sink.waitFor(2);
    expect(mails.map((mail) => mail.recipients).sort()).toEqual([['jo@example.com.au'], [NOTIFY]]);
    for (const mail of mails) {
      expect(mail.header('content-type')).toMatch(/^multipart\/alternative/);
      expect(mail.raw).toContain('Content-Type: text/plain');
      expect(mail.raw).toContain('Content-Type: text/html');
    }
    const notification = mails.find((mail) => mail.recipients[0] === NOTIFY);
    expect(notification?.header('reply-to')).toBe('jo@example.com.au');
    expect(notification?.header('subject')).toBe('New website enquiry from Jo Citizen');
  });

  it('stores company and phone when they are given', async () => {
    await kit.post(await kit.enquiry({ company: '  Citizen Staffing ', phone: '07 3000 0000' }));
    const row = await kit.database.db.selectFrom('contact_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company: 'Citizen Staffing', phone: '07 3000 0000' });
  });

  it.each([
    ['name', 'J', 'Name must be at least 2 characters.'],
    ['email', 'jo-at-example', 'Please enter a valid email address.'],
    ['company', 'C', 'Company name must be at least 2 characters.'],
    ['phone', '123', 'Please enter a valid phone number.'],
    ['phone', 'abcdefghij', 'Please enter a valid phone number.'],
    ['message', 'Hi there', 'Message must be at least 10 characters.'],
    ['captcha', '', 'Please complete the captcha verification.'],
    ['name', 'Jo\r\nBcc: everyone@example.com', 'Name must be on one line, without control characters.'],
    ['name', 'Jo\u2028Email: forged@example.com', 'Name must be on one line, without control characters.'],
    ['company', 'Acme\nEmail: forged@example.com', 'Company name must be on one line, without control characters.'],
    ['company', 'Acme\u0000Staffing', 'Company name must be on one line, without control characters.'],
    ['phone', '0400\r\n123 456', 'Please enter a valid phone number.'],
  ])('refuses an invalid %s with its message next to the field and stores nothing', async (field, value, message) => {
    const { status, body } = await kit.post(await kit.enquiry({ [field]: value }));
    expect(status).toBe(422);
    expect(body).toEqual({
      ok: false,
      error: 'invalid-fields',
      message: CONTACT_API_MESSAGES.invalidFields,
      fieldErrors: { [field]: [message] },
    });
    expect(await kit.count('contact_submissions')).toBe(0);
    expect(await kit.count('email_outbox')).toBe(0);
  });

  it('refuses a body over 64 KB, whether or not Content-Length says so', async () => {
    const big = await kit.enquiry({ message: 'x'.repeat(64 * 1024) });
    const declared = await kit.post(big);
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ error: 'too-large', message: CONTACT_API_MESSAGES.tooLarge });

    const encoded = new TextEncoder().encode(JSON.stringify(big));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < encoded.length; offset += 8192) controller.enqueue(encoded.slice(offset, offset + 8192));
        controller.close();
      },
    });
    const request = new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const streamed = await handleContactPost(request, '203.0.113.7', kit.deps);
    expect(streamed.status).toBe(413);
    expect(await kit.count('contact_submissions')).toBe(0);
  });

  it('accepts a body just under 64 KB', async () => {
    const body = await kit.enquiry({ message: 'x'.repeat(5000) });
    expect(JSON.stringify(body).length).toBeLessThan(64 * 1024);
    expect((await kit.post(body)).status).toBe(201);
  });

  it.each([
    ['text that is not JSON', '{"name": "Jo"', 400, 'invalid-json'],
    ['a JSON array', '[1, 2, 3]', 400, 'invalid-json'],
    ['JSON null', 'null', 400, 'invalid-json'],
  ])('refuses %s with a clear 4xx and stores nothing', async (_, raw, status, error) => {
    const response = await kit.post(raw);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ ok: false, error, message: CONTACT_API_MESSAGES.invalidJson });
    expect(await kit.count('contact_submissions')).toBe(0);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x']])(
    'refuses the content type %s with 415',
    async (contentType) => {
      const response = await kit.post(await kit.enquiry(), { headers: { 'content-type': contentType } });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        ok: false,
        error: 'unsupported-media-type',
        message: CONTACT_API_MESSAGES.unsupportedMediaType,
      });
      expect(await kit.count('contact_submissions')).toBe(0);
    },
  );

  it('refuses a forged captcha solution', async () => {
    const token = await solvedAltchaToken();
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    payload.challenge.parameters.cost = 1;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    const response = await kit.post(await kit.enquiry({ captcha: forged }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      ok: false,
      error: 'captcha-rejected',
      message: CONTACT_API_MESSAGES.captchaRejected,
      fieldErrors: { captcha: ['Please complete the captcha verification.'] },
    });
    expect(await kit.count('contact_submissions')).toBe(0);
  });

  it.each([['not base64 JSON at all'], [Buffer.from('{"challenge":1}').toString('base64')]])(
    'refuses a captcha token that is not an ALTCHA payload: %s',
    async (token) => {
      const response = await kit.post(await kit.enquiry({ captcha: token }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'captcha-rejected' });
    },
  );

  it('refuses a replayed captcha solution: one enquiry per solution', async () => {
    const first = await kit.enquiry();
    expect((await kit.post(first)).status).toBe(201);
    const replay = await kit.post({ ...first, message: 'The same solution used for a second message.' });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error: 'captcha-rejected' });
    expect(await kit.count('contact_submissions')).toBe(1);
    expect(await kit.count('email_outbox')).toBe(2);
  });

  it('refuses a captcha solution whose challenge has expired', async () => {
    const body = await kit.enquiry();
    kit.clock.now = new Date(kit.clock.now.getTime() + 21 * 60 * 1000);
    const response = await kit.post(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'captcha-rejected' });
  });

  it('stores a form whose honeypot is filled as suspected spam: confirmed to the visitor, the firm not notified', async () => {
    const response = await kit.post(await kit.enquiry({ website: 'https://spam.example' }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true, outcome: 'sent' });
    const row = await kit.database.db.selectFrom('contact_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Jo Citizen', status: 'new', spam_reason: 'honeypot' });
    const outbox = await kit.database.db.selectFrom('email_outbox').select(['kind', 'to_address']).execute();
    expect(outbox).toEqual([{ kind: 'contact-confirmation', to_address: 'jo@example.com.au' }]);
    expect((await kit.sink.waitFor(1)).map((mail) => mail.recipients)).toEqual([['jo@example.com.au']]);
  });

  it('files an enquiry sent 1 second after the page loaded in the inbox with its badge, and notifies it as "Possible spam"', async () => {
    const response = await kit.post(
      await kit.enquiry({ formStamp: issueFormStamp(signingKey, new Date(kit.clock.now.getTime() - 1_000)) }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true, outcome: 'sent' });
    const row = await kit.database.db.selectFrom('contact_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      message: 'We are thinking about selling our agency next year.',
      spam_reason: null,
      possible_spam_reason: 'too-fast',
    });
    const outbox = await kit.database.db.selectFrom('email_outbox').select(['kind', 'subject']).orderBy('kind').execute();
    expect(outbox).toEqual([
      { kind: 'contact-confirmation', subject: `Thank you for your enquiry - ${company.name}` },
      { kind: 'contact-notification', subject: 'Possible spam: New website enquiry from Jo Citizen' },
    ]);
  });

  it("does not count the calculator's prefilled message against a fast sender", async () => {
    await kit.post(
      await kit.enquiry({
        formStamp: issueFormStamp(signingKey, new Date(kit.clock.now.getTime() - 1_000)),
        calculator: { profit: 750_000, multiple: 4.5 },
      }),
    );
    const row = await kit.database.db
      .selectFrom('contact_submissions')
      .select([
        'possible_spam_reason',
        'calculator_profit',
        'calculator_multiple',
        'calculator_value_low',
        'calculator_value_high',
      ])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      possible_spam_reason: null,
      calculator_profit: 750_000,
      calculator_multiple: 4.5,
      calculator_value_low: 2_250_000,
      calculator_value_high: 4_500_000,
    });
  });

  it('stores where the enquiry came from and names it in the notification with a link to the enquiry', async () => {
    await kit.post(
      await kit.enquiry({
        source: {
          landingPath: '/resources/insights/selling-a-recruitment-agency',
          referrerHost: 'www.LinkedIn.com',
          utmSource: 'linkedin',
          utmMedium: 'social',
          utmCampaign: 'q4',
          formPath: '/contact',
        },
      }),
    );
    const row = await kit.database.db.selectFrom('contact_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      landing_path: '/resources/insights/selling-a-recruitment-agency',
      referrer_host: 'www.linkedin.com',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'q4',
      form_path: '/contact',
      calculator_profit: null,
    });
    const notification = await kit.database.db
      .selectFrom('email_outbox')
      .select(['text_body', 'html_body'])
      .where('kind', '=', 'contact-notification')
      .executeTakeFirstOrThrow();
    expect(notification.text_body).toContain('Source: linkedin');
    expect(notification.text_body).toContain('Campaign: q4');
    expect(notification.text_body).toContain('Landing page: /resources/insights/selling-a-recruitment-agency');
    expect(notification.text_body).toContain(
      `Open it in the admin: https://www.example.com.au/admin/contact-submissions?enquiry=${row.id}`,
    );
    expect(notification.html_body).toContain(`href="https://www.example.com.au/admin/contact-submissions?enquiry=${row.id}"`);
  });

  it('keeps of the landing and form pages only the path and UTM tags, never what else the address carried', async () => {
    await kit.post(
      await kit.enquiry({
        source: {
          landingPath: '/about?email=jane.doe@example.com&phone=0400111222&token=secret&utm_source=linkedin#contact',
          formPath: '/contact?message=Call%20me%20on%200400111222',
        },
      }),
    );
    const row = await kit.database.db
      .selectFrom('contact_submissions')
      .select(['landing_path', 'form_path'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ landing_path: '/about?utm_source=linkedin', form_path: '/contact' });
    const notification = await kit.database.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('kind', '=', 'contact-notification')
      .executeTakeFirstOrThrow();
    expect(notification.text_body).not.toMatch(/jane\.doe|0400111222|secret/);
  });

  it.each([
    [
      'a landing page on another site',
      { source: { landingPath: 'https://evil.example/x' } },
      'source',
      'Landing page must be a path on this site',
    ],
    [
      'a protocol-relative landing page',
      { source: { landingPath: '//evil.example/x' } },
      'source',
      'Landing page must be a path on this site',
    ],
    [
      'a form page with a line break',
      { source: { formPath: '/contact\nBcc: x' } },
      'source',
      'Form page must be a path on this site',
    ],
    [
      'a campaign over 100 characters',
      { source: { utmCampaign: 'q'.repeat(101) } },
      'source',
      'UTM campaign must be one line of at most 100 characters.',
    ],
    [
      'a referrer that is not a host',
      { source: { referrerHost: 'evil.example/path?x' } },
      'source',
      'Referrer must be a host name',
    ],
    [
      'a calculator multiple outside 3 to 6',
      { calculator: { profit: 100_000, multiple: 9 } },
      'calculator',
      'The calculator multiple must be between 3 and 6.',
    ],
    [
      'a calculator profit of 0',
      { calculator: { profit: 0, multiple: 4 } },
      'calculator',
      'The calculator profit must be a number above 0.',
    ],
    ['a made-up revenue band', { revenueBand: 'billions' }, 'revenueBand', 'Annual revenue: choose one of the listed answers.'],
    [
      'a phone preference without a number',
      { contactPreference: 'phone' },
      'phone',
      'Please enter a phone number so we can call you.',
    ],
    [
      'a best time to call over two lines',
      { bestTimeToCall: 'mornings\nBcc: x' },
      'bestTimeToCall',
      'Best time to call must be on one line',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_case, overrides, field, message) => {
    const response = await kit.post(await kit.enquiry(overrides));
    expect(response.status).toBe(422);
    const errors = response.body.ok ? {} : (response.body.fieldErrors as Record<string, string[]>);
    expect(errors[field]?.[0]).toContain(message);
    expect(await kit.count('contact_submissions')).toBe(0);
  });

  it('stores the optional answers, "I\'d rather not say" included, and leaves unanswered ones empty', async () => {
    await kit.post(
      await kit.enquiry({
        revenueBand: '2m-10m',
        headcountBand: 'rather-not-say',
        workforceMix: '',
        sellTimeframe: 'within-12-months',
        contactPreference: 'email',
      }),
    );
    const row = await kit.database.db.selectFrom('contact_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      revenue_band: '2m-10m',
      headcount_band: 'rather-not-say',
      workforce_mix: null,
      sell_timeframe: 'within-12-months',
      contact_preference: 'email',
      best_time_to_call: null,
    });
  });

  it('sends no confirmation when the visitor asked for none, and still notifies the firm', async () => {
    await kit.post(await kit.enquiry({ noConfirmation: true }));
    expect(await kit.database.db.selectFrom('email_outbox').select('kind').execute()).toEqual([{ kind: 'contact-notification' }]);
    const row = await kit.database.db.selectFrom('contact_submissions').select('no_confirmation').executeTakeFirstOrThrow();
    expect(Boolean(row.no_confirmation)).toBe(true);
  });

  it('confirms a visitor who chose phone without saying what the enquiry is about', async () => {
    await kit.post(
      await kit.enquiry({
        contactPreference: 'phone',
        phone: '07 3000 0000',
        bestTimeToCall: 'Weekday mornings',
        company: 'Acme Staffing',
      }),
    );
    const confirmation = await kit.database.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('kind', '=', 'contact-confirmation')
      .executeTakeFirstOrThrow();
    expect(confirmation.subject).toBe(`We have received your message - ${company.name}`);
    expect(confirmation.text_body).toContain('will call you, as you asked');
    for (const part of [confirmation.subject, confirmation.text_body, confirmation.html_body]) {
      expect(part).not.toMatch(/enquiry|M&(amp;)?A|sell|valu|Acme|Weekday|agency/i);
    }
  });

  it('stores an enquiry sent after the minimum fill time as a normal one', async () => {
    await kit.post(await kit.enquiry({ formStamp: issueFormStamp(signingKey, new Date(kit.clock.now.getTime() - 3_000)) }));
    const row = await kit.database.db.selectFrom('contact_submissions').select('spam_reason').executeTakeFirstOrThrow();
    expect(row.spam_reason).toBeNull();
    expect(await kit.count('email_outbox')).toBe(2);
  });

  it('refuses a too-fast form with a honeypot openly when its captcha fails, and stores nothing', async () => {
    const response = await kit.post(
      await kit.enquiry({
        website: 'https://spam.example',
        formStamp: issueFormStamp(signingKey, kit.clock.now),
        captcha: 'not base64 JSON at all',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'captcha-rejected' });
    expect(await kit.count('contact_submissions')).toBe(0);
  });

  it('asks for a reload when the form stamp is missing or forged', async () => {
    for (const formStamp of ['', '1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await kit.post(await kit.enquiry({ formStamp }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'form-expired', message: CONTACT_API_MESSAGES.formExpired });
    }
    expect(await kit.count('contact_submissions')).toBe(0);
  });

  it('accepts a form stamp for one enquiry only: sent again with a fresh captcha, it asks for a reload', async () => {
    const formStamp = issueFormStamp(signingKey, new Date(kit.clock.now.getTime() - 60_000));
    expect((await kit.post(await kit.enquiry({ formStamp }))).status).toBe(201);
    const second = await kit.enquiry({ formStamp, message: 'A second enquiry on the same page load.' });
    const again = await kit.post(second);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ ok: false, error: 'form-expired', message: CONTACT_API_MESSAGES.formExpired });
    expect(await kit.count('contact_submissions')).toBe(1);
    // The refused replay used nothing up: its captcha solution still works with a freshly shown form.
    const reloaded = issueFormStamp(signingKey, new Date(kit.clock.now.getTime() - 60_000));
    expect((await kit.post({ ...second, formStamp: reloaded })).status).toBe(201);
  });

  it('does not use up the stamp of an enquiry that was refused, so the visitor can correct it and send', async () => {
    const formStamp = issueFormStamp(signingKey, new Date(kit.clock.now.getTime() - 60_000));
    expect((await kit.post(await kit.enquiry({ formStamp, phone: 'abcdefghij' }))).status).toBe(422);
    expect((await kit.post(await kit.enquiry({ formStamp, phone: '07 3000 0000' }))).status).toBe(201);
  });

  it('asks for a reload when the form was shown more than two hours ago', async () => {
    const formStamp = issueFormStamp(signingKey, new Date(kit.clock.now.getTime() - 2 * 3600_000 - 1_000));
    const response = await kit.post(await kit.enquiry({ formStamp }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: 'form-expired', message: CONTACT_API_MESSAGES.formExpired });
    expect(await kit.count('contact_submissions')).toBe(0);
  });

  it('sends one confirmation per address an hour, without the visitor’s words, and the firm every enquiry', async () => {
    const message = 'Claim your prize at https://phish.example before Friday.';
    for (const email of ['target@example.com', 'TARGET@example.com', 'target@example.com']) {
      expect((await kit.post(await kit.enquiry({ email, company: 'Spam Staffing', message }))).status).toBe(201);
    }
    expect(await kit.count('contact_submissions')).toBe(3);
    const mails = await kit.sink.waitFor(4);
    const confirmations = mails.filter((mail) => mail.recipients[0]?.toLowerCase() === 'target@example.com');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.raw).not.toContain('phish.example');
    expect(confirmations[0]?.raw).not.toContain('Spam Staffing');
    expect(mails.filter((mail) => mail.recipients[0] === NOTIFY)).toHaveLength(3);

    kit.clock.now = new Date(kit.clock.now.getTime() + 3601_000);
    expect((await kit.post(await kit.enquiry({ email: 'target@example.com' }))).status).toBe(201);
    await kit.sink.waitFor(6);
    expect(kit.sink.received.filter((mail) => mail.recipients[0] === 'target@example.com')).toHaveLength(2);
  });

  it('keeps the enquiry when SMTP is down, answers "queued", and sends both e-mails once SMTP is back', async () => {
    await kit.sink.stop();
    const response = await kit.post(await kit.enquiry());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true, outcome: 'queued' });
    expect(await kit.count('contact_submissions')).toBe(1);
    const queued = await kit.database.db.selectFrom('email_outbox').selectAll().execute();
    expect(queued.map((email) => [email.status, email.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(queued.every((email) => (email.last_error ?? '').length > 0)).toBe(true);

    // Before the back-off has passed nothing is retried.
    expect(await processDueEmails(kit.database, kit.deps.mailer, { now: new Date() })).toEqual({ sent: 0, retry: 0, failed: 0 });

    await kit.sink.start();
    const later = new Date(Date.now() + 61_000);
    expect(await processDueEmails(kit.database, kit.deps.mailer, { now: later })).toEqual({ sent: 2, retry: 0, failed: 0 });
    expect(await processDueEmails(kit.database, kit.deps.mailer, { now: new Date(later.getTime() + 3_600_000) })).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
    });
    expect(kit.sink.received).toHaveLength(2);
    expect(kit.sink.received.map((mail) => mail.recipients[0]).sort()).toEqual(['jo@example.com.au', NOTIFY]);
  });

  it('keeps the enquiry when SMTP refuses the messages, and sends them once it accepts again', async () => {
    kit.sink.rejectWith = '451 4.3.0 Mailbox temporarily unavailable';
    const response = await kit.post(await kit.enquiry());
    expect(response.body).toEqual({ ok: true, outcome: 'queued' });
    const queued = await kit.database.db.selectFrom('email_outbox').select(['status', 'last_error']).execute();
    expect(queued.map((email) => email.status)).toEqual(['pending', 'pending']);
    expect(queued[0]?.last_error).toContain('Mailbox temporarily unavailable');

    kit.sink.rejectWith = null;
    await processDueEmails(kit.database, kit.deps.mailer, { now: new Date(Date.now() + 61_000) });
    expect(kit.sink.received).toHaveLength(2);
    const sent = await kit.database.db.selectFrom('email_outbox').select('status').execute();
    expect(sent.map((email) => email.status)).toEqual(['sent', 'sent']);
  });

  it('answers insert-failed when the database is unavailable, and stores nothing', async () => {
    // PostgreSQL: nothing listens on the port. SQLite: the file cannot be opened (disk or permissions).
    const unavailable: AppDatabase =
      dialect === 'postgres'
        ? openDatabase({ dialect: 'postgres', url: 'postgres://postgres@127.0.0.1:1/unreachable' })
        : {
            dialect: 'sqlite',
            db: new Kysely<Database>({
              dialect: new SqliteDialect({
                database: async () => {
                  throw new Error('SQLITE_CANTOPEN: unable to open database file');
                },
              }),
            }),
            close: async () => {},
          };
    kit.deps = { ...kit.deps, database: unavailable };
    const response = await kit.post(await kit.enquiry());
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ ok: false, error: 'insert-failed', message: CONTACT_API_MESSAGES.insertFailed });
    expect(response.headers.get('retry-after')).toBe('10');
    await unavailable.close();
    expect(await kit.count('contact_submissions')).toBe(0);
    expect(kit.sink.received).toHaveLength(0);
  });

  it('rolls back everything when the insert fails, so the same captcha solution works on retry', async () => {
    await sql`alter table contact_submissions rename to contact_submissions_away`.execute(kit.database.db);
    const body = await kit.enquiry();
    const failed = await kit.post(body);
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ error: 'insert-failed' });
    expect(await kit.count('email_outbox')).toBe(0);
    expect(await kit.count('used_captchas')).toBe(0);

    await sql`alter table contact_submissions_away rename to contact_submissions`.execute(kit.database.db);
    const retried = await kit.post(body);
    expect(retried.status).toBe(201);
    expect(await kit.count('contact_submissions')).toBe(1);
  });

  it('refuses header injection in the name before anything is stored or sent', async () => {
    const response = await kit.post(await kit.enquiry({ name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes' }));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ fieldErrors: { name: ['Name must be on one line, without control characters.'] } });
    expect(await kit.count('contact_submissions')).toBe(0);
    expect(await kit.count('email_outbox')).toBe(0);
    expect(kit.sink.received).toHaveLength(0);
  });

  it('refuses header injection in the e-mail address as an invalid address', async () => {
    const response = await kit.post(await kit.enquiry({ email: 'jo@example.com\r\nBcc: victim@example.com' }));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ fieldErrors: { email: ['Please enter a valid email address.'] } });
    expect(kit.sink.received).toHaveLength(0);
  });

  it('answers 429 with a clear message once an address passes the rate limit, and lets it in again after the window', async () => {
    kit.deps = { ...kit.deps, rateLimit: { max: 2, windowSeconds: 600 } };
    expect((await kit.post(await kit.enquiry())).status).toBe(201);
    expect((await kit.post(await kit.enquiry())).status).toBe(201);
    const limited = await kit.post(await kit.enquiry());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    expect(limited.body).toEqual({
      ok: false,
      error: 'rate-limited',
      message: `Too many enquiries have been sent from your connection. Please try again in 10 minutes, or call us on ${company.phone}.`,
      retryAfterSeconds: 600,
    });
    expect(await kit.count('contact_submissions')).toBe(2);

    expect((await kit.post(await kit.enquiry(), { address: '198.51.100.9' })).status).toBe(201);

    kit.clock.now = new Date(kit.clock.now.getTime() + 601_000);
    expect((await kit.post(await kit.enquiry())).status).toBe(201);
  });

  it('accepts test-mode tokens from the challenge endpoint once each (CAPTCHA_PROVIDER=test)', async () => {
    const { issueChallenge } = await import('#src/platform/captcha/captcha.server.ts');
    kit.deps = { ...kit.deps, captcha: { settings: { ...altcha, provider: 'test' }, signingKey } };
    const answer = await issueChallenge(kit.deps.captcha);
    if (answer?.provider !== 'test') throw new Error('expected a test token');
    const body = await kit.enquiry({ captcha: answer.token });
    expect((await kit.post(body)).status).toBe(201);
    expect((await kit.post(body)).body).toMatchObject({ error: 'captcha-rejected' });
    expect((await kit.post(await kit.enquiry({ captcha: `${answer.token.slice(0, -2)}xx` }))).body).toMatchObject({
      error: 'captcha-rejected',
    });
  });
});

describe.each(testDialects)('enquiries to the CRM by webhook on %s', (dialect) => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await createKit(dialect);
    await insertEndpoint(kit.database.db, 'https://crm.example.com/hooks', { events: ['enquiry.created'] });
  });
  afterEach(async () => {
    kit.deps.mailer.transport.close();
    await kit.sink.stop();
    await kit.database.dispose();
  });

  const events = () => kit.database.db.selectFrom('webhook_events').selectAll().execute();

  it('queues enquiry.created with the enquiry: its fields, where it came from and the answers, flat', async () => {
    await kit.post(
      await kit.enquiry({
        name: 'Jo van der Berg',
        company: 'Berg Staffing',
        phone: '0400 111 222',
        source: {
          landingPath: '/services',
          referrerHost: 'www.google.com',
          utmSource: 'google',
          utmMedium: 'cpc',
          utmCampaign: 'q4',
          formPath: '/contact',
        },
        calculator: { profit: 750_000, multiple: 4.5 },
        revenueBand: '2m-10m',
        headcountBand: 'rather-not-say',
        sellTimeframe: 'within-12-months',
        contactPreference: 'phone',
        bestTimeToCall: 'Mornings',
      }),
    );
    const enquiry = await kit.database.db
      .selectFrom('contact_submissions')
      .select(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const [event] = await events();
    expect(event).toMatchObject({ type: 'enquiry.created', subject_id: enquiry.id });
    expect(JSON.parse(event?.body ?? '{}')).toEqual({
      type: 'enquiry.created',
      timestamp: kit.clock.now.toISOString(),
      data: {
        enquiry_id: enquiry.id,
        received_at: kit.clock.now.toISOString(),
        name: 'Jo van der Berg',
        first_name: 'Jo',
        last_name: 'van der Berg',
        email: 'jo@example.com.au',
        phone: '0400 111 222',
        company: 'Berg Staffing',
        message: 'We are thinking about selling our agency next year.',
        status: 'new',
        priority: 'medium',
        assigned_to_name: null,
        assigned_to_email: null,
        possible_spam: false,
        lead_source: 'google',
        landing_page: '/services',
        referrer: 'www.google.com',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'q4',
        form_page: '/contact',
        calculator_profit: 750_000,
        calculator_multiple: 4.5,
        calculator_value_low: 2_250_000,
        calculator_value_high: 4_500_000,
        revenue_band: '$2–10 million',
        headcount_band: "I'd rather not say",
        workforce_mix: null,
        sell_timeframe: 'Within 12 months',
        contact_preference: 'phone',
        best_time_to_call: 'Mornings',
        admin_url: `https://www.example.com.au/admin/contact-submissions?enquiry=${enquiry.id}`,
      },
    });
    expect(await kit.database.db.selectFrom('webhook_deliveries').select('status').execute()).toEqual([{ status: 'pending' }]);
  });

  it('queues none for suspected spam, and marks a too-fast enquiry as possible spam', async () => {
    await kit.post(await kit.enquiry({ website: 'https://spam.example' }));
    expect(await events()).toEqual([]);
    await kit.post(await kit.enquiry({ formStamp: issueFormStamp(signingKey, new Date(kit.clock.now.getTime() - 1_000)) }));
    const [event] = await events();
    expect(JSON.parse(event?.body ?? '{}').data).toMatchObject({ possible_spam: true });
  });

  it('stores no enquiry when its event cannot be queued: one transaction, so neither is lost alone', async () => {
    await sql`alter table webhook_events rename to webhook_events_away`.execute(kit.database.db);
    const body = await kit.enquiry();
    expect((await kit.post(body)).body).toMatchObject({ error: 'insert-failed' });
    expect(await kit.count('contact_submissions')).toBe(0);
    expect(await kit.count('email_outbox')).toBe(0);
    await sql`alter table webhook_events_away rename to webhook_events`.execute(kit.database.db);
    expect((await kit.post(body)).status).toBe(201);
    expect(await events()).toHaveLength(1);
  });
});
