// Test helper: a newsletter sender over a test database talking SMTP to a sink, subscribers made in
// bulk, and a campaign queued from a published insight as the editor's button queues it.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { createLogger } from '#src/platform/log.ts';
import type { DkimSettings } from '#src/platform/mail/settings.ts';
import { createSmtpTransport } from '#src/platform/mail/transport.server.ts';
import { insertInsight } from '../insights/permission-rows.testing.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { campaignEmailFor, createCampaign } from './campaigns.server.ts';
import type { SenderDependencies } from './sender.server.ts';
import { newToken } from './tokens.server.ts';

export const TEST_SITE_URL = 'https://www.example.com.au';

export function senderFor(
  database: AppDatabase,
  smtpUrl: string,
  options: { ratePerMinute?: number; leaseSeconds?: number; dkim?: DkimSettings } = {},
): SenderDependencies {
  return {
    database,
    mailer: {
      transport: createSmtpTransport(smtpUrl, options.dkim),
      from: `"${DEFAULT_COMPANY.name}" <news@calderrowe.com.au>`,
      policy: { maxAttempts: 3, retryBaseSeconds: 60, leaseSeconds: options.leaseSeconds ?? 120 },
    },
    siteUrl: TEST_SITE_URL,
    siteSettings: async () => DEFAULT_COMPANY,
    ratePerMinute: options.ratePerMinute ?? 100_000,
    log: createLogger('silent'),
  };
}

/** `count` confirmed subscribers, reader-0@… upwards, written in batches. */
export async function insertSubscribers(db: Kysely<Database>, count: number, prefix = 'reader'): Promise<string[]> {
  const now = new Date();
  const emails = Array.from({ length: count }, (_, index) => `${prefix}-${index}@example.com.au`);
  for (let start = 0; start < count; start += 250) {
    await db
      .insertInto('newsletter_subscribers')
      .values(
        emails.slice(start, start + 250).map((email) => ({
          id: randomUUID(),
          email,
          status: 'subscribed' as const,
          consent_at: now,
          consent_source: '/resources/insights',
          consent_wording: 'One e-mail when we publish a new insight.',
          confirmed_at: now,
          unsubscribe_token: newToken(),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return emails;
}

const STAFF = { id: 'editor-1', email: 'editor@calderrowe.com.au', name: 'Eddie Editor', role: 'editor' } as const;

/** A published insight sent as a newsletter now; returns the campaign's id. */
export async function queueCampaign(db: Kysely<Database>, sendAt: Date | null = null): Promise<string> {
  const { insight = '' } = await insertInsight(db, { status: 'published', title: 'Selling Your Agency' });
  await db
    .updateTable('insights')
    .set({
      content:
        '<p>Read <a href="/resources/valuation-calculator">our calculator</a> first.</p><p><img src="/images/chart.png" alt="Chart"></p>',
    })
    .where('id', '=', insight)
    .execute();
  const email = await campaignEmailFor(db, insight, DEFAULT_COMPANY, TEST_SITE_URL);
  return createCampaign(db, STAFF as never, insight, email, sendAt, new Date());
}
