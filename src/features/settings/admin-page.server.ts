// The Site Settings page (admins only): the stored settings handed to the form, so it opens filled in.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { SETTINGS_AREA } from './area.ts';
import { defaultSiteSettings, readPrivacyPolicy, readSiteSettings } from './settings.server.ts';

/** /admin/settings: the firm's details and the Privacy Policy, as stored (the defaults before any are). */
export function loadSettingsAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, SETTINGS_AREA, async ({ services }) => {
    const { db } = services.database;
    const [firm, privacy] = await Promise.all([readSiteSettings(db), readPrivacyPolicy(db)]);
    return {
      settings: firm?.settings ?? defaultSiteSettings(services.config),
      version: firm?.version ?? 0,
      privacy,
    };
  });
}
