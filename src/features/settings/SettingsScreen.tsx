// Site Settings (admins): one form of the firm's details, social profiles and enquiry recipients,
// checked by the endpoint's own schema and saved from the version it was read at (the conflict notice
// over a newer one), the history of saved versions with Restore, and the Privacy Policy's editor.
import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { Fragment, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '#src/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { TextAreaField, TextField } from '#src/ui/Field.tsx';
import { AreaHeader, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { HISTORY_TEXT, VersionHistoryDialog } from '../admin/VersionHistoryDialog.tsx';
import { SOCIAL_NETWORKS } from '../public-shell/company.ts';
import { SETTINGS_HISTORY } from './history.ts';
import { PrivacyPolicyEditor } from './PrivacyPolicyEditor.tsx';
import type { PrivacyPolicy } from './privacy-schema.ts';
import { SETTINGS_MESSAGES, type SiteSettings, type SiteSettingsInput, SiteSettingsSchema } from './schema.ts';
import type { SaveResult, SettingsRevision, StoredSettings } from './types.ts';
import { useSettingsSave } from './use-settings-save.ts';

/** The form's values: the recipients as one address a line. */
function formValues(settings: SiteSettings): SiteSettingsInput {
  return { ...settings, notifyEmails: settings.notifyEmails.join('\n') };
}

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <CardContent className="grid gap-4 md:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

const message = (errors: FieldErrors<SiteSettingsInput>, path: string): string | undefined => {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
};

export function SettingsScreen({
  title,
  settings,
  version,
  privacy,
}: AreaScreenProps & {
  settings: SiteSettings;
  version: number;
  privacy: StoredSettings<PrivacyPolicy>;
}) {
  const [current, setCurrent] = useState({ settings, version });
  const form = useForm<SiteSettingsInput, unknown, SiteSettings>({
    resolver: zodResolver(SiteSettingsSchema),
    defaultValues: formValues(settings),
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const { save, notice, dialog, history, showStored } = useSettingsSave({
    form,
    path: '/api/admin/settings',
    version,
    show: (stored) => {
      setCurrent({ settings: stored.settings, version: stored.version });
      reset(formValues(stored.settings));
    },
    saved: (saved) =>
      saved.changed.length > 0 ? `${SETTINGS_MESSAGES.saved} (version ${saved.version})` : SETTINGS_MESSAGES.unchanged,
    messages: SETTINGS_MESSAGES,
  });

  const field = (path: string, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      autoComplete="off"
      error={message(errors, path)}
      {...props}
      {...register(path as Parameters<typeof register>[0])}
    />
  );

  return (
    <div className="space-y-6">
      <AreaHeader
        heading={title}
        subtitle={SETTINGS_MESSAGES.subtitle}
        actions={
          <Button variant="outline" onClick={history.show}>
            <History aria-hidden="true" className="size-4" />
            Settings History
          </Button>
        }
      />
      <form onSubmit={save} noValidate className="space-y-6" aria-label="Site settings">
        <Section title="The firm" description="Shown in the header, the footer, page titles, search results and e-mails.">
          {field('name', 'Firm name')}
          {field('legalName', 'Legal name', { hint: 'In the copyright line and e-mail signatures.' })}
          {field('tagline', 'Tagline', { className: 'md:col-span-2' })}
          <TextAreaField
            label="Description"
            rows={3}
            className="md:col-span-2"
            hint="For search engines (structured data); one paragraph."
            error={message(errors, 'description')}
            {...register('description')}
          />
          {field('founded', 'Founding year', { inputMode: 'numeric' })}
        </Section>
        <Section title="Contact details" description="The footer, the contact page and e-mail signatures.">
          {field('phone', 'Phone', { type: 'tel', hint: 'As people read it, e.g. (07) 3180 4400.' })}
          {field('phoneInternational', 'International phone', {
            type: 'tel',
            hint: 'The same number for tel: links and search engines, e.g. +61731804400.',
          })}
          {field('email', 'Email', { type: 'email' })}
          {field('openingHours', 'Opening hours', { hint: 'Optional, e.g. Monday to Friday, 8.30 am to 5.30 pm.' })}
          {field('address.street', 'Street address', { className: 'md:col-span-2' })}
          {field('address.city', 'City')}
          {field('address.state', 'State')}
          {field('address.postcode', 'Postcode', { inputMode: 'numeric' })}
          {field('address.country', 'Country')}
        </Section>
        <Section title="Social profiles" description="Linked from the footer and named to search engines; leave empty to hide.">
          {SOCIAL_NETWORKS.map(([network, label]) => (
            <Fragment key={network}>{field(`social.${network}`, label, { type: 'url', placeholder: 'https://' })}</Fragment>
          ))}
        </Section>
        <Section title="Enquiries" description="Who receives an e-mail when someone sends the contact form.">
          <TextAreaField
            label="Enquiry recipients"
            rows={3}
            className="md:col-span-2"
            hint="One e-mail address a line."
            error={message(errors, 'notifyEmails')}
            {...register('notifyEmails')}
          />
        </Section>
        {notice}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="text-sm text-slate-600">Version {current.version}</p>
          <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => reset(formValues(current.settings))}>
            Discard Changes
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
      <PrivacyPolicyEditor policy={privacy} />
      <VersionHistoryDialog<SettingsRevision<SiteSettings>, SaveResult<SiteSettings>>
        {...SETTINGS_HISTORY}
        path={history.open ? '/api/admin/settings/revisions' : null}
        title="Settings History"
        description={HISTORY_TEXT.description('the site settings')}
        onOpenChange={history.onOpenChange}
        onRestored={showStored}
      />
      {dialog}
    </div>
  );
}
