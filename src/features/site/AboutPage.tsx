// The about page around its team carousel island, which the route renders between these parts:
// hero, our story, mission and values; the team heading; our approach and the closing block.
import type { PageImage } from '../images/types.ts';
import type { AboutCopy } from '../pages/schema.ts';
import ContentImage from '../public-shell/ContentImage.tsx';
import PageHero from '../public-shell/PageHero.tsx';
import ClosingCta from './ClosingCta.tsx';
import RichParagraph from './RichParagraph.tsx';

export interface AboutIntroProps {
  images: { hero: PageImage; story: PageImage };
  copy: AboutCopy;
}

export function AboutIntro({ images, copy }: AboutIntroProps) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} image={images.hero} />

      <section className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 className="font-serif text-3xl font-semibold text-brand-900">{copy.story.heading}</h2>
          {copy.story.paragraphs.map((paragraph) => (
            <RichParagraph key={paragraph} html={paragraph} className="mt-5 text-lg leading-8 text-slate-700" />
          ))}
          <a
            href={copy.story.link}
            className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {copy.story.linkText}
          </a>
        </div>
        <ContentImage image={images.story} />
      </section>

      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:px-8">
          <h2 className="font-serif text-3xl font-semibold">{copy.mission.heading}</h2>
          <p className="mt-5 text-xl leading-9 text-slate-100">{copy.mission.text}</p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="core-values">
        <h2 id="core-values" className="text-center font-serif text-3xl font-semibold text-brand-900">
          {copy.valuesHeading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.values.map((value) => (
            <li key={value.title} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-brand-900">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The team section's heading (id `team-heading`, which the route's section is labelled by) and its line of text. */
export function AboutTeamHeading({ copy }: { copy: AboutCopy }) {
  return (
    <>
      <h2 id="team-heading" className="text-center font-serif text-3xl font-semibold text-brand-900">
        {copy.team.heading}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{copy.team.description}</p>
    </>
  );
}

export function AboutApproach({ copy }: { copy: AboutCopy }) {
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="approach">
        <h2 id="approach" className="text-center font-serif text-3xl font-semibold text-brand-900">
          {copy.approachHeading}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.approach.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <ClosingCta {...copy.closing} />
    </>
  );
}
