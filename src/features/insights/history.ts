// What an insight's version history says of each version: its reason in words, and the fields it changed
// from the one before (the shared VersionHistoryDialog shows them).
import { plainText, type VersionChange } from '../admin/VersionHistoryDialog.tsx';
import type { InsightRevision } from './types.ts';

const FIELDS = [
  ['title', 'Title'],
  ['excerpt', 'Excerpt'],
  ['content', 'Content'],
  ['category', 'Category'],
  ['read_time', 'Read time'],
  ['date', 'Date'],
  ['status', 'Status'],
  ['image_url', 'Image URL'],
  ['image_id', 'Library image'],
  ['image_alt', 'Alt text'],
  ['author', 'Author'],
  ['reviewed_on', 'Last reviewed'],
] as const;

export const INSIGHT_REVISION_REASONS: Record<string, string> = {
  original: 'Before editing history',
  create: 'Created',
  update: 'Edited',
  restore: 'Restored',
  conversion: 'Australian English',
};

/** The fields that differ from the version before, with both values as text. */
export function revisionChanges(revision: InsightRevision, previous: InsightRevision | undefined): VersionChange[] {
  if (!previous) return [];
  return FIELDS.filter(([field]) => revision[field] !== previous[field]).map(([field, label]) => ({
    field,
    label,
    before: plainText(previous[field]),
    after: plainText(revision[field]),
  }));
}
