// Contact Submissions' words, table and details, rendered to HTML exactly as the spec words them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { SUBMISSIONS_AREA } from './area.ts';
import { deliveryState, SubmissionDetails } from './SubmissionDetails.tsx';
import { PRIORITY_OPTIONS, STATUS_OPTIONS, SubmissionsScreen } from './SubmissionsScreen.tsx';
import { SubmissionsTable } from './SubmissionsTable.tsx';
import { FOLDER_LABELS, SUBMISSION_MESSAGES, submissionQueryString } from './schema.ts';
import type { AdminSubmissionRow, EmailDelivery, SubmissionDetail, SubmissionPage } from './types.ts';

const row = (overrides: Partial<AdminSubmissionRow> = {}): AdminSubmissionRow => ({
  id: 'a1',
  name: 'Jo Citizen',
  email: 'jo@example.com.au',
  company: null,
  status: 'in-progress',
  priority: 'high',
  spamReason: null,
  deletedAt: null,
  createdAt: '2026-03-04T23:30:00.000Z',
  undeliveredEmail: false,
  source: 'direct',
  assignedTo: null,
  channel: 'form',
  ...overrides,
});

const email = (overrides: Partial<EmailDelivery>): EmailDelivery => ({
  id: 'e1',
  kind: 'contact-notification',
  toAddress: 'partners@example.com.au',
  subject: 'New website enquiry from Jo Citizen',
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: '2026-03-05T00:00:00.000Z',
  sentAt: '2026-03-04T23:30:05.000Z',
  createdAt: '2026-03-04T23:30:00.000Z',
  ...overrides,
});

const pageOf = (submissions: AdminSubmissionRow[]): SubmissionPage => ({
  submissions,
  matching: submissions.length,
  folders: { inbox: submissions.length, spam: 0, deleted: 0 },
  sources: ['direct'],
  page: 1,
  pageCount: 1,
  pageSize: 25,
  retention: { days: null, due: 0 },
});

const noActions = { view() {}, edit() {}, remove() {}, restore() {}, notSpam() {} };

describe('the contact submissions screen', () => {
  it('uses the spec wording for its titles, question, placeholders and toasts', () => {
    expect(SUBMISSION_MESSAGES).toMatchObject({
      loading: 'Loading contact submissions...',
      searchPlaceholder: 'Search submissions...',
      empty: 'No contact submissions found',
      detailsTitle: 'Contact Submission Details',
      editTitle: 'Edit Contact Submission',
      deleteQuestion: 'Are you sure you want to delete this submission?',
      notProvided: 'Not provided',
      updated: 'Submission updated successfully',
      deleted: 'Submission deleted successfully',
      loadFailed: 'Failed to load contact submissions',
      updateFailed: 'Failed to update submission',
      deleteFailed: 'Failed to delete submission',
    });
    expect(STATUS_OPTIONS.map((option) => option.label)).toEqual(['All Statuses', 'New', 'In Progress', 'Completed', 'Closed']);
    expect(PRIORITY_OPTIONS.map((option) => option.label)).toEqual(['All Priorities', 'Low', 'Medium', 'High']);
    expect(FOLDER_LABELS).toEqual({ inbox: 'Inbox', spam: 'Suspected spam', deleted: 'Deleted (kept 30 days)' });
  });

  it("shows 'Loading contact submissions...', the search box and the filters before the list arrives", () => {
    const html = renderToStaticMarkup(<SubmissionsScreen title={SUBMISSIONS_AREA.title} />);
    expect(text(html)).toContain('Loading contact submissions...');
    expect(html).toContain('placeholder="Search submissions..."');
    expect(text(html)).toContain('All Statuses New In Progress Completed Closed');
    expect(text(html)).toContain('All Priorities Low Medium High');
    expect(text(html)).toContain('Export CSV');
  });

  it("shows the columns, '-' for no company, the badges and the date in Brisbane time", () => {
    const html = renderToStaticMarkup(<SubmissionsTable page={pageOf([row()])} folder="inbox" actions={noActions} />);
    const shown = text(html);
    expect(shown).toContain('Name Email Company Status Priority Date Actions');
    expect(shown).toContain('Jo Citizen jo@example.com.au - In Progress High 5 Mar 2026, 9:30 am');
    for (const label of ['View enquiry from Jo Citizen', 'Edit enquiry from Jo Citizen', 'Delete enquiry from Jo Citizen']) {
      expect(html).toContain(`aria-label="${label}"`);
    }
    expect(html).toContain('bg-red-100');
  });

  it("says 'No contact submissions found' when nothing matches", () => {
    expect(text(renderToStaticMarkup(<SubmissionsTable page={pageOf([])} folder="inbox" actions={noActions} />))).toBe(
      'No contact submissions found',
    );
  });

  it('marks suspected spam and undelivered e-mails, and offers restore in the spam and deleted folders', () => {
    const spam = renderToStaticMarkup(
      <SubmissionsTable
        page={pageOf([row({ spamReason: 'honeypot', undeliveredEmail: true })])}
        folder="spam"
        actions={noActions}
      />,
    );
    expect(text(spam)).toContain('Jo Citizen Suspected spam E-mail not delivered');
    expect(spam).toContain('aria-label="Move enquiry from Jo Citizen to the inbox"');
    const deleted = renderToStaticMarkup(<SubmissionsTable page={pageOf([row()])} folder="deleted" actions={noActions} />);
    expect(deleted).toContain('aria-label="Restore enquiry from Jo Citizen"');
    expect(deleted).not.toContain('aria-label="Delete enquiry from Jo Citizen"');
  });
});

