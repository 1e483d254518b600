import { afterEach, describe, expect, it } from 'vitest';
import { insertSubmission } from '../features/submissions/permission-rows.testing.ts';
import { createTestDatabase, type TestDatabase, testDialects } from '../platform/db/database.testing.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { createLogger } from '../platform/log.ts';
import { startHousekeeping } from './housekeeping.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects)('the server housekeeping on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('purges enquiries deleted more than 30 days ago at start, with their e-mails, and keeps the rest', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database);
    const old = await insertSubmission(database.db, { deletedAt: new Date(Date.now() - 31 * DAY), withEmail: true });
    const recent = await insertSubmission(database.db, { deletedAt: new Date(Date.now() - 29 * DAY) });
    const live = await insertSubmission(database.db, { createdAt: new Date(Date.now() - 400 * DAY) });
    const lines: string[] = [];
    const housekeeping = startHousekeeping({ database, log: createLogger('info', (line) => lines.push(line)) });
    await housekeeping.stop();
    const left = await database.db.selectFrom('contact_submissions').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id).sort()).toEqual([recent.submission, live.submission].sort());
    expect(await database.db.selectFrom('email_outbox').select('id').where('related_id', '=', old.submission).execute()).toEqual(
      [],
    );
    expect(lines.join('\n')).toContain('deleted enquiries purged for good');
  });
});
