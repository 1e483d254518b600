// Redirects as an admin area: its page, dashboard card, access and the spec's redirects a fresh
// install holds (src/server/areas.ts lists it).
import { Signpost } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { REDIRECTS_ACCESS } from './access.ts';
import { REDIRECT_AUDIT_SENTENCES } from './audit-sentences.ts';
import { redirectSeedItems } from './seed.ts';

export const REDIRECTS_AREA = defineAdminArea({
  id: 'redirects',
  title: 'Redirects',
  path: '/admin/redirects',
  access: REDIRECTS_ACCESS,
  card: {
    description: (action) => `${action} redirects from old addresses and their hits`,
    actionObject: 'redirects',
    icon: Signpost,
  },
  seed: redirectSeedItems,
  auditSentences: REDIRECT_AUDIT_SENTENCES,
});
