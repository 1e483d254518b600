// The fixed pages whose words staff edit (/admin/pages), each with its sections as fields: the one
// description the public page, the editor and the endpoint share. Adding a field here adds it to the
// form and the check; the page's component decides where it shows. Body paragraphs (the story, an
// introduction, a service's overview, an answer) are rich: bold, italic and links; hero subtitles, card
// descriptions and the calls to action stay plain, where markup would not fit the design.
import type { z } from 'zod';
import {
  button,
  type CopyField,
  type CopyValue,
  fieldSchema,
  group,
  type InlineSanitiser,
  link,
  list,
  optionalLink,
  optionalParagraph,
  optionalText,
  paragraph,
  richParagraph,
  text,
} from '../copy-fields/fields.ts';
import { SEO_GROUP } from '../seo/seo.ts';

const hero = group('Hero', { title: text('Hero title', 100), subtitle: paragraph('Hero subtitle', 300) });
const card = (label: string) =>
  group(label, { title: text(`${label} title`), description: paragraph(`${label} description`, 500) });
const paragraphs = (label: string) => list(label, 'Paragraph', richParagraph('Paragraph'), 1, 8);
const closing = group('Closing call to action', {
  heading: text('Closing heading'),
  text: paragraph('Closing text', 400),
  buttons: list('Closing buttons', 'Button', button('Button'), 1, 2),
});

const seo = SEO_GROUP;

const home = group('Home', {
  hero,
  introduction: group('Introduction', {
    heading: text('Introduction heading'),
    paragraphs: paragraphs('Introduction paragraphs'),
    buttons: list('Introduction buttons', 'Button', button('Button'), 0, 2),
  }),
  servicesHeading: text('Services heading'),
  servicesIntro: paragraph('Services introduction', 400),
  whyChooseUs: group('Why choose us', {
    heading: text('Why choose us heading'),
    reasons: list('Reasons', 'Reason', card('Reason'), 1, 6),
  }),
  closing,
  seo,
});

const about = group('About', {
  hero,
  story: group('Our story', {
    heading: text('Story heading'),
    paragraphs: paragraphs('Story paragraphs'),
    linkText: text('Story link text', 80),
    link: link('Story link'),
  }),
  mission: group('Mission', { heading: text('Mission heading'), text: paragraph('Mission text', 500) }),
  valuesHeading: text('Values heading'),
  values: list('Values', 'Value', card('Value'), 1, 8),
  team: group('Team section', { heading: text('Team section title'), description: paragraph('Team section description', 400) }),
  approachHeading: text('Approach heading'),
  approach: list('Approach steps', 'Step', card('Step'), 1, 8),
  closing,
  seo,
});

const services = group('Services', {
  hero,
  intro: group('Introduction', { heading: text('Introduction heading'), text: richParagraph('Introduction text', 800) }),
  closing,
  seo,
});

const service = group('Service page', {
  hero,
  overview: group('Overview', { heading: text('Overview heading'), paragraphs: paragraphs('Overview paragraphs') }),
  sections: list(
    'Extra sections',
    'Section',
    group('Section', {
      heading: text('Section heading'),
      intro: optionalParagraph('Section introduction', 600),
      items: list(
        'Section cards',
        'Card',
        group('Card', {
          title: text('Card title'),
          description: paragraph('Card description', 600),
          points: list('Card points', 'Point', text('Point', 200), 0, 10),
        }),
        1,
        10,
      ),
    }),
    0,
    4,
  ),
  process: group('Process', {
    heading: text('Process heading'),
    intro: paragraph('Process introduction', 600),
    steps: list(
      'Process steps',
      'Step',
      group('Step', {
        title: text('Step title'),
        description: paragraph('Step description', 600),
        deliverables: list('Step deliverables', 'Deliverable', text('Deliverable', 200), 0, 8),
      }),
      1,
      10,
    ),
  }),
  benefits: group('Benefits', { heading: text('Benefits heading'), items: list('Benefits', 'Benefit', card('Benefit'), 1, 10) }),
  faqs: list(
    'Questions and answers',
    'Question',
    group('Question', { question: text('Question', 200), answer: richParagraph('Answer', 1000) }),
    1,
    12,
  ),
  cta: group('Call to action', {
    heading: text('Call to action heading'),
    text: paragraph('Call to action text', 400),
    primaryButton: button('Primary button'),
    secondaryButton: button('Secondary button'),
  }),
  // How the service shows in the lists of services (home page, services page, menus); its link and image are fixed.
  card: group('Services list card', {
    title: text('Card title'),
    description: paragraph('Short description', 500),
    benefits: list('Card benefits', 'Benefit', text('Benefit', 200), 1, 6),
  }),
  keywords: list('Search keywords', 'Keyword', text('Keyword', 80), 0, 12),
  seo,
});

