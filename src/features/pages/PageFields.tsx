// The Pages editor's fields, made from the page's own description in schema.ts: text, paragraph, rich
// paragraph, flag and image fields, groups as fieldsets and lists with their Add and Remove buttons;
// every change goes to the editor as the path it changed and the new value.
import { Button } from '#src/ui/Button.tsx';
import { SelectField, TextAreaField, TextField } from '#src/ui/Field.tsx';
import { InlineRichTextEditor } from '#src/ui/InlineRichTextEditor.tsx';
import { COPY_MESSAGES, type CopyField, emptyValue, isLinkTarget } from '../copy-fields/fields.ts';

type Json = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

/** An image the social image may be chosen from. */
export interface ChoosableImage {
  id: string;
  label: string;
  alt: string | null;
}

/** `value` with the item at `path` replaced by `next`. */
export function setAt(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? setAt(item, rest, next) : item));
  const object = (value ?? {}) as Json;
  return { ...object, [head as string]: setAt(object[head as string], rest, next) };
}

export interface EditorContext {
  errors: FieldErrors;
  readOnly: boolean;
  images: ChoosableImage[];
  change: (path: (string | number)[], next: unknown) => void;
}

export function FieldEditor({
  field,
  value,
  path,
  context,
}: {
  field: CopyField;
  value: unknown;
  path: (string | number)[];
  context: EditorContext;
}) {
  const key = path.join('.');
  const error = context.errors[`copy.${key}`];
  switch (field.kind) {
    case 'text':
    case 'link':
      return (
        <TextField
          label={field.label}
          name={key}
          value={String(value ?? '')}
          error={error}
          readOnly={context.readOnly}
          hint={field.kind === 'link' ? 'A site path such as /contact, or an https:// address' : undefined}
          onChange={(event) => context.change(path, event.target.value)}
        />
      );
    case 'paragraph':
      return (
        <TextAreaField
          label={field.label}
          name={key}
          rows={3}
          value={String(value ?? '')}
          error={error}
          readOnly={context.readOnly}
          onChange={(event) => context.change(path, event.target.value)}
        />
      );
    case 'rich':
      return (
        <InlineRichTextEditor
          label={field.label}
          name={key}
          value={String(value ?? '')}
          error={error}
          readOnly={context.readOnly}
          hint="Bold, italic and links to a site path such as /contact or an https:// address"
          checkLink={(href) => (isLinkTarget(href) ? null : COPY_MESSAGES.badLink(`${field.label} link`))}
          onChange={(html) => context.change(path, html)}
        />
      );
    case 'flag':
      return (
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name={key}
            checked={Boolean(value)}
            disabled={context.readOnly}
            onChange={(event) => context.change(path, event.target.checked)}
          />
          {field.label}
        </label>
      );
    case 'image': {
      const chosen = context.images.find((image) => image.id === value);
      return (
        <SelectField
          label={field.label}
          name={key}
          value={String(value ?? '')}
          error={error}
          disabled={context.readOnly}
          hint={chosen ? `Alt text: ${chosen.alt || '(none)'}` : 'The firm’s default image when none is chosen'}
          onChange={(event) => context.change(path, event.target.value)}
        >
          <option value="">Default image</option>
          {context.images.map((image) => (
            <option key={image.id} value={image.id}>
              {image.label}
            </option>
          ))}
        </SelectField>
      );
    }
    case 'group':
      return (
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{field.label}</legend>
          {Object.entries(field.fields).map(([name, child]) => (
            <FieldEditor key={name} field={child} value={(value as Json)?.[name]} path={[...path, name]} context={context} />
          ))}
        </fieldset>
      );
    case 'list': {
      const items = Array.isArray(value) ? value : [];
      return (
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{field.label}</legend>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity but their place.
            <div key={index} className="space-y-2 border-l-2 border-slate-200 pl-3">
              <FieldEditor
                field={item === undefined ? field.item : field.item}
                value={item}
                path={[...path, index]}
                context={context}
              />
              {!context.readOnly && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={items.length <= field.min}
                  onClick={() =>
                    context.change(
                      path,
                      items.filter((_, at) => at !== index),
                    )
                  }
                >
                  {`Remove ${field.itemLabel.toLowerCase()} ${index + 1}`}
                </Button>
              )}
            </div>
          ))}
          {!context.readOnly && items.length < field.max && (
            <Button variant="outline" size="sm" onClick={() => context.change(path, [...items, emptyValue(field.item)])}>
              {`Add ${field.itemLabel.toLowerCase()}`}
            </Button>
          )}
        </fieldset>
      );
    }
  }
}
