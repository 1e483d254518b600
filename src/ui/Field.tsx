// A labelled form field: input, text area or select with its error message tied to it for screen readers.
import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from './cn.ts';

const CONTROL =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-700';

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
}

export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & FieldFrameProps>(function TextField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrameProps>(
  function TextAreaField({ label, error, hint, id, className, ...props }, ref) {
    const generated = useId();
    const areaId = id ?? generated;
    const describedBy = [error ? `${areaId}-error` : null, hint ? `${areaId}-hint` : null].filter(Boolean).join(' ');
    return (
      <div className={cn('space-y-1', className)}>
        <label htmlFor={areaId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <textarea
          ref={ref}
          id={areaId}
          className={CONTROL}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...props}
        />
        {hint && (
          <p id={`${areaId}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${areaId}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  },
);

export const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & FieldFrameProps>(
  function SelectField({ label, error, id, className, children, ...props }, ref) {
    const generated = useId();
    const selectId = id ?? generated;
    return (
      <div className={cn('space-y-1', className)}>
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <select ref={ref} id={selectId} className={CONTROL} aria-invalid={error ? true : undefined} {...props}>
          {children}
        </select>
        {error && <p className="text-sm text-red-700">{error}</p>}
      </div>
    );
  },
);
