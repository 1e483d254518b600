// The Privacy Policy's editor on the Site Settings screen: headings, paragraphs, lists and links in
// the rich-text field (sanitised by the server with the article allowlist), the placeholders it may
// use, its own Save (from the version it was read at: the conflict notice over a newer one) and its own
// history with Restore.
import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '#src/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { RichTextEditor } from '#src/ui/RichTextEditor.tsx';
import { HISTORY_TEXT, VersionHistoryDialog } from '../admin/VersionHistoryDialog.tsx';
import { SETTINGS_HISTORY } from './history.ts';
import { PRIVACY_MESSAGES, PRIVACY_PLACEHOLDERS, type PrivacyPolicy, PrivacyPolicySchema } from './privacy-schema.ts';
import type { SaveResult, SettingsRevision, StoredSettings } from './types.ts';
import { useSettingsSave } from './use-settings-save.ts';

const PRIVACY_PATH = '/api/admin/settings/privacy';

export function PrivacyPolicyEditor({ policy }: { policy: StoredSettings<PrivacyPolicy> }) {
  const [version, setVersion] = useState(policy.version);
  const form = useForm<PrivacyPolicy, unknown, PrivacyPolicy>({
    resolver: zodResolver(PrivacyPolicySchema),
    defaultValues: policy.settings,
  });
  const {
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const { save, notice, dialog, history, showStored } = useSettingsSave({
    form,
    path: PRIVACY_PATH,
    version: policy.version,
    show: (stored) => {
      setVersion(stored.version);
      reset(stored.settings);
    },
    saved: (saved) => `${PRIVACY_MESSAGES.saved} (version ${saved.version})`,
    messages: PRIVACY_MESSAGES,
  });

  return (
    <Card>
      <CardHeader
        title={PRIVACY_MESSAGES.title}
        description="Shown at /privacy-policy, linked from every page's footer and from the contact form."
      >
        <Button variant="outline" onClick={history.show}>
          <History aria-hidden="true" className="size-4" />
          Privacy Policy History
        </Button>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="space-y-4" aria-label="Privacy policy">
          <div className="text-sm text-slate-600">
            <p>These words are replaced on the page by the current details, so the policy never goes stale:</p>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {Object.entries(PRIVACY_PLACEHOLDERS).map(([placeholder, meaning]) => (
                <li key={placeholder}>
                  <code className="rounded bg-slate-100 px-1 text-slate-800">{placeholder}</code> {meaning}
                </li>
              ))}
            </ul>
          </div>
          <Controller
            control={control}
            name="body"
            render={({ field }) => (
              <RichTextEditor
                label="Policy text"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.body?.message}
              />
            )}
          />
          {notice}
          <div className="flex flex-wrap items-center justify-end gap-3">
            <p className="text-sm text-slate-600">Version {version}</p>
            <a href="/privacy-policy" className="text-sm text-brand-700 underline underline-offset-4">
              View the page
            </a>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Privacy Policy'}
            </Button>
          </div>
        </form>
      </CardContent>
      <VersionHistoryDialog<SettingsRevision<PrivacyPolicy>, SaveResult<PrivacyPolicy>>
        {...SETTINGS_HISTORY}
        path={history.open ? `${PRIVACY_PATH}/revisions` : null}
        title="Privacy Policy History"
        description={HISTORY_TEXT.description('the Privacy Policy')}
        onOpenChange={history.onOpenChange}
        onRestored={showStored}
      />
      {dialog}
    </Card>
  );
}
