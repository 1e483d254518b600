// Insights Management as an admin area: its page, dashboard card, access and the articles a fresh
// install publishes (src/server/areas.ts lists it).
import { FileText } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { INSIGHTS_ACCESS } from './access.ts';
import { INSIGHT_AUDIT_SENTENCES } from './audit-sentences.ts';
import { insightSeedItems } from './seed.ts';

export const INSIGHTS_AREA = defineAdminArea({
  id: 'insights',
  title: 'Insights Management',
  path: '/admin/insights',
  access: INSIGHTS_ACCESS,
  card: { description: (action) => `${action} your insights and articles`, actionObject: 'insights', icon: FileText },
  seed: insightSeedItems,
  auditSentences: INSIGHT_AUDIT_SENTENCES,
});
