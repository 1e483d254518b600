import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { insertSubmission } from './permission-rows.testing.ts';
import { responseFacts, responseTimes } from './response-times.server.ts';

const brisbane = (local: string) => new Date(`${local}:00+10:00`);

describe.each(testDialects)('enquiry response times on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function enquiry(received: string, answered: string | null, values: Parameters<typeof insertSubmission>[1] = {}) {
    const { submission } = await insertSubmission(database.db, { createdAt: brisbane(received), ...values });
    if (answered) {
      await database.db
        .updateTable('contact_submissions')
        .set({ status: 'in-progress', first_response_at: brisbane(answered) })
        .where('id', '=', submission)
        .execute();
    }
  }

  it('takes the median first response of the last 30 days in business hours, and the oldest New one still waiting', async () => {
    database = await createMigratedTestDatabase(dialect);
    const now = brisbane('2026-05-06T12:00');
    await enquiry('2026-05-05T09:00', '2026-05-05T10:00'); // 1 business hour
    await enquiry('2026-05-01T16:00', '2026-05-05T10:00'); // Friday 1 h, Labour Day Monday off, Tuesday 1 h: 2
    await enquiry('2026-05-05T16:30', '2026-05-06T09:30'); // 0.5 + 0.5: 1
    await enquiry('2026-03-01T09:00', '2026-03-20T09:00'); // outside the 30 days
    await enquiry('2026-05-06T08:00', null); // waiting: 3 business hours by noon
    await enquiry('2026-05-06T10:00', null);
    await enquiry('2026-05-01T10:00', null, { spamReason: 'honeypot' }); // not in the inbox
    expect(await responseTimes(database.db, now)).toEqual({
      oldestWaitingHours: 3,
      medianFirstResponseHours: 1,
      answeredInWindow: 3,
    });
    expect(await responseFacts(database.db, now)).toEqual([
      'Oldest waiting: 3 business hours',
      'Median first response (last 30 days): 1 business hour',
    ]);
  });

  it('says nobody is waiting and nothing was answered on a quiet month', async () => {
    database = await createMigratedTestDatabase(dialect);
    expect(await responseFacts(database.db, brisbane('2026-05-06T12:00'))).toEqual([
      'Nobody is waiting',
      'No enquiries answered in the last 30 days',
    ]);
  });
});
