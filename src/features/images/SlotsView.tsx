// Beyond the spec: the Slots view. For each page of the catalogue, every slot it renders, the image
// it shows now (the same choice the public page makes: usage context aside, the newest active image
// of the page and component, else the newest active image of the page, else the bundled artwork),
// and the active images that still lack alt text.
import { ImageWithFallback } from '#src/ui/ImageWithFallback.tsx';
import { componentsOf, IMAGE_CATALOGUE, PAGE_IDS } from './catalogue.ts';
import { previewOf } from './image-view.ts';
import { fallbackImageFor } from './slots.ts';
import type { LibraryImage } from './types.ts';

const newestFirst = (a: LibraryImage, b: LibraryImage) => b.updated_at.localeCompare(a.updated_at);

/** The image a slot shows, as findPageImage picks it, or null for the bundled artwork. */
export function slotImage(images: readonly LibraryImage[], page: string, component: string): LibraryImage | null {
  const active = images.filter((image) => image.is_active && image.page_name === page).sort(newestFirst);
  return active.find((image) => image.component_name === component) ?? active[0] ?? null;
}

export function missingAlt(images: readonly LibraryImage[]): LibraryImage[] {
  return images.filter((image) => image.is_active && image.page_name && !image.alt_text && !image.is_decorative);
}

export function SlotsView({ images }: { images: readonly LibraryImage[] }) {
  const withoutAlt = missingAlt(images);
  return (
    <div className="space-y-6">
      <section aria-labelledby="missing-alt" className="rounded-lg border border-amber-200 bg-amber-50 p-4">
        <h2 id="missing-alt" className="font-semibold text-amber-900">
          Active images without alt text
        </h2>
        {withoutAlt.length === 0 ? (
          <p className="mt-1 text-sm text-amber-900">None: every image shown on a page has alt text or is marked decorative.</p>
        ) : (
          <ul className="mt-2 list-disc pl-5 text-sm text-amber-900">
            {withoutAlt.map((image) => (
              <li key={image.id}>
                {image.title ?? image.filename} (
                {IMAGE_CATALOGUE[image.page_name as keyof typeof IMAGE_CATALOGUE]?.label ?? image.page_name})
              </li>
            ))}
          </ul>
        )}
      </section>
      {PAGE_IDS.map((page) => (
        <section key={page} aria-labelledby={`slots-${page}`} className="space-y-3">
          <h2 id={`slots-${page}`} className="font-serif text-xl font-semibold text-brand-900">
            {IMAGE_CATALOGUE[page].label}{' '}
            <a
              href={IMAGE_CATALOGUE[page].path}
              className="text-sm font-normal text-brand-700 underline"
              target="_blank"
              rel="noopener"
            >
              Open page
            </a>
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${IMAGE_CATALOGUE[page].label} slots`}>
            {componentsOf(page).map(([component, slot]) => {
              const image = slotImage(images, page, component);
              const fallback = fallbackImageFor(page, component);
              const preview = image ? previewOf(image) : { src: fallback.publicUrl, sources: [] };
              return (
                <li key={component} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3">
                  <ImageWithFallback
                    src={preview.src}
                    sources={preview.sources}
                    alt=""
                    width={96}
                    height={54}
                    loading="lazy"
                    className="h-14 w-24 flex-none rounded object-cover"
                  />
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-slate-900">{slot.name}</p>
                    <p className="truncate text-slate-700">
                      {image
                        ? (image.title ?? image.filename)
                        : slot.layout === 'card'
                          ? "The article's own image"
                          : 'Bundled artwork (fallback)'}
                    </p>
                    {image && image.component_name !== component && (
                      <p className="text-xs text-slate-600">Shown because no image is set for this component</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
