import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from './database.testing.ts';
import { migrateToLatest, migrationsFor } from './migrate.ts';

const EXPECTED_TABLES = [
  'account_links',
  'accounts',
  'analytics_daily',
  'analytics_monthly',
  'analytics_salts',
  'analytics_visitors',
  'audit_log',
  'auth_rate_limits',
  'booking_blocks',
  'booking_day_counts',
  'booking_settings',
  'bookings',
  'contact_submissions',
  'content_version',
  'email_outbox',
  'insight_former_ids',
  'insight_revisions',
  'insights',
  'newsletter_campaigns',
  'newsletter_deliveries',
  'newsletter_subscribers',
  'page_copy',
  'page_copy_revisions',
  'rate_limits',
  'redirects',
  'seed_history',
  'seen_devices',
  'sessions',
  'site_settings',
  'site_settings_revisions',
  'staff_availability',
  'submission_notes',
  'team_member_revisions',
  'team_members',
  'two_factors',
  'used_captchas',
  'users',
  'verifications',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_endpoints',
  'webhook_events',
  'website_images',
];

/**
 * Every migration installs may have applied (all that reached main), in the order they ran: the order
 * check below holds each in its place. Append a new one here when it merges into main.
 */
const SHIPPED_MIGRATIONS = [
  '001-initial-schema',
  '002-enquiry-protection',
  '003-auth-security',
  '004-one-rate-limit-table',
  '006-team-and-inbox',
  '008-content-version',
  '009-insight-editing',
  '010-image-library',
  '011-insight-search',
  '012-totp-last-step',
  '013-session-reauthentication',
  '014-account-links',
  '015-seen-devices-and-audit-names',
  '016-enquiry-leads',
  '017-analytics',
  '018-site-settings',
  '019-redirects',
  '020-content-model',
  '021-article-model',
  '022-page-copy',
  '023-insight-revision-seo',
  '024-rich-paragraphs',
  '025-webhooks',
  '026-bookings',
  '027-visitor-data-cleanup',
  '028-newsletter',
];
/** The number a new migration takes: one above the highest shipped. */
const NEXT_NUMBER = String(Number(SHIPPED_MIGRATIONS.at(-1)?.slice(0, 3)) + 1).padStart(3, '0');

const NAMING_RULE =
  'a new migration takes the next free number after the highest (three digits, never a gap such as 005 or 007): ' +
  'Kysely refuses to start an install when a migration it has not applied sorts before one it has';

/** What is wrong with a list of migration names, in run order, against the shipped ones; empty when nothing. */
function migrationOrderProblems(names: string[], shipped: string[]): string[] {
  const problems: string[] = [];
  const number = (name: string) => Number(name.slice(0, 3));
  for (const name of names) {
    if (!/^\d{3}-[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) problems.push(`${name} is not named NNN-words-with-dashes: ${NAMING_RULE}`);
  }
  names.forEach((name, index) => {
    const previous = names[index - 1];
    if (previous !== undefined && number(name) <= number(previous)) {
      problems.push(`${name} comes after ${previous} but is not numbered above it: ${NAMING_RULE}`);
    }
  });
  shipped.forEach((name, index) => {
    if (names[index] !== name) {
      problems.push(`${names[index] ?? 'nothing'} stands where the shipped ${name} ran: ${NAMING_RULE}`);
    }
  });
  return problems;
}

describe('migration names', () => {
  it('keep every shipped migration in place and number each new one above the highest', () => {
    expect(migrationOrderProblems(Object.keys(migrationsFor('sqlite')), SHIPPED_MIGRATIONS)).toEqual([]);
  });

  it('are the same on both dialects and cover every migration file', () => {
    const files = readdirSync(new URL('./migrations/', import.meta.url))
      .filter((file) => /^\d/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrationsFor('postgres'))).toEqual(Object.keys(migrationsFor('sqlite')));
    expect(Object.keys(migrationsFor('sqlite'))).toEqual(files);
  });

  it.each([
    ['a gap filled (005)', [...SHIPPED_MIGRATIONS.slice(0, 4), '005-late-branch', ...SHIPPED_MIGRATIONS.slice(4)]],
    ['a number below the highest put last', [...SHIPPED_MIGRATIONS, '007-late-branch']],
    ['a number used twice', [...SHIPPED_MIGRATIONS, `${SHIPPED_MIGRATIONS.at(-1)?.slice(0, 3)}-second-change`]],
    ['a name without three digits', [...SHIPPED_MIGRATIONS, '12-short-number']],
    ['a shipped migration renamed', SHIPPED_MIGRATIONS.map((name) => (name === '016-enquiry-leads' ? '016-leads' : name))],
    ['a shipped migration removed', SHIPPED_MIGRATIONS.filter((name) => name !== '025-webhooks')],
  ])('are refused with the naming rule for %s', (_case, names) => {
    const problems = migrationOrderProblems(names, SHIPPED_MIGRATIONS);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toContain('next free number after the highest');
  });

  it('accept the next free number after the highest', () => {
    expect(NEXT_NUMBER).toMatch(/^\d{3}$/);
    expect(migrationOrderProblems([...SHIPPED_MIGRATIONS, `${NEXT_NUMBER}-next-area`], SHIPPED_MIGRATIONS)).toEqual([]);
  });
});

