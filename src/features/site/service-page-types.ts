// The shape of a service page's content (public spec: "Service content blocks": hero, overview,
// process steps, benefits, cta with primary and secondary buttons).

export interface ButtonLink {
  text: string;
  link: string;
}

export interface ProcessStep {
  number: number;
  title: string;
  description: string;
  /** Business Sales and Business Purchases stages list four deliverables each. */
  deliverables?: string[];
}

export interface TitledItem {
  title: string;
  description: string;
}

export interface ServicePageContent {
  /** Matches the service id in services.ts and the URL /services/{id}. */
  id: string;
  seo: { title: string; description: string; keywords: string[] };
  hero: { title: string; subtitle: string };
  overview: { heading: string; paragraphs: string[] };
  /** Extra sections particular to one service, e.g. valuation approaches or value drivers. */
  sections: { heading: string; intro?: string; items: (TitledItem & { points?: string[] })[] }[];
  process: { heading: string; intro: string; steps: ProcessStep[] };
  benefits: { heading: string; items: TitledItem[] };
  /** Questions owners ask, answered briefly (also emitted as FAQPage JSON-LD). */
  faqs: { question: string; answer: string }[];
  cta: { heading: string; text: string; primaryButton: ButtonLink; secondaryButton: ButtonLink };
}
