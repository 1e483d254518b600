// Australian English for one insight: title and excerpt as plain text, content as HTML (text nodes
// only), through the converter module. Pure: the edit dialog runs it in the browser, the bulk
// conversion on the server.
import { toAustralianEnglish, toAustralianEnglishHtml } from '../australian-english/australian-english.ts';

export interface ConvertibleText {
  title: string;
  excerpt: string;
  content: string;
}

/** The converted text, its spelling corrections, and whether anything (spelling or commas) changed. */
export function convertInsightText(insight: ConvertibleText): { text: ConvertibleText; corrections: number; changed: boolean } {
  const title = toAustralianEnglish(insight.title);
  const excerpt = toAustralianEnglish(insight.excerpt);
  const content = toAustralianEnglishHtml(insight.content);
  const text = { title: title.text, excerpt: excerpt.text, content: content.html };
  return {
    text,
    corrections: title.corrections + excerpt.corrections + content.corrections,
    changed: text.title !== insight.title || text.excerpt !== insight.excerpt || text.content !== insight.content,
  };
}
