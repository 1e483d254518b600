// One image of the library as a card (preview, source badge, active dot, where it is used, size, type,
// category, location, and its actions) and the legend of those badges.
import { ExternalLink, Eye, Pencil, Replace, Trash2 } from 'lucide-react';
import { Badge } from '#src/ui/Badge.tsx';
import { IconButton } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import { formatFileSize, titleCaseCategory } from '#src/ui/format.ts';
import { ImageWithFallback } from '#src/ui/ImageWithFallback.tsx';
import { placementText, previewOf } from './image-view.ts';
import { IMAGE_MESSAGES } from './schema.ts';
import type { LibraryImage } from './types.ts';

export function ImageCard({
  image,
  canManage,
  unsplashEnabled,
  selecting,
  selected,
  onToggle,
  onEdit,
  onDelete,
  onReplace,
}: {
  image: LibraryImage;
  canManage: boolean;
  unsplashEnabled: boolean;
  selecting: boolean;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onReplace: () => void;
}) {
  const preview = previewOf(image);
  const name = image.title ?? image.filename;
  const placement = placementText(image);
  return (
    <Card className={`flex h-full flex-col overflow-hidden ${selected ? 'ring-2 ring-brand-600' : ''}`} data-image={image.id}>
      <div className="relative aspect-video bg-slate-100">
        <ImageWithFallback
          src={preview.src}
          sources={preview.sources}
          sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt={image.alt_text ?? ''}
          width={image.width ?? 480}
          height={image.height ?? 270}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
        {selecting && (
          <label className="absolute top-2 left-2 flex items-center gap-2 rounded bg-white/95 px-2 py-1 text-sm shadow">
            <input type="checkbox" checked={selected} onChange={onToggle} className="size-4" />
            <span className="sr-only">Select {name}</span>
          </label>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-2">
          <Badge tone={image.image_source === 'unsplash' ? 'blue' : 'slate'}>
            {image.image_source === 'unsplash' ? 'Unsplash' : 'Uploaded'}
          </Badge>
          <span
            className={`inline-block size-2.5 rounded-full ${image.is_active ? 'bg-green-600' : 'bg-slate-300'}`}
            title={image.is_active ? 'Active' : 'Inactive'}
          />
          <span className="sr-only">{image.is_active ? 'Active' : 'Inactive'}</span>
        </div>
        <h3 className="truncate font-medium text-slate-900" title={name}>
          {name}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-slate-700">
          <dt className="font-medium">Page</dt>
          <dd>{placement.page}</dd>
          <dt className="font-medium">Component</dt>
          <dd>{placement.component}</dd>
          {image.usage_context && (
            <>
              <dt className="font-medium">Usage</dt>
              <dd className="truncate">{image.usage_context}</dd>
            </>
          )}
          <dt className="font-medium">Size</dt>
          <dd>{formatFileSize(image.file_size)}</dd>
          <dt className="font-medium">Type</dt>
          <dd>{image.mime_type ?? 'Unknown'}</dd>
          <dt className="font-medium">Category</dt>
          <dd>{image.category ? titleCaseCategory(image.category) : 'None'}</dd>
          <dt className="font-medium">Location</dt>
          <dd className="truncate">{image.file_location ?? (image.image_source === 'unsplash' ? 'Unsplash' : 'Unknown')}</dd>
          {image.unsplash && (
            <>
              <dt className="font-medium">Photo by</dt>
              <dd className="truncate">{image.unsplash.photographer}</dd>
            </>
          )}
        </dl>
        {image.is_active && image.page_name && !image.alt_text && !image.is_decorative && (
          <p className="text-xs text-amber-800">No alt text</p>
        )}
        <div className="mt-auto flex flex-wrap gap-1 pt-2">
          <a
            href={image.public_url}
            target="_blank"
            rel="noopener"
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={`View ${name}`}
            title={`View ${name}`}
          >
            <Eye aria-hidden="true" className="size-4" />
          </a>
          {image.image_source === 'unsplash' && image.original_url && (
            <a
              href={image.original_url}
              target="_blank"
              rel="noopener"
              className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={`View original of ${name} on Unsplash`}
              title={`View original of ${name} on Unsplash`}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          )}
          {canManage && (
            <>
              <IconButton
                label={unsplashEnabled ? `Replace ${name} with Unsplash` : IMAGE_MESSAGES.unsplashDisabled}
                icon={Replace}
                onClick={onReplace}
                disabled={!unsplashEnabled}
              />
              <IconButton label={`Edit ${name}`} icon={Pencil} onClick={onEdit} />
              <IconButton label={`Delete ${name}`} icon={Trash2} danger onClick={onDelete} />
            </>
          )}
        </div>
      </div>
    </Card>
  );
}

export function Legend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap items-center gap-3 text-xs text-slate-700">
      <li className="flex items-center gap-1">
        <Badge tone="slate">Uploaded</Badge>
      </li>
      <li className="flex items-center gap-1">
        <Badge tone="blue">Unsplash</Badge>
      </li>
      <li className="flex items-center gap-1">
        <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-green-600" /> Active
      </li>
    </ul>
  );
}
