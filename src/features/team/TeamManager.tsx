// Team Photo Management (spec: Team Photo Management): the member cards in the About page's order,
// each with a view mode and an edit mode that works on a copy (Save stores it, Cancel keeps the saved
// values) with a preview of the bio as the page shows it, photo upload, move up and down, and delete.
// Viewers see the cards only; the server refuses their changes anyway.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, ImageOff, ImageUp, Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { ACCEPTED_IMAGE_TYPES } from '#src/platform/media/image-rules.ts';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import { CardGrid } from '#src/ui/CardGrid.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { TextAreaField, TextField } from '#src/ui/Field.tsx';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { Spinner } from '#src/ui/Spinner.tsx';
import { notify, notifyError } from '#src/ui/Toaster.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaPage } from '../admin/AreaPage.tsx';
import {
  TEAM_MESSAGES,
  TEAM_PHOTO_MAX_BYTES,
  type TeamMemberInput,
  TeamMemberSchema,
  type TeamMemberValues,
  uploadErrorMessage,
} from './schema.ts';
import { BioText, TeamPhoto } from './TeamMemberParts.tsx';
import type { TeamMember } from './types.ts';

/** The browser's own checks before a photo is sent (spec section 5); the server checks the bytes again. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return TEAM_MESSAGES.notAnImage;
  if (file.size > TEAM_PHOTO_MAX_BYTES) return TEAM_MESSAGES.tooLarge;
  return null;
}

const success = (message: string) => notify(TEAM_MESSAGES.successTitle, message);

function MemberEditor({
  member,
  onSaved,
  onCancel,
}: {
  member: TeamMember;
  onSaved: (member: TeamMember) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TeamMemberInput, unknown, TeamMemberValues>({
    resolver: zodResolver(TeamMemberSchema),
    // A copy of the saved values: nothing reaches the card until Save succeeds.
    defaultValues: { name: member.name, role: member.role, bio: member.bio },
  });
  const bio = useWatch({ control, name: 'bio' }) ?? '';

  useEffect(() => setFocus('name'), [setFocus]);

  async function save(values: TeamMemberValues) {
    try {
      const { member: saved } = await requestJson<{ member: TeamMember }>(`/api/admin/team/${encodeURIComponent(member.id)}`, {
        method: 'PATCH',
        body: values,
      });
      success(TEAM_MESSAGES.updated);
      onSaved(saved);
    } catch (error) {
      notifyError(serverMessageOr(error, TEAM_MESSAGES.updateFailed));
    }
  }

  return (
    <form id={formId} onSubmit={handleSubmit(save)} noValidate className="space-y-3" aria-label={`Edit ${member.name}`}>
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField label="Position" autoComplete="off" error={errors.role?.message} {...register('role')} />
      <TextAreaField
        label="Bio"
        rows={6}
        hint="Each line becomes a bullet point on the About page."
        error={errors.bio?.message}
        {...register('bio')}
      />
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

export interface MemberCardActions {
  onEdit: () => void;
  onUpload: (file: File) => void;
  onRemovePhoto: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onDelete: () => void;
}

export function MemberCard({
  member,
  position,
  count,
  canManage,
  uploading,
  editor,
  actions,
}: {
  member: TeamMember;
  /** 1-based place in the order. */
  position: number;
  count: number;
  canManage: boolean;
  uploading: boolean;
  /** The edit form while this card is in edit mode. */
  editor?: ReactNode;
  actions: MemberCardActions;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const busy = uploading || !hydrated;
  const hasPhoto = Boolean(member.photo ?? member.image_url);
  return (
    <Card className="flex h-full flex-col p-5" data-member={member.id}>
      <div className="relative mx-auto">
        {hasPhoto ? (
          <TeamPhoto member={member} size={128} loading="eager" className="size-32" />
        ) : (
          <div className="flex size-32 flex-col items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <UserRound aria-hidden="true" className="size-10" />
            <span className="text-xs">No photo</span>
          </div>
        )}
        {uploading && (
          <div className="absolute inset-0 flex items-center justify-center rounded-full bg-white/80">
            <Spinner label={`Uploading photo of ${member.name}...`} hideLabel />
          </div>
        )}
      </div>
      {editor ?? (
        <div className="mt-4 flex-1 text-center">
          <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
          <p className="font-medium text-brand-700">{member.role}</p>
          <BioText bio={member.bio} className="mt-3 text-sm" />
        </div>
      )}
      {canManage && !editor && (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-1 border-t border-slate-100 pt-3">
          <Button
            id={`edit-${member.id}`}
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={actions.onEdit}
            aria-label={`Edit ${member.name}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => picker.current?.click()}
            aria-label={`Upload photo of ${member.name}`}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            Upload Photo
          </Button>
          <input
            ref={picker}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            hidden
            data-testid={`photo-input-${member.id}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) actions.onUpload(file);
            }}
          />
          {hasPhoto && (
            <IconButton
              label={`Remove photo of ${member.name}`}
              icon={ImageOff}
              disabled={busy}
              onClick={actions.onRemovePhoto}
            />
          )}
          <IconButton
            id={`move-up-${member.id}`}
            label={`Move ${member.name} up`}
            icon={ArrowUp}
            disabled={busy || position === 1}
            onClick={() => actions.onMove('up')}
          />
          <IconButton
            id={`move-down-${member.id}`}
            label={`Move ${member.name} down`}
            icon={ArrowDown}
            disabled={busy || position === count}
            onClick={() => actions.onMove('down')}
          />
          <IconButton label={`Delete ${member.name}`} icon={Trash2} danger disabled={busy} onClick={actions.onDelete} />
        </div>
      )}
    </Card>
  );
}

