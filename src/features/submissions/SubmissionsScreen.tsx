// The Contact Submissions page: the enquiries, then the e-mails about them that have not gone out.
import { Card, CardHeader } from '../../ui/Card.tsx';
import { AreaPage } from '../admin/AreaPage.tsx';
import { AdminSubmissionList } from './AdminSubmissionList.tsx';
import type { AdminSubmissionRow } from './admin-list.server.ts';
import { UndeliveredEmailList } from './UndeliveredEmailList.tsx';
import type { UndeliveredEmailRow } from './undelivered-emails.server.ts';

export function SubmissionsScreen({
  submissions,
  undelivered,
}: {
  submissions: AdminSubmissionRow[];
  undelivered: UndeliveredEmailRow[];
}) {
  return (
    <>
      <AreaPage
        heading="Contact Submissions"
        subtitle="Enquiries sent through the contact form"
        listTitle={`${submissions.length} submissions`}
        listDescription="Newest first. Setting status and priority opens here in a coming release."
      >
        <AdminSubmissionList submissions={submissions} />
      </AreaPage>
      <Card className="mt-6">
        <CardHeader
          title="Undelivered e-mails"
          description="Confirmations and notifications that failed to send: retried with growing delays, then marked failed."
        />
        <UndeliveredEmailList emails={undelivered} />
      </Card>
    </>
  );
}
