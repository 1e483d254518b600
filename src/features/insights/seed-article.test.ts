// A seed article's content file: what it becomes, and the files it refuses with the file and field named.
import { describe, expect, it } from 'vitest';
import { parseSeedArticle } from './seed-article.ts';

const PATH = 'src/content/insights/selling-well.md';
const FRONTMATTER = {
  title: 'title: "Selling Well: A Guide"',
  excerpt: 'excerpt: What buyers look for.',
  category: 'category: Exit Strategy',
  author: 'author: David Calder',
  readTime: 'readTime: 6 min read',
  date: "date: '2025-02-18'",
};
const BODY = `Owners' first question.

## Why it matters

### The detail

- **Contract book:** recurring margin
- Clients & panels

1. First *step*
2. Second step

> A buyer pays for confidence.
`;

function file(fields: Partial<Record<keyof typeof FRONTMATTER | 'extra', string | null>> = {}, body = BODY): string {
  const lines = Object.entries({ ...FRONTMATTER, ...fields })
    .filter(([, line]) => line !== null)
    .map(([, line]) => line);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

describe('a seed article file', () => {
  it('becomes the row a fresh install publishes, its body rendered as the article page expects', () => {
    expect(parseSeedArticle(PATH, file())).toEqual({
      id: 'selling-well',
      title: 'Selling Well: A Guide',
      excerpt: 'What buyers look for.',
      category: 'Exit Strategy',
      author: 'David Calder',
      readTime: '6 min read',
      date: '2025-02-18',
      content: [
        "<p>Owners' first question.</p>",
        '<h2>Why it matters</h2>',
        '<h3>The detail</h3>',
        '<ul>\n<li><strong>Contract book:</strong> recurring margin</li>\n<li>Clients &amp; panels</li>\n</ul>',
        '<ol>\n<li>First <em>step</em></li>\n<li>Second step</li>\n</ol>',
        '<blockquote>A buyer pays for confidence.</blockquote>',
      ].join('\n'),
    });
  });

  it('is refused without a reading time, naming the file and the field', () => {
    expect(() => parseSeedArticle(PATH, file({ readTime: null }))).toThrow(`${PATH}: field "readTime": `);
  });

  it('is refused with a reading time that is not "N min read"', () => {
    expect(() => parseSeedArticle(PATH, file({ readTime: 'readTime: six minutes' }))).toThrow(
      `${PATH}: field "readTime": expected a reading time such as "7 min read"`,
    );
  });

  it('is refused with an unquoted date, which YAML would read as a timestamp', () => {
    expect(() => parseSeedArticle(PATH, file({ date: 'date: 2025-02-18' }))).toThrow(
      `${PATH}: field "date": expected a quoted date such as '2025-02-18'`,
    );
  });

  it('is refused with an empty title', () => {
    expect(() => parseSeedArticle(PATH, file({ title: "title: ' '" }))).toThrow(`${PATH}: field "title": `);
  });

  it('is refused with a field the article does not have', () => {
    expect(() => parseSeedArticle(PATH, file({ extra: 'auther: David Calder' }))).toThrow(`${PATH}: unknown field "auther"`);
  });

  it('is refused without frontmatter or with frontmatter that is not YAML', () => {
    expect(() => parseSeedArticle(PATH, BODY)).toThrow(`${PATH}: the file must start with frontmatter between two --- lines`);
    expect(() => parseSeedArticle(PATH, file({ extra: 'title: [unclosed' }))).toThrow(
      `${PATH}: the frontmatter is not valid YAML`,
    );
  });

  it('is refused when its file name is not a URL slug', () => {
    expect(() => parseSeedArticle('src/content/insights/Selling Well.md', file())).toThrow(
      'src/content/insights/Selling Well.md: the file name must be a URL slug',
    );
  });

  it('is refused when its body holds what the article page does not allow', () => {
    for (const [body, found] of [
      ['See [our guide](https://example.com).', 'link'],
      ['<div>raw HTML</div>', 'html'],
      ['#### Too deep', 'heading'],
      ['```\ncode\n```', 'code'],
    ])
      expect(() => parseSeedArticle(PATH, file({}, body)), found).toThrow(
        `${PATH}: the body may hold only ## and ### headings, paragraphs, lists, bold, italic and quotes (found ${found}`,
      );
  });
});
