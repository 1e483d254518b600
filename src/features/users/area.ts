// User Management as an admin area: its page and dashboard card (src/server/areas.ts lists it).
// Admins only.
import { Users } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { USERS_ACCESS } from './access.ts';
import { USER_AUDIT_SENTENCES } from './audit-sentences.ts';

export const USERS_AREA = defineAdminArea({
  id: 'users',
  title: 'User Management',
  path: '/admin/users',
  access: USERS_ACCESS,
  card: { description: (action) => `${action} user accounts and assign roles`, actionObject: 'users', icon: Users },
  auditSentences: USER_AUDIT_SENTENCES,
});
