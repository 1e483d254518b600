// A service page's content file (src/content/services/<id>.md): the frontmatter schema for its structured
// blocks, shared with the Astro collection in content.config.ts, and the overview taken from the body
// (public spec: "Service content blocks": hero, overview, process steps, benefits, cta with two buttons).
import '#src/platform/validation/zod-jitless.ts';
import { marked, type Token, type Tokens } from 'marked';
import { z } from 'zod';
import { parseContentFile } from '#src/platform/content/content-file.ts';

const text = z.string().trim().min(1);

const buttonLinkSchema = z.strictObject({ text, link: z.string().startsWith('/', 'expected a site path such as /contact') });
const titledItemSchema = z.strictObject({ title: text, description: text });

export const servicePageSchema = z.strictObject({
  seo: z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) }),
  hero: z.strictObject({ title: text, subtitle: text }),
  /** Extra sections particular to one service, e.g. valuation approaches or value drivers. */
  sections: z.array(
    z.strictObject({
      heading: text,
      intro: text.optional(),
      items: z.array(titledItemSchema.extend({ points: z.array(text).min(1).optional() })).min(1),
    }),
  ),
  process: z.strictObject({
    heading: text,
    intro: text,
    // Numbered by their order in the file, so reordering steps never leaves a gap.
    steps: z
      .array(
        z.strictObject({
          title: text,
          description: text,
          /** Business Sales and Business Purchases stages list four deliverables each. */
          deliverables: z.array(text).min(1).optional(),
        }),
      )
      .min(1)
      .transform((steps) => steps.map((step, index) => ({ number: index + 1, ...step }))),
  }),
  benefits: z.strictObject({ heading: text, items: z.array(titledItemSchema).min(1) }),
  /** Questions owners ask, answered briefly (also emitted as FAQPage JSON-LD). */
  faqs: z.array(z.strictObject({ question: text, answer: text })).min(1),
  cta: z.strictObject({ heading: text, text, primaryButton: buttonLinkSchema, secondaryButton: buttonLinkSchema }),
});

export type TitledItem = z.output<typeof titledItemSchema>;
type ServicePageData = z.output<typeof servicePageSchema>;
export type ProcessStep = ServicePageData['process']['steps'][number];

export interface ServicePageContent extends ServicePageData {
  /** The file name: matches the service id in services.ts and the URL /services/{id}. */
  id: string;
  /** The body: one ## heading and the paragraphs under it, shown as plain text. */
  overview: { heading: string; paragraphs: string[] };
}

export function parseServicePage(path: string, raw: string): ServicePageContent {
  const { id, data, body } = parseContentFile(path, raw, servicePageSchema);
  // The page prints the overview as text, so Markdown inside it (emphasis, links, HTML) would show literally.
  const plain = (token: Token | undefined): token is Tokens.Heading | Tokens.Paragraph =>
    (token?.type === 'heading' || token?.type === 'paragraph') && (token.tokens ?? []).every((inline) => inline.type === 'text');
  const refuse = (token: Token | undefined) =>
    new Error(
      `${path}: the body must be one ## heading followed by paragraphs of plain text (found ${token ? token.raw.trim().slice(0, 40) : 'nothing'})`,
    );
  const [heading, ...rest] = marked.lexer(body).filter((token) => token.type !== 'space');
  if (!plain(heading) || heading.type !== 'heading' || heading.depth !== 2) throw refuse(heading);
  if (rest.length === 0) throw refuse(undefined);
  const paragraphs = rest.map((token) => {
    if (!plain(token) || token.type !== 'paragraph') throw refuse(token);
    return token.text.replace(/\s*\n\s*/g, ' ');
  });
  return { id, ...data, overview: { heading: heading.text, paragraphs } };
}
