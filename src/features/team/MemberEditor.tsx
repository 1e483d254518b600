// A member card's edit mode: a copy of the saved name, position, bio and visibility (nothing reaches
// the card until Save succeeds), with a preview of the bio as the About page shows it. A save carries
// the version it started from: over a newer one the server answers 409, and the form shows who saved in
// between and what they changed, to reload theirs or overwrite it (asked twice).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RequestError, requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { TextAreaField, TextField } from '#src/ui/Field.tsx';
import { useFormAction } from '../admin/FormDialog.tsx';
import { TEAM_MESSAGES, type TeamMemberInput, TeamMemberSchema, type TeamMemberValues } from './schema.ts';
import { BioText } from './TeamMemberParts.tsx';
import type { TeamMember, TeamMemberConflict } from './types.ts';

export const TEAM_CONFLICT_MESSAGES = {
  savedBy: (who: string, when: string) => `${who} saved it at ${when}.`,
  changed: (fields: string[]) => `They changed: ${fields.join(', ')}.`,
  reload: 'Reload their version',
  overwrite: 'Overwrite with my changes',
  overwriteQuestion: 'Overwrite their changes?',
  overwriteDetails: 'Your version replaces theirs on the About page; theirs is kept among the saved versions.',
  overwriteConfirm: 'Overwrite',
} as const;

const formValuesOf = (member: TeamMember) => ({
  name: member.name,
  role: member.role,
  bio: member.bio,
  visible: member.visible,
});

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
    defaultValues: formValuesOf(member),
  });
  const baseVersion = useRef(member.version);
  const [conflict, setConflict] = useState<TeamMemberConflict | null>(null);
  const { confirm, dialog } = useConfirm();
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
      try {
        const { member: saved } = await requestJson<{ member: TeamMember }>(`/api/admin/team/${encodeURIComponent(member.id)}`, {
          method: 'PATCH',
          body: { ...values, base_version: baseVersion.current },
        });
        onSaved(saved);
      } catch (error) {
        if (error instanceof RequestError && error.status === 409) {
          setConflict((error.body as { conflict?: TeamMemberConflict } | null)?.conflict ?? null);
        }
        throw error;
      }
    },
    { successTitle: TEAM_MESSAGES.successTitle, success: TEAM_MESSAGES.updated, failed: TEAM_MESSAGES.updateFailed },
  );

  function reloadTheirs(current: TeamMemberConflict) {
    form.reset(formValuesOf(current.current));
    baseVersion.current = current.current.version;
    setConflict(null);
  }

  function overwriteTheirs(current: TeamMemberConflict) {
    confirm({
      question: TEAM_CONFLICT_MESSAGES.overwriteQuestion,
      details: TEAM_CONFLICT_MESSAGES.overwriteDetails,
      confirmLabel: TEAM_CONFLICT_MESSAGES.overwriteConfirm,
      onConfirm: async () => {
        baseVersion.current = current.version;
        setConflict(null);
        await save();
      },
    });
  }

  return (
    <form id={formId} onSubmit={save} noValidate className="space-y-3" aria-label={`Edit ${member.name}`}>
      {dialog}
      {conflict && (
        <div role="alert" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{TEAM_MESSAGES.conflict}</p>
          <p>
            {conflict.savedBy && conflict.savedAt
              ? TEAM_CONFLICT_MESSAGES.savedBy(
                  conflict.savedBy,
                  new Date(conflict.savedAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' }),
                )
              : null}{' '}
            {conflict.changed.length > 0 && TEAM_CONFLICT_MESSAGES.changed(conflict.changed)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => reloadTheirs(conflict)}>
              {TEAM_CONFLICT_MESSAGES.reload}
            </Button>
            <Button size="sm" onClick={() => overwriteTheirs(conflict)}>
              {TEAM_CONFLICT_MESSAGES.overwrite}
            </Button>
          </div>
        </div>
      )}
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
