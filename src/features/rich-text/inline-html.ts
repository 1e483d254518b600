// The page copy's inline rich text as stored: one paragraph's words with <strong>, <em> and <a href>
// only, as HTML. Plain text turns into it escaped (the seed, migration 024); its visible text and its
// links are read back here by plain string work, no DOM, so the editor's check in the browser and the
// server's after sanitising (sanitize.server.ts) read a value alike.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Plain text as inline HTML that shows exactly that text (`&`, `<` and `>` stay characters). */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (character) => ESCAPES[character] ?? character);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/** What a reader sees of inline HTML: its text, tags left out and characters decoded. */
export function inlineText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}

/** The address of every link in inline HTML, decoded (`&amp;` back to `&`). */
export function inlineLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) =>
    decodeEntities(match[1] ?? match[2] ?? ''),
  );
}
