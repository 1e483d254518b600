// Labelled form fields (input, textarea, select) with their hint and error message tied to the control
// for screen readers; an error appears as an alert, so it is announced when a submit reveals it.
import { type ComponentProps, useId } from 'react';

// 16 px text on phones: smaller text makes mobile Safari zoom into the field on focus.
const CONTROL =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-700 sm:text-sm';

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
}

type ControlTag = 'input' | 'textarea' | 'select';

type FieldProps<Tag extends ControlTag> = ComponentProps<Tag> & FieldFrameProps;

/** The label, the control (which takes every other prop, `ref` included in React 19), the hint and the error. */
function Field<Tag extends ControlTag>({ as, label, error, hint, id, className, ...props }: FieldProps<Tag> & { as: Tag }) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [error ? `${controlId}-error` : null, hint ? `${controlId}-hint` : null].filter(Boolean).join(' ');
  // A union of tags cannot check props against one element; FieldProps<Tag> has checked the caller's.
  const Control = as as 'input';
  return (
    // Joined here rather than with cn(): the public contact form's island would load one more file.
    <div className={className ? `space-y-1 ${className}` : 'space-y-1'}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Control
        id={controlId}
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...(props as ComponentProps<'input'>)}
      />
      {hint && (
        <p id={`${controlId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const TextField = (props: FieldProps<'input'>) => <Field as="input" {...props} />;
export const TextAreaField = (props: FieldProps<'textarea'>) => <Field as="textarea" {...props} />;
export const SelectField = (props: FieldProps<'select'>) => <Field as="select" {...props} />;
