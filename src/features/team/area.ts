// Team Photo Management as an admin area: its page, dashboard card, access and the member a fresh
// install shows (src/server/areas.ts lists it).
import { UsersRound } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { TEAM_ACCESS } from './access.ts';
import { TEAM_AUDIT_SENTENCES } from './audit-sentences.ts';
import { teamSeedItems } from './seed.ts';

export const TEAM_AREA = defineAdminArea({
  id: 'team',
  title: 'Team Photo Management',
  path: '/admin/team',
  access: TEAM_ACCESS,
  card: {
    title: 'Team Management',
    description: (action) => `${action} team member profiles and photos`,
    actionObject: 'team members',
    icon: UsersRound,
  },
  seed: teamSeedItems,
  auditSentences: TEAM_AUDIT_SENTENCES,
});
