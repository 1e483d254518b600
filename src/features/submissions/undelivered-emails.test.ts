import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../platform/db/database.testing.ts';
import { migrateToLatest } from '../../platform/db/migrate.ts';
import type { OutboxStatus } from '../../platform/db/schema.ts';
import { listUndeliveredEmails } from './undelivered-emails.server.ts';

describe.each(testDialects)('undelivered enquiry e-mails on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function addEmail(
    id: string,
    status: OutboxStatus,
    attempts: number,
    createdAt: string,
    lastError: string | null = null,
  ) {
    await database.db
      .insertInto('email_outbox')
      .values({
        id,
        kind: 'confirmation',
        to_address: `${id}@example.com`,
        subject: `Subject ${id}`,
        text_body: 'text',
        html_body: '<p>html</p>',
        reply_to: null,
        related_id: null,
        status,
        attempts,
        next_attempt_at: '2026-01-01T00:10:00.000Z',
        locked_until: null,
        last_error: lastError,
        sent_at: status === 'sent' ? createdAt : null,
        created_at: createdAt,
      })
      .execute();
  }

  it('lists failed e-mails and those waiting to retry, newest first, and leaves out sent and untried ones', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database);
    await addEmail('sent', 'sent', 1, '2026-01-01T00:00:00.000Z');
    await addEmail('fresh', 'pending', 0, '2026-01-01T00:01:00.000Z');
    await addEmail('retrying', 'pending', 2, '2026-01-01T00:02:00.000Z', 'connect ECONNREFUSED 127.0.0.1:25');
    await addEmail('failed', 'failed', 10, '2026-01-01T00:03:00.000Z', '550 mailbox unavailable');

    const rows = await listUndeliveredEmails(database.db);
    expect(rows.map((row) => [row.id, row.status, row.attempts, row.lastError])).toEqual([
      ['failed', 'failed', 10, '550 mailbox unavailable'],
      ['retrying', 'pending', 2, 'connect ECONNREFUSED 127.0.0.1:25'],
    ]);
    expect(rows[1]?.nextAttemptAt).toBe('2026-01-01T00:10:00.000Z');
  });
});
