// A settings document's Save on its screen (the firm's details, the Privacy Policy): the form sent with
// the version it was read at; a 409 over a newer version is kept for the ConflictNotice, which reloads
// their version into the form or saves these values over it.
import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import { type SaveConflict, useSaveConflict } from '../admin/ConflictNotice.tsx';
import { useFormAction } from '../admin/FormDialog.tsx';
import { runAction } from '../admin/run-action.ts';
import type { SaveResult, StoredSettings } from './types.ts';

/** What overwriting another admin's save means for a settings document. */
export const OVERWRITE_DETAILS = 'Your version replaces theirs on the site; theirs stays in the history and can be restored.';

export function useSettingsSave<Input extends FieldValues, Value>({
  form,
  path,
  version,
  show,
  saved,
  messages,
}: {
  form: UseFormReturn<Input, unknown, Value>;
  /** The document's endpoint: GET reads it, PUT saves it. */
  path: string;
  /** The version the screen was loaded with. */
  version: number;
  /** Shows a stored version in the form (after a save, a restore or a reload). */
  show: (stored: StoredSettings<Value>) => void;
  /** The success toast's text for a save. */
  saved: (result: SaveResult<Value>) => string;
  messages: { saveFailed: string; loadFailed: string };
}) {
  // The version the form holds: what a save says it started from.
  const base = useRef(version);
  const { conflict, capture, clear } = useSaveConflict<SaveConflict>();

  function showStored(stored: StoredSettings<Value>) {
    base.current = stored.version;
    show(stored);
  }

  const save = useFormAction(
    form,
    (values) => requestJson<SaveResult<Value>>(path, { method: 'PUT', body: { ...values, base_version: base.current } }),
    {
      success: (result) => {
        clear();
        showStored(result);
        return saved(result);
      },
      failed: messages.saveFailed,
      onRefused: capture,
    },
  );

  /** Their version into the form, these edits dropped. */
  async function reload() {
    await runAction(
      async () => {
        showStored(await requestJson<StoredSettings<Value>>(path));
        clear();
      },
      { failed: messages.loadFailed },
    );
  }

  /** These values saved over theirs: sent again from the version they saved. */
  async function overwrite(theirs: SaveConflict) {
    base.current = theirs.version;
    await save();
  }

  return { save, conflict, reload, overwrite, showStored };
}
