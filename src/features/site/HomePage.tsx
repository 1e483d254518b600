// The home page: hero, introduction, services overview, why choose us, closing call to action.
import type { PageImage } from '../images/types.ts';
import type { HomeCopy } from '../pages/schema.ts';
import ButtonLinks from '../public-shell/ButtonLinks.tsx';
import ContentImage from '../public-shell/ContentImage.tsx';
import PageHero from '../public-shell/PageHero.tsx';
import type { ServiceCard } from '../public-shell/services.ts';
import ClosingCta from './ClosingCta.tsx';
import RichParagraph from './RichParagraph.tsx';

/** A card's description up to its first full stop, question or exclamation mark: the home cards are short. */
export function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

export interface HomePageProps {
  images: { hero: PageImage; 'why-choose-us': PageImage };
  /** The page's published words (or an editor's draft in a preview). */
  copy: HomeCopy;
  /** The four services' cards, their words from each service page's copy. */
  services: ServiceCard[];
}

export default function HomePage({ images, copy, services }: HomePageProps) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} image={images.hero} />

      <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 className="font-serif text-3xl font-semibold text-brand-900">{copy.introduction.heading}</h2>
        {copy.introduction.paragraphs.map((paragraph) => (
          <RichParagraph key={paragraph} html={paragraph} className="mt-5 text-lg leading-8 text-slate-700" />
        ))}
        <ButtonLinks surface="light" className="justify-center" buttons={copy.introduction.buttons} />
      </section>

      <section className="bg-slate-50" aria-labelledby="services-overview">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="services-overview" className="text-center font-serif text-3xl font-semibold text-brand-900">
            {copy.servicesHeading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{copy.servicesIntro}</p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((service) => (
              <li key={service.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="font-serif text-xl font-semibold text-brand-900">{service.title}</h3>
                <p className="mt-3 flex-1 text-slate-700">{firstSentence(service.description)}</p>
                <a href={service.link} className="mt-5 font-semibold text-brand-700 hover:text-brand-900">
                  Learn More<span className="sr-only">{` about ${service.title}`}</span> →
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8"
        aria-labelledby="why-choose-us"
      >
        <div>
          <h2 id="why-choose-us" className="font-serif text-3xl font-semibold text-brand-900">
            {copy.whyChooseUs.heading}
          </h2>
          <ul className="mt-8 space-y-6">
            {copy.whyChooseUs.reasons.map((reason) => (
              <li key={reason.title}>
                <h3 className="text-lg font-semibold text-brand-900">{reason.title}</h3>
                <p className="mt-2 text-slate-700">{reason.description}</p>
              </li>
            ))}
          </ul>
        </div>
        <ContentImage image={images['why-choose-us']} />
      </section>

      <ClosingCta heading={copy.closing.heading} text={copy.closing.text} buttons={copy.closing.buttons} />
    </>
  );
}