describe('the details dialog', () => {
  const detail = (overrides: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
    ...row(),
    phone: null,
    message: 'First line\n<b>Second</b> line',
    updatedAt: '2026-03-05T01:00:00.000Z',
    emails: [],
    leadSource: {
      landingPath: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      formPath: null,
      calculator: null,
    },
    answers: {
      revenueBand: null,
      headcountBand: null,
      workforceMix: null,
      sellTimeframe: null,
      contactPreference: null,
      bestTimeToCall: null,
      noConfirmation: false,
    },
    firstResponseAt: null,
    notes: [],
    history: [],
    assignees: [],
    ...overrides,
  });

  it("shows where the enquiry came from, the calculator figures and the visitor's answers", () => {
    const html = renderToStaticMarkup(
      <SubmissionDetails
        submission={detail({
          source: 'linkedin',
          leadSource: {
            landingPath: '/resources/insights/selling',
            referrerHost: 'www.linkedin.com',
            utmSource: 'linkedin',
            utmMedium: null,
            utmCampaign: 'q4',
            formPath: '/contact',
            calculator: { profit: 750000, multiple: 4.5, valueLow: 2250000, valueHigh: 4500000 },
          },
          answers: {
            revenueBand: '$2–10 million',
            headcountBand: "I'd rather not say",
            workforceMix: null,
            sellTimeframe: null,
            contactPreference: 'phone',
            bestTimeToCall: 'Mornings',
            noConfirmation: true,
          },
        })}
        resending={null}
        onResend={() => {}}
      />,
    );
    const shown = text(html);
    for (const part of [
      'Source linkedin',
      'Campaign q4',
      'Referrer www.linkedin.com',
      'Landing page /resources/insights/selling',
      'Sent from /contact',
      'Calculator Profit $750,000; range $2,250,000 to $4,500,000; 4.5x chosen ($3,375,000)',
      'Annual revenue $2–10 million',
      "Internal staff (excluding contractors) I'd rather not say",
      'Prefers Phone',
      'Best time to call Mornings',
      'Confirmation Not sent: the visitor asked for none',
      'First response Waiting',
    ]) {
      expect(shown).toContain(part);
    }
  });

  it('shows the owner, the internal notes and the history when the screen can change them', () => {
    const html = renderToStaticMarkup(
      <SubmissionDetails
        submission={detail({
          assignedTo: 'u1',
          assignees: [{ id: 'u1', name: 'Sam Partner', email: 'sam@example.com.au' }],
          notes: [{ id: 'n1', authorName: 'Sam Partner', body: 'Left a voicemail.', createdAt: '2026-03-05T00:00:00.000Z' }],
          history: [{ id: 'h1', at: '2026-03-05T00:00:00.000Z', by: 'sam@example.com.au', text: 'Assigned to Sam Partner' }],
        })}
        resending={null}
        onResend={() => {}}
        workflow={{ busy: false, onAssign() {}, onNotSpam() {}, onAddNote: async () => true }}
      />,
    );
    const shown = text(html);
    expect(html).toMatch(/<option value="u1" selected="">Sam Partner<\/option>/);
    expect(shown).toContain('Internal notes (staff only; never shown to the visitor)');
    expect(shown).toContain('Sam Partner, 5 Mar 2026, 10:00 am Left a voicemail.');
    expect(shown).toContain('5 Mar 2026, 10:00 am : Assigned to Sam Partner (sam@example.com.au)');
  });

  it('marks a too-fast enquiry as possible spam in the list, a honeypot one as suspected spam', () => {
    const html = renderToStaticMarkup(
      <SubmissionsTable
        page={pageOf([row({ spamReason: 'too-fast' }), row({ id: 'a2', name: 'Bot', spamReason: 'honeypot' })])}
        folder="inbox"
        actions={noActions}
      />,
    );
    expect(text(html)).toContain('Jo Citizen Possible spam');
    expect(text(html)).toContain('Bot Suspected spam');
  });

  it("shows every field, 'Not provided' for no phone, and the message as text with its line breaks", () => {
    const html = renderToStaticMarkup(<SubmissionDetails submission={detail()} resending={null} onResend={() => {}} />);
    const shown = text(html);
    for (const part of [
      'Name Jo Citizen',
      'Email jo@example.com.au',
      'Company -',
      'Phone Not provided',
      'Status In Progress',
      'Priority High',
      'Submitted 5 Mar 2026, 9:30 am',
      'Last updated 5 Mar 2026, 11:00 am',
    ]) {
      expect(shown).toContain(part);
    }
    expect(html).toContain('whitespace-pre-wrap');
    expect(html).toContain('First line\n&lt;b&gt;Second&lt;/b&gt; line');
  });

  it('lists each e-mail with its delivery state and a Send Again button', () => {
    const html = renderToStaticMarkup(
      <SubmissionDetails
        submission={detail({
          emails: [
            email({ id: 'c', kind: 'contact-confirmation', toAddress: 'jo@example.com.au' }),
            email({ id: 'n', status: 'failed', attempts: 10, lastError: '550 mailbox unavailable', sentAt: null }),
          ],
        })}
        resending={null}
        onResend={() => {}}
      />,
    );
    const shown = text(html);
    expect(shown).toContain('Confirmation to the visitor Sent To jo@example.com.au Sent 5 Mar 2026, 9:30 am');
    expect(shown).toContain(
      'Notification to the firm Failed To partners@example.com.au Gave up after 10 attempts. Last error: 550 mailbox unavailable',
    );
    expect(html).toContain('aria-label="Send again: Notification to the firm"');
  });

  it('words each delivery state: queued, retrying with the next attempt, sending', () => {
    expect(deliveryState(email({ status: 'pending', attempts: 0 })).label).toBe('Queued');
    expect(deliveryState(email({ status: 'pending', attempts: 2, lastError: 'timeout' }))).toEqual({
      label: 'Retrying',
      tone: 'amber',
      detail: `Next attempt ${brisbaneDateTime('2026-03-05T00:00:00.000Z')}. Last error: timeout`,
    });
    expect(deliveryState(email({ status: 'sending' })).label).toBe('Sending');
  });
});

describe('the list query in the address', () => {
  it('leaves defaults out and keeps the rest', () => {
    expect(submissionQueryString({ search: '', status: 'all', priority: 'all', folder: 'inbox', page: 1 })).toBe('');
    expect(submissionQueryString({ search: ' acme ', status: 'new', priority: 'high', folder: 'spam', page: 3 })).toBe(
      '?search=acme&status=new&priority=high&folder=spam&page=3',
    );
  });
});
