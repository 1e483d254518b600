// `npm run bench:inbox`: the admin's enquiry inbox and team list with 10,000 enquiries (plus 250
// suspected spam, 250 deleted and two outbox e-mails each; each with its source, one in five with
// two internal notes) and 50 team members, on SQLite and on
// PostgreSQL. Each request goes through the real endpoint in this process (session lookup, policy,
// query, JSON or CSV), so the times are server time without the network. Budgets (issue 11): every
// list answer under 100 ms at the 95th percentile, the CSV export of 10,000 rows under 2 s. Writes
// the results into bench/README.md and fails when a budget is missed.
//
// PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL names a database the benchmark may
// create a schema in.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { type Insertable, sql } from 'kysely';
import type { AdminEndpoint } from '../src/features/admin/admin-endpoint.server.ts';
import { adminCaller } from '../src/features/admin/admin-request.testing.ts';
import { signedInAs } from '../src/features/auth/auth.testing.ts';
import type { ContactSubmissionsTable } from '../src/features/contact/tables.ts';
import {
  exportSubmissionsEndpoint,
  getSubmissionEndpoint,
  listSubmissionsEndpoint,
} from '../src/features/submissions/submission-endpoints.server.ts';
import type { SubmissionNotesTable } from '../src/features/submissions/tables.ts';
import type { TeamMembersTable } from '../src/features/team/tables.ts';
import { listTeam } from '../src/features/team/team-endpoints.server.ts';
import type { openDatabase } from '../src/platform/db/database.ts';
import type { Database, EmailOutboxTable } from '../src/platform/db/schema.ts';
import {
  type BenchDialect,
  onEveryDatabase,
  reportEndpointTimings,
  type Timing,
  timeRequest,
  withBenchServices,
} from './endpoint-timing.ts';

const ENQUIRIES = 10_000;
const SPAM = 250;
const DELETED = 250;
const TEAM = 50;
const LIST_BUDGET_MS = 100;
const EXPORT_BUDGET_MS = 2000;
const LIST_RUNS = 40;
const EXPORT_RUNS = 5;

const STATUSES = ['new', 'in-progress', 'completed', 'closed'] as const;
const PRIORITIES = ['low', 'medium', 'high'] as const;
const WORDS =
  'we are looking at selling our recruitment agency within two years permanent placement temp labour hire payroll margin contractors clients offices Brisbane Sydney Melbourne growth EBITDA valuation succession buyer confidential discussion team revenue'.split(
    ' ',
  );

