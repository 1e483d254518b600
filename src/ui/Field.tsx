// Labelled form fields (input, textarea, select) with their hint and error message tied to the control
// for screen readers; an error appears as an alert, so it is announced when a submit reveals it.
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cn } from './cn.ts';

// 16 px text on phones: smaller text makes mobile Safari zoom into the field on focus.
const CONTROL =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-700 sm:text-sm';

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
}

/** The control's id (the caller's or a generated one) and the attributes that tie it to its hint and error. */
function useControlAttributes(id: string | undefined, { error, hint }: Omit<FieldFrameProps, 'label'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [error ? `${controlId}-error` : null, hint ? `${controlId}-hint` : null].filter(Boolean).join(' ');
  return {
    id: controlId,
    className: CONTROL,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

function FieldFrame({
  controlId,
  label,
  error,
  hint,
  className,
  children,
}: FieldFrameProps & { controlId: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
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

export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & FieldFrameProps>(function TextField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  const control = useControlAttributes(id, { error, hint });
  return (
    <FieldFrame controlId={control.id} label={label} error={error} hint={hint} className={className}>
      <input ref={ref} {...control} {...props} />
    </FieldFrame>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrameProps>(
  function TextAreaField({ label, error, hint, id, className, ...props }, ref) {
    const control = useControlAttributes(id, { error, hint });
    return (
      <FieldFrame controlId={control.id} label={label} error={error} hint={hint} className={className}>
        <textarea ref={ref} {...control} {...props} />
      </FieldFrame>
    );
  },
);

export const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & FieldFrameProps>(
  function SelectField({ label, error, hint, id, className, children, ...props }, ref) {
    const control = useControlAttributes(id, { error, hint });
    return (
      <FieldFrame controlId={control.id} label={label} error={error} hint={hint} className={className}>
        <select ref={ref} {...control} {...props}>
          {children}
        </select>
      </FieldFrame>
    );
  },
);
