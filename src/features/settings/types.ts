// What the settings endpoints answer, as the screen and the server both type it.
import type { SiteSettings } from './schema.ts';

export type SettingsRevisionReason = 'seed' | 'update' | 'restore';

/** One saved version, as the history lists it. */
export interface SettingsRevision {
  id: string;
  version: number;
  reason: SettingsRevisionReason;
  savedBy: string | null;
  createdAt: string;
  settings: SiteSettings;
}

/** The current settings and the version they are. */
export interface StoredSettings {
  settings: SiteSettings;
  version: number;
}

/** A save's answer. */
export interface SaveResult extends StoredSettings {
  /** The fields this save changed; none when the values were the ones already stored (nothing written). */
  changed: string[];
}
