// The enquiry inbox end to end below HTTP: the endpoints with a real admin session, a real database
// (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) and a real SMTP server for resent e-mails.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestCaptchaToken } from '#src/platform/captcha/test-token.server.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { type SmtpSink, startSmtpSink } from '#src/platform/mail/smtp-sink.server.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs, TEST_ORIGIN } from '../auth/auth.testing.ts';
import { handleContactPost } from '../contact/endpoint.server.ts';
import { issueFormStamp } from '../contact/form-stamp.server.ts';
import type { SubmissionPriority, SubmissionStatus } from '../contact/tables.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { insertEndpoint } from '../webhooks/receiver.testing.ts';
import { countNewSubmissions } from './inbox.server.ts';
import { purgeDeletedSubmissions } from './inbox-changes.server.ts';
import { SUBMISSION_MESSAGES } from './schema.ts';
import {
  addNoteEndpoint,
  assignSubmissionEndpoint,
  deleteSubmissionEndpoint,
  exportSubmissionsEndpoint,
  getSubmissionEndpoint,
  listSubmissionsEndpoint,
  notSpamEndpoint,
  purgeSubmissionsEndpoint,
  resendEmailEndpoint,
  restoreSubmissionEndpoint,
  updateSubmissionEndpoint,
} from './submission-endpoints.server.ts';
import type { AdminSubmissionRow, SubmissionDetail, SubmissionPage } from './types.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects)('the enquiry inbox on %s', (dialect) => {
  let database: TestDatabase;
  let sink: SmtpSink | undefined;
  let currentServices: Awaited<ReturnType<typeof createTestServices>> | undefined;
  const services = () => {
    if (!currentServices) throw new Error('setUp first');
    return currentServices;
  };
  afterEach(async () => {
    await sink?.stop();
    sink = undefined;
    await database?.dispose();
  });

  async function setUp(env: Record<string, string> = {}) {
    database = await createMigratedTestDatabase(dialect);
    sink = await startSmtpSink();
    const services = await createTestServices(database, {
      env: { CAPTCHA_PROVIDER: 'test', SMTP_URL: sink.url, CONTACT_NOTIFY_EMAIL: 'partners@example.com.au', ...env },
    });
    const admin = await signedInAs(services.auth, 'admin', 'boss@calderrowe.com.au');
    const call = adminCaller(services, admin.cookie);
    const list = async (query = '') =>
      (await call(listSubmissionsEndpoint, 'GET', `/api/admin/submissions${query}`)).body as unknown as SubmissionPage;
    const names = async (query = '') => (await list(query)).submissions.map((row) => row.name);
    let made = 0;
    async function insert(values: {
      name?: string;
      email?: string;
      company?: string | null;
      phone?: string | null;
      message?: string;
      status?: SubmissionStatus;
      priority?: SubmissionPriority;
      ageDays?: number;
    }) {
      made += 1;
      const id = `enquiry-${String(made).padStart(3, '0')}`;
      const at = new Date(Date.now() - (values.ageDays ?? 0) * DAY - (1000 - made) * 1000);
      await database.db
        .insertInto('contact_submissions')
        .values({
          id,
          name: values.name ?? `Visitor ${made}`,
          email: values.email ?? `visitor${made}@example.com.au`,
          company: values.company ?? null,
          phone: values.phone ?? null,
          message: values.message ?? 'We are thinking about selling our agency.',
          status: values.status ?? 'new',
          priority: values.priority ?? 'medium',
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    }
    /** Sends an enquiry through the public endpoint, its form shown `shownSecondsAgo` before. */
    async function sendThroughForm(shownSecondsAgo: number, fields: Record<string, unknown> = {}) {
      const request = new Request(`${TEST_ORIGIN}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Sam Quick',
          email: 'sam@example.com.au',
          company: '',
          phone: '',
          message: 'My valuation estimate is $1,200,000 to $2,400,000. Can we talk?',
          captcha: createTestCaptchaToken(services.captcha.signingKey),
          website: '',
          formStamp: issueFormStamp(services.captcha.signingKey, new Date(Date.now() - shownSecondsAgo * 1000)),
          ...fields,
        }),
      });
      return handleContactPost(request, '203.0.113.7', services.contact);
    }
    currentServices = services;
    return { services, call, list, names, insert, sendThroughForm, admin };
  }

  it('files an enquiry sent 1 second after the page loaded in the inbox as possible spam, notified; clears the badge on request', async () => {
    const { call, list, sendThroughForm } = await setUp();
    const response = await sendThroughForm(1);
    expect(response.status).toBe(201);

    const inbox = await list();
    expect(inbox.submissions).toEqual([expect.objectContaining({ name: 'Sam Quick', spamReason: 'too-fast', status: 'new' })]);
    expect(inbox.folders).toEqual({ inbox: 1, spam: 0, deleted: 0 });
    expect(await countNewSubmissions(database.db)).toBe(1);
    const id = inbox.submissions[0]?.id ?? '';
    const mails = await sink?.waitFor(2);
    const notification = mails?.find((mail) => mail.recipients[0] === 'partners@example.com.au');
    expect(notification?.header('subject')).toBe('Possible spam: New website enquiry from Sam Quick');

    const cleared = await call(notSpamEndpoint, 'POST', `/api/admin/submissions/${id}/not-spam`, { params: { id } });
    expect(cleared.body.submission).toMatchObject({ spamReason: null });
    expect((await list()).submissions.map((row) => row.id)).toEqual([id]);
    expect((await listAuditLog(database.db))[0]).toMatchObject({ action: 'submission.not-spam', entityId: id });
  });

  it('keeps an enquiry with a filled honeypot out of the inbox, under Suspected spam, without notifying the firm', async () => {
    const { list, sendThroughForm } = await setUp();
    expect((await sendThroughForm(60, { website: 'https://spam.example' })).status).toBe(201);
    expect((await list()).submissions).toEqual([]);
    const spam = await list('?folder=spam');
    expect(spam.submissions).toEqual([expect.objectContaining({ name: 'Sam Quick', spamReason: 'honeypot' })]);
    expect(spam.folders).toEqual({ inbox: 0, spam: 1, deleted: 0 });
    const outbox = await database.db.selectFrom('email_outbox').select('kind').execute();
    expect(outbox).toEqual([{ kind: 'contact-confirmation' }]);
  });

  it('shows where an enquiry came from and filters the inbox by source', async () => {
    const { call, list, names, sendThroughForm } = await setUp();
    await sendThroughForm(60, {
      name: 'From LinkedIn',
      source: { landingPath: '/resources/insights/x', utmSource: 'linkedin', utmCampaign: 'q4', formPath: '/contact' },
      calculator: { profit: 500_000, multiple: 5 },
    });
    await sendThroughForm(60, { name: 'From Google', source: { referrerHost: 'www.google.com' } });
    await sendThroughForm(60, { name: 'Typed In' });
    const page = await list();
    expect(page.submissions.map((row) => [row.name, row.source])).toEqual([
      ['Typed In', 'direct'],
      ['From Google', 'www.google.com'],
      ['From LinkedIn', 'linkedin'],
    ]);
    expect([...page.sources].sort()).toEqual(['direct', 'linkedin', 'www.google.com']);
    expect(await names('?source=linkedin')).toEqual(['From LinkedIn']);
    expect(await names('?source=direct')).toEqual(['Typed In']);
    expect((await list('?source=linkedin')).matching).toBe(1);

    const id = page.submissions[2]?.id ?? '';
    const detail = (await call(getSubmissionEndpoint, 'GET', `/api/admin/submissions/${id}`, { params: { id } })).body
      .submission as SubmissionDetail;
    expect(detail.leadSource).toEqual({
      landingPath: '/resources/insights/x',
      referrerHost: null,
      utmSource: 'linkedin',
      utmMedium: null,
      utmCampaign: 'q4',
      formPath: '/contact',
      calculator: { profit: 500_000, multiple: 5, valueLow: 1_500_000, valueHigh: 3_000_000 },
    });
    const csv = await call(exportSubmissionsEndpoint, 'GET', '/api/admin/submissions/export?source=linkedin');
    const [header, row] = csv.text.split('\r\n');
    expect(header).toContain('"Source","UTM source","UTM medium","UTM campaign","Referrer","Landing page","Form page"');
    expect(header).toContain('"Calculator profit","Calculator multiple","Calculator value low","Calculator value high"');
    expect(row).toContain('"linkedin","linkedin","","q4","","/resources/insights/x","/contact","500000","5","1500000","3000000"');
  });

  it('assigns an enquiry to an admin or to nobody, audited in its history; refuses anyone who may not see enquiries', async () => {
    const { call, insert, admin } = await setUp();
    const editor = await signedInAs(services().auth, 'editor', 'ed@calderrowe.com.au');
    const id = await insert({});
    const path = `/api/admin/submissions/${id}/assignee`;
    const assigned = await call(assignSubmissionEndpoint, 'PUT', path, { params: { id }, body: { assignedTo: admin.id } });
    expect(assigned.status).toBe(200);
    const detail = assigned.body.submission as SubmissionDetail;
    expect(detail.assignedTo).toBe(admin.id);
    expect(detail.assignees.map((member) => member.email)).toEqual(['boss@calderrowe.com.au']);

    for (const assignedTo of [editor.id, 'no-such-user']) {
      const refused = await call(assignSubmissionEndpoint, 'PUT', path, { params: { id }, body: { assignedTo } });
      expect(refused).toMatchObject({ status: 422, body: { message: SUBMISSION_MESSAGES.badAssignee } });
    }
    const unassigned = await call(assignSubmissionEndpoint, 'PUT', path, { params: { id }, body: { assignedTo: null } });
    const after = unassigned.body.submission as SubmissionDetail;
    expect(after.assignedTo).toBeNull();
    expect(after.history.map((item) => item.text)).toEqual([
      `Assigned to ${detail.assignees[0]?.name}`,
      `Unassigned (was ${detail.assignees[0]?.name})`,
    ]);
  });

  it('keeps internal notes with author and time, counts the first as the first response, and refuses an empty one', async () => {
    const { call, insert } = await setUp();
    const id = await insert({});
    const path = `/api/admin/submissions/${id}/notes`;
    const empty = await call(addNoteEndpoint, 'POST', path, { params: { id }, body: { body: '   ' } });
    expect(empty).toMatchObject({ status: 422, body: { message: SUBMISSION_MESSAGES.noteEmpty } });
    const tooLong = await call(addNoteEndpoint, 'POST', path, { params: { id }, body: { body: 'x'.repeat(5001) } });
    expect(tooLong).toMatchObject({ status: 422, body: { message: SUBMISSION_MESSAGES.noteTooLong } });
    expect(await database.db.selectFrom('submission_notes').selectAll().execute()).toEqual([]);

    const first = await call(addNoteEndpoint, 'POST', path, { params: { id }, body: { body: 'Left a voicemail.' } });
    expect(first.status).toBe(201);
    const detail = first.body.submission as SubmissionDetail;
    expect(detail.notes).toEqual([expect.objectContaining({ authorName: 'boss@calderrowe.com.au', body: 'Left a voicemail.' })]);
    expect(detail.firstResponseAt).not.toBeNull();
    expect(detail.status).toBe('new');
    await call(addNoteEndpoint, 'POST', path, { params: { id }, body: { body: 'Called back.' } });
    const later = (await call(getSubmissionEndpoint, 'GET', `/api/admin/submissions/${id}`, { params: { id } })).body
      .submission as SubmissionDetail;
    expect(later.firstResponseAt).toBe(detail.firstResponseAt);
    expect(later.history.map((item) => item.text)).toEqual(['Added a note', 'Added a note']);
    // The audit row names the note, never its words.
    expect(JSON.stringify(await listAuditLog(database.db))).not.toContain('voicemail');
  });

  it('takes the first move out of New as the first response, and records status changes in the history', async () => {
    const { call, insert } = await setUp();
    const id = await insert({});
    const path = `/api/admin/submissions/${id}`;
    const stillNew = await call(updateSubmissionEndpoint, 'PATCH', path, {
      params: { id },
      body: { status: 'new', priority: 'high' },
    });
    expect((stillNew.body.submission as SubmissionDetail).firstResponseAt).toBeNull();
    const moved = await call(updateSubmissionEndpoint, 'PATCH', path, {
      params: { id },
      body: { status: 'in-progress', priority: 'high' },
    });
    const detail = moved.body.submission as SubmissionDetail;
    expect(detail.firstResponseAt).not.toBeNull();
    expect(detail.history.map((item) => item.text)).toEqual(['Priority Medium → High', 'Status New → In Progress']);
  });

  it('refuses to assign or annotate a deleted enquiry until it is restored, and a missing one with 404', async () => {
    const { call, insert, admin } = await setUp();
    const id = await insert({});
    await call(deleteSubmissionEndpoint, 'DELETE', `/api/admin/submissions/${id}`, { params: { id } });
    const assign = await call(assignSubmissionEndpoint, 'PUT', `/api/admin/submissions/${id}/assignee`, {
      params: { id },
      body: { assignedTo: admin.id },
    });
    expect(assign).toMatchObject({ status: 409, body: { message: SUBMISSION_MESSAGES.deletedUnchangeable } });
    const note = await call(addNoteEndpoint, 'POST', `/api/admin/submissions/${id}/notes`, {
      params: { id },
      body: { body: 'x' },
    });
    expect(note).toMatchObject({ status: 409, body: { message: SUBMISSION_MESSAGES.deletedUnchangeable } });
    const row = await database.db
      .selectFrom('contact_submissions')
      .select(['assigned_to', 'first_response_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ assigned_to: null, first_response_at: null });
    expect(await database.db.selectFrom('submission_notes').selectAll().execute()).toEqual([]);
    const missing = await call(addNoteEndpoint, 'POST', '/api/admin/submissions/nope/notes', {
      params: { id: 'nope' },
      body: { body: 'x' },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: SUBMISSION_MESSAGES.notFound } });
  });

  it('purges an enquiry with its notes', async () => {
    const { call, insert } = await setUp();
    const id = await insert({});
    await call(addNoteEndpoint, 'POST', `/api/admin/submissions/${id}/notes`, { params: { id }, body: { body: 'Note' } });
    await call(deleteSubmissionEndpoint, 'DELETE', `/api/admin/submissions/${id}`, { params: { id } });
    expect(await purgeDeletedSubmissions(database.db, new Date(Date.now() + 31 * DAY))).toBe(1);
    expect(await database.db.selectFrom('submission_notes').selectAll().execute()).toEqual([]);
  });

  it('lists the inbox newest first, 25 to a page, with the matching count and each folder’s count', async () => {
    const { list, insert } = await setUp();
    for (let index = 0; index < 30; index += 1) await insert({});
    const first = await list();
    expect(first).toMatchObject({
      matching: 30,
      page: 1,
      pageCount: 2,
      pageSize: 25,
      folders: { inbox: 30, spam: 0, deleted: 0 },
    });
    expect(first.submissions).toHaveLength(25);
    expect(first.submissions[0]?.name).toBe('Visitor 30');
    const second = await list('?page=2');
    expect(second.submissions.map((row) => row.name)).toEqual(['Visitor 5', 'Visitor 4', 'Visitor 3', 'Visitor 2', 'Visitor 1']);
    expect((await list('?page=9')).page).toBe(2);
  });

  it('searches name, e-mail, company and message ignoring case, with % and _ taken literally', async () => {
    const { names, insert } = await setUp();
    await insert({ name: 'Jo Citizen', company: 'Acme Staffing' });
    await insert({ name: 'Sam Lee', email: 'sam@bluegum.com.au' });
    await insert({ name: 'Alex Wong', message: 'We grew 100% last year.' });
    await insert({ name: 'Kim Tran', message: 'Line one\nline two' });
    expect(await names('?search=acme')).toEqual(['Jo Citizen']);
    expect(await names('?search=BLUEGUM')).toEqual(['Sam Lee']);
    expect(await names('?search=100%25')).toEqual(['Alex Wong']);
    expect(await names('?search=_')).toEqual([]);
    expect(await names('?search=%20kim%20')).toEqual(['Kim Tran']);
  });

  it('sets status and priority freely, audited, and the filters follow', async () => {
    const { call, names, insert } = await setUp();
    const id = await insert({ name: 'Jo Citizen' });
    await insert({ name: 'Sam Lee' });
    const changes: [SubmissionStatus, SubmissionPriority][] = [
      ['closed', 'high'],
      ['new', 'low'],
      ['in-progress', 'high'],
    ];
    for (const [status, priority] of changes) {
      const answer = await call(updateSubmissionEndpoint, 'PATCH', `/api/admin/submissions/${id}`, {
        params: { id },
        body: { status, priority },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.submission).toMatchObject({ status, priority });
    }
    expect(await names('?status=in-progress')).toEqual(['Jo Citizen']);
    expect(await names('?priority=high')).toEqual(['Jo Citizen']);
    expect(await names('?status=new&priority=medium')).toEqual(['Sam Lee']);
    expect(await names('?status=closed')).toEqual([]);
    expect((await listAuditLog(database.db))[0]).toMatchObject({
      action: 'submission.update',
      entityId: id,
      details: { status: 'In Progress', priority: 'High', statusBefore: 'New', priorityBefore: 'Low' },
    });
  });

  it.each([
    ['an unknown status', { status: 'archived', priority: 'high' }, SUBMISSION_MESSAGES.badStatus],
    ['an unknown priority', { status: 'new', priority: 'urgent' }, SUBMISSION_MESSAGES.badPriority],
    ['no status', { priority: 'high' }, SUBMISSION_MESSAGES.badStatus],
  ])('refuses %s with 422 and its message, changing nothing', async (_, body, message) => {
    const { call, insert } = await setUp();
    const id = await insert({});
    const answer = await call(updateSubmissionEndpoint, 'PATCH', `/api/admin/submissions/${id}`, { params: { id }, body });
    expect(answer).toMatchObject({ status: 422, body: { message } });
    const row = await database.db.selectFrom('contact_submissions').select(['status', 'priority']).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', priority: 'medium' });
    expect(await listAuditLog(database.db)).toEqual([]);
  });

  it('refuses bad list filters and an over-long search with 422, and a missing enquiry with 404', async () => {
    const { call } = await setUp();
    const get = (query: string) => call(listSubmissionsEndpoint, 'GET', `/api/admin/submissions${query}`);
    expect(await get('?status=archived')).toMatchObject({ status: 422, body: { message: SUBMISSION_MESSAGES.badStatus } });
    expect(await get('?priority=urgent')).toMatchObject({ status: 422, body: { message: SUBMISSION_MESSAGES.badPriority } });
    expect(await get(`?search=${'x'.repeat(201)}`)).toMatchObject({
      status: 422,
      body: { message: 'Search text must be at most 200 characters.' },
    });
    expect(await get('?page=0')).toMatchObject({ status: 422, body: { message: 'Page must be a whole number from 1.' } });
    const params = { id: 'no-such-enquiry' };
    const path = '/api/admin/submissions/no-such-enquiry';
    for (const answer of [
      await call(getSubmissionEndpoint, 'GET', path, { params }),
      await call(updateSubmissionEndpoint, 'PATCH', path, { params, body: { status: 'closed', priority: 'low' } }),
      await call(deleteSubmissionEndpoint, 'DELETE', path, { params }),
      await call(restoreSubmissionEndpoint, 'POST', `${path}/restore`, { params }),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { message: SUBMISSION_MESSAGES.notFound } });
    }
    expect(await listAuditLog(database.db)).toEqual([]);
  });

  it('shows every field of an enquiry with its line breaks as text, and its e-mails with their delivery state', async () => {
    const { call, list, sendThroughForm } = await setUp();
    await sendThroughForm(60, { company: 'Citizen Staffing', message: 'First line\nSecond <b>line</b>\n\nLast line' });
    const id = (await list()).submissions[0]?.id ?? '';
    const answer = await call(getSubmissionEndpoint, 'GET', `/api/admin/submissions/${id}`, { params: { id } });
    const submission = answer.body.submission as SubmissionDetail;
    expect(submission).toMatchObject({
      name: 'Sam Quick',
      email: 'sam@example.com.au',
      company: 'Citizen Staffing',
      phone: null,
      message: 'First line\nSecond <b>line</b>\n\nLast line',
      status: 'new',
      priority: 'medium',
      spamReason: null,
      undeliveredEmail: false,
    });
    expect(submission.updatedAt).toBe(submission.createdAt);
    expect(submission.emails.map((email) => [email.kind, email.toAddress, email.status])).toEqual([
      ['contact-confirmation', 'sam@example.com.au', 'sent'],
      ['contact-notification', 'partners@example.com.au', 'sent'],
    ]);
  });

  it('sends a failed e-mail again and shows it sent; a sent one goes again as a new copy', async () => {
    const { call, list, sendThroughForm } = await setUp();
    if (!sink) throw new Error('no SMTP server');
    sink.rejectWith = '550 mailbox unavailable';
    await sendThroughForm(60);
    const id = (await list()).submissions[0]?.id ?? '';
    const before = (await call(getSubmissionEndpoint, 'GET', `/api/admin/submissions/${id}`, { params: { id } })).body
      .submission as SubmissionDetail;
    expect(before.undeliveredEmail).toBe(true);
    expect((await list()).submissions[0]?.undeliveredEmail).toBe(true);
    const notification = before.emails.find((email) => email.kind === 'contact-notification');
    expect(notification).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('mailbox unavailable'),
    });

    sink.rejectWith = null;
    const emailId = notification?.id ?? '';
    const resent = await call(resendEmailEndpoint, 'POST', `/api/admin/submissions/emails/${emailId}/resend`, {
      params: { id: emailId },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.sent).toBe(true);
    const after = (resent.body.submission as SubmissionDetail).emails.find((email) => email.id === emailId);
    expect(after).toMatchObject({ status: 'sent', lastError: null });
    expect(sink.received.map((mail) => mail.recipients[0])).toEqual(['partners@example.com.au']);
    // The visitor's confirmation still waits for its retry.
    expect((resent.body.submission as SubmissionDetail).undeliveredEmail).toBe(true);
    const confirmationId = before.emails.find((email) => email.kind === 'contact-confirmation')?.id ?? '';
    const both = await call(resendEmailEndpoint, 'POST', `/api/admin/submissions/emails/${confirmationId}/resend`, {
      params: { id: confirmationId },
    });
    expect((both.body.submission as SubmissionDetail).undeliveredEmail).toBe(false);

    const again = await call(resendEmailEndpoint, 'POST', `/api/admin/submissions/emails/${emailId}/resend`, {
      params: { id: emailId },
    });
    expect((again.body.submission as SubmissionDetail).emails).toHaveLength(3);
    expect(sink.received).toHaveLength(3);
    expect((await listAuditLog(database.db))[0]).toMatchObject({ action: 'submission.email-resend', entityId: id });
    const missing = await call(resendEmailEndpoint, 'POST', '/api/admin/submissions/emails/nope/resend', {
      params: { id: 'nope' },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: SUBMISSION_MESSAGES.emailNotFound } });
  });

  it('deletes softly: out of the inbox, kept under Deleted, restorable, and purged 30 days later with its e-mails', async () => {
    const { call, list, names, sendThroughForm, insert } = await setUp();
    await sendThroughForm(60);
    const kept = await insert({ name: 'Kept' });
    const id = (await list('?search=Sam')).submissions[0]?.id ?? '';
    const deleted = await call(deleteSubmissionEndpoint, 'DELETE', `/api/admin/submissions/${id}`, { params: { id } });
    expect(deleted.status).toBe(200);
    expect(await names()).toEqual(['Kept']);
    expect(await names('?folder=deleted')).toEqual(['Sam Quick']);
    const twice = await call(deleteSubmissionEndpoint, 'DELETE', `/api/admin/submissions/${id}`, { params: { id } });
    expect(twice).toMatchObject({ status: 409, body: { message: SUBMISSION_MESSAGES.alreadyDeleted } });
    const whileDeleted = await call(updateSubmissionEndpoint, 'PATCH', `/api/admin/submissions/${id}`, {
      params: { id },
      body: { status: 'completed', priority: 'high' },
    });
    expect(whileDeleted).toMatchObject({ status: 409, body: { message: SUBMISSION_MESSAGES.deletedUnchangeable } });
    expect(SUBMISSION_MESSAGES.deletedUnchangeable).toBe('This submission is deleted. Restore it before changing it.');
    expect(
      await database.db.selectFrom('contact_submissions').select(['status', 'priority']).where('id', '=', id).executeTakeFirst(),
    ).toEqual({
      status: 'new',
      priority: 'medium',
    });

    const restored = await call(restoreSubmissionEndpoint, 'POST', `/api/admin/submissions/${id}/restore`, { params: { id } });
    expect(restored.body.submission).toMatchObject({ deletedAt: null });
    expect(await names()).toEqual(['Sam Quick', 'Kept']);
    const notDeleted = await call(restoreSubmissionEndpoint, 'POST', `/api/admin/submissions/${id}/restore`, { params: { id } });
    expect(notDeleted).toMatchObject({ status: 409, body: { message: SUBMISSION_MESSAGES.notDeleted } });

    await call(deleteSubmissionEndpoint, 'DELETE', `/api/admin/submissions/${id}`, { params: { id } });
    expect(await purgeDeletedSubmissions(database.db, new Date(Date.now() + 29 * DAY))).toBe(0);
    expect(await purgeDeletedSubmissions(database.db, new Date(Date.now() + 31 * DAY))).toBe(1);
    expect(await database.db.selectFrom('contact_submissions').select('id').execute()).toEqual([{ id: kept }]);
    expect(await database.db.selectFrom('email_outbox').select('id').where('related_id', '=', id).execute()).toEqual([]);
    const actions = (await listAuditLog(database.db)).map((entry) => entry.action);
    expect(actions).toEqual(['submission.delete', 'submission.restore', 'submission.delete']);
  });

  it('exports every matching enquiry as CSV, formula prefixes neutralised, and audits the export', async () => {
    const { call, insert } = await setUp();
    await insert({
      name: '=HYPERLINK("http://evil.example","Click")',
      company: 'Acme',
      phone: '+61 7 3000 0000',
      message: 'Hi,\n"there"',
    });
    await insert({ name: 'Sam Lee', status: 'closed' });
    for (let index = 0; index < 30; index += 1) await insert({ name: `Bulk ${index}` });
    const all = await call(exportSubmissionsEndpoint, 'GET', '/api/admin/submissions/export');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact_submissions_export_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = all.text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"ID","Submitted (Brisbane)","Name","Email","Company","Phone","Status","Priority","Message","Last updated (Brisbane)","Suspected spam",' +
        '"Source","UTM source","UTM medium","UTM campaign","Referrer","Landing page","Form page","Calculator profit","Calculator multiple",' +
        '"Calculator value low","Calculator value high","Annual revenue","Internal staff (excluding contractors)","Permanent / contract mix",' +
        '"When you might sell","Contact preference","Best time to call","Assigned to","First response (Brisbane)"',
    );
    expect(lines).toHaveLength(1 + 32 + 1);
    const filtered = await call(exportSubmissionsEndpoint, 'GET', '/api/admin/submissions/export?search=acme');
    const [, row] = filtered.text.split('\r\n');
    expect(row).toMatch(
      /^"enquiry-001","\d{4}-\d{2}-\d{2} \d{2}:\d{2}","'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)","visitor1@example\.com\.au","Acme","'\+61 7 3000 0000","New","Medium","Hi,\n""there""",/,
    );
    expect((await call(exportSubmissionsEndpoint, 'GET', '/api/admin/submissions/export?status=closed')).text).toContain(
      'Sam Lee',
    );
    expect((await listAuditLog(database.db))[0]).toMatchObject({
      action: 'submission.export',
      details: { count: 1, folder: 'inbox' },
    });
  });

  it('purges enquiries older than ENQUIRY_RETENTION_DAYS when an admin asks, and reports how many are due', async () => {
    const { call, list, insert } = await setUp({ ENQUIRY_RETENTION_DAYS: '365' });
    await insert({ name: 'Old', ageDays: 400 });
    await insert({ name: 'Older', ageDays: 800 });
    await insert({ name: 'Recent', ageDays: 10 });
    expect((await list()).retention).toEqual({ days: 365, due: 2 });
    const purged = await call(purgeSubmissionsEndpoint, 'POST', '/api/admin/submissions/purge');
    expect(purged).toMatchObject({ status: 200, body: { purged: 2 } });
    expect((await list()).submissions.map((row: AdminSubmissionRow) => row.name)).toEqual(['Recent']);
    expect((await listAuditLog(database.db))[0]).toMatchObject({
      action: 'submission.purge',
      details: { count: 2, olderThanDays: 365 },
    });
  });

  it('keeps every enquiry when no retention period is set, whatever its age', async () => {
    const { call, list, insert } = await setUp();
    await insert({ name: 'Ancient', ageDays: 5000 });
    expect((await list()).retention).toEqual({ days: null, due: 0 });
    expect((await call(purgeSubmissionsEndpoint, 'POST', '/api/admin/submissions/purge')).body).toEqual({ purged: 0 });
    expect((await list()).matching).toBe(1);
  });

  it('counts the New enquiries of the inbox for the dashboard, leaving out spam and deleted ones', async () => {
    const { call, insert, sendThroughForm } = await setUp();
    await insert({});
    await insert({ status: 'completed' });
    const deleted = await insert({});
    await call(deleteSubmissionEndpoint, 'DELETE', `/api/admin/submissions/${deleted}`, { params: { id: deleted } });
    await sendThroughForm(0, { website: 'https://spam.example' });
    expect(await countNewSubmissions(database.db)).toBe(1);
  });

  describe('and the CRM by webhook', () => {
    const events = async (type: string) =>
      (await database.db.selectFrom('webhook_events').select(['body', 'subject_id']).where('type', '=', type).execute()).map(
        (event) => ({ subject: event.subject_id, data: JSON.parse(event.body).data as Record<string, unknown> }),
      );

    it('tells the CRM when status, priority or owner changes, with what they were; never for a note', async () => {
      const { call, insert, admin } = await setUp();
      await insertEndpoint(database.db, 'https://crm.example.com/hooks', { events: ['enquiry.updated'] });
      const id = await insert({ name: 'Jo Citizen' });
      const update = (status: SubmissionStatus, priority: SubmissionPriority) =>
        call(updateSubmissionEndpoint, 'PATCH', `/api/admin/submissions/${id}`, { params: { id }, body: { status, priority } });
      await update('in-progress', 'medium');
      await call(assignSubmissionEndpoint, 'PUT', `/api/admin/submissions/${id}/assignee`, {
        params: { id },
        body: { assignedTo: admin.id },
      });
      await call(addNoteEndpoint, 'POST', `/api/admin/submissions/${id}/notes`, {
        params: { id },
        body: { body: 'Called: keen, confidential' },
      });
      // Saved without a change: nothing to tell.
      await update('in-progress', 'medium');
      const updated = await events('enquiry.updated');
      expect(updated.map((event) => [event.subject, event.data.changed, event.data.status, event.data.previous_status])).toEqual([
        [id, 'status', 'in-progress', 'new'],
        [id, 'assigned_to', 'in-progress', 'in-progress'],
      ]);
      expect(updated[1]?.data).toMatchObject({
        name: 'Jo Citizen',
        assigned_to_email: 'boss@calderrowe.com.au',
        previous_assigned_to_email: null,
        previous_priority: 'medium',
      });
      // Staff notes never leave the site.
      const bodies = await database.db.selectFrom('webhook_events').select('body').execute();
      expect(JSON.stringify(bodies)).not.toContain('confidential');
      expect(await events('enquiry.created')).toEqual([]);
    });

    it('sends suspected spam to the CRM only when staff move it to the inbox, as a new enquiry', async () => {
      const { call, list, sendThroughForm } = await setUp();
      await insertEndpoint(database.db, 'https://crm.example.com/hooks', { events: ['enquiry.created', 'enquiry.updated'] });
      await sendThroughForm(60, { website: 'https://spam.example' });
      const [spam] = (await list('?folder=spam')).submissions;
      const id = spam?.id ?? '';
      await call(updateSubmissionEndpoint, 'PATCH', `/api/admin/submissions/${id}`, {
        params: { id },
        body: { status: 'closed', priority: 'low' },
      });
      expect(await database.db.selectFrom('webhook_events').select('id').execute()).toEqual([]);
      await call(notSpamEndpoint, 'POST', `/api/admin/submissions/${id}/not-spam`, { params: { id } });
      expect((await events('enquiry.created')).map((event) => [event.subject, event.data.name, event.data.status])).toEqual([
        [id, 'Sam Quick', 'closed'],
      ]);
    });

    it('purges the events about an enquiry with it', async () => {
      const { call, insert } = await setUp();
      await insertEndpoint(database.db, 'https://crm.example.com/hooks', { events: ['enquiry.updated'] });
      const [kept, purged] = [await insert({}), await insert({})];
      for (const id of [kept, purged]) {
        await call(updateSubmissionEndpoint, 'PATCH', `/api/admin/submissions/${id}`, {
          params: { id },
          body: { status: 'closed', priority: 'low' },
        });
      }
      await call(deleteSubmissionEndpoint, 'DELETE', `/api/admin/submissions/${purged}`, { params: { id: purged } });
      expect(await purgeDeletedSubmissions(database.db, new Date(Date.now() + 31 * DAY))).toBe(1);
      expect((await events('enquiry.updated')).map((event) => event.subject)).toEqual([kept]);
      expect(await database.db.selectFrom('webhook_deliveries').select('id').execute()).toHaveLength(1);
    });
  });
});
