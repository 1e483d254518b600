// A settings document's Save on its screen (the firm's details, the Privacy Policy), through the editing
// kit's useVersionedEditor: the form sent with the version it was read at; a 409 over a newer version
// shows the conflict notice, which reloads their version into the form or saves these values over it.
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import type { SaveConflict } from '../admin/ConflictNotice.tsx';
import { useFormAction } from '../admin/FormDialog.tsx';
import { runAction } from '../admin/run-action.ts';
import { useVersionedEditor } from '../editing/use-versioned-editor.tsx';
import type { SaveResult, StoredSettings } from './types.ts';

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
  messages: { saveFailed: string; loadFailed: string; conflict: string };
}) {
  const editor = useVersionedEditor<SaveConflict>({
    version,
    dirty: form.formState.isDirty,
    conflictHeading: messages.conflict,
    // Their version into the form, these edits dropped.
    reload: async () => {
      await runAction(async () => showStored(await requestJson<StoredSettings<Value>>(path)), { failed: messages.loadFailed });
    },
    resave: (): Promise<void> => save(),
  });

  function showStored(stored: StoredSettings<Value>) {
    editor.startFrom(stored.version);
    show(stored);
  }

  const save = useFormAction(
    form,
    (values) => requestJson<SaveResult<Value>>(path, { method: 'PUT', body: { ...values, base_version: editor.base.current } }),
    {
      success: (result) => {
        showStored(result);
        return saved(result);
      },
      failed: messages.saveFailed,
      onRefused: editor.capture,
    },
  );

  return { save, notice: editor.notice, dialog: editor.dialog, history: editor.history, showStored };
}
