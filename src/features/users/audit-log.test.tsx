// The audit log as the dashboard lists it: who made each change, by their name then, and the sentence
// its area gave it (each area's sentences are tested in src/server/audit-trail.test.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuditLogList, describeActor } from './AuditLog.tsx';
import type { AuditLogLine } from './types.ts';

const entry = (action: string, sentence: string): AuditLogLine => ({
  id: action,
  userEmail: 'boss@calderrowe.com.au',
  userName: null,
  action,
  entityType: action.split('.')[0] ?? '',
  entityId: 'a1b2c3d4-e5f6',
  details: {},
  createdAt: '2026-03-04T00:00:00.000Z',
  sentence,
});

describe('the audit log list', () => {
  it('names who made a change by the name they had then, with their e-mail, or the e-mail alone', () => {
    expect(describeActor({ ...entry('user.create', ''), userName: 'Dana Calder' })).toBe('Dana Calder (boss@calderrowe.com.au)');
    expect(describeActor(entry('user.create', ''))).toBe('boss@calderrowe.com.au');
    expect(describeActor({ ...entry('user.create', ''), userEmail: null })).toBe('Someone');
  });

  it('shows each entry as its actor, its sentence and its time in Brisbane, never its action code', () => {
    const html = renderToStaticMarkup(
      <AuditLogList
        entries={[
          { ...entry('insight.delete', 'deleted the insight “Selling well”'), userName: 'Dana Calder' },
          entry('submission.restore', 'restored enquiry a1b2c3d4'),
        ]}
      />,
    );
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Dana Calder (boss@calderrowe.com.au) deleted the insight “Selling well” 4 Mar 2026, 10:00 am');
    expect(text).toContain('boss@calderrowe.com.au restored enquiry a1b2c3d4');
    expect(html).not.toContain('insight.delete');
  });

  it('says so when no change has been made yet', () => {
    expect(renderToStaticMarkup(<AuditLogList entries={[]} />)).toContain('No changes have been made in the admin yet.');
  });
});
