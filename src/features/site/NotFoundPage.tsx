// The 404 page: what went wrong and links suggested by keywords in the path the visitor asked for.
import type { NotFoundCopy } from '../pages/schema.ts';
import type { NavLink } from '../public-shell/navigation.ts';

export interface NotFoundPageProps {
  suggestions: NavLink[];
  /** The heading and text (also the page's title and description), the suggestions' heading and the button. */
  copy: NotFoundCopy;
}

export default function NotFoundPage({ suggestions, copy }: NotFoundPageProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      {copy.eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{copy.eyebrow}</p>}
      <h1 className="mt-2 font-serif text-4xl font-semibold text-brand-900">{copy.hero.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{copy.hero.subtitle}</p>
      <h2 className="mt-10 text-lg font-semibold text-brand-900">{copy.suggestionsHeading}</h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-3" data-testid="not-found-suggestions">
        {suggestions.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-block rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <a
        href={copy.button.link}
        className="mt-10 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {copy.button.text}
      </a>
    </section>
  );
}
