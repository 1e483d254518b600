// settings/'s tables, as Kysely types them (both dialects): the settings documents and their saved versions.
// Composed into the one Database in src/server/areas.ts.
import type { DefaultedTimestamp } from '#src/platform/db/schema.ts';

/** A staff-edited settings document (key "firm": the firm's details), its value JSON text. */
export interface SiteSettingsTable {
  key: string;
  value: string;
  /** The version of site_settings_revisions it holds. */
  version: number;
  updated_at: DefaultedTimestamp;
}

/** Every saved version of a settings document, for its history and Restore. */
export interface SiteSettingsRevisionsTable {
  id: string;
  key: string;
  version: number;
  value: string;
  reason: 'seed' | 'update' | 'restore';
  saved_by_id: string | null;
  saved_by: string | null;
  created_at: DefaultedTimestamp;
}

/** The tables settings/ owns, by name. */
export interface SettingsTables {
  site_settings: SiteSettingsTable;
  site_settings_revisions: SiteSettingsRevisionsTable;
}
