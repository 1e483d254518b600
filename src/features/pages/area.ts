// Page copy as an admin area (/admin/pages): the words of the fixed pages, their drafts and versions,
// and each page's first copy for a fresh install (src/server/areas.ts lists it).
import { FileText } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { PAGES_ACCESS } from './access.ts';
import { PAGE_AUDIT_SENTENCES } from './audit-sentences.ts';
import { PAGES_MESSAGES } from './schema.ts';
import { pageCopySeedItems } from './seed.ts';

export const PAGES_AREA = defineAdminArea({
  id: 'pages',
  title: PAGES_MESSAGES.title,
  path: '/admin/pages',
  access: PAGES_ACCESS,
  card: {
    description: (action) => `${action} the words of the home, about, services and other fixed pages`,
    actionObject: 'page copy',
    icon: FileText,
  },
  seed: pageCopySeedItems,
  auditSentences: PAGE_AUDIT_SENTENCES,
});
