// The insight dialog's fields, from Title to the SEO section: each bound to the dialog's form (checked by
// the shared InsightSchema), a refused field's message beside it, and for a draft the link to preview it.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '#src/ui/Field.tsx';
import { RichTextEditor } from '#src/ui/RichTextEditor.tsx';
import { ArticleImagePicker } from './ArticleImagePicker.tsx';
import { InsightSeoFields } from './InsightSeoFields.tsx';
import { categoryLabel, INSIGHT_CATEGORY_VALUES, type InsightInput, type InsightValues } from './schema.ts';
import type { AdminInsight } from './types.ts';

export const ADDRESS_TEXT = {
  label: 'Address',
  hint: 'Lower-case words and dashes. The old address keeps working: it redirects here.',
  follows: (path: string) => `Address: ${path}. It follows the title until the insight is first published.`,
} as const;

export function InsightFormFields({
  form,
  editing,
  authorChoices,
  authorHint,
}: {
  form: UseFormReturn<InsightInput, unknown, InsightValues>;
  /** The insight being edited; null for a new one. */
  editing: AdminInsight | null;
  /** The Author list's options for the value the form holds. */
  authorChoices: (value: string) => { ref: string; label: string }[];
  authorHint?: string;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  // An insight saved under a category no longer offered keeps it on screen (saving then asks for another).
  const categories =
    editing && !INSIGHT_CATEGORY_VALUES.includes(editing.category)
      ? [editing.category, ...INSIGHT_CATEGORY_VALUES]
      : INSIGHT_CATEGORY_VALUES;
  return (
    <>
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      {editing?.addressFixed ? (
        <TextField label={ADDRESS_TEXT.label} hint={ADDRESS_TEXT.hint} error={errors.slug?.message} {...register('slug')} />
      ) : (
        editing && <p className="text-sm text-slate-600">{ADDRESS_TEXT.follows(`/resources/insights/${editing.id}`)}</p>
      )}
      <TextAreaField label="Excerpt" rows={3} error={errors.excerpt?.message} {...register('excerpt')} />
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <RichTextEditor
            label="Content"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.content?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Category" error={errors.category?.message} {...register('category')}>
          <option value="">Select a category</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <TextField label="Read Time" placeholder="5 min read" error={errors.read_time?.message} {...register('read_time')} />
        <TextField
          label="Date"
          type="date"
          hint="A published insight with a later date appears on the site from that day (Brisbane time)."
          error={errors.date?.message}
          {...register('date')}
        />
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </SelectField>
        <Controller
          control={control}
          name="author_ref"
          render={({ field }) => (
            // Controlled: React selects the form's value again whenever the options change.
            <SelectField label="Author" error={errors.author_ref?.message} hint={authorHint} {...field} value={field.value ?? ''}>
              {authorChoices(field.value ?? '').map((option) => (
                <option key={option.ref} value={option.ref}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          )}
        />
        <TextField
          label="Last Reviewed"
          type="date"
          hint="Optional: when the article was last checked; shown on the article."
          error={errors.reviewed_on?.message}
          {...register('reviewed_on')}
        />
      </div>
      <Controller
        control={control}
        name="image_id"
        render={({ field }) => (
          <ArticleImagePicker
            value={field.value ?? null}
            onChange={(id) => field.onChange(id)}
            canUpload
            error={errors.image_id?.message}
          />
        )}
      />
      <TextField
        label="Alt Text"
        hint="What the image shows, for people who cannot see it. Empty uses the library image's own description."
        error={errors.image_alt?.message}
        {...register('image_alt')}
      />
      <TextField
        label="Image URL"
        hint="Optional, without a library image: an https:// address (with Alt Text) or a path on this site such as /images/insights/valuation.svg."
        error={errors.image_url?.message}
        {...register('image_url')}
      />
      <InsightSeoFields form={form} path={`/resources/insights/${editing?.id ?? 'new-article'}`} />
      {editing && editing.displayStatus !== 'published' && (
        <p className="text-sm">
          <a
            href={`/resources/insights/${encodeURIComponent(editing.id)}?preview=1`}
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline"
          >
            Preview on the site
          </a>
        </p>
      )}
    </>
  );
}
