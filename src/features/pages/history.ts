// What a page's version history says of each version (the shared VersionHistoryDialog shows them): its
// reason in words, and the fields it changed, named as the editor labels them ("Benefit 2 › Benefit title"),
// a rich paragraph's values as the words a reader sees.
import { documentChanges, plainText, type VersionChange } from '../admin/document-changes.ts';
import type { CopyField } from '../copy-fields/fields.ts';
import { inlineText } from '../rich-text/inline-html.ts';
import type { PageCopyRevision, PageCopyRevisionReason } from './copy.server.ts';
import { COPY_PAGES, type CopyPageId } from './schema.ts';

export const PAGE_REVISION_REASONS: Record<PageCopyRevisionReason, string> = {
  seed: 'First copy',
  draft: 'Draft saved',
  publish: 'Published',
  restore: 'Restored',
};

/**
 * A leaf's label by its path in the copy, from the page's own field description: 'benefits.1.title' is
 * "Benefit 2 › Benefit title", and an item of a list of texts 'story.paragraphs.0' is "Story paragraphs ›
 * Paragraph 1".
 */
export function copyFieldLabel(root: CopyField, path: string): string {
  const parts: string[] = [];
  let field: CopyField | undefined = root;
  for (const step of path.split('.')) {
    if (field?.kind === 'group') field = field.fields[step];
    else if (field?.kind === 'list') {
      const item = `${field.itemLabel} ${Number(step) + 1}`;
      const leafItem = field.item.kind !== 'group' && field.item.kind !== 'list';
      parts.push(...(leafItem ? [field.label, item] : [item]));
      field = leafItem ? undefined : field.item;
      if (leafItem) return parts.join(' › ');
    } else field = undefined;
    if (!field) return path;
  }
  parts.push(field.label);
  return parts.join(' › ');
}

/** The field at a path in the copy ('story.paragraphs.0'), or undefined for a path the page does not have. */
function copyFieldAt(root: CopyField, path: string): CopyField | undefined {
  let field: CopyField | undefined = root;
  for (const step of path.split('.')) {
    field = field?.kind === 'group' ? field.fields[step] : field?.kind === 'list' ? field.item : undefined;
  }
  return field;
}

/** A rich paragraph, or a list of them (the history shows a list of texts as one value). */
const isRich = (field: CopyField | undefined) => field?.kind === 'rich' || (field?.kind === 'list' && field.item.kind === 'rich');

/**
 * A rich paragraph's change as its words, not its HTML ("Calder & Rowe", not "Calder &amp; Rowe"); when
 * only the formatting changed, the words alone would read the same, so the HTML shows what moved.
 */
function readable(change: VersionChange): VersionChange {
  const [before, after] = [inlineText(change.before), inlineText(change.after)];
  return before === after ? change : { ...change, before, after };
}

/** The changes of one page's version from the one before it. */
export function pageCopyChanges(id: CopyPageId) {
  const root = COPY_PAGES[id].fields as CopyField;
  return (revision: PageCopyRevision, previous: PageCopyRevision | undefined): VersionChange[] =>
    previous
      ? documentChanges(previous.copy, revision.copy).map((change) => {
          const labelled = { ...change, label: copyFieldLabel(root, change.field) };
          if (isRich(copyFieldAt(root, change.field))) return readable(labelled);
          return { ...labelled, before: plainText(change.before), after: plainText(change.after) };
        })
      : [];
}
