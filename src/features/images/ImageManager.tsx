// Image Management (spec section 2): the filter card, "Showing X of Y images" with chips and the
// legend, the card grid with select mode (Select All, Download (N) as one zip, More Actions → Delete
// Selected (N)), and each card's view, view original, replace with Unsplash, edit and delete. The
// island loads the images itself ("Loading images..."); viewers see and download, the server refuses
// their changes anyway. Beyond the spec: the Slots view of each page.
import {
  CheckSquare,
  Download,
  ExternalLink,
  Eye,
  ImagePlus,
  MoreHorizontal,
  Pencil,
  RefreshCw,
  Replace,
  Trash2,
  Upload,
  X,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { downloadFile } from '#src/platform/http/download-client.ts';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import { CardGrid } from '#src/ui/CardGrid.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { DropdownMenu } from '#src/ui/DropdownMenu.tsx';
import { FilterBar, FilterChips, type SelectFilter } from '#src/ui/FilterBar.tsx';
import { ALL } from '#src/ui/filter-list.ts';
import { formatFileSize, titleCaseCategory } from '#src/ui/format.ts';
import { ImageWithFallback } from '#src/ui/ImageWithFallback.tsx';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { ResultCounter } from '#src/ui/ResultCounter.tsx';
import { notify, notifyError } from '#src/ui/Toaster.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaHeader } from '../admin/AreaPage.tsx';
import { componentsOf, IMAGE_CATALOGUE, PAGE_IDS } from './catalogue.ts';
import { EditImageDialog, UploadDialog } from './ImageDialogs.tsx';
import { DEFAULT_FILTERS, type ImageFilters, matchesFilters, placementText, previewOf } from './image-view.ts';
import { SlotsView } from './SlotsView.tsx';
import { IMAGE_MESSAGES, MAX_DOWNLOAD } from './schema.ts';
import type { LibraryImage } from './types.ts';
import { UnsplashDialog, type UnsplashMode } from './UnsplashDialog.tsx';

const success = (message: string) => notify('Success', message);

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

function Legend() {
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

export function ImageManager({ canManage, unsplashEnabled }: { canManage: boolean; unsplashEnabled: boolean }) {
  const [images, setImages] = useState<LibraryImage[] | null>(null);
  const [filters, setFilters] = useState<ImageFilters>(DEFAULT_FILTERS);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [uploadOpen, setUploadOpen] = useState(false);
  const [editing, setEditing] = useState<LibraryImage | null>(null);
  const [unsplash, setUnsplash] = useState<UnsplashMode | null>(null);
  const [view, setView] = useState<'images' | 'slots'>('images');
  const { confirm, dialog } = useConfirm();
  const hydrated = useHydrated();

  const load = useCallback(async () => {
    setImages(null);
    try {
      const { images: list } = await requestJson<{ images: LibraryImage[] }>('/api/admin/images');
      setImages(list);
    } catch (error) {
      notifyError(serverMessageOr(error, IMAGE_MESSAGES.fetchFailed));
      setImages([]);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const set = (patch: Partial<ImageFilters>) => setFilters((current) => ({ ...current, ...patch }));

  const categories = useMemo(
    () => [...new Set((images ?? []).map((image) => image.category).filter((value): value is string => Boolean(value)))].sort(),
    [images],
  );

  const advanced: SelectFilter[] = [
    {
      label: 'Source',
      value: filters.source,
      onChange: (source) => set({ source }),
      options: [
        { value: ALL, label: 'All Sources' },
        { value: 'uploaded', label: 'Uploaded Files' },
        { value: 'unsplash', label: 'Unsplash Images' },
      ],
    },
    {
      label: 'Page',
      value: filters.page,
      defaultValue: DEFAULT_FILTERS.page,
      // Spec section 9: the component filter resets to all when the page changes.
      onChange: (page) => set({ page, component: ALL }),
      options: [
        ...PAGE_IDS.filter((id) => id === 'home').map((id) => ({ value: id, label: IMAGE_CATALOGUE[id].label })),
        { value: ALL, label: 'All Pages' },
        ...PAGE_IDS.filter((id) => id !== 'home').map((id) => ({ value: id, label: IMAGE_CATALOGUE[id].label })),
      ],
    },
    {
      label: 'Component',
      value: filters.component,
      onChange: (component) => set({ component }),
      options: [
        { value: ALL, label: 'All Components' },
        ...componentsOf(filters.page).map(([id, slot]) => ({ value: id, label: slot.name })),
      ],
    },
    {
      label: 'Category',
      value: filters.category,
      onChange: (category) => set({ category }),
      options: [
        { value: ALL, label: 'All Categories' },
        ...categories.map((value) => ({ value, label: titleCaseCategory(value) })),
      ],
    },
  ];

  const shown = useMemo(() => (images ?? []).filter((image) => matchesFilters(image, filters)), [images, filters]);
  const chosen = shown.filter((image) => selected.has(image.id));
  const allChosen = shown.length > 0 && chosen.length === shown.length;

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function forget(ids: readonly string[]) {
    setImages((current) => (current ?? []).filter((image) => !ids.includes(image.id)));
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
  }

  function replaceInList(image: LibraryImage) {
    setImages((current) => (current ?? []).map((item) => (item.id === image.id ? image : item)));
  }

  function askDelete(image: LibraryImage) {
    confirm({
      question: IMAGE_MESSAGES.deleteQuestion(image.filename),
      onConfirm: async () => {
        try {
          await requestJson(`/api/admin/images/${encodeURIComponent(image.id)}`, { method: 'DELETE' });
          forget([image.id]);
          success(IMAGE_MESSAGES.deleted);
        } catch (error) {
          notifyError(serverMessageOr(error, IMAGE_MESSAGES.deleteFailed));
          return false;
        }
      },
    });
  }

  function askDeleteSelected() {
    const ids = chosen.map((image) => image.id);
    confirm({
      question: IMAGE_MESSAGES.bulkDeleteQuestion(ids.length),
      onConfirm: async () => {
        try {
          const { deleted } = await requestJson<{ deleted: number }>('/api/admin/images/delete', {
            method: 'POST',
            body: { ids },
          });
          forget(ids);
          success(IMAGE_MESSAGES.bulkDeleted(deleted));
        } catch (error) {
          notifyError(serverMessageOr(error, IMAGE_MESSAGES.deleteFailed));
          return false;
        }
      },
    });
  }

  async function downloadSelected() {
    if (chosen.length > MAX_DOWNLOAD) {
      notifyError(IMAGE_MESSAGES.tooManyToDownload);
      return;
    }
    try {
      const ids = chosen.map((image) => image.id).join(',');
      await downloadFile(`/api/admin/images/download?ids=${encodeURIComponent(ids)}`, 'website-images.zip');
    } catch (error) {
      notifyError(serverMessageOr(error, IMAGE_MESSAGES.downloadFailed));
    }
  }

  const unsplashButton = (
    <Button
      variant="outline"
      onClick={() => setUnsplash({ kind: 'add' })}
      disabled={!hydrated || !unsplashEnabled}
      title={unsplashEnabled ? undefined : IMAGE_MESSAGES.unsplashDisabled}
    >
      <ImagePlus aria-hidden="true" className="size-4" />
      Add from Unsplash
    </Button>
  );

  return (
    <div className="space-y-6">
      <AreaHeader
        heading={IMAGE_MESSAGES.heading}
        subtitle={IMAGE_MESSAGES.subtitle}
        actions={
          canManage && (
            <>
              <Button onClick={() => setUploadOpen(true)} disabled={!hydrated}>
                <Upload aria-hidden="true" className="size-4" />
                Upload Images
              </Button>
              {unsplashButton}
            </>
          )
        }
      />
      {canManage && !unsplashEnabled && <p className="text-sm text-slate-700">{IMAGE_MESSAGES.unsplashDisabled}</p>}

      <fieldset className="flex gap-2">
        <legend className="sr-only">View</legend>
        {(
          [
            ['images', 'Images'],
            ['slots', 'Slots'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            aria-pressed={view === value}
            variant={view === value ? 'secondary' : 'ghost'}
            onClick={() => setView(value)}
          >
            {label}
          </Button>
        ))}
      </fieldset>

      {view === 'slots' ? (
        images === null ? (
          <LoadingState label={IMAGE_MESSAGES.loading} />
        ) : (
          <SlotsView images={images} />
        )
      ) : (
        <>
          <Card className="p-4">
            <FilterBar
              label="Filter images"
              search={{
                label: 'Search images',
                placeholder: IMAGE_MESSAGES.searchPlaceholder,
                value: filters.search,
                onChange: (search) => set({ search }),
              }}
              advanced={advanced}
              actions={
                <>
                  <Button variant="outline" onClick={() => void load()} disabled={!hydrated}>
                    <RefreshCw aria-hidden="true" className="size-4" />
                    Refresh
                  </Button>
                  <Button variant="outline" onClick={() => setFilters(DEFAULT_FILTERS)} disabled={!hydrated}>
                    <X aria-hidden="true" className="size-4" />
                    Clear
                  </Button>
                </>
              }
            />
          </Card>

          {images === null ? (
            <LoadingState label={IMAGE_MESSAGES.loading} />
          ) : (
            <section aria-labelledby="images-heading" className="space-y-4">
              <h2 id="images-heading" className="sr-only">
                Images
              </h2>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex flex-wrap items-center gap-3">
                  <ResultCounter shown={shown.length} total={images.length} noun="images" />
                  <FilterChips filters={advanced} />
                </div>
                <Legend />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  variant="outline"
                  onClick={() => {
                    setSelecting(!selecting);
                    setSelected(new Set());
                  }}
                >
                  <CheckSquare aria-hidden="true" className="size-4" />
                  {selecting ? 'Exit Selection' : 'Select Images'}
                </Button>
                {selecting && (
                  <>
                    <Button
                      variant="outline"
                      onClick={() => setSelected(allChosen ? new Set() : new Set(shown.map((image) => image.id)))}
                      disabled={shown.length === 0}
                    >
                      {allChosen ? 'Deselect All' : 'Select All'}
                    </Button>
                    <Badge tone="blue" aria-live="polite">
                      {chosen.length} selected
                    </Badge>
                    <Button variant="outline" onClick={() => void downloadSelected()} disabled={chosen.length === 0}>
                      <Download aria-hidden="true" className="size-4" />
                      Download ({chosen.length})
                    </Button>
                    {canManage && (
                      <DropdownMenu
                        trigger={
                          <Button variant="outline">
                            <MoreHorizontal aria-hidden="true" className="size-4" />
                            More Actions
                          </Button>
                        }
                        items={[
                          {
                            label: `Delete Selected (${chosen.length})`,
                            icon: Trash2,
                            destructive: true,
                            disabled: chosen.length === 0,
                            onSelect: askDeleteSelected,
                          },
                        ]}
                      />
                    )}
                  </>
                )}
              </div>
              <CardGrid
                label="Website images"
                items={shown}
                empty={IMAGE_MESSAGES.empty}
                maxColumns={4}
                renderItem={(image) => (
                  <ImageCard
                    image={image}
                    canManage={canManage}
                    unsplashEnabled={unsplashEnabled}
                    selecting={selecting}
                    selected={selected.has(image.id)}
                    onToggle={() => toggle(image.id)}
                    onEdit={() => setEditing(image)}
                    onDelete={() => askDelete(image)}
                    onReplace={() => setUnsplash({ kind: 'replace', image })}
                  />
                )}
              />
            </section>
          )}
        </>
      )}

      <UploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        onUploaded={(added) => setImages((current) => [...added, ...(current ?? [])])}
      />
      <EditImageDialog image={editing} onOpenChange={(open) => !open && setEditing(null)} onSaved={replaceInList} />
      <UnsplashDialog
        mode={unsplash}
        onOpenChange={(open) => !open && setUnsplash(null)}
        onAdded={(image) => setImages((current) => [image, ...(current ?? [])])}
        onReplaced={() => void load()}
      />
      {dialog}
    </div>
  );
}
