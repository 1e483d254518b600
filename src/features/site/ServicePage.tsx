// One service page: hero, breadcrumb, overview, its particular sections, process, benefits, FAQs and
// the call to action.
import type { PageImage } from '../images/types.ts';
import type { ServiceCopy } from '../pages/schema.ts';
import ContentImage from '../public-shell/ContentImage.tsx';
import { BOOK_A_CALL_LINK } from '../public-shell/navigation.ts';
import PageHero from '../public-shell/PageHero.tsx';
import ClosingCta from './ClosingCta.tsx';
import RichParagraph from './RichParagraph.tsx';

export interface ServicePageProps {
  page: ServiceCopy;
  heroImage: PageImage;
  overviewImage: PageImage;
}

export default function ServicePage({ page, heroImage, overviewImage }: ServicePageProps) {
  return (
    <>
      <PageHero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        image={heroImage}
        eyebrow="Our Services"
        buttons={[page.cta.primaryButton, page.cta.secondaryButton]}
      />

      <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-6 text-sm sm:px-6 lg:px-8">
        <ol className="flex flex-wrap gap-2 text-slate-600">
          <li>
            <a href="/" className="hover:text-brand-700">
              Home
            </a>{' '}
            <span aria-hidden="true">/</span>
          </li>
          <li>
            <a href="/services" className="hover:text-brand-700">
              Services
            </a>{' '}
            <span aria-hidden="true">/</span>
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            {page.hero.title}
          </li>
        </ol>
      </nav>

      <section className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 className="font-serif text-3xl font-semibold text-brand-900">{page.overview.heading}</h2>
          {page.overview.paragraphs.map((paragraph) => (
            <RichParagraph key={paragraph} html={paragraph} className="mt-5 text-lg leading-8 text-slate-700" />
          ))}
        </div>
        <ContentImage image={overviewImage} />
      </section>

      {page.sections.map((section, index) => (
        <section key={section.heading} className={index % 2 === 0 ? 'bg-slate-50' : 'bg-white'}>
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
            <h2 className="text-center font-serif text-3xl font-semibold text-brand-900">{section.heading}</h2>
            {section.intro && <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{section.intro}</p>}
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {section.items.map((item) => (
                <li key={item.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
                  <p className="mt-2 text-slate-700">{item.description}</p>
                  {item.points.length > 0 && (
                    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {item.points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8" aria-labelledby="process-heading">
        <h2 id="process-heading" className="text-center font-serif text-3xl font-semibold text-brand-900">
          {page.process.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{page.process.intro}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.process.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-6">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">
                <span className="sr-only">{`Step ${index + 1}: `}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.description}</p>
              {step.deliverables.length > 0 && (
                <>
                  <p className="mt-4 text-sm font-semibold text-brand-900">Deliverables</p>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {step.deliverables.map((deliverable) => (
                      <li key={deliverable}>{deliverable}</li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-brand-900 text-white" aria-labelledby="benefits-heading">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="benefits-heading" className="text-center font-serif text-3xl font-semibold">
            {page.benefits.heading}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.benefits.items.map((benefit) => (
              <li key={benefit.title} className="rounded-xl bg-white/5 p-6 ring-1 ring-white/15">
                <h3 className="text-lg font-semibold text-accent-400">{benefit.title}</h3>
                <p className="mt-2 text-slate-100">{benefit.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-center font-serif text-3xl font-semibold text-brand-900">
          Frequently Asked Questions
        </h2>
        <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {page.faqs.map((faq) => (
            <details key={faq.question} className="group p-5">
              <summary className="cursor-pointer list-none font-semibold text-brand-900 marker:hidden">{faq.question}</summary>
              <RichParagraph html={faq.answer} className="mt-3 text-slate-700" />
            </details>
          ))}
        </div>
      </section>

      <ClosingCta
        heading={page.cta.heading}
        text={page.cta.text}
        buttons={[
          page.cta.primaryButton,
          page.cta.secondaryButton,
          { text: BOOK_A_CALL_LINK.label, link: BOOK_A_CALL_LINK.href },
        ]}
      />
    </>
  );
}
