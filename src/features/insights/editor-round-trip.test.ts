// Issue 22: the admin's editor, the sanitiser and the public page agree. Every element the sanitiser
// keeps goes through the editor (headless Tiptap from the HTML), is saved through the endpoint and read
// back from the article page, and nothing of it is lost; Word and Google Docs pastes keep their tables,
// headings and lists and lose their styles.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { ARTICLE_ELEMENTS, lostInEditor } from '#src/ui/article-markup.ts';
import { pastedIntoEditor, throughEditor } from '#src/ui/headless-editor.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { sanitizeArticleHtml } from '../rich-text/sanitize.server.ts';
import { createInsightEndpoint } from './insight-endpoints.server.ts';
import { servicesWithInsights } from './insights.testing.ts';
import { VALID_INSIGHT } from './permission-rows.testing.ts';
import { loadArticlePage } from './public-page.server.ts';
import type { AdminInsight } from './types.ts';

/** One piece of article HTML for each element the sanitiser keeps, written as an author would. */
const ELEMENT_SAMPLES: Record<(typeof ARTICLE_ELEMENTS)[number], string> = {
  h2: '<h2>Why buyers pay more</h2>',
  h3: '<h3>Recurring revenue</h3>',
  h4: '<h4>Contract length</h4>',
  p: '<p>Buyers look at the books first.</p>',
  br: '<p>Calder Rowe<br>Brisbane</p>',
  ul: '<ul><li><p>Clean accounts</p></li><li><p>Key clients signed</p></li></ul>',
  ol: '<ol><li><p>Call an adviser</p></li><li><p>Agree a price</p></li></ol>',
  li: '<ul><li><p>Nested</p><ul><li><p>deeper</p></li></ul></li></ul>',
  strong: '<p>A <strong>strong</strong> margin</p>',
  em: '<p>An <em>emphasised</em> point</p>',
  b: '<p>A <b>bold</b> claim</p>',
  i: '<p>An <i>italic</i> aside</p>',
  u: '<p>An <u>underlined</u> term</p>',
  blockquote: '<blockquote><p>Sell when you do not have to.</p></blockquote>',
  a: '<p><a href="https://example.com/report" title="The report">Read the report</a> or <a href="mailto:deals@calderrowe.com.au">write</a> or <a href="/contact" target="_blank">open</a></p>',
  hr: '<p>Before</p><hr><p>After</p>',
  table:
    '<table><tbody><tr><th><p>EBITDA</p></th><th><p>Multiple</p></th></tr><tr><td><p>$1m</p></td><td><p>4x</p></td></tr></tbody></table>',
  thead: '<table><thead><tr><th>EBITDA</th><th>Multiple</th></tr></thead><tbody><tr><td>$2m</td><td>5x</td></tr></tbody></table>',
  tbody: '<table><tbody><tr><td>Only</td><td>cells</td></tr></tbody></table>',
  tr: '<table><tbody><tr><td>One</td></tr><tr><td>Two</td></tr></tbody></table>',
  th: '<table><tbody><tr><th colspan="2">Both years</th></tr><tr><td>2025</td><td>2026</td></tr></tbody></table>',
  td: '<table><tbody><tr><th>Year</th><td rowspan="2">Merged</td></tr><tr><th>2026</th></tr></tbody></table>',
  img: '<p>Chart:</p><img src="/images/insights/valuation.svg" alt="EBITDA multiples by agency size">',
};

const fixture = (name: string) => readFileSync(new URL(`../../ui/fixtures/${name}`, import.meta.url), 'utf8');