/** The list with one member moved one place up or down; the same list when it cannot move. */
export function withMemberMoved(members: readonly TeamMember[], id: string, direction: 'up' | 'down'): TeamMember[] {
  const from = members.findIndex((member) => member.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= members.length) return [...members];
  const moved = [...members];
  const [member] = moved.splice(from, 1);
  if (member) moved.splice(to, 0, member);
  return moved.map((item, index) => ({ ...item, display_order: index + 1 }));
}

export function TeamManager({ canManage }: { canManage: boolean }) {
  const [members, setMembers] = useState<TeamMember[] | null>(null);
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState(false);
  const { confirm, dialog } = useConfirm();
  /** Where focus goes once the list has re-rendered (after a move or leaving edit mode). */
  const focusNext = useRef<(() => void) | null>(null);
  const hydrated = useHydrated();

  const load = useCallback(async () => {
    try {
      const { members: list } = await requestJson<{ members: TeamMember[] }>('/api/admin/team');
      setMembers(list);
    } catch (error) {
      notifyError(serverMessageOr(error, TEAM_MESSAGES.loadFailed));
      setMembers([]);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    focusNext.current?.();
    focusNext.current = null;
  });

  const replace = (updated: TeamMember) =>
    setMembers((current) => current?.map((member) => (member.id === updated.id ? updated : member)) ?? null);

  function setEditMode(id: string, on: boolean) {
    setEditing((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    if (!on) focusNext.current = () => document.getElementById(`edit-${id}`)?.focus();
  }

  async function add() {
    setAdding(true);
    try {
      const { member } = await requestJson<{ member: TeamMember }>('/api/admin/team', { method: 'POST' });
      setMembers((current) => [...(current ?? []), member]);
      setEditMode(member.id, true);
      success(TEAM_MESSAGES.added);
    } catch (error) {
      notifyError(serverMessageOr(error, TEAM_MESSAGES.addFailed));
    } finally {
      setAdding(false);
    }
  }

  async function upload(member: TeamMember, file: File) {
    const problem = photoProblem(file);
    if (problem) {
      notifyError(problem);
      return;
    }
    setUploading((current) => new Set(current).add(member.id));
    try {
      const { member: updated } = await requestJson<{ member: TeamMember }>(
        `/api/admin/team/${encodeURIComponent(member.id)}/photo`,
        { method: 'PUT', body: file },
      );
      replace(updated);
      success(TEAM_MESSAGES.photoUploaded);
    } catch (error) {
      notifyError(uploadErrorMessage(serverMessageOr(error, TEAM_MESSAGES.uploadFailed)), TEAM_MESSAGES.uploadTitle);
    } finally {
      setUploading((current) => {
        const next = new Set(current);
        next.delete(member.id);
        return next;
      });
    }
  }

  async function removePhoto(member: TeamMember) {
    try {
      const { member: updated } = await requestJson<{ member: TeamMember }>(
        `/api/admin/team/${encodeURIComponent(member.id)}/photo`,
        { method: 'DELETE' },
      );
      replace(updated);
      success(TEAM_MESSAGES.photoRemoved);
    } catch (error) {
      notifyError(serverMessageOr(error, TEAM_MESSAGES.updateFailed));
    }
  }

  async function move(member: TeamMember, direction: 'up' | 'down') {
    if (!members) return;
    const previous = members;
    const reordered = withMemberMoved(members, member.id, direction);
    const position = reordered.findIndex((item) => item.id === member.id) + 1;
    setMembers(reordered);
    // The moved card's DOM node changes place, which drops focus; put it back on the same button,
    // or on the other one when the card reached an end.
    focusNext.current = () => {
      const atEnd = direction === 'up' ? position === 1 : position === reordered.length;
      const id = atEnd ? `move-${direction === 'up' ? 'down' : 'up'}-${member.id}` : `move-${direction}-${member.id}`;
      document.getElementById(id)?.focus();
    };
    setAnnouncement(`${member.name} moved to position ${position} of ${reordered.length}.`);
    try {
      const { members: saved } = await requestJson<{ members: TeamMember[] }>(
        `/api/admin/team/${encodeURIComponent(member.id)}/move`,
        { method: 'POST', body: { direction } },
      );
      setMembers(saved);
    } catch (error) {
      setMembers(previous);
      setAnnouncement('');
      notifyError(serverMessageOr(error, TEAM_MESSAGES.moveFailed));
    }
  }

  function askToDelete(member: TeamMember) {
    confirm({
      question: TEAM_MESSAGES.deleteQuestion,
      details: `${member.name} and their photo are removed from the About page.`,
      onConfirm: async () => {
        try {
          await requestJson(`/api/admin/team/${encodeURIComponent(member.id)}`, { method: 'DELETE' });
        } catch (error) {
          notifyError(serverMessageOr(error, TEAM_MESSAGES.deleteFailed));
          return false;
        }
        setMembers(
          (current) =>
            current?.filter((item) => item.id !== member.id).map((item, index) => ({ ...item, display_order: index + 1 })) ??
            null,
        );
        success(TEAM_MESSAGES.deleted);
        return true;
      },
    });
  }

  return (
    <AreaPage
      heading="Team Photo Management"
      subtitle={canManage ? 'Manage team member profiles and photos' : 'View team member profiles and photos'}
      listTitle="Team Members"
      listDescription="In the order the About page's carousel shows them."
      actions={
        canManage && (
          <Button onClick={add} disabled={!hydrated || adding || members === null}>
            <Plus aria-hidden="true" className="size-4" />
            Add Team Member
          </Button>
        )
      }
    >
      <div className="p-5">
        {members === null ? (
          <LoadingState label={TEAM_MESSAGES.loading} />
        ) : (
          <CardGrid
            label="Team members"
            items={members}
            maxColumns={3}
            empty="No team members yet."
            renderItem={(member) => (
              <MemberCard
                member={member}
                position={members.indexOf(member) + 1}
                count={members.length}
                canManage={canManage}
                uploading={uploading.has(member.id)}
                editor={
                  editing.has(member.id) ? (
                    <MemberEditor
                      member={member}
                      onSaved={(saved) => {
                        replace(saved);
                        setEditMode(member.id, false);
                      }}
                      onCancel={() => setEditMode(member.id, false)}
                    />
                  ) : undefined
                }
                actions={{
                  onEdit: () => setEditMode(member.id, true),
                  onUpload: (file) => void upload(member, file),
                  onRemovePhoto: () => void removePhoto(member),
                  onMove: (direction) => void move(member, direction),
                  onDelete: () => askToDelete(member),
                }}
              />
            )}
          />
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
      {dialog}
    </AreaPage>
  );
}
