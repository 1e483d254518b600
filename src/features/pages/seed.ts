// A fresh install's page copy: the words the site was built with (seed-copy.ts, the service pages'
// content files, the services list's cards in public-shell/services.ts, and the few lines the pages'
// components used to hold), seeded once per page and never over staff edits. Nothing reads these at run time but the seed and the tests.
import type { SeedItem } from '#src/platform/db/seed.ts';
import { fromPlainText } from '../copy-fields/fields.ts';
import type { PageSeo } from '../seo/seo.ts';
import { serviceCardSeedCopy } from './added-groups.ts';
import { insertFirstPageCopy } from './copy.server.ts';
import { COPY_PAGES, type CopyPageId, type PageCopyOf } from './schema.ts';
import { aboutCopy, closingCopy, homeCopy, resourcesCopy, servicesCopy } from './seed-copy.ts';
import { findServicePage } from './service-seed-files.ts';

const noSeo: PageSeo = { metaTitle: '', metaDescription: '', socialImage: '', canonical: '', noindex: false };
const standardClosing = {
  heading: closingCopy.heading,
  text: closingCopy.text,
  buttons: [{ text: closingCopy.button, link: '/contact' }],
};

function serviceSeed(id: Parameters<typeof serviceCardSeedCopy>[0]): PageCopyOf<'business-sales'> {
  const page = findServicePage(id);
  if (!page) throw new Error(`No service content file for ${id}`);
  return {
    hero: page.hero,
    overview: page.overview,
    sections: page.sections.map((section) => ({
      heading: section.heading,
      intro: section.intro ?? '',
      items: section.items.map((item) => ({ title: item.title, description: item.description, points: item.points ?? [] })),
    })),
    process: {
      heading: page.process.heading,
      intro: page.process.intro,
      steps: page.process.steps.map((step) => ({
        title: step.title,
        description: step.description,
        deliverables: step.deliverables ?? [],
      })),
    },
    benefits: page.benefits,
    faqs: page.faqs,
    cta: page.cta,
    card: serviceCardSeedCopy(id),
    keywords: page.seo.keywords,
    seo: { ...noSeo, metaTitle: page.seo.title, metaDescription: page.seo.description },
  };
}

/** The page's copy as the site was first written, its rich paragraphs' plain words escaped as stored. */
export function defaultPageCopy<Id extends CopyPageId>(id: Id): PageCopyOf<Id> {
  return fromPlainText(COPY_PAGES[id].fields, DEFAULTS[id]()) as PageCopyOf<Id>;
}

const DEFAULTS: { [Id in CopyPageId]: () => PageCopyOf<Id> } = {
  home: () => ({
    hero: homeCopy.hero,
    introduction: {
      ...homeCopy.introduction,
      buttons: [
        { text: 'Learn More About Us', link: '/about' },
        { text: 'Our Services', link: '/services' },
      ],
    },
    servicesHeading: homeCopy.servicesHeading,
    servicesIntro: homeCopy.servicesIntro,
    whyChooseUs: homeCopy.whyChooseUs,
    closing: {
      ...homeCopy.closing,
      buttons: [
        { text: 'Schedule a Consultation', link: '/contact' },
        { text: 'Explore Our Services', link: '/services' },
      ],
    },
    seo: noSeo,
  }),
  about: () => ({
    hero: aboutCopy.hero,
    story: { ...aboutCopy.story, link: '/contact' },
    mission: aboutCopy.mission,
    valuesHeading: aboutCopy.valuesHeading,
    values: aboutCopy.values,
    team: aboutCopy.team,
    approachHeading: aboutCopy.approachHeading,
    approach: aboutCopy.approach,
    closing: standardClosing,
    seo: { ...noSeo, metaTitle: aboutCopy.seoTitle },
  }),
  services: () => ({
    hero: servicesCopy.hero,
    intro: servicesCopy.intro,
    closing: standardClosing,
    seo: { ...noSeo, metaTitle: servicesCopy.seoTitle },
  }),
  'sale-ready-assessments': () => serviceSeed('sale-ready-assessments'),
  'value-optimisation': () => serviceSeed('value-optimisation'),
  'business-sales': () => serviceSeed('business-sales'),
  'business-purchases': () => serviceSeed('business-purchases'),
  resources: () => ({
    hero: resourcesCopy.hero,
    toolsHeading: resourcesCopy.toolsHeading,
    tools: resourcesCopy.tools.map((tool) => ({
      title: tool.title,
      description: tool.description,
      action: tool.action,
      link: tool.href ?? '',
    })),
    latestHeading: resourcesCopy.latestHeading,
    latestButtons: [
      { text: 'View All Insights', link: '/resources/insights' },
      { text: 'Speak With An Expert', link: '/contact' },
    ],
    seo: noSeo,
  }),
  contact: () => ({
    hero: { title: 'Contact Us', subtitle: 'Get in touch with our M&A specialists for a confidential discussion' },
    information: {
      heading: 'Contact Information',
      text: 'Prefer to talk directly? Reach out using the contact details below.',
    },
    seo: noSeo,
  }),
  'contact-success': () => ({
    hero: { title: 'Thank You for Your Enquiry!', subtitle: 'Your message has been successfully submitted.' },
    detailsHeading: 'Submission Details',
    nextHeading: 'What Happens Next?',
    nextText: 'Our team will review your enquiry and be in touch shortly to arrange a confidential discussion.',
    buttons: [
      { text: 'View Our Services', link: '/services' },
      { text: 'Return to Homepage', link: '/' },
    ],
    seo: noSeo,
  }),
  'not-found': () => ({
    hero: { title: 'Page Not Found', subtitle: "The page you're looking for doesn't exist or may have been moved." },
    suggestionsHeading: 'You might be looking for',
    button: { text: 'Return to Home', link: '/' },
    eyebrow: '404',
    seo: noSeo,
  }),
};

export function pageCopySeedItems(): SeedItem[] {
  return (Object.keys(DEFAULTS) as CopyPageId[]).map((id) => ({
    key: `page-copy:${id}`,
    insert: (trx, now) => insertFirstPageCopy(trx, id, defaultPageCopy(id), now),
  }));
}
