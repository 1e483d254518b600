// The signed-in member's own profile as an admin area (src/server/areas.ts lists it for the permission
// matrix): open to every account, reached from the header's name, so it has no dashboard card.
import { defineAdminArea } from '../admin/admin-area.ts';
import { PROFILE_ACCESS } from './access.ts';
import { PROFILE_AUDIT_SENTENCES } from './audit-sentences.ts';

export const PROFILE_AREA = defineAdminArea({
  id: 'profile',
  title: 'Your Profile',
  path: '/admin/profile',
  access: PROFILE_ACCESS,
  auditSentences: PROFILE_AUDIT_SENTENCES,
});
