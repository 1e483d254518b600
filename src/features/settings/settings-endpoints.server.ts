// The Site Settings endpoints under /api/admin/settings (admins only): the firm's details and the
// Privacy Policy, each with its current version, a save (refused with 409 over a newer version than the
// one it started from), the history and Restore. A save that changes something clears every page cache
// (adminEndpoint).
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import type { AppConfig } from '#src/platform/config.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { requireSettingsAdmin } from './access.ts';
import { SETTINGS_MESSAGES } from './schema.ts';
import {
  defaultPrivacyPolicy,
  defaultSiteSettings,
  FIRM_DOCUMENT,
  listSettingsRevisions,
  PRIVACY_DOCUMENT,
  readSettingsOrDefault,
  restoreSettingsRevision,
  type SettingsDocument,
  saveSettingsDocument,
} from './settings.server.ts';

/** A save's body: the document's fields (checked by its own schema) and the version the form started from. */
const WithBaseVersion = z.looseObject({
  base_version: z
    .number({ error: SETTINGS_MESSAGES.badBaseVersion })
    .int(SETTINGS_MESSAGES.badBaseVersion)
    .min(0, SETTINGS_MESSAGES.badBaseVersion)
    .optional(),
});

/** One document's four endpoints; `fallback`: what it is before anything is stored (version 0). */
function documentEndpoints<Value extends object>(document: SettingsDocument<Value>, fallback: (config: AppConfig) => Value) {
  return {
    /** GET: the stored document and its version. */
    read: adminEndpoint({
      policy: requireSettingsAdmin,
      handle: async ({ services }) =>
        jsonResponse(await readSettingsOrDefault(services.database.db, document, fallback(services.config))),
    }),
    /** PUT: every field, checked by the form's own schema, and the version the form started from (409 over a newer one). */
    save: adminEndpoint({
      policy: requireSettingsAdmin,
      handle: async ({ request, staff, services }) => {
        const { base_version: baseVersion, ...fields } = await readJsonBody(request, WithBaseVersion);
        const values = document.schema.parse(fields);
        return jsonResponse(
          await saveSettingsDocument(services.database, staff, document, values, fallback(services.config), { baseVersion }),
        );
      },
    }),
    /** GET …/revisions: the saved versions, newest first. */
    list: adminEndpoint({
      policy: requireSettingsAdmin,
      handle: async ({ services }) => jsonResponse({ revisions: await listSettingsRevisions(services.database.db, document) }),
    }),
    /** POST …/revisions/:id/restore: that version saved again as the newest. */
    restore: adminEndpoint({
      policy: requireSettingsAdmin,
      handle: async ({ params, staff, services }) => {
        const id = idParam(params, SETTINGS_MESSAGES.revisionNotFound);
        const fallbackValue = fallback(services.config);
        return jsonResponse(await restoreSettingsRevision(services.database, staff, document, id, fallbackValue));
      },
    }),
  };
}

/** /api/admin/settings: the firm's details. */
export const {
  read: getSettings,
  save: putSettings,
  list: listRevisions,
  restore: restoreRevision,
} = documentEndpoints(FIRM_DOCUMENT, defaultSiteSettings);

/** /api/admin/settings/privacy: the Privacy Policy (its placeholders unfilled), sanitised with the article allowlist on save. */
export const {
  read: getPrivacyPolicy,
  save: putPrivacyPolicy,
  list: listPrivacyRevisions,
  restore: restorePrivacyRevision,
} = documentEndpoints(PRIVACY_DOCUMENT, defaultPrivacyPolicy);
