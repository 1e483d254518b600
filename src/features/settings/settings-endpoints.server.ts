// The Site Settings endpoints under /api/admin/settings (admins only): the firm's details and the
// Privacy Policy, each with its current version, a save, the history and Restore. A save that changes
// something clears every page cache (adminEndpoint).
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { requireSettingsAdmin } from './access.ts';
import { PrivacyPolicySchema } from './privacy-schema.ts';
import { SETTINGS_MESSAGES, SiteSettingsSchema } from './schema.ts';
import {
  defaultPrivacyPolicy,
  defaultSiteSettings,
  FIRM_DOCUMENT,
  listSettingsRevisions,
  PRIVACY_DOCUMENT,
  readPrivacyPolicy,
  readSettingsDocument,
  restoreSettingsRevision,
  saveSettingsDocument,
} from './settings.server.ts';

/** GET /api/admin/settings: the stored settings and their version. */
export const getSettings = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ services }) => {
    const stored = await readSettingsDocument(services.database.db, FIRM_DOCUMENT);
    return jsonResponse(stored ?? { settings: defaultSiteSettings(services.config), version: 0, updatedAt: null });
  },
});

/** PUT /api/admin/settings: every field, checked by the form's own schema. */
export const putSettings = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ request, staff, services }) => {
    const values = await readJsonBody(request, SiteSettingsSchema);
    return jsonResponse(
      await saveSettingsDocument(services.database, staff, FIRM_DOCUMENT, values, defaultSiteSettings(services.config)),
    );
  },
});

/** GET /api/admin/settings/revisions: the saved versions, newest first. */
export const listRevisions = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ services }) => jsonResponse({ revisions: await listSettingsRevisions(services.database.db, FIRM_DOCUMENT) }),
});

/** POST /api/admin/settings/revisions/:id/restore: that version saved again as the newest. */
export const restoreRevision = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ params, staff, services }) => {
    const id = idParam(params, SETTINGS_MESSAGES.revisionNotFound);
    return jsonResponse(
      await restoreSettingsRevision(services.database, staff, FIRM_DOCUMENT, id, defaultSiteSettings(services.config)),
    );
  },
});

/** GET /api/admin/settings/privacy: the stored Privacy Policy (its placeholders unfilled) and its version. */
export const getPrivacyPolicy = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ services }) => jsonResponse(await readPrivacyPolicy(services.database.db)),
});

/** PUT /api/admin/settings/privacy: the policy's HTML, sanitised with the article allowlist on save. */
export const putPrivacyPolicy = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ request, staff, services }) => {
    const values = await readJsonBody(request, PrivacyPolicySchema);
    return jsonResponse(await saveSettingsDocument(services.database, staff, PRIVACY_DOCUMENT, values, defaultPrivacyPolicy()));
  },
});

/** GET /api/admin/settings/privacy/revisions: the policy's saved versions, newest first. */
export const listPrivacyRevisions = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ services }) =>
    jsonResponse({ revisions: await listSettingsRevisions(services.database.db, PRIVACY_DOCUMENT) }),
});

/** POST /api/admin/settings/privacy/revisions/:id/restore: that version of the policy saved again as the newest. */
export const restorePrivacyRevision = adminEndpoint({
  policy: requireSettingsAdmin,
  handle: async ({ params, staff, services }) => {
    const id = idParam(params, SETTINGS_MESSAGES.revisionNotFound);
    return jsonResponse(await restoreSettingsRevision(services.database, staff, PRIVACY_DOCUMENT, id, defaultPrivacyPolicy()));
  },
});