/** A deterministic sequence, so every run seeds the same data. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const SOURCES = [
  { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'q4', referrer_host: 'www.linkedin.com' },
  { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: 'www.google.com' },
  { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'march', referrer_host: null },
  { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null },
] as const;

function enquiries(): {
  submissions: Insertable<ContactSubmissionsTable>[];
  emails: Insertable<EmailOutboxTable>[];
  notes: Insertable<SubmissionNotesTable>[];
} {
  const next = sequence(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const submissions: Insertable<ContactSubmissionsTable>[] = [];
  const emails: Insertable<EmailOutboxTable>[] = [];
  const notes: Insertable<SubmissionNotesTable>[] = [];
  const start = Date.parse('2024-01-01T00:00:00Z');
  const total = ENQUIRIES + SPAM + DELETED;
  for (let index = 0; index < total; index += 1) {
    const id = randomUUID();
    const at = new Date(start + index * 90 * 60 * 1000);
    const message = Array.from({ length: 40 + Math.floor(next() * 120) }, () => pick(WORDS)).join(' ');
    submissions.push({
      id,
      name: `Visitor ${index}`,
      email: `visitor${index}@example.com.au`,
      company: index % 3 === 0 ? null : `${pick(['Apex', 'Bluegum', 'Harbour', 'Summit', 'Wattle'])} Staffing ${index % 97}`,
      phone: index % 2 === 0 ? '07 3000 0000' : null,
      message,
      status: pick(STATUSES),
      priority: pick(PRIORITIES),
      spam_reason: index >= ENQUIRIES && index < ENQUIRIES + SPAM ? 'honeypot' : null,
      deleted_at: index >= ENQUIRIES + SPAM ? at : null,
      created_at: at,
      updated_at: at,
      ...pick(SOURCES),
      landing_path: pick(['/', '/resources/insights/how-recruitment-businesses-are-valued-ebitda-multiples', '/services']),
      form_path: '/contact',
      ...(index % 7 === 0 && {
        calculator_profit: 750_000,
        calculator_multiple: 4.5,
        calculator_value_low: 2_250_000,
        calculator_value_high: 4_500_000,
      }),
    });
    if (index % 5 === 0) {
      for (const hours of [2, 26]) {
        notes.push({
          id: randomUUID(),
          submission_id: id,
          author_id: null,
          author_name: 'Bench Admin',
          body: 'Called back and left a message; will try again tomorrow.',
          created_at: new Date(at.getTime() + hours * 60 * 60 * 1000),
        });
      }
    }
    for (const kind of ['contact-confirmation', 'contact-notification']) {
      const failed = index % 50 === 0 && kind === 'contact-notification';
      emails.push({
        id: randomUUID(),
        kind,
        to_address: kind === 'contact-confirmation' ? `visitor${index}@example.com.au` : 'partners@example.com.au',
        subject: 'Enquiry',
        text_body: message,
        html_body: `<p>${message}</p>`,
        reply_to: null,
        related_id: id,
        status: failed ? 'failed' : 'sent',
        attempts: failed ? 10 : 1,
        next_attempt_at: at,
        locked_until: null,
        last_error: failed ? '550 mailbox unavailable' : null,
        sent_at: failed ? null : at,
        created_at: at,
      });
    }
  }
  return { submissions, emails, notes };
}

function teamMembers(): Insertable<TeamMembersTable>[] {
  const now = new Date();
  return Array.from({ length: TEAM }, (_, index) => ({
    id: `member-${index}`,
    name: `Team Member ${index}`,
    role: 'Director',
    bio: '- Chartered accountant\n- 20 years in recruitment M&A\n- Works with owners from first call to completion',
    image_url: null,
    display_order: index + 1,
    created_at: now,
    updated_at: now,
  }));
}

async function insertInChunks<Table extends keyof Database>(
  db: ReturnType<typeof openDatabase>['db'],
  table: Table,
  rows: Insertable<Database[Table]>[],
) {
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < rows.length; offset += 400) {
      await trx
        .insertInto(table)
        .values(rows.slice(offset, offset + 400) as never)
        .execute();
    }
  });
}

function run(dialect: BenchDialect, postgresUrl?: string): Promise<Timing[]> {
  return withBenchServices(dialect, postgresUrl, async (services, database) => {
    const { submissions, emails, notes } = enquiries();
    const seeding = performance.now();
    await insertInChunks(database.db, 'contact_submissions', submissions);
    await insertInChunks(database.db, 'email_outbox', emails);
    await insertInChunks(database.db, 'submission_notes', notes);
    await insertInChunks(database.db, 'team_members', teamMembers());
    // Fresh planner statistics, as autovacuum would gather soon after a real import.
    if (dialect === 'postgres') await sql`analyze`.execute(database.db);
    console.log(
      `${dialect}: seeded ${submissions.length} enquiries and ${emails.length} e-mails in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const admin = await signedInAs(services.auth, 'admin', 'bench@calderrowe.com.au');
    const call = adminCaller(services, admin.cookie);
    const someone = submissions[1234]?.id ?? '';
    const cases: {
      label: string;
      endpoint: AdminEndpoint;
      path: string;
      params?: Record<string, string>;
      runs: number;
      budget: number;
      count: (body: Record<string, unknown>, text: string) => string;
    }[] = [
      {
        label: 'inbox, page 1',
        endpoint: listSubmissionsEndpoint,
        path: '',
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        count: pageCount,
      },
      {
        label: 'inbox, page 200',
        endpoint: listSubmissionsEndpoint,
        path: '?page=200',
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        count: pageCount,
      },
      {
        label: 'search "payroll" (name, e-mail, company, message)',
        endpoint: listSubmissionsEndpoint,
        path: '?search=payroll',
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        count: pageCount,
      },
      {
        label: 'search "bluegum staffing 4"',
        endpoint: listSubmissionsEndpoint,
        path: '?search=bluegum%20staffing%204',
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        count: pageCount,
      },
      {
        label: 'status In Progress + priority High',
        endpoint: listSubmissionsEndpoint,
        path: '?status=in-progress&priority=high',
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        count: pageCount,
      },
      {
        label: 'search + status + priority, page 3',
        endpoint: listSubmissionsEndpoint,
        path: '?search=valuation&status=new&priority=medium&page=3',
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        count: pageCount,
      },
      {
        label: 'source "linkedin"',
        endpoint: listSubmissionsEndpoint,
        path: '?source=linkedin',
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        count: pageCount,
      },
      {
        label: 'Suspected spam folder',
        endpoint: listSubmissionsEndpoint,
        path: '?folder=spam',
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        count: pageCount,
      },
      {
        label: 'one enquiry with its e-mails',
        endpoint: getSubmissionEndpoint,
        path: `/${someone}`,
        params: { id: someone },
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        count: () => '1',
      },
      {
        label: 'team list (50 members)',
        endpoint: listTeam,
        path: '',
        runs: LIST_RUNS,
        budget: LIST_BUDGET_MS,
        count: (body) => String((body.members as unknown[]).length),
      },
      {
        label: 'CSV export of the inbox',
        endpoint: exportSubmissionsEndpoint,
        path: '/export',
        runs: EXPORT_RUNS,
        budget: EXPORT_BUDGET_MS,
        count: (_, text) => (text.split('\r\n').length - 2).toLocaleString('en-AU'),
      },
    ];
    const timings: Timing[] = [];
    for (const entry of cases) {
      const url = `/api/admin/${entry.endpoint === listTeam ? 'team' : 'submissions'}${entry.path}`;
      const judgedBy = entry.budget === EXPORT_BUDGET_MS ? 'max' : 'p95';
      timings.push(
        await timeRequest({ ...entry, judgedBy }, async () => {
          const answer = await call(entry.endpoint, 'GET', url, { params: entry.params });
          if (answer.status !== 200) throw new Error(`${entry.label}: ${answer.status} ${answer.text.slice(0, 200)}`);
          return entry.count(answer.body, answer.text);
        }),
      );
    }
    return timings;
  });
}

function pageCount(body: Record<string, unknown>): string {
  return `${(body.submissions as unknown[]).length} of ${Number(body.matching).toLocaleString('en-AU')}`;
}

const loadBefore = loadavg()[0] ?? 0;
const { results, postgresSkipped } = await onEveryDatabase(run);

reportEndpointTimings({
  section: 'inbox',
  introduction: [
    '## Enquiry inbox and team list (`npm run bench:inbox`)',
    '',
    `${ENQUIRIES.toLocaleString('en-AU')} enquiries in the inbox (plus ${SPAM} suspected spam and ${DELETED} deleted, two outbox e-mails each, one in`,
    `fifty with a failed notification) and ${TEAM} team members. Each request runs through the real endpoint in the`,
    'benchmark process (session lookup, policy, query, JSON or CSV): server time without the network. Lists:',
    `${LIST_RUNS} runs each after two warm-ups, budget p95 under ${LIST_BUDGET_MS} ms; the CSV export: ${EXPORT_RUNS} runs, budget under ${EXPORT_BUDGET_MS / 1000} s (max).`,
  ],
  results,
  loadBefore,
  postgresSkipped,
});
