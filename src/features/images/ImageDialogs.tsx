// The Upload Images and Edit Image dialogs of Image Management (spec sections 2, 5 and 8).
// Upload: several files, page, component (cleared when the page changes), usage context and category
// (auto-detected by the spec's rule); each file is sent on its own, then one toast counts them.
// Edit: title, alt text, category, tags as comma-separated text, and (beyond the spec) whether the
// image shows on its page and whether it is decorative.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { ACCEPTED_IMAGE_TYPES } from '#src/platform/media/image-rules.ts';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { SelectField, TextField } from '#src/ui/Field.tsx';
import { formatFileSize, titleCaseCategory } from '#src/ui/format.ts';
import { notify, notifyError } from '#src/ui/Toaster.tsx';
import { FormDialog } from '../admin/FormDialog.tsx';
import { EDIT_CATEGORIES } from './catalogue.ts';
import { NO_PLACEMENT, type Placement, PlacementFields, placementCategory } from './PlacementFields.tsx';
import { IMAGE_MESSAGES } from './schema.ts';
import type { LibraryImage } from './types.ts';

/** Spec section 5: non-image files are dropped (with a warning); the rest are kept. */
export function keepImageFiles(files: readonly File[]): { images: File[]; dropped: number } {
  const images = files.filter((file) => file.type.startsWith('image/'));
  return { images, dropped: files.length - images.length };
}

export function UploadDialog({
  open,
  onOpenChange,
  onUploaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (images: LibraryImage[]) => void;
}) {
  const formId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [placement, setPlacement] = useState<Placement>(NO_PLACEMENT);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  function reset() {
    setFiles([]);
    setPlacement(NO_PLACEMENT);
    setError(undefined);
  }

  function choose(list: FileList | null) {
    const { images, dropped } = keepImageFiles([...(list ?? [])]);
    if (dropped > 0) notify('Warning', IMAGE_MESSAGES.onlyImages);
    setFiles(images);
    // Nothing left to upload (every file chosen was dropped): the spec's error, on the field.
    setError(images.length > 0 ? undefined : IMAGE_MESSAGES.noFiles);
  }

  const derived = placementCategory(placement);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) {
      setError(IMAGE_MESSAGES.noFiles);
      notifyError(IMAGE_MESSAGES.noFiles);
      return;
    }
    setBusy(true);
    const uploaded: LibraryImage[] = [];
    const failed: File[] = [];
    for (const file of files) {
      const query = new URLSearchParams({ filename: file.name, category: derived });
      if (placement.page) query.set('page_name', placement.page);
      if (placement.component) query.set('component_name', placement.component);
      if (placement.usage.trim()) query.set('usage_context', placement.usage.trim());
      try {
        const { image } = await requestJson<{ image: LibraryImage }>(`/api/admin/images?${query}`, {
          method: 'POST',
          body: file,
        });
        uploaded.push(image);
      } catch (problem) {
        failed.push(file);
        notifyError(`${file.name}: ${serverMessageOr(problem, IMAGE_MESSAGES.uploadFailed)}`);
      }
    }
    setBusy(false);
    if (uploaded.length > 0) {
      notify('Success', IMAGE_MESSAGES.uploaded(uploaded.length));
      onUploaded(uploaded);
    }
    if (failed.length === 0) {
      reset();
      onOpenChange(false);
    } else {
      // The files that failed stay chosen, to try again or to drop.
      setFiles(failed);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Upload Images"
      description="JPEG, PNG, WebP, AVIF or GIF. Each file gets responsive WebP and AVIF sizes; metadata such as GPS is removed."
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy || files.length === 0}>
            {busy ? 'Uploading...' : 'Upload'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={upload} noValidate className="space-y-4">
        <TextField
          type="file"
          label="Images"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={(event) => choose(event.target.files)}
          error={error}
          hint="Choose one or more images."
        />
        {files.length > 0 && (
          <ul aria-label="Chosen files" className="space-y-1 text-sm text-slate-700">
            {files.map((file) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                {file.name} ({formatFileSize(file.size)})
              </li>
            ))}
          </ul>
        )}
        <PlacementFields value={placement} onChange={setPlacement} />
        {placement.page && (
          <p className="text-sm text-slate-600">
            Images for a page are shown there once they have alt text: add it with Edit after uploading.
          </p>
        )}
      </form>
    </Dialog>
  );
}

interface ImageEditForm {
  title: string;
  alt_text: string;
  category: string;
  /** Comma-separated, as typed: the server splits them. */
  tags: string;
  is_active: boolean;
  is_decorative: boolean;
}

function editFormOf(image: LibraryImage): ImageEditForm {
  return {
    title: image.title ?? '',
    alt_text: image.alt_text ?? '',
    category: (EDIT_CATEGORIES as readonly string[]).includes(image.category ?? '') ? (image.category ?? 'general') : 'general',
    tags: image.tags?.join(', ') ?? '',
    is_active: image.is_active,
    is_decorative: image.is_decorative,
  };
}

export function EditImageDialog({
  image,
  onOpenChange,
  onSaved,
}: {
  image: LibraryImage | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (image: LibraryImage) => void;
}) {
  const form = useForm<ImageEditForm>({
    defaultValues: { title: '', alt_text: '', category: 'general', tags: '', is_active: false, is_decorative: false },
  });
  const {
    register,
    reset,
    setError,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (image) reset(editFormOf(image));
  }, [image, reset]);

  async function save(values: ImageEditForm) {
    if (!image) return;
    const { image: saved } = await requestJson<{ image: LibraryImage }>(`/api/admin/images/${encodeURIComponent(image.id)}`, {
      method: 'PATCH',
      body: values,
    });
    onSaved(saved);
    onOpenChange(false);
  }

  return (
    <FormDialog
      form={form}
      send={save}
      outcome={{
        success: IMAGE_MESSAGES.updated,
        failed: IMAGE_MESSAGES.updateFailed,
        // The message also stays in the dialog, beside the fields it concerns.
        onRefused: (problem) => setError('root.server', { message: serverMessageOr(problem, IMAGE_MESSAGES.updateFailed) }),
      }}
      open={image !== null}
      onOpenChange={onOpenChange}
      title="Edit Image"
      description={image ? image.filename : undefined}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      holdWhileBusy
    >
      <TextField label="Title" maxLength={200} error={errors.title?.message} {...register('title')} />
      <TextField
        label="Alt text"
        maxLength={500}
        hint="Describe the picture for people who cannot see it."
        error={errors.alt_text?.message}
        {...register('alt_text')}
      />
      <SelectField label="Category" error={errors.category?.message} {...register('category')}>
        {EDIT_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {titleCaseCategory(value)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tags"
        hint="Separate tags with commas."
        maxLength={500}
        error={errors.tags?.message}
        {...register('tags')}
      />
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...register('is_active')} />
          Active (shown on its page)
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...register('is_decorative')} />
          Decorative (adds nothing the page text does not say; shown without alt text)
        </label>
      </div>
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
    </FormDialog>
  );
}
