// The one-paragraph editor's schema (InlineRichTextEditor.tsx): the article editor's StarterKit and
// Link (rich-text-extensions.ts) cut down to one paragraph with bold, italic and links, exactly what
// the pages' inline sanitiser keeps. Its own module, so the Pages screen loads no tables or images.
import { type Extensions, Node } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { cleanPastedHtml } from './pasted-html.ts';

/** A document of exactly one paragraph: Enter has nowhere to split to, so the value stays one paragraph. */
const OneParagraph = Node.create({ name: 'doc', topNode: true, content: 'paragraph' });

export function inlineExtensions(): Extensions {
  return [
    OneParagraph,
    StarterKit.configure({
      document: false,
      blockquote: false,
      bulletList: false,
      code: false,
      codeBlock: false,
      dropcursor: false,
      gapcursor: false,
      hardBreak: false,
      heading: false,
      horizontalRule: false,
      listItem: false,
      listKeymap: false,
      orderedList: false,
      strike: false,
      underline: false,
      trailingNode: false,
      // As in articles, a link keeps no target or rel; a typed address stays text until made a link.
      link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } },
    }),
  ];
}

/** The editor's content for a stored value (inline HTML), and the value back from its one paragraph. */
export const paragraphOf = (html: string) => `<p>${html}</p>`;
export const inlineHtmlOf = (paragraph: string) => paragraph.replace(/^<p>/, '').replace(/<\/p>$/, '');

const BLOCK_TAG = /<\/?(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tfoot|tr|td|th|section|article|br|hr)\b[^>]*>/gi;

/**
 * What the editor does with a paste: several paragraphs (or lines, list items, cells) become one, their
 * words joined by spaces, since one paragraph is all the field holds and ProseMirror would keep only the
 * first block's words. Word and Google Docs HTML is cleaned first, as in articles.
 */
export const inlinePasteProps = {
  transformPastedHTML: (html: string) => cleanPastedHtml(html).replace(BLOCK_TAG, ' '),
  transformPastedText: (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' '),
};
