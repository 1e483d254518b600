// An enquiry's internal notes (staff only, never shown to the visitor) with the box for a new one,
// and its history from receipt on: parts of SubmissionDetails' workflow.
import { useState } from 'react';
import { Button } from '#src/ui/Button.tsx';
import { TextAreaField } from '#src/ui/Field.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { NOTE_MAX_LENGTH } from './schema.ts';
import type { SubmissionDetail } from './types.ts';

/** The notes, oldest first, and (for an enquiry not deleted) the box that adds one. */
export function InternalNotes({
  submission,
  locked,
  onAddNote,
}: {
  submission: SubmissionDetail;
  /** A change is under way or the enquiry is deleted: Add Note is off. */
  locked: boolean;
  /** Resolves true once the note is saved (the box is then emptied). */
  onAddNote: (body: string) => Promise<boolean>;
}) {
  const [note, setNote] = useState('');
  return (
    <section aria-labelledby={`notes-${submission.id}`}>
      <h3 id={`notes-${submission.id}`} className="text-sm font-medium text-slate-600">
        Internal notes (staff only; never shown to the visitor)
      </h3>
      {submission.notes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {submission.notes.map((item) => (
            <li key={item.id} className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="text-slate-600">
                {item.authorName}, <time dateTime={item.createdAt}>{brisbaneDateTime(item.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.body}</p>
            </li>
          ))}
        </ul>
      )}
      {!submission.deletedAt && (
        <form
          className="mt-3 space-y-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await onAddNote(note)) setNote('');
          }}
        >
          <TextAreaField
            label="New note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={locked || note.trim() === ''}>
            Add Note
          </Button>
        </form>
      )}
    </section>
  );
}

/** When the enquiry was received, then each change to it and who made it. */
export function SubmissionHistory({ submission }: { submission: SubmissionDetail }) {
  return (
    <section aria-labelledby={`history-${submission.id}`}>
      <h3 id={`history-${submission.id}`} className="text-sm font-medium text-slate-600">
        History
      </h3>
      <ol className="mt-1 space-y-1 text-sm text-slate-700">
        <li>
          <time dateTime={submission.createdAt}>{brisbaneDateTime(submission.createdAt)}</time>: received
        </li>
        {submission.history.map((item) => (
          <li key={item.id}>
            <time dateTime={item.at}>{brisbaneDateTime(item.at)}</time>: {item.text}
            {item.by && ` (${item.by})`}
          </li>
        ))}
      </ol>
    </section>
  );
}
