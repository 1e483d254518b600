// What a team member's version history says of each version (the shared VersionHistoryDialog shows
// them): its reason in words, and the fields it changed, by the editor's labels.
import type { VersionChange } from '../admin/document-changes.ts';
import { TEAM_MESSAGES } from './schema.ts';
import type { TeamMemberRevision, TeamMemberRevisionReason } from './types.ts';

export const TEAM_REVISION_REASONS: Record<TeamMemberRevisionReason, string> = {
  original: 'Before editing history',
  update: 'Edited',
  restore: 'Restored',
};

const FIELDS = [
  ['name', 'Name'],
  ['role', 'Position'],
  ['bio', 'Bio'],
  ['visible', TEAM_MESSAGES.visibleLabel],
] as const;

const shown = (value: string | boolean) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value);

/** The fields that differ from the version before, with both values as text. */
export function memberRevisionChanges(revision: TeamMemberRevision, previous: TeamMemberRevision | undefined): VersionChange[] {
  if (!previous) return [];
  return FIELDS.filter(([field]) => revision[field] !== previous[field]).map(([field, label]) => ({
    field,
    label,
    before: shown(previous[field]),
    after: shown(revision[field]),
  }));
}
