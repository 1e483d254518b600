// One article: back link, category, title, author, read time, Australian date, image, sanitised body,
// the articles related to it and the contact call to action; or "Article Not Found" when there is none.
import { SlotImage, UnsplashCredit } from '../images/SlotImage.tsx';
import type { PageImage } from '../images/types.ts';
import { formatAustralianDate } from './format.ts';
import InsightCard from './InsightCard.tsx';
import type { InsightSummary, PublicInsight } from './types.ts';

/** A published article with the image its page shows (its own, or the site's default, chosen by the loader). */
export type ArticleView = Omit<PublicInsight, 'image'> & { image: PageImage };

/** The article image's `sizes`: the article column is at most 768 px wide. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 768px) 768px, 100vw';

/** The heading and text for an unknown or unpublished id, also the page's title and description. */
export const ARTICLE_NOT_FOUND = { title: 'Article Not Found', text: "The article you're looking for doesn't exist." };

export interface ArticlePageProps {
  article: ArticleView | null;
  /** A staff member's preview of an insight the public cannot see yet. */
  preview?: 'draft' | 'scheduled';
  /** Published articles to read next: same category first, then the newest. */
  related?: InsightSummary[];
}

export const ARTICLE_TEXT = { reviewed: 'Last reviewed', related: 'Related Articles' } as const;

export const PREVIEW_TEXT = {
  draft: 'Preview: this insight is a draft. Only signed-in staff can see this page.',
  scheduled: 'Preview: this insight is scheduled and appears on the site on its date. Only signed-in staff can see this page.',
} as const;

export default function ArticlePage({ article, preview, related = [] }: ArticlePageProps) {
  if (!article) return <ArticleNotFound />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      {preview && (
        <p role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900">
          {PREVIEW_TEXT[preview]}
        </p>
      )}
      <a href="/resources/insights" className="font-medium text-brand-700 hover:text-brand-900">
        ← Back to Insights
      </a>
      <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-brand-700">{article.category}</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold leading-tight text-brand-900">{article.title}</h1>
      <p className="mt-4 text-slate-600">
        By{' '}
        {article.author_url ? (
          <a href={article.author_url} rel="author" className="font-medium text-brand-700 underline hover:text-brand-900">
            {article.author}
          </a>
        ) : (
          <span className="font-medium text-slate-800">{article.author}</span>
        )}
        {` · ${article.read_time} · `}
        <time dateTime={article.date}>{formatAustralianDate(article.date)}</time>
        {article.reviewed_on && (
          <>
            {` · ${ARTICLE_TEXT.reviewed} `}
            <time dateTime={article.reviewed_on}>{formatAustralianDate(article.reviewed_on)}</time>
          </>
        )}
      </p>
      <SlotImage
        image={article.image}
        sizes={ARTICLE_IMAGE_SIZES}
        fetchPriority="high"
        className="mt-8 aspect-video w-full rounded-xl object-cover"
      />
      {article.image.unsplash && <UnsplashCredit unsplash={article.image.unsplash} className="mt-2 text-slate-600" />}
      <div
        className="article-body mt-10"
        // Sanitised on the server when read (rich-text/sanitize.server.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is sanitised HTML from findPublishedInsight.
        dangerouslySetInnerHTML={{ __html: article.content }}
      />
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="font-serif text-2xl font-semibold text-brand-900">
            {ARTICLE_TEXT.related}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-3">
            {related.map((insight) => (
              <li key={insight.id}>
                <InsightCard insight={insight} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <aside className="mt-14 rounded-xl bg-brand-50 p-8 text-center">
        <h2 className="font-serif text-2xl font-semibold text-brand-900">Thinking About Your Own Business?</h2>
        <p className="mt-3 text-slate-700">
          Talk confidentially with a specialist about what this means for your recruitment or staffing business.
        </p>
        <a
          href="/contact"
          className="mt-6 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Contact Us
        </a>
      </aside>
    </article>
  );
}

function ArticleNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-brand-900">{ARTICLE_NOT_FOUND.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{ARTICLE_NOT_FOUND.text}</p>
      <a
        href="/resources/insights"
        className="mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Back to Insights
      </a>
    </section>
  );
}
