// The article editor's schema: exactly the elements the article sanitiser keeps (h2–h4, paragraphs,
// line breaks, lists, quotes, bold, italic, underline, links, rules, tables with header cells and
// images with alt text). The editor, its source-view check and the round-trip tests all build from here.
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

export function articleExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      strike: false,
      link: false,
    }),
    // A link keeps the target it was written with (Tiptap's default would open every link in a new
    // window); the sanitiser adds the rel a new window needs.
    Link.configure({
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null },
    }),
    // Column widths are not kept by the sanitiser, so the editor offers none to drag.
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}
