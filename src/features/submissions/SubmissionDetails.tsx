// One enquiry in full (spec: Contact Submissions, View): the message as text, never HTML, where it
// came from and the visitor's optional answers, its owner, internal notes (never shown to the
// visitor) and history (SubmissionNotes.tsx), and each e-mail's delivery state with Send Again; the
// dialog that shows it, with Edit for an enquiry not deleted.
import { Pencil, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, StatusBadge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { SelectField } from '#src/ui/Field.tsx';
import { brisbaneDateTime, formatUsd } from '#src/ui/format.ts';
import { CONTACT_PREFERENCE_LABELS, QUALIFYING_QUESTIONS } from '../contact/qualifying.ts';
import { InternalNotes, SubmissionHistory } from './SubmissionNotes.tsx';
import {
  CHANNEL_LABELS,
  PRIORITY_BADGES,
  SOFT_DELETE_DAYS,
  SPAM_REASON_LABELS,
  STATUS_BADGES,
  SUBMISSION_MESSAGES,
} from './schema.ts';
import type { EmailDelivery, SubmissionDetail } from './types.ts';

const EMAIL_KINDS: Record<string, string> = {
  'contact-confirmation': 'Confirmation to the visitor',
  'contact-notification': 'Notification to the firm',
  'contact-reminder': 'Reminder: still New',
};

export interface SubmissionWorkflowActions {
  onAssign: (assignedTo: string | null) => void;
  /** Clears a "Possible spam" badge: a real enquiry after all. */
  onNotSpam: () => void;
  /** Resolves true once the note is saved (the box is then emptied). */
  onAddNote: (body: string) => Promise<boolean>;
  busy: boolean;
}

/** Where an e-mail's delivery stands, in words: sent, queued, retrying (next attempt), failed (last error). */
export function deliveryState(email: EmailDelivery): {
  label: string;
  tone: 'green' | 'blue' | 'amber' | 'red';
  detail: string | null;
} {
  switch (email.status) {
    case 'sent':
      return { label: 'Sent', tone: 'green', detail: email.sentAt ? `Sent ${brisbaneDateTime(email.sentAt)}` : null };
    case 'sending':
      return { label: 'Sending', tone: 'blue', detail: null };
    case 'failed':
      return {
        label: 'Failed',
        tone: 'red',
        detail: `Gave up after ${email.attempts} attempts. Last error: ${email.lastError ?? 'unknown'}`,
      };
    case 'pending':
      if (email.attempts === 0) return { label: 'Queued', tone: 'blue', detail: null };
      return {
        label: 'Retrying',
        tone: 'amber',
        detail: `Next attempt ${brisbaneDateTime(email.nextAttemptAt)}. Last error: ${email.lastError ?? 'unknown'}`,
      };
  }
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Where the enquiry came from: source, campaign, landing page, the form's page, the calculator's figures. */
function SourceRows({ submission }: { submission: SubmissionDetail }) {
  const { leadSource } = submission;
  const calculator = leadSource.calculator;
  return (
    <>
      <DetailRow label="Came by">{CHANNEL_LABELS[submission.channel]}</DetailRow>
      <DetailRow label="Source">{submission.source}</DetailRow>
      {leadSource.utmMedium && <DetailRow label="Medium">{leadSource.utmMedium}</DetailRow>}
      {leadSource.utmCampaign && <DetailRow label="Campaign">{leadSource.utmCampaign}</DetailRow>}
      {leadSource.referrerHost && <DetailRow label="Referrer">{leadSource.referrerHost}</DetailRow>}
      <DetailRow label="Landing page">{leadSource.landingPath ?? SUBMISSION_MESSAGES.notProvided}</DetailRow>
      {leadSource.formPath && <DetailRow label="Sent from">{leadSource.formPath}</DetailRow>}
      {calculator && (
        <DetailRow label="Calculator">
          Profit {formatUsd(calculator.profit)}; range {formatUsd(calculator.valueLow)} to {formatUsd(calculator.valueHigh)};{' '}
          {calculator.multiple.toFixed(1)}x chosen ({formatUsd(calculator.profit * calculator.multiple)})
        </DetailRow>
      )}
    </>
  );
}

function AnswerRows({ submission }: { submission: SubmissionDetail }) {
  const { answers } = submission;
  return (
    <>
      {(['revenueBand', 'headcountBand', 'workforceMix', 'sellTimeframe'] as const).map(
        (field) =>
          answers[field] && (
            <DetailRow key={field} label={QUALIFYING_QUESTIONS[field].label}>
              {answers[field]}
            </DetailRow>
          ),
      )}
      {answers.contactPreference && <DetailRow label="Prefers">{CONTACT_PREFERENCE_LABELS[answers.contactPreference]}</DetailRow>}
      {answers.bestTimeToCall && <DetailRow label="Best time to call">{answers.bestTimeToCall}</DetailRow>}
      {answers.noConfirmation && <DetailRow label="Confirmation">Not sent: the visitor asked for none</DetailRow>}
    </>
  );
}

/** The owner, the internal notes with a box for a new one, and the history. */
function Workflow({ submission, workflow }: { submission: SubmissionDetail; workflow: SubmissionWorkflowActions }) {
  const locked = workflow.busy || submission.deletedAt !== null;
  return (
    <>
      <SelectField
        label="Assigned to"
        value={submission.assignedTo ?? ''}
        disabled={locked}
        onChange={(event) => workflow.onAssign(event.target.value || null)}
      >
        <option value="">{SUBMISSION_MESSAGES.unassigned}</option>
        {submission.assignees.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
        {submission.assignedTo && !submission.assignees.some((member) => member.id === submission.assignedTo) && (
          <option value={submission.assignedTo}>A former staff member</option>
        )}
      </SelectField>
      <InternalNotes submission={submission} locked={locked} onAddNote={workflow.onAddNote} />
      <SubmissionHistory submission={submission} />
    </>
  );
}

export function SubmissionDetails({
  submission,
  resending,
  onResend,
  workflow,
}: {
  submission: SubmissionDetail;
  resending: string | null;
  onResend: (email: EmailDelivery) => void;
  workflow?: SubmissionWorkflowActions;
}) {
  return (
    <div className="space-y-5">
      {submission.spamReason === 'honeypot' && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <strong>Suspected spam.</strong> {SPAM_REASON_LABELS[submission.spamReason]} No notification e-mail was sent for it.
        </p>
      )}
      {submission.spamReason === 'too-fast' && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <strong>Possible spam.</strong> {SPAM_REASON_LABELS[submission.spamReason]} Autofill can do that too; the firm was
          notified with "Possible spam" in the subject.
        </p>
      )}
      {submission.deletedAt && (
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          Deleted {brisbaneDateTime(submission.deletedAt)}. It can be restored for {SOFT_DELETE_DAYS} days after that.
        </p>
      )}
      <dl className="space-y-2">
        <DetailRow label="Name">{submission.name}</DetailRow>
        <DetailRow label="Email">
          <a href={`mailto:${submission.email}`} className="text-brand-700 underline underline-offset-2">
            {submission.email}
          </a>
        </DetailRow>
        <DetailRow label="Company">{submission.company || '-'}</DetailRow>
        <DetailRow label="Phone">{submission.phone || SUBMISSION_MESSAGES.notProvided}</DetailRow>
        <DetailRow label="Status">
          <StatusBadge value={submission.status} map={STATUS_BADGES} />
        </DetailRow>
        <DetailRow label="Priority">
          <StatusBadge value={submission.priority} map={PRIORITY_BADGES} />
        </DetailRow>
        <DetailRow label="Submitted">
          <time dateTime={submission.createdAt}>{brisbaneDateTime(submission.createdAt)}</time>
        </DetailRow>
        <DetailRow label="Last updated">
          <time dateTime={submission.updatedAt}>{brisbaneDateTime(submission.updatedAt)}</time>
        </DetailRow>
        <DetailRow label="First response">
          {submission.firstResponseAt ? (
            <time dateTime={submission.firstResponseAt}>{brisbaneDateTime(submission.firstResponseAt)}</time>
          ) : (
            'Waiting'
          )}
        </DetailRow>
        <SourceRows submission={submission} />
        <AnswerRows submission={submission} />
      </dl>
      <section aria-labelledby={`message-${submission.id}`}>
        <h3 id={`message-${submission.id}`} className="text-sm font-medium text-slate-600">
          Message
        </h3>
        {/* Text, never HTML: whatever the visitor typed is shown as typed, line breaks kept. */}
        <p
          className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-sm text-slate-900"
          data-testid="message"
        >
          {submission.message}
        </p>
      </section>
      {workflow && <Workflow submission={submission} workflow={workflow} />}
      <section aria-labelledby={`emails-${submission.id}`}>
        <h3 id={`emails-${submission.id}`} className="text-sm font-medium text-slate-600">
          E-mails about this enquiry
        </h3>
        {submission.emails.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No e-mails were sent about this enquiry.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
            {submission.emails.map((email) => {
              const state = deliveryState(email);
              const kind = EMAIL_KINDS[email.kind] ?? email.kind;
              return (
                <li key={email.id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {kind} <Badge tone={state.tone}>{state.label}</Badge>
                    </p>
                    <p className="break-all text-slate-600">To {email.toAddress}</p>
                    {state.detail && <p className="mt-1 break-words text-slate-700">{state.detail}</p>}
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={resending !== null || email.status === 'sending'}
                    onClick={() => onResend(email)}
                    aria-label={`Send again: ${kind}`}
                  >
                    <Send aria-hidden="true" className="size-4" />
                    {resending === email.id ? 'Sending...' : 'Send Again'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

export function SubmissionDetailsDialog({
  submission,
  resending,
  onResend,
  onClose,
  onEdit,
  workflow,
}: {
  submission: SubmissionDetail | null;
  resending: string | null;
  onResend: (email: EmailDelivery) => void;
  onClose: () => void;
  onEdit: (submission: SubmissionDetail) => void;
  workflow?: SubmissionWorkflowActions;
}) {
  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => !open && onClose()}
      title={SUBMISSION_MESSAGES.detailsTitle}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {submission && workflow && submission.spamReason === 'too-fast' && !submission.deletedAt && (
            <Button variant="outline" disabled={workflow.busy} onClick={workflow.onNotSpam}>
              Not Spam
            </Button>
          )}
          {submission && !submission.deletedAt && (
            <Button onClick={() => onEdit(submission)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          )}
        </>
      }
    >
      {submission && <SubmissionDetails submission={submission} resending={resending} onResend={onResend} workflow={workflow} />}
    </Dialog>
  );
}
