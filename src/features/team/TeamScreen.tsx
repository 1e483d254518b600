// Team Photo Management (spec: Team Photo Management): the member cards in the About page's order,
// each with a view mode and an edit mode that works on a copy (Save stores it, Cancel keeps the saved
// values) with a preview of the bio as the page shows it, photo upload, move up and down, and delete.
// Viewers see the cards only; the server refuses their changes anyway.
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { CardGrid } from '#src/ui/CardGrid.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { notifyError } from '#src/ui/Toaster.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaPage, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { type ActionOutcome, runAction } from '../admin/run-action.ts';
import { useClientList } from '../admin/use-client-list.ts';
import { MemberCard } from './MemberCard.tsx';
import { MemberEditor } from './MemberEditor.tsx';
import { TEAM_MESSAGES, TEAM_PHOTO_MAX_BYTES, uploadErrorMessage } from './schema.ts';
import type { TeamMember } from './types.ts';

/** The browser's own checks before a photo is sent (spec section 5); the server checks the bytes again. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return TEAM_MESSAGES.notAnImage;
  if (file.size > TEAM_PHOTO_MAX_BYTES) return TEAM_MESSAGES.tooLarge;
  return null;
}

/** A team action's toasts: the spec titles this area's success toasts its own way. */
const teamOutcome = <Result,>(success: string, failed: string): ActionOutcome<Result> => ({
  successTitle: TEAM_MESSAGES.successTitle,
  success,
  failed,
});

const memberPath = (member: TeamMember, action = '') => `/api/admin/team/${encodeURIComponent(member.id)}${action}`;

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

export function TeamScreen({ title, canManage }: AreaScreenProps & { canManage: boolean }) {
  const { items: members, setItems: setMembers } = useClientList<TeamMember>({
    url: '/api/admin/team',
    key: 'members',
    loadFailed: TEAM_MESSAGES.loadFailed,
  });
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState(false);
  const { confirm, dialog } = useConfirm();
  /** Where focus goes once the list has re-rendered (after a move or leaving edit mode). */
  const focusNext = useRef<(() => void) | null>(null);
  const hydrated = useHydrated();

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
    await runAction(
      async () => {
        const { member } = await requestJson<{ member: TeamMember }>('/api/admin/team', { method: 'POST' });
        setMembers((current) => [...(current ?? []), member]);
        setEditMode(member.id, true);
      },
      teamOutcome(TEAM_MESSAGES.added, TEAM_MESSAGES.addFailed),
    );
    setAdding(false);
  }

  async function upload(member: TeamMember, file: File) {
    const problem = photoProblem(file);
    if (problem) {
      notifyError(problem);
      return;
    }
    setUploading((current) => new Set(current).add(member.id));
    await runAction(
      async () => {
        const { member: updated } = await requestJson<{ member: TeamMember }>(memberPath(member, '/photo'), {
          method: 'PUT',
          body: file,
        });
        replace(updated);
      },
      {
        ...teamOutcome(TEAM_MESSAGES.photoUploaded, TEAM_MESSAGES.uploadFailed),
        reword: uploadErrorMessage,
        failedTitle: TEAM_MESSAGES.uploadTitle,
      },
    );
    setUploading((current) => {
      const next = new Set(current);
      next.delete(member.id);
      return next;
    });
  }

  async function removePhoto(member: TeamMember) {
    await runAction(
      async () => {
        const { member: updated } = await requestJson<{ member: TeamMember }>(memberPath(member, '/photo'), { method: 'DELETE' });
        replace(updated);
      },
      teamOutcome(TEAM_MESSAGES.photoRemoved, TEAM_MESSAGES.updateFailed),
    );
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
    const moved = await runAction(
      async () => {
        const { members: saved } = await requestJson<{ members: TeamMember[] }>(memberPath(member, '/move'), {
          method: 'POST',
          body: { direction },
        });
        setMembers(saved);
      },
      { failed: TEAM_MESSAGES.moveFailed },
    );
    if (!moved) {
      setMembers(previous);
      setAnnouncement('');
    }
  }

  function askToDelete(member: TeamMember) {
    confirm({
      question: TEAM_MESSAGES.deleteQuestion,
      details: `${member.name} and their photo are removed from the About page.`,
      onConfirm: () =>
        runAction(
          async () => {
            await requestJson(memberPath(member), { method: 'DELETE' });
            setMembers(
              (current) =>
                current?.filter((item) => item.id !== member.id).map((item, index) => ({ ...item, display_order: index + 1 })) ??
                null,
            );
          },
          teamOutcome(TEAM_MESSAGES.deleted, TEAM_MESSAGES.deleteFailed),
        ),
    });
  }

  return (
    <AreaPage
      heading={title}
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
