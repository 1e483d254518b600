// The team members for the admin list, in display order.
import { type AdminPageContext, loadAdminPage } from '../admin/admin-page.server.ts';
import { TEAM_ACCESS } from './access.ts';
import { listTeamMembers } from './team.server.ts';

/** /admin/team: any staff role reads. */
export function loadTeamAdminPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'Team Photo Management', TEAM_ACCESS.read, async ({ services }) => ({
    members: await listTeamMembers(services.database.db),
  }));
}
