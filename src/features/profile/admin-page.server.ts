// The /admin/profile page: every signed-in account; the sessions are fetched by the island.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { mayTurnOffTwoFactor } from '../auth/access.ts';
import { PROFILE_AREA } from './area.ts';
import type { ProfileView } from './types.ts';

export function loadProfileAdminPage(astro: AdminPageContext) {
  return loadAreaPage(
    astro,
    PROFILE_AREA,
    ({ staff, services }): ProfileView => ({
      email: staff.email,
      displayName: staff.name,
      role: staff.role,
      twoFactor: {
        enabled: staff.twoFactorEnabled,
        required: !mayTurnOffTwoFactor(staff.role, services.config.auth.requireAdminTwoFactor),
      },
    }),
  );
}
