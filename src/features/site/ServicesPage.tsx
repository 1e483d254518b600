// The services overview: one section per service, alternating image sides, with its card's key benefits.
import type { PageImage } from '../images/types.ts';
import type { ServicesCopy } from '../pages/schema.ts';
import ContentImage from '../public-shell/ContentImage.tsx';
import PageHero from '../public-shell/PageHero.tsx';
import type { ServiceCard } from '../public-shell/services.ts';
import ClosingCta from './ClosingCta.tsx';
import RichParagraph from './RichParagraph.tsx';

export interface ServicesPageProps {
  heroImage: PageImage;
  /** Each service's image, by service id. */
  images: Record<string, PageImage | undefined>;
  copy: ServicesCopy;
  /** The four services' cards, their words from each service page's copy. */
  services: ServiceCard[];
}

export default function ServicesPage({ heroImage, images, copy, services }: ServicesPageProps) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} image={heroImage} />

      <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 className="font-serif text-3xl font-semibold text-brand-900">{copy.intro.heading}</h2>
        <RichParagraph html={copy.intro.text} className="mt-5 text-lg leading-8 text-slate-700" />
      </section>

      {services.map((service, index) => {
        const image = images[service.id];
        return (
          <section
            key={service.id}
            className={index % 2 === 0 ? 'bg-slate-50' : 'bg-white'}
            aria-labelledby={`service-${service.id}`}
          >
            <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
              <div className={index % 2 === 1 ? 'lg:order-2' : ''}>{image && <ContentImage image={image} />}</div>
              <div>
                <h2 id={`service-${service.id}`} className="font-serif text-3xl font-semibold text-brand-900">
                  {service.title}
                </h2>
                <p className="mt-4 text-lg leading-8 text-slate-700">{service.description}</p>
                <h3 className="mt-6 font-semibold text-brand-900">Key Benefits:</h3>
                <ul className="mt-3 space-y-2">
                  {service.benefits.map((benefit) => (
                    <li key={benefit} className="flex gap-3 text-slate-700">
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-5 flex-none fill-brand-700">
                        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                      </svg>
                      {benefit}
                    </li>
                  ))}
                </ul>
                <a
                  href={service.link}
                  className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
                >
                  {`Learn More About ${service.title}`}
                </a>
              </div>
            </div>
          </section>
        );
      })}

      <ClosingCta {...copy.closing} />
    </>
  );
}
