// The Team Photo Management page: any staff role reads; the island loads the members itself and
// shows the change buttons to those who may change the team.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { canManageTeam } from './access.ts';
import { TEAM_AREA } from './area.ts';

/** /admin/team: any staff role reads. */
export function loadTeamAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, TEAM_AREA, ({ staff }) => ({ canManage: canManageTeam(staff) }));
}
