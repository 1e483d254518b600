// Contact Submissions as an admin area: its page, and a dashboard card that counts New enquiries
// and says how long they wait (src/server/areas.ts lists it). Admins only.
import { Inbox } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { SUBMISSIONS_ACCESS } from './access.ts';
import { SUBMISSION_AUDIT_SENTENCES } from './audit-sentences.ts';
import { countNewSubmissions } from './inbox.server.ts';
import { responseFacts } from './response-times.server.ts';

export const SUBMISSIONS_AREA = defineAdminArea({
  id: 'submissions',
  title: 'Contact Submissions',
  path: '/admin/contact-submissions',
  access: SUBMISSIONS_ACCESS,
  card: {
    title: 'Contact Management',
    description: () => 'Review enquiries and set their status and priority',
    actionObject: 'contact submissions',
    icon: Inbox,
    count: {
      load: countNewSubmissions,
      label: (count) => (count === 1 ? '1 new enquiry' : `${count.toLocaleString('en-AU')} new enquiries`),
    },
    facts: responseFacts,
  },
  auditSentences: SUBMISSION_AUDIT_SENTENCES,
});
