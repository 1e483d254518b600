// The enquiry form's optional parts: the questions about the business (each with "Not answered" and
// "Rather not say") and how the visitor would like to be contacted (preference, best time to call, no
// confirmation e-mail). Fields of ContactForm's react-hook-form form, which passes its register and errors.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '#src/ui/Field.tsx';
import {
  BEST_TIME_MAX_LENGTH,
  CONTACT_PREFERENCE_LABELS,
  CONTACT_PREFERENCES,
  QUALIFYING_FIELDS,
  QUALIFYING_QUESTIONS,
  RATHER_NOT_SAY,
  RATHER_NOT_SAY_LABEL,
} from './qualifying.ts';
import type { ContactEnquiryInput } from './schema.ts';

export interface OptionalFieldsProps {
  register: UseFormRegister<ContactEnquiryInput>;
  errors: FieldErrors<ContactEnquiryInput>;
  /** The form's id for a field name (ids stay unique when a page holds two forms). */
  fieldId: (name: string) => string;
}

const FIELDSET = 'space-y-4 rounded-md border border-slate-200 p-4';
const LEGEND = 'px-1 text-sm font-medium text-slate-800';

/** "About your business (optional)": revenue, headcount, workforce mix and when they might sell. */
export function BusinessQuestions({ register, errors, fieldId }: OptionalFieldsProps) {
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>About your business (optional)</legend>
      <p className="text-sm text-slate-600">Answer any, none, or choose "{RATHER_NOT_SAY_LABEL}".</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {QUALIFYING_FIELDS.map((field) => {
          const question = QUALIFYING_QUESTIONS[field];
          return (
            <SelectField
              key={field}
              id={fieldId(field)}
              label={question.label}
              error={errors[field]?.message}
              {...register(field)}
            >
              <option value="">Not answered</option>
              {Object.entries(question.options).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
              <option value={RATHER_NOT_SAY}>{RATHER_NOT_SAY_LABEL}</option>
            </SelectField>
          );
        })}
      </div>
    </fieldset>
  );
}

/** "How should we contact you? (optional)": the preference, the best time to call, no confirmation e-mail. */
export function ContactPreference({ register, errors, fieldId }: OptionalFieldsProps) {
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>How should we contact you? (optional)</legend>
      <div className="flex flex-wrap gap-6" role="radiogroup" aria-label="Contact preference">
        {(['', ...CONTACT_PREFERENCES] as const).map((preference) => (
          <label key={preference || 'none'} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={preference} className="size-4 accent-brand-700" {...register('contactPreference')} />
            {preference ? CONTACT_PREFERENCE_LABELS[preference] : 'No preference'}
          </label>
        ))}
      </div>
      <TextField
        id={fieldId('bestTimeToCall')}
        label="Best time to call"
        error={errors.bestTimeToCall?.message}
        type="text"
        maxLength={BEST_TIME_MAX_LENGTH}
        {...register('bestTimeToCall')}
      />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...register('noConfirmation')} />
        Please don't send me a confirmation e-mail
      </label>
    </fieldset>
  );
}
