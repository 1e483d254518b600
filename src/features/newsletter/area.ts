// Subscribers as an admin area: its page, dashboard card and access (src/server/areas.ts lists it).
import { Mail } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { SUBSCRIBERS_ACCESS } from './access.ts';
import { NEWSLETTER_AUDIT_SENTENCES } from './audit-sentences.ts';

export const SUBSCRIBERS_AREA = defineAdminArea({
  id: 'newsletter',
  title: 'Subscribers',
  path: '/admin/subscribers',
  access: SUBSCRIBERS_ACCESS,
  card: {
    description: (action) => `${action} who receives the newsletter, with the consent each gave`,
    actionObject: 'subscribers',
    icon: Mail,
  },
  auditSentences: NEWSLETTER_AUDIT_SENTENCES,
});
