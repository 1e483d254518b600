// The text the admin's search looks in: title, excerpt and the article's words without its markup,
// lower-cased once on save so a search is one substring test per row.
import sanitizeHtml from 'sanitize-html';

export function insightSearchText(title: string, excerpt: string, content: string): string {
  const text = sanitizeHtml(content, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  return `${title}\n${excerpt}\n${text}`.toLowerCase();
}
