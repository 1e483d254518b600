// What the settings endpoints answer, as the screen and the server both type it.
import type { SiteSettings } from './schema.ts';

export type SettingsRevisionReason = 'seed' | 'update' | 'restore';

/** One saved version, as the history lists it. */
export interface SettingsRevision<Value = SiteSettings> {
  id: string;
  version: number;
  reason: SettingsRevisionReason;
  savedBy: string | null;
  createdAt: string;
  settings: Value;
}

/** The current settings and the version they are (0 and no time: never saved, the defaults). */
export interface StoredSettings<Value = SiteSettings> {
  settings: Value;
  version: number;
  updatedAt: string | null;
}

/** A save's answer. */
export interface SaveResult<Value = SiteSettings> extends StoredSettings<Value> {
  /** The fields this save changed; none when the values were the ones already stored (nothing written). */
  changed: string[];
}
