// Test helper: the whole composition root on a fresh database with test-mode captcha tokens, a
// visitor's subscription through the public endpoint, the links of the e-mails it sent, and the
// confirm and unsubscribe pages opened as Astro would open them.
import { sql } from 'kysely';
import { createTestCaptchaToken } from '#src/platform/captcha/test-token.server.ts';
import { createMigratedTestDatabase } from '#src/platform/db/database.testing.ts';
import type { Dialect } from '#src/platform/db/database.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { TEST_ORIGIN } from '../auth/auth.testing.ts';
import { issueFormStamp } from '../contact/form-stamp.server.ts';
import { CONFIRMATION_KIND } from './emails.ts';
import { loadConfirmPage, loadNewsletterPage, loadUnsubscribePage } from './public-page.server.ts';
import { handleSubscribePost } from './subscribe-endpoint.server.ts';

export type NewsletterKit = Awaited<ReturnType<typeof createNewsletterKit>>;

export interface PageRequest {
  method?: 'GET' | 'POST';
  body?: string | FormData;
  /** null: no Origin header (a mail provider's one-click POST). */
  origin?: string | null;
  contentType?: string | null;
  address?: string;
}

export async function createNewsletterKit(dialect: Dialect, env: Record<string, string> = {}) {
  const database = await createMigratedTestDatabase(dialect);
  const services = await createTestServices(database, {
    env: { CAPTCHA_PROVIDER: 'test', CONTACT_RATE_LIMIT: '1000/10m', CONTACT_MIN_FILL_SECONDS: '3', ...env },
  });
  const deps = services.contact;
  const db = database.db;

  const open = async <Page>(
    loader: (astro: never) => Promise<Page>,
    path: string,
    params: Record<string, string>,
    init: PageRequest = {},
  ): Promise<Page> => {
    const headers = new Headers();
    if (init.origin !== null && init.method === 'POST') headers.set('origin', init.origin ?? TEST_ORIGIN);
    if (init.contentType !== null && typeof init.body === 'string') {
      headers.set('content-type', init.contentType ?? 'application/x-www-form-urlencoded');
    }
    const request = new Request(`${TEST_ORIGIN}${path}`, { method: init.method ?? 'GET', headers, body: init.body });
    const astro = {
      locals: { services, clientAddress: init.address ?? '203.0.113.9', staff: null } as unknown as App.Locals,
      params,
      url: new URL(request.url),
      request,
      response: { headers: new Headers() } as { status?: number; headers: Headers },
      csp: undefined,
    };
    return loader(astro as never);
  };

  const kit = {
    database,
    services,
    deps,
    db,
    /** A well-formed subscription with a fresh captcha token and a stamp issued a minute ago. */
    request(overrides: Record<string, unknown> = {}): Record<string, unknown> {
      return {
        email: 'reader@example.com.au',
        name: 'Robin Reader',
        page: '/resources/insights/selling-your-agency',
        captcha: createTestCaptchaToken(deps.captcha.signingKey),
        website: '',
        formStamp: issueFormStamp(deps.captcha.signingKey, new Date(Date.now() - 60_000)),
        ...overrides,
      };
    },
    async post(
      body: unknown,
      options: { address?: string; origin?: string | null; contentType?: string } = {},
    ): Promise<{
      status: number;
      body: { ok: boolean; message: string; error?: string; fieldErrors?: Record<string, string[]> };
    }> {
      const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
      if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
      const request = new Request(`${TEST_ORIGIN}/api/newsletter/subscribe`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const response = await handleSubscribePost(request, options.address ?? '203.0.113.7', deps);
      return { status: response.status, body: await response.json() };
    },
    /** The confirmation links e-mailed to `email`, oldest first. */
    async confirmationTokens(email: string): Promise<string[]> {
      const rows = await db
        .selectFrom('email_outbox')
        .select('text_body')
        .where('kind', '=', CONFIRMATION_KIND)
        .where('to_address', '=', email)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => /\/newsletter\/confirm\/([\w-]{43})/.exec(row.text_body)?.[1] ?? '');
    },
    confirmPage: (token: string, init?: PageRequest) => open(loadConfirmPage, `/newsletter/confirm/${token}`, { token }, init),
    unsubscribePage: (token: string, init?: PageRequest) => open(loadUnsubscribePage, `/unsubscribe/${token}`, { token }, init),
    newsletterPage: (init?: PageRequest) => open(loadNewsletterPage, '/newsletter', {}, init),
    async subscriber(email: string) {
      return db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
    },
    /** Every subscriber row and outbox row, to show that a refusal changed nothing. */
    async snapshot() {
      return {
        subscribers: await db.selectFrom('newsletter_subscribers').selectAll().orderBy('id').execute(),
        emails: Number(
          (await db.selectFrom('email_outbox').select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
        ),
      };
    },
    /** Subscribes and confirms `email`; returns the subscriber row. */
    async subscribed(email: string) {
      const answer = await kit.post(kit.request({ email }));
      if (answer.status !== 202) throw new Error(answer.body.message);
      const [token] = await kit.confirmationTokens(email);
      await kit.confirmPage(token ?? '', { method: 'POST', body: 'confirm=yes' });
      const row = await kit.subscriber(email);
      if (row?.status !== 'subscribed') throw new Error(`${email} is ${row?.status}`);
      return row;
    },
    dispose: () => database.dispose(),
  };
  return kit;
}
