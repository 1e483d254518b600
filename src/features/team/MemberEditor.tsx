// A member card's edit mode: a copy of the saved name, position and bio (nothing reaches the card
// until Save succeeds), with a preview of the bio as the About page shows it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { TextAreaField, TextField } from '#src/ui/Field.tsx';
import { useFormAction } from '../admin/FormDialog.tsx';
import { TEAM_MESSAGES, type TeamMemberInput, TeamMemberSchema, type TeamMemberValues } from './schema.ts';
import { BioText } from './TeamMemberParts.tsx';
import type { TeamMember } from './types.ts';

export function MemberEditor({
  member,
  onSaved,
  onCancel,
}: {
  member: TeamMember;
  onSaved: (member: TeamMember) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const form = useForm<TeamMemberInput, unknown, TeamMemberValues>({
    resolver: zodResolver(TeamMemberSchema),
    defaultValues: { name: member.name, role: member.role, bio: member.bio, visible: member.visible },
  });
  const {
    register,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const bio = useWatch({ control, name: 'bio' }) ?? '';

  useEffect(() => setFocus('name'), [setFocus]);

  const save = useFormAction(
    form,
    async (values) => {
      const { member: saved } = await requestJson<{ member: TeamMember }>(`/api/admin/team/${encodeURIComponent(member.id)}`, {
        method: 'PATCH',
        body: values,
      });
      onSaved(saved);
    },
    { successTitle: TEAM_MESSAGES.successTitle, success: TEAM_MESSAGES.updated, failed: TEAM_MESSAGES.updateFailed },
  );

  return (
    <form id={formId} onSubmit={save} noValidate className="space-y-3" aria-label={`Edit ${member.name}`}>
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField label="Position" autoComplete="off" error={errors.role?.message} {...register('role')} />
      <TextAreaField
        label="Bio"
        rows={6}
        hint="Each line becomes a bullet point on the About page."
        error={errors.bio?.message}
        {...register('bio')}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4" {...register('visible')} />
        {TEAM_MESSAGES.visibleLabel}
      </label>
      <section aria-label="Bio preview" className="rounded-md bg-slate-50 p-3 text-sm">
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Preview</p>
        {bio.trim() ? <BioText bio={bio} /> : <p className="text-slate-600 italic">No bio</p>}
      </section>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
