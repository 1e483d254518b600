// What the settings endpoints answer, as the screen and the server both type it.
import type { ListedVersion } from '../editing/versioned-record.server.ts';
import type { SiteSettings } from './schema.ts';

export type SettingsRevisionReason = 'seed' | 'update' | 'restore';

/** One saved version, as the history lists it. */
export type SettingsRevision<Value = SiteSettings> = Omit<ListedVersion<Value>, 'value' | 'reason'> & {
  reason: SettingsRevisionReason;
  settings: Value;
};

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
