// The pages' rich paragraphs through the server's schema, the one every save and every read goes
// through: bold, italic and links to a site path or an https address kept; any other markup stripped
// (scripts with their text); a link elsewhere refused, naming the field; plain words with & and < shown
// as words, from the seed as from the editor's check in the browser (no sanitiser there).
import { describe, expect, it } from 'vitest';
import { COPY_MESSAGES } from '../copy-fields/fields.ts';
import { escapeText, inlineLinks, inlineText } from '../rich-text/inline-html.ts';
import { serverPageCopySchema } from './page-copy-schema.server.ts';
import { pageCopySchema } from './schema.ts';
import { defaultPageCopy } from './seed.ts';

/** The About page with its first story paragraph set to `html`, through the server's schema. */
function saveStory(html: string, schema = serverPageCopySchema('about')) {
  const copy = structuredClone(defaultPageCopy('about'));
  copy.story.paragraphs[0] = html;
  const result = schema.safeParse(copy);
  return result.success
    ? { stored: result.data.story.paragraphs[0] }
    : { refused: result.error.issues.map((issue) => [issue.path.join('.'), issue.message]) };
}

const BAD_LINK = [['story.paragraphs.0', COPY_MESSAGES.badLink('Paragraph link')]];

describe('a rich paragraph on the server', () => {
  it.each([
    [
      'bold, italic and a site link',
      'We <strong>only</strong> advise <em>recruitment</em> firms: <a href="/contact">talk to us</a>.',
    ],
    ['an https link with a query', 'See <a href="https://www.example.com/a?b=1&amp;c=2">the report</a>.'],
    ['words with an escaped ampersand and angle brackets', 'Calder &amp; Rowe sells firms of &lt;50 &gt; 5 staff'],
  ])('keeps %s as written', (_name, html) => {
    expect(saveStory(html)).toEqual({ stored: html });
  });

  it.each([
    ['a script, with its text', 'Hello<script>alert(1)</script> there', 'Hello there'],
    ['an image', 'A <img src="/x.png" onerror="alert(1)">picture', 'A picture'],
    [
      'style, class and event attributes',
      '<strong style="color:red" class="x" onclick="alert(1)">Bold</strong> words',
      '<strong>Bold</strong> words',
    ],
    [
      'a link’s target, rel and title',
      '<a href="/about" target="_blank" rel="opener" title="t">About</a> us',
      '<a href="/about">About</a> us',
    ],
    ['block elements, keeping their words', '<h2>Heading</h2><p>Text <u>under</u></p>', 'HeadingText under'],
    ['b and i, as strong and em', '<b>Bold</b> and <i>italic</i>', '<strong>Bold</strong> and <em>italic</em>'],
    ['a link without an address, keeping its words', '<a name="x">Anchor</a> text', 'Anchor text'],
  ])('strips %s', (_name, html, stored) => {
    expect(saveStory(html)).toEqual({ stored });
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">Click</a>'],
    ['javascript: in capitals with spaces', '<a href=" JavaScript:alert(1)">Click</a>'],
    ['http:', '<a href="http://example.com/">Plain http</a>'],
    ['mailto:', '<a href="mailto:a@example.com">Mail</a>'],
    ['a protocol-relative address', '<a href="//evil.example/">Elsewhere</a>'],
    ['a bare word', '<a href="contact">Contact</a>'],
    ['data:', '<a href="data:text/html,hi">Data</a>'],
  ])('refuses a link to %s, naming the field', (_name, html) => {
    expect(saveStory(html)).toEqual({ refused: BAD_LINK });
    expect(COPY_MESSAGES.badLink('Paragraph link')).toBe(
      'Paragraph link must be a site path such as /contact or an https:// address',
    );
  });

  it('counts the words a reader sees against the limit, not the markup', () => {
    const words = 'x'.repeat(1190);
    expect(saveStory(`<a href="https://www.example.com/${'long/'.repeat(20)}">${words}</a>`)).toHaveProperty('stored');
    expect(saveStory(`<strong>${'x'.repeat(1201)}</strong>`)).toEqual({
      refused: [['story.paragraphs.0', 'Paragraph must be at most 1200 characters']],
    });
  });

  it('refuses a paragraph of formatting around no words as empty', () => {
    expect(saveStory('<strong> </strong><em></em>')).toEqual({
      refused: [['story.paragraphs.0', 'Paragraph is required']],
    });
  });
});

describe('a rich paragraph in the editor’s check (no sanitiser in the browser)', () => {
  const inBrowser = pageCopySchema('about');
  it('refuses a link elsewhere before it is sent, and passes bold, italic and site links', () => {
    expect(saveStory('<a href="javascript:alert(1)">Click</a>', inBrowser)).toEqual({ refused: BAD_LINK });
    expect(saveStory('<a href="http://example.com">Click</a>', inBrowser)).toEqual({ refused: BAD_LINK });
    const html = '<strong>Bold</strong> <a href="/about">us</a>';
    expect(saveStory(html, inBrowser)).toEqual({ stored: html });
  });
});

describe('plain words as rich paragraphs', () => {
  it.each([
    ['Calder & Rowe', 'Calder &amp; Rowe'],
    ['firms of <50 staff', 'firms of &lt;50 staff'],
    ['<strong>not bold</strong>', '&lt;strong&gt;not bold&lt;/strong&gt;'],
    ['&amp; stays as typed', '&amp;amp; stays as typed'],
  ])('escape %j so it shows as written', (plain, html) => {
    expect(escapeText(plain)).toBe(html);
    expect(inlineText(html)).toBe(plain);
    // The server keeps the escaped words as they are: read again, they still show as written.
    expect(saveStory(html)).toEqual({ stored: html });
  });

  it('seed the About story escaped, reading as the site was written', () => {
    const story = defaultPageCopy('about').story.paragraphs;
    expect(story.some((paragraph) => paragraph.includes('Calder &amp; Rowe Advisory'))).toBe(true);
    expect(story.some((paragraph) => paragraph.includes('Calder & Rowe'))).toBe(false);
  });

  it('read a link’s address back decoded', () => {
    expect(inlineLinks('<a href="/a?b=1&amp;c=2">x</a> <em>y</em> <a href=\'https://e.com\'>z</a>')).toEqual([
      '/a?b=1&c=2',
      'https://e.com',
    ]);
  });
});
