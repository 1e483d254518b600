// The site's rich text cleaned to what it may hold: article HTML (insights on save and on render, the
// privacy policy of settings/) to the tags an article needs; in its inline mode, a paragraph of the pages'
// copy (pages/page-copy-schema.server.ts) to bold, italic and links.
import sanitizeHtml from 'sanitize-html';
import { ARTICLE_ATTRIBUTES, ARTICLE_ELEMENTS } from '#src/ui/article-markup.ts';

/**
 * A link that opens another window gets `rel="noopener noreferrer"`, whatever the case of its target
 * (`_BLANK` opens a new window too) and whatever rel it came with (`opener` hands the article page
 * to the other site). Links in the same window keep no rel that grants the opener.
 */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target: rawTarget, rel: rawRel, ...rest } = attribs;
  const target = rawTarget?.trim().toLowerCase();
  if (target && target !== '_self') return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
  const rel = rawRel
    ?.split(/\s+/)
    .filter((value) => value !== '' && value.toLowerCase() !== 'opener')
    .join(' ');
  return { tagName, attribs: { ...rest, ...(target ? { target } : {}), ...(rel ? { rel } : {}) } };
}

/** A cell spanning one row and one column says nothing: the editor writes `colspan="1"` on every cell. */
function plainCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { colspan, rowspan, ...rest } = attribs;
  return {
    tagName,
    attribs: { ...rest, ...(colspan && colspan !== '1' ? { colspan } : {}), ...(rowspan && rowspan !== '1' ? { rowspan } : {}) },
  };
}

const ARTICLE_POLICY: sanitizeHtml.IOptions = {
  // The same list the editor shows (article-markup.ts), so what is saved is what can be edited again.
  allowedTags: [...ARTICLE_ELEMENTS],
  allowedAttributes: ARTICLE_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // An image whose address was refused (javascript:, data:) would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // Articles have one h1 (the title); a pasted h1 becomes a section heading.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: safeLink,
    th: plainCell,
    td: plainCell,
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_POLICY);
}

/** What a page's body paragraph keeps: bold, italic and links, each link with its address only. */
const INLINE_ELEMENTS = ['strong', 'em', 'a'];

/**
 * A paragraph of inline HTML cleaned to <strong>, <em> and <a href>: any other element is dropped with
 * its text kept (script and style with theirs), every other attribute dropped. A link whose address
 * `allowLink` refuses loses its link, keeping its words, and its address is reported so the caller can
 * refuse it by name; the HTML returned is safe either way.
 */
export function sanitizeInlineHtml(html: string, allowLink: (href: string) => boolean): { html: string; refusedLinks: string[] } {
  const refusedLinks: string[] = [];
  const clean = sanitizeHtml(html, {
    allowedTags: INLINE_ELEMENTS,
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https'],
    allowProtocolRelative: false,
    transformTags: {
      b: 'strong',
      i: 'em',
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href?.trim();
        if (href === undefined) return { tagName: 'span', attribs: {} };
        if (!allowLink(href)) {
          refusedLinks.push(href);
          return { tagName: 'span', attribs: {} };
        }
        return { tagName: 'a', attribs: { href } };
      },
    },
  });
  return { html: clean, refusedLinks };
}