describe.each(testDialects)('migrations on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('creates every table from an empty database, and a second run applies nothing', async () => {
    database = await createTestDatabase(dialect);
    const first = await migrateToLatest(database);
    expect(first.applied).toEqual(Object.keys(migrationsFor(dialect)));
    // SQLite's full-text index of insights (migration 011) is a virtual table with shadow tables of its own.
    const tables = (await database.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith('insights_search'))
      .sort();
    expect(tables).toEqual(EXPECTED_TABLES);
    expect((await migrateToLatest(database)).applied).toEqual([]);
  });

  it('fills in defaults: new enquiries are status new and priority medium', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database);
    await database.db
      .insertInto('contact_submissions')
      .values({ id: 'a', name: 'Jo Smith', email: 'jo@example.com', company: null, phone: null, message: 'Hello there, world' })
      .execute();
    const row = await database.db.selectFrom('contact_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'new', priority: 'medium', spam_reason: null, deleted_at: null });
    expect(new Date(row.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    [
      'an unknown enquiry status',
      `insert into contact_submissions (id, name, email, message, status) values ('b', 'n', 'e@x.io', 'm', 'archived')`,
    ],
    [
      'an unknown priority',
      `insert into contact_submissions (id, name, email, message, priority) values ('c', 'n', 'e@x.io', 'm', 'urgent')`,
    ],
    ['an unknown role', `insert into users (id, email, role) values ('u', 'a@x.io', 'owner')`],
    [
      'an unknown insight status',
      `insert into insights (id, title, excerpt, content, category, read_time, date, author, status) values ('i', 't', 'e', 'c', 'c', '1 min read', '2025-01-01', 'a', 'archived')`,
    ],
    [
      'an unknown spam reason',
      `insert into contact_submissions (id, name, email, message, spam_reason) values ('e', 'n', 'e@x.io', 'm', 'rude')`,
    ],
    ['a missing enquiry message', `insert into contact_submissions (id, name, email) values ('d', 'n', 'e@x.io')`],
    [
      'a session for no user',
      `insert into sessions (id, token, user_id, expires_at) values ('s', 't', 'nobody', '2030-01-01T00:00:00Z')`,
    ],
  ])('refuses %s', async (_case, statement) => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database);
    await expect(sql.raw(statement).execute(database.db)).rejects.toThrow();
  });

  it('keeps enquiries and team members written before 006, which adds spam, soft delete and stored photos', async () => {
    database = await createTestDatabase(dialect);
    const migrations = migrationsFor(dialect);
    const { Migrator } = await import('kysely/migration');
    const partial = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '006')) },
    });
    expect((await partial.migrateToLatest()).error).toBeUndefined();
    await sql
      .raw(`insert into contact_submissions (id, name, email, message) values ('old', 'Jo', 'jo@x.io', 'An older enquiry')`)
      .execute(database.db);
    await sql.raw(`insert into team_members (id, name, role) values ('m', 'Sam', 'Director')`).execute(database.db);
    expect((await migrateToLatest(database)).applied).toContain('006-team-and-inbox');
    expect(
      await database.db.selectFrom('contact_submissions').select(['id', 'spam_reason', 'deleted_at', 'search_text']).execute(),
    ).toEqual([{ id: 'old', spam_reason: null, deleted_at: null, search_text: 'jo\njo@x.io\n\nan older enquiry' }]);
    expect(await database.db.selectFrom('team_members').select(['id', 'stored_image']).execute()).toEqual([
      { id: 'm', stored_image: null },
    ]);
  });

  it('moves enquiries kept as too fast before 016 into the inbox with their reason, and leaves honeypot ones as spam', async () => {
    database = await createTestDatabase(dialect);
    const migrations = migrationsFor(dialect);
    const { Migrator } = await import('kysely/migration');
    const partial = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '016')) },
    });
    expect((await partial.migrateToLatest()).error).toBeUndefined();
    await sql
      .raw(
        `insert into contact_submissions (id, name, email, message, spam_reason) values ('fast', 'Jo', 'jo@x.io', 'Autofilled', 'too-fast'), ('bot', 'Bot', 'b@x.io', 'Spam', 'honeypot'), ('ok', 'Sam', 's@x.io', 'Hello', null)`,
      )
      .execute(database.db);
    expect((await migrateToLatest(database)).applied).toContain('016-enquiry-leads');
    const rows = await database.db
      .selectFrom('contact_submissions')
      .select(['id', 'spam_reason', 'possible_spam_reason', 'utm_source', 'assigned_to', 'first_response_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: 'bot',
        spam_reason: 'honeypot',
        possible_spam_reason: null,
        utm_source: null,
        assigned_to: null,
        first_response_at: null,
      },
      {
        id: 'fast',
        spam_reason: null,
        possible_spam_reason: 'too-fast',
        utm_source: null,
        assigned_to: null,
        first_response_at: null,
      },
      { id: 'ok', spam_reason: null, possible_spam_reason: null, utm_source: null, assigned_to: null, first_response_at: null },
    ]);
  });

  it('gives insights written before 009 their publish time (midnight in Brisbane of their date) and search text', async () => {
    database = await createTestDatabase(dialect);
    const migrations = migrationsFor(dialect);
    const { Migrator } = await import('kysely/migration');
    const partial = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '009')) },
    });
    expect((await partial.migrateToLatest()).error).toBeUndefined();
    await sql
      .raw(
        `insert into insights (id, title, excerpt, content, category, read_time, date, status, author) values ('old', 'Old Title', 'Old Excerpt', '<p>Body <strong>Text</strong></p>', 'valuation', '5 min read', '2025-03-05', 'published', 'David Calder')`,
      )
      .execute(database.db);
    expect((await migrateToLatest(database)).applied).toContain('009-insight-editing');
    const row = await database.db.selectFrom('insights').select(['publish_at', 'search_text']).executeTakeFirstOrThrow();
    expect(new Date(row.publish_at ?? 0).toISOString()).toBe('2025-03-04T14:00:00.000Z');
    expect(row.search_text).toBe('old title\nold excerpt\n body text ');
  });

  it('keeps images written before 010, which adds stored files, Unsplash attribution and the decorative flag', async () => {
    database = await createTestDatabase(dialect);
    const migrations = migrationsFor(dialect);
    const { Migrator } = await import('kysely/migration');
    const partial = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '010')) },
    });
    expect((await partial.migrateToLatest()).error).toBeUndefined();
    await sql
      .raw(`insert into website_images (id, filename, public_url, image_source) values ('i', 'a.svg', '/a.svg', 'uploaded')`)
      .execute(database.db);
    expect((await migrateToLatest(database)).applied).toContain('010-image-library');
    const row = await database.db
      .selectFrom('website_images')
      .select(['id', 'stored_image', 'unsplash', 'is_decorative'])
      .executeTakeFirstOrThrow();
    expect({ ...row, is_decorative: Boolean(row.is_decorative) }).toEqual({
      id: 'i',
      stored_image: null,
      unsplash: null,
      is_decorative: false,
    });
  });

  it('indexes the insights search: a trigram full-text table on SQLite, a trigram GIN index on PostgreSQL', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database);
    const query =
      dialect === 'sqlite'
        ? sql`select name from sqlite_master where name = 'insights_search'`
        : sql`select indexname as name from pg_indexes where indexname = 'insights_search_trgm_idx'`;
    expect((await query.execute(database.db)).rows).toHaveLength(1);
  });

  it('accepts a user without a role', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database);
    await sql.raw(`insert into users (id, email) values ('u1', 'norole@example.com')`).execute(database.db);
    const user = await database.db.selectFrom('users').select('role').executeTakeFirstOrThrow();
    expect(user.role).toBeNull();
  });

  // Another site or test may keep its own migrations in another schema of the same PostgreSQL database.
  it.skipIf(dialect === 'sqlite')('is not confused by migration tables in another schema of the database', async () => {
    const neighbour = await createTestDatabase(dialect);
    try {
      await migrateToLatest(neighbour);
      database = await createTestDatabase(dialect);
      expect((await migrateToLatest(database)).applied).toEqual(Object.keys(migrationsFor(dialect)));
    } finally {
      await neighbour.dispose();
    }
  });
});
