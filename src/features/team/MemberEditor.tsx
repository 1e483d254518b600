// A member card's edit mode: a copy of the saved name, position, bio and visibility (nothing reaches
// the card until Save succeeds), with a preview of the bio as the About page shows it. Through the
// editing kit's useVersionedEditor: a save over a newer version meets the conflict notice (reload theirs
// or overwrite it, asked twice), leaving the page with changes asks first, and Version History lists the
// member's saved versions, Restore saving one again as the newest. Cancel drops the copy without asking.
import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { TextAreaField, TextField } from '#src/ui/Field.tsx';
import { useFormAction } from '../admin/FormDialog.tsx';
import { HISTORY_TEXT, VersionHistoryDialog } from '../admin/VersionHistoryDialog.tsx';
import { useVersionedEditor } from '../editing/use-versioned-editor.tsx';
import { memberRevisionChanges, TEAM_REVISION_REASONS } from './history.ts';
import { TEAM_MESSAGES, type TeamMemberInput, TeamMemberSchema, type TeamMemberValues } from './schema.ts';
import { BioText } from './TeamMemberParts.tsx';
import type { TeamMember, TeamMemberConflict, TeamMemberRevision } from './types.ts';

/** What overwriting another's save means for a team member. */
const OVERWRITE_DETAILS = 'Your version replaces theirs on the About page; theirs is kept among the saved versions.';

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
  const {
    register,
    control,
    setFocus,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const editor = useVersionedEditor<TeamMemberConflict>({
    version: member.version,
    dirty: isDirty,
    conflictHeading: TEAM_MESSAGES.conflict,
    overwriteDetails: OVERWRITE_DETAILS,
    reload: (conflict) => {
      form.reset(formValuesOf(conflict.current));
      editor.startFrom(conflict.current.version);
    },
    resave: (): Promise<void> => save(),
  });
  const bio = useWatch({ control, name: 'bio' }) ?? '';

  useEffect(() => setFocus('name'), [setFocus]);

  const save = useFormAction(
    form,
    async (values) => {
      const { member: saved } = await requestJson<{ member: TeamMember }>(`/api/admin/team/${encodeURIComponent(member.id)}`, {
        method: 'PATCH',
        body: { ...values, base_version: editor.base.current },
      });
      editor.saved(saved.version);
      onSaved(saved);
    },
    {
      successTitle: TEAM_MESSAGES.successTitle,
      success: TEAM_MESSAGES.updated,
      failed: TEAM_MESSAGES.updateFailed,
      onRefused: editor.capture,
    },
  );

  return (
    <form id={formId} onSubmit={save} noValidate className="space-y-3" aria-label={`Edit ${member.name}`}>
      {editor.notice}
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
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" className="mr-auto" onClick={editor.history.show} disabled={isSubmitting}>
          <History aria-hidden="true" className="size-4" />
          {HISTORY_TEXT.title}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <VersionHistoryDialog<TeamMemberRevision, { member: TeamMember }>
        path={editor.history.open ? `/api/admin/team/${encodeURIComponent(member.id)}/revisions` : null}
        onOpenChange={editor.history.onOpenChange}
        description={HISTORY_TEXT.description(member.name)}
        reasons={TEAM_REVISION_REASONS}
        savedByNobody="an earlier version of the site"
        empty="No earlier versions yet: the first save of this team member starts its history."
        changes={memberRevisionChanges}
        canRestore
        onRestored={(answer) => onSaved(answer.member)}
        messages={{
          loadFailed: TEAM_MESSAGES.historyFailed,
          restoreFailed: TEAM_MESSAGES.restoreFailed,
          restored: (revision) => `${TEAM_MESSAGES.restored}: version ${revision.version}`,
        }}
      />
      {editor.dialog}
    </form>
  );
}
