// One team member's card: the photo (or "No photo", with a spinner while one uploads), the name,
// position and bio, or the edit form in its place, and for managers Edit, Upload Photo, Remove photo,
// Move up and down, and Delete.
import { ArrowDown, ArrowUp, ImageOff, ImageUp, Pencil, Trash2, UserRound } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '#src/platform/media/image-rules.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import { Spinner } from '#src/ui/Spinner.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { TEAM_MESSAGES } from './schema.ts';
import { BioText, TeamPhoto } from './TeamMemberParts.tsx';
import type { TeamMember } from './types.ts';

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
          {!member.visible && (
            <Badge tone="amber" className="mt-1" title={TEAM_MESSAGES.hiddenHint}>
              {TEAM_MESSAGES.hidden}
            </Badge>
          )}
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
