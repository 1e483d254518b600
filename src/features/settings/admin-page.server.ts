// The Site Settings page (admins only): the stored settings handed to the form, so it opens filled in.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { SETTINGS_AREA } from './area.ts';
import { defaultSiteSettings, readSiteSettings } from './settings.server.ts';

/** /admin/settings. */
export function loadSettingsAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, SETTINGS_AREA, async ({ services }) => {
    const stored = await readSiteSettings(services.database.db);
    return stored ?? { settings: defaultSiteSettings(services.config), version: 0 };
  });
}
