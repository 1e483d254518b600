// What a page's version history says of each version (the shared VersionHistoryDialog shows them): its
// reason in words, and the fields it changed, named as the editor labels them ("Benefit 2 › Benefit title").
import { labelledChanges, type VersionChange } from '../admin/document-changes.ts';
import type { PageCopyRevision, PageCopyRevisionReason } from './copy.server.ts';
import type { CopyField } from './fields.ts';
import { COPY_PAGES, type CopyPageId } from './schema.ts';

export const PAGE_REVISION_REASONS: Record<PageCopyRevisionReason, string> = {
  seed: 'First copy',
  draft: 'Draft saved',
  publish: 'Published',
  restore: 'Restored',
};

/** A leaf's label by its path in the copy ('benefits.1.title'), from the page's own field description. */
export function copyFieldLabel(root: CopyField, path: string): string {
  const parts: string[] = [];
  let field: CopyField | undefined = root;
  for (const step of path.split('.')) {
    if (field?.kind === 'group') field = field.fields[step];
    else if (field?.kind === 'list') {
      parts.push(`${field.itemLabel} ${Number(step) + 1}`);
      field = field.item;
    } else field = undefined;
    if (!field) return path;
  }
  parts.push(field.label);
  return parts.join(' › ');
}

/** The changes of one page's version from the one before it. */
export function pageCopyChanges(id: CopyPageId) {
  const root = COPY_PAGES[id].fields as CopyField;
  return (revision: PageCopyRevision, previous: PageCopyRevision | undefined): VersionChange[] =>
    previous ? labelledChanges(previous.copy, revision.copy, (path) => copyFieldLabel(root, path)) : [];
}
