// A member card's edit mode: a copy of the saved name, position, bio and visibility (nothing reaches
// the card until Save succeeds), with a preview of the bio as the About page shows it. A save carries
// the version it started from: over a newer one the server answers 409, and the form shows who saved in
// between and what they changed, to reload theirs or overwrite it (asked twice). Version History lists
// the member's saved versions, and Restore saves one again as the newest.
import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { TextAreaField, TextField } from '#src/ui/Field.tsx';
import { ConflictNotice, useSaveConflict } from '../admin/ConflictNotice.tsx';
import { useFormAction } from '../admin/FormDialog.tsx';
import { HISTORY_TEXT, VersionHistoryDialog } from '../admin/VersionHistoryDialog.tsx';
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
  const baseVersion = useRef(member.version);
  const { conflict, capture: captureConflict, clear: clearConflict } = useSaveConflict<TeamMemberConflict>();
  const [historyOpen, setHistoryOpen] = useState(false);
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
        body: { ...values, base_version: baseVersion.current },
      });
      onSaved(saved);
    },
    {
      successTitle: TEAM_MESSAGES.successTitle,
      success: TEAM_MESSAGES.updated,
      failed: TEAM_MESSAGES.updateFailed,
      onRefused: captureConflict,
    },
  );

  function reloadTheirs(current: TeamMemberConflict) {
    form.reset(formValuesOf(current.current));
    baseVersion.current = current.current.version;
    clearConflict();
  }

  async function overwriteTheirs(current: TeamMemberConflict) {
    baseVersion.current = current.version;
    await save();
  }

  return (
    <form id={formId} onSubmit={save} noValidate className="space-y-3" aria-label={`Edit ${member.name}`}>
      {conflict && (
        <ConflictNotice
          heading={TEAM_MESSAGES.conflict}
          conflict={conflict}
          onReload={() => reloadTheirs(conflict)}
          onOverwrite={() => overwriteTheirs(conflict)}
          overwriteDetails={OVERWRITE_DETAILS}
        />
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
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" className="mr-auto" onClick={() => setHistoryOpen(true)} disabled={isSubmitting}>
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
        path={historyOpen ? `/api/admin/team/${encodeURIComponent(member.id)}/revisions` : null}
        onOpenChange={setHistoryOpen}
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
    </form>
  );
}
