// What differs between two versions of a staff-edited document (site settings, page copy), field by
// field as dotted paths with each value before and after as text: the audit rows and the histories'
// "Changed" lists. Shared by the server and the screens, so free of Node APIs.

export interface FieldChange {
  /** The field's path in the document: "phone", "address.street", "benefits.items.2.title". */
  field: string;
  before: string;
  after: string;
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
