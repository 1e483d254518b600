// Image Management (spec section 2): the filter card, "Showing X of Y images" with chips and the
// legend, the card grid with select mode (Select All, Download (N) as one zip, More Actions → Delete
// Selected (N)), and each card's view, view original, replace with Unsplash, edit and delete. The
// island loads the images itself ("Loading images..."); viewers see and download, the server refuses
// their changes anyway. Beyond the spec: the Slots view of each page.
import { ImagePlus, RefreshCw, Upload, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { downloadFile } from '#src/platform/http/download-client.ts';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import { CardGrid } from '#src/ui/CardGrid.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { FilterBar, FilterChips, type SelectFilter } from '#src/ui/FilterBar.tsx';
import { ALL } from '#src/ui/filter-list.ts';
import { titleCaseCategory } from '#src/ui/format.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { ResultCounter } from '#src/ui/ResultCounter.tsx';
import { notifyError } from '#src/ui/Toaster.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaHeader, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { runAction } from '../admin/run-action.ts';
import { useClientList } from '../admin/use-client-list.ts';
import { componentsOf, IMAGE_CATALOGUE, PAGE_IDS } from './catalogue.ts';
import { ImageCard, Legend } from './ImageCard.tsx';
import { EditImageDialog, UploadDialog } from './ImageDialogs.tsx';
import { ImageSelectionBar } from './ImageSelectionBar.tsx';
import { DEFAULT_FILTERS, type ImageFilters, matchesFilters } from './image-view.ts';
import { SlotsView } from './SlotsView.tsx';
import { IMAGE_MESSAGES, MAX_DOWNLOAD } from './schema.ts';
import type { LibraryImage } from './types.ts';
import { UnsplashDialog, type UnsplashMode } from './UnsplashDialog.tsx';

export function ImagesScreen({
  title,
  canManage,
  unsplashEnabled,
}: AreaScreenProps & { canManage: boolean; unsplashEnabled: boolean }) {
  const {
    items: images,
    setItems: setImages,
    load,
  } = useClientList<LibraryImage>({ url: '/api/admin/images', key: 'images', loadFailed: IMAGE_MESSAGES.fetchFailed });
  const [filters, setFilters] = useState<ImageFilters>(DEFAULT_FILTERS);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [uploadOpen, setUploadOpen] = useState(false);
  const [editing, setEditing] = useState<LibraryImage | null>(null);
  const [unsplash, setUnsplash] = useState<UnsplashMode | null>(null);
  const [view, setView] = useState<'images' | 'slots'>('images');
  const { confirm, dialog } = useConfirm();
  const hydrated = useHydrated();

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
      onConfirm: () =>
        runAction(
          async () => {
            await requestJson(`/api/admin/images/${encodeURIComponent(image.id)}`, { method: 'DELETE' });
            forget([image.id]);
          },
          { success: IMAGE_MESSAGES.deleted, failed: IMAGE_MESSAGES.deleteFailed },
        ),
    });
  }

  function askDeleteSelected() {
    const ids = chosen.map((image) => image.id);
    confirm({
      question: IMAGE_MESSAGES.bulkDeleteQuestion(ids.length),
      onConfirm: () =>
        runAction(
          async () => {
            const { deleted } = await requestJson<{ deleted: number }>('/api/admin/images/delete', {
              method: 'POST',
              body: { ids },
            });
            forget(ids);
            return deleted;
          },
          { success: IMAGE_MESSAGES.bulkDeleted, failed: IMAGE_MESSAGES.deleteFailed },
        ),
    });
  }

  async function downloadSelected() {
    if (chosen.length > MAX_DOWNLOAD) {
      notifyError(IMAGE_MESSAGES.tooManyToDownload);
      return;
    }
    const ids = chosen.map((image) => image.id).join(',');
    await runAction(() => downloadFile(`/api/admin/images/download?ids=${encodeURIComponent(ids)}`, 'website-images.zip'), {
      failed: IMAGE_MESSAGES.downloadFailed,
    });
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
        heading={title}
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
              <ImageSelectionBar
                selecting={selecting}
                shownCount={shown.length}
                chosenCount={chosen.length}
                canManage={canManage}
                onToggleSelecting={() => {
                  setSelecting(!selecting);
                  setSelected(new Set());
                }}
                onToggleAll={() => setSelected(allChosen ? new Set() : new Set(shown.map((image) => image.id)))}
                onDownload={() => void downloadSelected()}
                onDelete={askDeleteSelected}
              />
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
