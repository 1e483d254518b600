// The Site Settings endpoints under /api/admin/settings (admins only): the current settings, a save,
// the history and Restore. A save that changes something clears every page cache (adminEndpoint).
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { requireSettingsAdmin } from './access.ts';
import { SETTINGS_MESSAGES, SiteSettingsSchema } from './schema.ts';
import {
  defaultSiteSettings,
  listSettingsRevisions,
  readSiteSettings,
  restoreSettingsRevision,
  saveSiteSettings,
} from './settings.server.ts';

/** GET /api/admin/settings: the stored settings and their version. */
export const getSettings = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ services }) => {
    const stored = await readSiteSettings(services.database.db);
    return jsonResponse(stored ?? { settings: defaultSiteSettings(services.config), version: 0 });
  },
});

/** PUT /api/admin/settings: every field, checked by the form's own schema. */
export const putSettings = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ request, staff, services }) => {
    const values = await readJsonBody(request, SiteSettingsSchema);
    return jsonResponse(await saveSiteSettings(services.database, staff, values, defaultSiteSettings(services.config)));
  },
});

/** GET /api/admin/settings/revisions: the saved versions, newest first. */
export const listRevisions = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ services }) => jsonResponse({ revisions: await listSettingsRevisions(services.database.db) }),
});

/** POST /api/admin/settings/revisions/:id/restore: that version saved again as the newest. */
export const restoreRevision = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ params, staff, services }) => {
    const id = idParam(params, SETTINGS_MESSAGES.revisionNotFound);
    return jsonResponse(await restoreSettingsRevision(services.database, staff, id, defaultSiteSettings(services.config)));
  },
});
