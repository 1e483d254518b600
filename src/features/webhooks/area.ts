// Webhooks as an admin area: its page, dashboard card and access (src/server/areas.ts lists it).
import { Webhook } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { WEBHOOKS_ACCESS } from './access.ts';
import { WEBHOOK_AUDIT_SENTENCES } from './audit-sentences.ts';

export const WEBHOOKS_AREA = defineAdminArea({
  id: 'webhooks',
  title: 'Webhooks',
  path: '/admin/webhooks',
  access: WEBHOOKS_ACCESS,
  card: {
    description: (action) => `${action} where new leads are sent: your CRM or automation tool`,
    actionObject: 'webhooks',
    icon: Webhook,
  },
  auditSentences: WEBHOOK_AUDIT_SENTENCES,
});
