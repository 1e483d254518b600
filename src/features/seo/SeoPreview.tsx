// What the SEO fields' editors show beside the fields (pages and insights alike): the meta description's
// live character count with its warning over 160, and a search result as an engine may show it.
import { describeExcerpt, SEO_DESCRIPTION_ADVISED } from './seo.ts';

export const SEO_PREVIEW_MESSAGES = {
  count: (length: number) => `${length} characters`,
  overAdvised: ` — over ${SEO_DESCRIPTION_ADVISED}, search engines may cut it short`,
  preview: 'Search result preview',
} as const;

/** How the page may look in a search result: the title, the address and the description cut near 160 characters. */
export function SearchPreview({ title, path, description }: { title: string; path: string; description: string }) {
  const cut = describeExcerpt(description);
  return (
    <figure className="rounded-md border border-slate-200 bg-white p-4" aria-label={SEO_PREVIEW_MESSAGES.preview}>
      <figcaption className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {SEO_PREVIEW_MESSAGES.preview}
      </figcaption>
      <p className="text-xs text-slate-600">{path}</p>
      <p className="text-lg text-blue-800">{title}</p>
      <p className="text-sm text-slate-700">{cut}</p>
    </figure>
  );
}

/** The meta description's live count, with the warning over 160. */
export function DescriptionCount({ length }: { length: number }) {
  const over = length > SEO_DESCRIPTION_ADVISED;
  return (
    <p className={over ? 'text-sm text-amber-800' : 'text-sm text-slate-600'} aria-live="polite">
      {SEO_PREVIEW_MESSAGES.count(length)}
      {over ? SEO_PREVIEW_MESSAGES.overAdvised : ''}
    </p>
  );
}
