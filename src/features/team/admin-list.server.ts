// The Team Photo Management page: any staff role reads; the island loads the members itself and
// shows the change buttons to those who may change the team.
import { type AdminPageContext, loadAdminPage } from '../admin/admin-page.server.ts';
import { canManageTeam, TEAM_ACCESS } from './access.ts';

/** /admin/team: any staff role reads. */
export function loadTeamAdminPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'Team Photo Management', TEAM_ACCESS.read, ({ staff }) => ({ canManage: canManageTeam(staff) }));
}
