// The thank-you page's list of what the visitor sent, read in their browser from the tab's session
// storage (success-handoff.ts): the page itself is the same for everyone and shows nothing from its
// address. A tab that sent nothing is sent to /contact, as the page has nothing to thank for.
import { useEffect, useState } from 'react';
import { readSubmittedDetails, type SubmittedDetails } from './success-handoff.ts';

export interface SubmissionDetailsProps {
  /** Shown instead of the tab's details: an editor's preview of draft copy. */
  sample?: SubmittedDetails;
}

const CONTACT_PATH = '/contact';

export default function SubmissionDetails({ sample }: SubmissionDetailsProps) {
  const [details, setDetails] = useState<SubmittedDetails>(sample ?? {});
  useEffect(() => {
    if (sample) return;
    const stored = readSubmittedDetails();
    if (stored === null) window.location.replace(CONTACT_PATH);
    else if (stored !== 'unavailable') setDetails(stored);
  }, [sample]);
  const rows = [
    ['Name', details.name],
    ['Email', details.email],
    ['Company', details.company],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <dl className="mt-4 space-y-3">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
