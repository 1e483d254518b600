// What search finds, as documents: a published insight (its words as a reader sees them, from the
// sanitised HTML) and each section of a fixed page's published copy (services, about, each service's
// sections and every question of its FAQs on its own). Pure: the loading is in documents.server.ts.
import { Parser } from 'htmlparser2';
import type { AboutCopy, ServiceCopy, ServicesCopy } from '../pages/schema.ts';

export interface SearchDocument {
  /** `insight:<id>` or `page:<page>#<section>`. */
  id: string;
  kind: 'insight' | 'page';
  url: string;
  /** What the result shows as its title: the insight's, or the page's name. */
  heading: string;
  /** The title searched (boosted above all): the insight's; for a page, its name on its first section only. */
  title: string;
  /** The section of a page the words are in; '' for an insight. */
  section: string;
  excerpt: string;
  body: string;
  /** An insight's category value ('' for a page) and what the reader sees of it. */
  category: string;
  categoryLabel: string;
  author: string;
  /** YYYY-MM-DD for an insight, '' for a page. */
  date: string;
}

/** Tags whose end is a break between words (a paragraph ending must not glue its last word to the next). */
const BLOCK_TAGS = new Set([
  'p',
  'br',
  'li',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'tr',
  'blockquote',
  'figcaption',
  'pre',
]);

/** The text a reader sees of (already sanitised) HTML: tags gone, entities decoded, blocks apart, spaces collapsed. */
export function htmlText(html: string): string {
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onclosetag: (name) => {
        if (BLOCK_TAGS.has(name)) parts.push(' ');
      },
      onopentag: (name) => {
        if (name === 'br') parts.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const join = (...texts: (string | undefined)[]) =>
  texts
    .filter((text): text is string => Boolean(text))
    .map(htmlText)
    .join(' ');

type Section = { key: string; name: string; anchor?: string; text: string };

function pageDocuments(page: string, path: string, title: string, sections: Section[]): SearchDocument[] {
  return sections
    .filter((section) => section.text.trim() !== '')
    .map((section, index) => ({
      id: `page:${page}#${section.key}`,
      kind: 'page',
      url: section.anchor ? `${path}#${section.anchor}` : path,
      heading: title,
      // Every section names its page: only the first is found by the page's name, or a word of it would
      // rank each section as a title match.
      title: index === 0 ? title : '',
      section: index === 0 ? '' : section.name,
      excerpt: '',
      body: section.text,
      category: '',
      categoryLabel: 'Page',
      author: '',
      date: '',
    }));
}

export function aboutDocuments(copy: AboutCopy): SearchDocument[] {
  return pageDocuments('about', '/about', 'About', [
    { key: 'hero', name: copy.hero.title, text: join(copy.hero.title, copy.hero.subtitle) },
    { key: 'story', name: copy.story.heading, text: join(copy.story.heading, ...copy.story.paragraphs) },
    { key: 'mission', name: copy.mission.heading, text: join(copy.mission.heading, copy.mission.text) },
    {
      key: 'values',
      name: copy.valuesHeading,
      anchor: 'core-values',
      text: join(copy.valuesHeading, ...copy.values.flatMap((value) => [value.title, value.description])),
    },
    { key: 'team', name: copy.team.heading, anchor: 'team-heading', text: join(copy.team.heading, copy.team.description) },
    {
      key: 'approach',
      name: copy.approachHeading,
      anchor: 'approach',
      text: join(copy.approachHeading, ...copy.approach.flatMap((step) => [step.title, step.description])),
    },
  ]);
}

export function servicesDocuments(copy: ServicesCopy): SearchDocument[] {
  return pageDocuments('services', '/services', 'Services', [
    { key: 'hero', name: copy.hero.title, text: join(copy.hero.title, copy.hero.subtitle) },
    { key: 'intro', name: copy.intro.heading, text: join(copy.intro.heading, copy.intro.text) },
  ]);
}

/** A service page: its hero with its keywords, overview, extra sections, process, benefits and each question of its FAQs. */
export function serviceDocuments(page: string, path: string, copy: ServiceCopy): SearchDocument[] {
  return pageDocuments(page, path, copy.card.title || copy.hero.title, [
    {
      key: 'hero',
      name: copy.hero.title,
      text: join(copy.hero.title, copy.hero.subtitle, copy.card.description, ...copy.keywords),
    },
    { key: 'overview', name: copy.overview.heading, text: join(copy.overview.heading, ...copy.overview.paragraphs) },
    ...copy.sections.map((section, index) => ({
      key: `section-${index}`,
      name: section.heading,
      text: join(
        section.heading,
        section.intro,
        ...section.items.flatMap((item) => [item.title, item.description, ...item.points]),
      ),
    })),
    {
      key: 'process',
      name: copy.process.heading,
      anchor: 'process-heading',
      text: join(
        copy.process.heading,
        copy.process.intro,
        ...copy.process.steps.flatMap((step) => [step.title, step.description, ...step.deliverables]),
      ),
    },
    {
      key: 'benefits',
      name: copy.benefits.heading,
      anchor: 'benefits-heading',
      text: join(copy.benefits.heading, ...copy.benefits.items.flatMap((item) => [item.title, item.description])),
    },
    ...copy.faqs.map((faq, index) => ({
      key: `faq-${index}`,
      name: `FAQ: ${faq.question}`,
      anchor: 'faq-heading',
      text: join(faq.question, faq.answer),
    })),
  ]);
}