describe('the editor and the sanitiser', () => {
  it('have a sample for every element the sanitiser keeps, and no other', () => {
    expect(Object.keys(ELEMENT_SAMPLES).sort()).toEqual([...ARTICLE_ELEMENTS].sort());
  });

  it.each(Object.entries(ELEMENT_SAMPLES))('the editor shows <%s> and saving it again changes nothing', (tag, html) => {
    const edited = sanitizeArticleHtml(throughEditor(html));
    expect(lostInEditor(html, edited)).toEqual([]);
    const shownAgain = sanitizeArticleHtml(throughEditor(edited));
    expect(shownAgain).toBe(edited);
    const element = ({ b: 'strong', i: 'em', thead: 'th', tbody: 'table' } as Record<string, string>)[tag] ?? tag;
    expect(edited).toContain(`<${element}`);
  });

  it('names what the editor cannot show instead of dropping it', () => {
    const html = '<p>Hi <span style="color:red">there</span></p><div>block</div><h4>ok</h4>';
    expect(lostInEditor(html, throughEditor(html))).toEqual(['the style attribute', '<span>', '<div>']);
  });

  it('keeps the header row, the headings and the nested lists of a Word paste, without its styles', () => {
    const html = sanitizeArticleHtml(pastedIntoEditor(fixture('word-paste.html.txt')));
    expect(html).toContain('<h2>Selling Your Agency</h2>');
    expect(html).toContain('<h2>What buyers pay</h2>');
    expect(html).toContain('<h3>Before you sell</h3>');
    expect(html).toContain(
      '<table><tbody><tr><th><p><strong>EBITDA</strong></p></th><th><p><strong>Multiple</strong></p></th></tr><tr><td><p>$1m</p></td><td><p>4x</p></td></tr></tbody></table>',
    );
    expect(html).toContain(
      '<ul><li><p>Tidy the books</p><ul><li><p>Three years of accounts</p></li></ul></li><li><p>Secure key clients</p></li></ul>',
    );
    expect(html).toContain('<ol><li><p>Call an adviser</p></li><li><p>Agree a price</p></li></ol>');
    expect(html).toContain('<p>Buyers look at <strong>recurring revenue</strong> and <em>margins</em>.</p>');
    expect(html).not.toMatch(/style=|class=|mso|Calibri|·/);
  });

  it('keeps the table, headings and lists of a Google Docs paste, without its styles or its bold wrapper', () => {
    const html = sanitizeArticleHtml(pastedIntoEditor(fixture('google-docs-paste.html.txt')));
    expect(html).toContain('<h2>Growth Options</h2>');
    expect(html).toContain('<h3>Costs</h3>');
    expect(html).toContain('<ul><li><p>Acquire a rival</p></li><li><p>Open an office</p></li></ul>');
    expect(html).toContain('<ol><li><p>Plan</p></li></ol>');
    expect(html).toContain('<tr><th><p><strong>Option</strong></p></th><th><p><strong>Cost</strong></p></th></tr>');
    expect(html).toContain('<tr><td><p>Acquisition</p></td><td><p>$2m</p></td></tr>');
    expect(html).not.toMatch(/style=|class=|colwidth|Arial|#ff0000/);
  });
});

describe.each(testDialects)('an article from the editor to the public page on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('shows every element the sanitiser keeps, as the editor wrote it', async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await servicesWithInsights(database);
    const editor = await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const source = Object.values(ELEMENT_SAMPLES).join('');
    const written = throughEditor(source);
    const answer = await call(createInsightEndpoint, 'POST', '/api/admin/insights', {
      body: { ...VALID_INSIGHT, title: 'Every element', content: written, status: 'published', date: '2026-01-01' },
    });
    expect(answer.status).toBe(201);
    const { id } = answer.body.insight as AdminInsight;
    const page = await loadArticlePage(pageContext(services, `/resources/insights/${id}`, { id }));
    const shown = page.props.article?.content ?? '';
    expect(lostInEditor(source, shown)).toEqual([]);
    expect(shown).toBe(sanitizeArticleHtml(written));
    for (const tag of ['h2', 'h3', 'h4', 'table', 'th', 'td', 'img', 'blockquote', 'ol', 'ul', 'hr', 'br', 'u', 'a']) {
      expect(shown).toContain(`<${tag}`);
    }
  });
});
