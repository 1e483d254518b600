// Article HTML is sanitised on render (and on save by the admin): only the tags an article needs.
import sanitizeHtml from 'sanitize-html';

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

const ARTICLE_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'blockquote',
    'a',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Articles have one h1 (the title); a pasted h1 becomes a section heading.
    h1: 'h2',
    a: safeLink,
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_POLICY);
}
