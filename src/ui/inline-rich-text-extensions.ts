// The one-paragraph editor's schema (InlineRichTextEditor.tsx): the article editor's StarterKit and
// Link (rich-text-extensions.ts) cut down to one paragraph with bold, italic and links, exactly what
// the pages' inline sanitiser keeps. Its own module, so the Pages screen loads no tables or images.
import { type Extensions, Node } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

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
