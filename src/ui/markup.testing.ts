// Reading server-rendered markup in tests: the text a reader sees, and the attributes of one element.

/** The visible text of some HTML, with tags removed, entities decoded and spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The attributes of the first `<tag>` whose opening tag matches `where`, e.g. `attributesOf(html, 'input', /type="search"/)`. */
export function attributesOf(html: string, tag: string, where: RegExp = /./): Record<string, string> {
  const opening = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g'))?.find((candidate) => where.test(candidate));
  if (!opening) throw new Error(`No <${tag}> matching ${where} in ${html}`);
  return Object.fromEntries([...opening.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

/** The class names of the first matching `<tag>`, as a list. */
export function classesOf(html: string, tag: string, where?: RegExp): string[] {
  return (attributesOf(html, tag, where).class ?? '').split(' ').filter(Boolean);
}