const resources = group('Resources', {
  hero,
  toolsHeading: text('Tools heading'),
  tools: list(
    'Tools',
    'Tool',
    group('Tool', {
      title: text('Tool title'),
      description: paragraph('Tool description', 400),
      action: text('Tool button text', 40),
      link: optionalLink('Tool link'),
    }),
    1,
    6,
  ),
  latestHeading: text('Latest insights heading'),
  latestButtons: list('Latest insights buttons', 'Button', button('Button'), 0, 2),
  seo,
});

const contact = group('Contact', {
  hero,
  information: group('Contact information', {
    heading: text('Contact information heading'),
    text: paragraph('Contact information text', 400),
  }),
  seo,
});

const contactSuccess = group('Contact success', {
  hero: group('Hero', { title: text('Hero title', 100), subtitle: paragraph('Hero subtitle', 300) }),
  detailsHeading: text('Details heading'),
  nextHeading: text('Next steps heading'),
  nextText: paragraph('Next steps text', 600),
  buttons: list('Buttons', 'Button', button('Button'), 1, 2),
  seo,
});

const notFound = group('Page not found', {
  hero: group('Hero', { title: text('Hero title', 100), subtitle: paragraph('Hero subtitle', 300) }),
  suggestionsHeading: text('Suggestions heading'),
  button: button('Home button'),
  eyebrow: optionalText('Label above the title', 20),
  seo,
});

export type HomeCopy = CopyValue<typeof home>;
export type AboutCopy = CopyValue<typeof about>;
export type ServicesCopy = CopyValue<typeof services>;
export type ServiceCopy = CopyValue<typeof service>;
export type ServiceCardCopy = ServiceCopy['card'];
export type ResourcesCopy = CopyValue<typeof resources>;
export type ContactCopy = CopyValue<typeof contact>;
export type ContactSuccessCopy = CopyValue<typeof contactSuccess>;
export type NotFoundCopy = CopyValue<typeof notFound>;

/** Each fixed page: its id (the stored row's key), its name in the editor, its address and its fields. */
export const COPY_PAGES = {
  home: { title: 'Home', path: '/', fields: home },
  about: { title: 'About', path: '/about', fields: about },
  services: { title: 'Services', path: '/services', fields: services },
  'sale-ready-assessments': { title: 'Sale-Ready Assessments', path: '/services/sale-ready-assessments', fields: service },
  'value-optimisation': { title: 'Value Optimisation', path: '/services/value-optimisation', fields: service },
  'business-sales': { title: 'Business Sales', path: '/services/business-sales', fields: service },
  'business-purchases': { title: 'Business Purchases', path: '/services/business-purchases', fields: service },
  resources: { title: 'Resources', path: '/resources', fields: resources },
  contact: { title: 'Contact', path: '/contact', fields: contact },
  'contact-success': { title: 'Contact success', path: '/contact/success', fields: contactSuccess },
  'not-found': { title: 'Page not found (404)', path: '/404', fields: notFound },
} as const satisfies Record<string, { title: string; path: string; fields: CopyField }>;

export type CopyPageId = keyof typeof COPY_PAGES;
export const COPY_PAGE_IDS = Object.keys(COPY_PAGES) as CopyPageId[];
export type PageCopyOf<Id extends CopyPageId> = CopyValue<(typeof COPY_PAGES)[Id]['fields']>;
export type AnyPageCopy = PageCopyOf<CopyPageId>;

export function isCopyPageId(value: string): value is CopyPageId {
  return Object.hasOwn(COPY_PAGES, value);
}

const schemas = new Map<InlineSanitiser | undefined, Map<CopyPageId, z.ZodType<unknown, unknown>>>();

/**
 * The page's schema: the same rules for the editor's check and the endpoint's. The server passes the
 * sanitiser (page-copy-schema.server.ts), so what it stores and renders is cleaned HTML.
 */
export function pageCopySchema<Id extends CopyPageId>(id: Id, sanitise?: InlineSanitiser): z.ZodType<PageCopyOf<Id>, unknown> {
  let byPage = schemas.get(sanitise);
  if (!byPage) {
    byPage = new Map();
    schemas.set(sanitise, byPage);
  }
  let schema = byPage.get(id);
  if (!schema) {
    schema = fieldSchema(COPY_PAGES[id].fields, sanitise);
    byPage.set(id, schema);
  }
  return schema as z.ZodType<PageCopyOf<Id>, unknown>;
}

export const PAGES_MESSAGES = {
  title: 'Pages',
  subtitle: 'The words of the fixed pages: edit a draft, preview it, publish',
  notFound: 'That page is not one of the editable pages.',
  revisionNotFound: 'That version of the page no longer exists. Refresh the page and try again.',
  conflict: 'Someone else saved this page after you opened it. Reload it to see their changes before saving yours.',
  draftSaved: 'Draft saved',
  published: 'Page published',
  restored: 'Version restored and published',
  discarded: 'Draft discarded',
  saveFailed: 'Failed to save the page',
  loadFailed: 'Failed to load the page',
} as const;
