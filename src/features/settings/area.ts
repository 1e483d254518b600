// Site Settings as an admin area: the firm's details and enquiry recipients (admins only), with the
// settings a fresh install starts with (src/server/areas.ts lists it).
import { Settings } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { SETTINGS_ACCESS } from './access.ts';
import { SETTINGS_AUDIT_SENTENCES } from './audit-sentences.ts';
import { SETTINGS_MESSAGES } from './schema.ts';
import { settingsSeedItems } from './seed.ts';

export const SETTINGS_AREA = defineAdminArea({
  id: 'settings',
  title: SETTINGS_MESSAGES.title,
  path: '/admin/settings',
  access: SETTINGS_ACCESS,
  card: {
    description: () => "Change the firm's details, social profiles and who receives enquiries",
    actionObject: 'site settings',
    icon: Settings,
  },
  seed: settingsSeedItems,
  auditSentences: SETTINGS_AUDIT_SENTENCES,
});
