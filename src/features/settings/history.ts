// What the settings' and the Privacy Policy's version histories say of each version (the shared
// VersionHistoryDialog shows them): its reason in words and the fields it changed, by their labels.
import { labelledChanges, type VersionChange } from '../admin/document-changes.ts';
import { SETTINGS_CHANGE_OPTIONS, SETTINGS_FIELD_LABELS } from './changes.ts';
import { SETTINGS_MESSAGES } from './schema.ts';
import type { SettingsRevision, SettingsRevisionReason } from './types.ts';

const REASONS: Record<SettingsRevisionReason, string> = { seed: 'First settings', update: 'Edited', restore: 'Restored' };

/** The history dialog's settings for either document; only the path, title and description differ. */
export const SETTINGS_HISTORY = {
  reasons: REASONS,
  savedByNobody: 'the fresh install',
  canRestore: true,
  changes: (revision: SettingsRevision<object>, previous: SettingsRevision<object> | undefined): VersionChange[] =>
    previous
      ? labelledChanges(
          previous.settings,
          revision.settings,
          (path) => SETTINGS_FIELD_LABELS[path] ?? path,
          SETTINGS_CHANGE_OPTIONS,
        )
      : [],
  messages: {
    loadFailed: SETTINGS_MESSAGES.historyFailed,
    restoreFailed: SETTINGS_MESSAGES.restoreFailed,
    restored: (revision: { version: number }) => `${SETTINGS_MESSAGES.restored}: version ${revision.version}`,
  },
} as const;
