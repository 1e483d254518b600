// The insight dialog's "SEO" section: meta title and description (with its live count and the warning
// over 160), a social image from the image library (its alt text shown), a canonical address and "hide
// from search engines", with a search-result preview. Empty fields use the article's generated values:
// its title, and its excerpt cut at a word boundary to 160 characters.
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import { SelectField, TextAreaField, TextField } from '#src/ui/Field.tsx';
import type { LibraryImage } from '../images/types.ts';
import { DescriptionCount, SearchPreview } from '../seo/SeoPreview.tsx';
import type { InsightInput, InsightValues } from './schema.ts';

export function InsightSeoFields({ form, path }: { form: UseFormReturn<InsightInput, unknown, InsightValues>; path: string }) {
  const { register, watch } = form;
  const errors = form.formState.errors.seo;
  const [images, setImages] = useState<LibraryImage[] | null>(null);
  // The fields exist only while the section is open: the form keeps their values either way, and a
  // closed section adds no "Meta title" beside the dialog's own Title for a label lookup to meet.
  const [open, setOpen] = useState(false);
  // A refused SEO field opens the section, so its message shows beside it.
  const refused = Boolean(errors);
  useEffect(() => {
    if (refused) setOpen(true);
  }, [refused]);
  const [title, excerpt, seo] = watch(['title', 'excerpt', 'seo']);
  const chosen = images?.find((image) => image.id === seo?.socialImage);

  function toggled(event: React.SyntheticEvent<HTMLDetailsElement>) {
    setOpen(event.currentTarget.open);
    if (event.currentTarget.open) loadImages();
  }

  function loadImages() {
    if (images) return;
    requestJson<{ images: LibraryImage[] }>('/api/admin/images')
      .then((answer) => setImages(answer.images))
      .catch(() => setImages([]));
  }

  return (
    <details className="rounded-md border border-slate-200 p-4" open={open} onToggle={toggled}>
      <summary className="cursor-pointer font-semibold text-slate-900">SEO</summary>
      {open && (
        <div className="mt-4 space-y-4">
          <TextField
            label="Meta title"
            hint="Empty: the article's title"
            error={errors?.metaTitle?.message}
            {...register('seo.metaTitle')}
          />
          <div className="space-y-1">
            <TextAreaField
              label="Meta description"
              rows={2}
              hint="Empty: the excerpt, cut at a word boundary to 160 characters"
              error={errors?.metaDescription?.message}
              {...register('seo.metaDescription')}
            />
            <DescriptionCount length={(seo?.metaDescription ?? '').trim().length} />
          </div>
          <SelectField
            label="Social image"
            hint={chosen ? `Alt text: ${chosen.alt_text || '(none)'}` : "Empty: the article's own image"}
            error={errors?.socialImage?.message}
            {...register('seo.socialImage')}
          >
            <option value="">Article image</option>
            {(images ?? []).map((image) => (
              <option key={image.id} value={image.id}>
                {image.title || image.filename}
              </option>
            ))}
            {seo?.socialImage && !chosen && <option value={seo.socialImage}>Chosen image</option>}
          </SelectField>
          <TextField
            label="Canonical address"
            hint="Empty: this article's own address. A site path or an https:// address."
            error={errors?.canonical?.message}
            {...register('seo.canonical')}
          />
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" {...register('seo.noindex')} />
            Hide from search engines
          </label>
          <SearchPreview
            title={seo?.metaTitle || title || 'Article title'}
            path={path}
            description={seo?.metaDescription || excerpt || ''}
          />
        </div>
      )}
    </details>
  );
}
