// The insight dialog's article image: a library image chosen from a grid of the library (or uploaded
// here through the library's own upload endpoint, which files it under the insight cards), stored as a
// reference to the image. "No library image" leaves the Image URL field to say what to show.
import { useEffect, useState } from 'react';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { unsplashSizedUrl } from '../images/page-image.ts';
import type { LibraryImage } from '../images/types.ts';

export const PICKER_TEXT = {
  legend: 'Article Image',
  hint: 'Choose an image from the image library, or upload one. Its variants are served to each screen size.',
  none: 'No library image',
  loading: 'Loading the image library...',
  loadFailed: 'Failed to load the image library',
  upload: 'Upload an image',
  uploading: 'Uploading...',
  uploadFailed: 'Failed to upload the image',
  choose: (name: string) => `Use ${name}`,
} as const;

/** A small file to show in the grid: the narrowest WebP variant, a small Unsplash size, else the image itself. */
function thumbnail(image: LibraryImage): string {
  const small = image.stored?.variants.find((variant) => variant.contentType === 'image/webp');
  if (small) return small.url;
  if (image.unsplash) return unsplashSizedUrl(image.unsplash.rawUrl, 320);
  return image.public_url;
}

const nameOf = (image: LibraryImage) => image.title || image.alt_text || image.filename;

export function ArticleImagePicker({
  value,
  onChange,
  canUpload,
  error,
}: {
  value: string | null;
  onChange: (imageId: string | null) => void;
  canUpload: boolean;
  error?: string;
}) {
  const [images, setImages] = useState<LibraryImage[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    requestJson<{ images: LibraryImage[] }>('/api/admin/images')
      .then(({ images }) => current && setImages(images))
      .catch((failure) => current && setProblem(serverMessageOr(failure, PICKER_TEXT.loadFailed)));
    return () => {
      current = false;
    };
  }, []);

  async function upload(file: File) {
    setBusy(true);
    setProblem(null);
    const query = new URLSearchParams({
      filename: file.name,
      page_name: 'insights',
      component_name: 'insight-card',
      category: 'content',
    });
    try {
      const { image } = await requestJson<{ image: LibraryImage }>(`/api/admin/images?${query}`, { method: 'POST', body: file });
      setImages((list) => [image, ...(list ?? [])]);
      onChange(image.id);
    } catch (failure) {
      setProblem(serverMessageOr(failure, PICKER_TEXT.uploadFailed));
    } finally {
      setBusy(false);
    }
  }

  const radio = 'peer sr-only';
  const tile =
    'block cursor-pointer overflow-hidden rounded-md border-2 border-transparent peer-checked:border-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500';
  return (
    <fieldset className="space-y-2" aria-describedby="article-image-hint">
      <legend className="text-sm font-medium text-slate-900">{PICKER_TEXT.legend}</legend>
      <p id="article-image-hint" className="text-sm text-slate-600">
        {PICKER_TEXT.hint}
      </p>
      {images === null && !problem && <p className="text-sm text-slate-600">{PICKER_TEXT.loading}</p>}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-5">
        <label className="relative">
          <input type="radio" name="article-image" className={radio} checked={value === null} onChange={() => onChange(null)} />
          <span className={`${tile} flex aspect-video items-center justify-center bg-slate-100 p-2 text-center text-xs`}>
            {PICKER_TEXT.none}
          </span>
        </label>
        {images?.map((image) => (
          <label key={image.id} className="relative">
            <input
              type="radio"
              name="article-image"
              value={image.id}
              className={radio}
              checked={value === image.id}
              onChange={() => onChange(image.id)}
              aria-label={PICKER_TEXT.choose(nameOf(image))}
            />
            <span className={tile}>
              <img src={thumbnail(image)} alt="" loading="lazy" className="aspect-video w-full object-cover" />
            </span>
          </label>
        ))}
      </div>
      {canUpload && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => document.getElementById('article-image-file')?.click()}
        >
          {busy ? PICKER_TEXT.uploading : PICKER_TEXT.upload}
        </Button>
      )}
      <input
        id="article-image-file"
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={PICKER_TEXT.upload}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </fieldset>
  );
}
