// A service page's content file: what the page reads from it, and the files it refuses with the file and field named.
import { describe, expect, it } from 'vitest';
import { services } from '../public-shell/services.ts';
import { parseServicePage } from './service-seed.ts';
import { servicePages } from './service-seed-files.ts';

const PATH = 'src/content/services/business-sales.md';
const CTA = `cta:
  heading: Considering a Sale?
  text: Talk to us.
  primaryButton: { text: Book a Confidential Consultation, link: /contact }
  secondaryButton: { text: Explore All Services, link: /services }`;

function file({
  cta = CTA,
  body = '## A Sale Process\n\nFirst paragraph,\nwrapped.\n\nSecond paragraph’s text.\n',
} = {}): string {
  return `---
seo: { title: Sell Your Business, description: Sell it well., keywords: [sell recruitment business] }
hero: { title: Business Sales, subtitle: A confidential sale. }
sections:
  - heading: Why Sell With a Specialist
    items:
      - { title: Buyers, description: We know them., points: [Trade, Private equity] }
process:
  heading: Our Process
  intro: Clear stages.
  steps:
    - { title: Preparation, description: We prepare., deliverables: [Valuation range] }
    - { title: Completion, description: We complete. }
benefits: { heading: What You Gain, items: [{ title: Tension, description: Several buyers. }] }
faqs: [{ question: How long?, answer: Six to twelve months. }]
${cta}
---

${body}`;
}

describe('a service page file', () => {
  it('numbers the process steps in order and reads the overview from the body as plain text', () => {
    const page = parseServicePage(PATH, file());
    expect(page.id).toBe('business-sales');
    expect(page.process.steps.map((step) => [step.number, step.title])).toEqual([
      [1, 'Preparation'],
      [2, 'Completion'],
    ]);
    expect(page.overview).toEqual({
      heading: 'A Sale Process',
      paragraphs: ['First paragraph, wrapped.', 'Second paragraph’s text.'],
    });
    expect(page.cta.secondaryButton).toEqual({ text: 'Explore All Services', link: '/services' });
  });

  it('is refused without its call to action’s second button, naming the file and the field', () => {
    expect(() => parseServicePage(PATH, file({ cta: CTA.replace(/\n {2}secondaryButton.*/, '') }))).toThrow(
      `${PATH}: field "cta.secondaryButton": `,
    );
  });

  it('is refused with a button that leaves the site', () => {
    expect(() => parseServicePage(PATH, file({ cta: CTA.replace('link: /contact', 'link: https://example.com') }))).toThrow(
      `${PATH}: field "cta.primaryButton.link": expected a site path such as /contact`,
    );
  });

  it('is refused with Markdown in the overview that the page would print literally', () => {
    for (const body of [
      '## A Sale Process\n\nSome **bold** claim.\n',
      'No heading first.\n',
      '## A Sale Process\n\n- a list\n',
      '## Only a heading\n',
    ])
      expect(() => parseServicePage(PATH, file({ body })), body).toThrow(
        `${PATH}: the body must be one ## heading followed by paragraphs of plain text`,
      );
  });
});

describe('the service pages', () => {
  it('have one content file for every service the site lists', () => {
    expect(servicePages.map((page) => page.id).sort()).toEqual(services.map((service) => service.id).sort());
  });
});
