// What differs between two versions of a staff-edited document (site settings, page copy), field by
// field as dotted paths with each value before and after as text: the audit rows and the histories'
// "Changed" lists. Shared by the server and the screens, so free of Node APIs.

export interface FieldChange {
  /** The field's path in the document: "phone", "address.street", "benefits.items.2.title". */
  field: string;
  before: string;
  after: string;
}

/** A change as a history shows it: the field's label, both values as one line of text. */
export interface VersionChange extends FieldChange {
  label: string;
}

export interface ChangeOptions {
  /**
   * A list is one field, its items compared as text ("notifyEmails"), when its items are plain values
   * the screen edits as one input; otherwise each item is a field of its own ("points.2"), and a list
   * that grew or shrank is one change.
   */
  listsAsText?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function asText(value: unknown): string {
  if (Array.isArray(value)) return value.map(asText).join(', ');
  return isObject(value) ? JSON.stringify(value) : String(value ?? '');
}

/** The fields that differ, in the document's order, with their values before and after. */
export function documentChanges(before: unknown, after: unknown, options: ChangeOptions = {}, path = ''): FieldChange[] {
  const change = (): FieldChange[] => [{ field: path || '(document)', before: asText(before), after: asText(after) }];
  if (Array.isArray(before) && Array.isArray(after)) {
    if (options.listsAsText) return asText(before) === asText(after) ? [] : change();
    if (before.length !== after.length) return change();
  }
  if (isObject(before) && isObject(after)) {
    if (Array.isArray(before) !== Array.isArray(after)) return change();
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => documentChanges(before[key], after[key], options, path ? `${path}.${key}` : key));
  }
  return before === after ? [] : change();
}

/** A value as one line of text: markup dropped, spaces folded (a policy's or an article's HTML). */
export function plainText(value: unknown): string {
  return String(value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The changes as a history lists them: each field labelled by `label(path)`, its values as plain text. */
export function labelledChanges(
  before: unknown,
  after: unknown,
  label: (path: string) => string,
  options: ChangeOptions = {},
): VersionChange[] {
  return documentChanges(before, after, options).map((change) => ({
    field: change.field,
    label: label(change.field),
    before: plainText(change.before),
    after: plainText(change.after),
  }));
}
