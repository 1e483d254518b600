// The Add or Replace Unsplash Image dialog (spec sections 2, 5, 8 and 9): a search box (blank asks
// nothing and keeps Search disabled; Enter searches), a grid of 20 results a page with Previous and
// Next (disabled at the ends) and the total in locale format; choosing a photo adds it with the
// placement chosen here, or replaces the image the dialog was opened for.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { TextField } from '#src/ui/Field.tsx';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { notifyError } from '#src/ui/Toaster.tsx';
import { runAction } from '../admin/run-action.ts';
import { NO_PLACEMENT, type Placement, PlacementFields, placementCategory } from './PlacementFields.tsx';
import { IMAGE_MESSAGES } from './schema.ts';
import type { LibraryImage, UnsplashPhoto, UnsplashSearchResult } from './types.ts';

export type UnsplashMode = { kind: 'add' } | { kind: 'replace'; image: LibraryImage };

/** Spec section 9: the total with locale number formatting. */
export function formatTotal(total: number): string {
  return total.toLocaleString();
}

export function UnsplashDialog({
  mode,
  onOpenChange,
  onAdded,
  onReplaced,
}: {
  mode: UnsplashMode | null;
  onOpenChange: (open: boolean) => void;
  onAdded: (image: LibraryImage) => void;
  onReplaced: (image: LibraryImage) => void;
}) {
  const formId = useId();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<UnsplashSearchResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [placement, setPlacement] = useState<Placement>(NO_PLACEMENT);

  useEffect(() => {
    if (mode) return;
    setQuery('');
    setSearched('');
    setPage(1);
    setResult(null);
    setPlacement(NO_PLACEMENT);
  }, [mode]);

  async function search(text: string, nextPage: number) {
    // Spec section 5: a blank query clears the results and asks nothing.
    if (!text.trim()) {
      setResult(null);
      return;
    }
    setLoading(true);
    try {
      const params = new URLSearchParams({ query: text.trim(), page: String(nextPage) });
      setResult(await requestJson<UnsplashSearchResult>(`/api/admin/images/unsplash?${params}`));
      setSearched(text.trim());
      setPage(nextPage);
    } catch {
      notifyError(IMAGE_MESSAGES.searchFailed, IMAGE_MESSAGES.searchErrorTitle);
    } finally {
      setLoading(false);
    }
  }

  async function choose(photo: UnsplashPhoto) {
    if (!mode) return;
    if (mode.kind === 'replace' && (mode.image.public_url === photo.urls.regular || mode.image.unsplash?.photoId === photo.id)) {
      notifyError(IMAGE_MESSAGES.sameImage);
      return;
    }
    const { kind } = mode;
    setChoosing(photo.id);
    await runAction(
      async () => {
        if (mode.kind === 'replace') {
          const { image } = await requestJson<{ image: LibraryImage }>(
            `/api/admin/images/${encodeURIComponent(mode.image.id)}/unsplash`,
            { method: 'POST', body: { photo_id: photo.id } },
          );
          onReplaced(image);
        } else {
          const { image } = await requestJson<{ image: LibraryImage }>('/api/admin/images/unsplash', {
            method: 'POST',
            body: {
              photo_id: photo.id,
              page_name: placement.page || null,
              component_name: placement.component || null,
              usage_context: placement.usage,
              category: placementCategory(placement),
            },
          });
          onAdded(image);
        }
        onOpenChange(false);
      },
      {
        success:
          kind === 'replace'
            ? IMAGE_MESSAGES.replaced
            : IMAGE_MESSAGES.unsplashAdded(photo.description ?? photo.alt_description ?? photo.id),
        failed: IMAGE_MESSAGES.unsplashFailed,
      },
    );
    setChoosing(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void search(query, 1);
  }

  const title = mode?.kind === 'replace' ? 'Replace Unsplash Image' : 'Add Unsplash Image';
  const pages = result?.total_pages ?? 0;

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(next) => choosing === null && onOpenChange(next)}
      title={title}
      description={
        mode?.kind === 'replace'
          ? `Replacing ${mode.image.title ?? mode.image.filename}; its page, component, usage context, category and active flag are kept.`
          : 'Search Unsplash and choose a photo. The photographer is credited wherever it appears.'
      }
      size="xl"
    >
      <div className="space-y-4">
        {mode?.kind === 'add' && (
          <PlacementFields value={placement} onChange={setPlacement} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" />
        )}
        <search aria-label="Unsplash search">
          <form id={formId} onSubmit={submit} className="flex items-end gap-2">
            <TextField
              type="search"
              label="Search Unsplash"
              placeholder="e.g. office, handshake, Brisbane"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                if (!event.target.value.trim()) setResult(null);
              }}
              className="flex-1"
            />
            <Button type="submit" disabled={loading || !query.trim()}>
              {loading ? 'Searching...' : 'Search'}
            </Button>
          </form>
        </search>
        {loading && <LoadingState label="Searching Unsplash..." />}
        {result && !loading && (
          <>
            <p className="text-sm text-slate-700" aria-live="polite">
              {formatTotal(result.total)} photos found for “{searched}”
            </p>
            {result.results.length === 0 ? (
              <p className="text-sm text-slate-700">No photos found. Try other words.</p>
            ) : (
              <ul aria-label="Unsplash photos" className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
                {result.results.map((photo) => {
                  const label = photo.alt_description ?? photo.description ?? `Photo ${photo.id}`;
                  return (
                    <li key={photo.id} className="space-y-1">
                      <button
                        type="button"
                        onClick={() => void choose(photo)}
                        disabled={choosing !== null}
                        className="block w-full overflow-hidden rounded-md focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
                        aria-label={`Choose ${label} by ${photo.user.name}`}
                      >
                        <img
                          src={photo.urls.small}
                          alt=""
                          width={photo.width}
                          height={photo.height}
                          loading="lazy"
                          className="aspect-[4/3] h-auto w-full object-cover"
                        />
                      </button>
                      <p className="truncate text-xs text-slate-700">
                        Photo by{' '}
                        <a href={photo.user.profile} target="_blank" rel="noopener" className="underline">
                          {photo.user.name}
                        </a>
                      </p>
                    </li>
                  );
                })}
              </ul>
            )}
            {pages > 1 && (
              <nav aria-label="Unsplash result pages" className="flex items-center justify-between gap-2">
                <Button variant="outline" disabled={page <= 1 || loading} onClick={() => void search(searched, page - 1)}>
                  Previous
                </Button>
                <span className="text-sm text-slate-700">
                  Page {page} of {formatTotal(pages)}
                </span>
                <Button variant="outline" disabled={page >= pages || loading} onClick={() => void search(searched, page + 1)}>
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
