// Issue 22: who an insight is by, and when it was last reviewed. The dialog offers staff members and
// team members, a new insight is credited to the signed-in person, and the byline links to a team
// member's section of the About page (Person markup with its url in the JSON-LD).
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import TeamCarousel from '../team/TeamCarousel.tsx';
import ArticlePage, { ARTICLE_TEXT } from './ArticlePage.tsx';
import { createInsightEndpoint, listAuthorsEndpoint, updateInsightEndpoint } from './insight-endpoints.server.ts';
import { VALID_INSIGHT } from './permission-rows.testing.ts';
import { loadArticlePage } from './public-page.server.ts';
import { INSIGHT_MESSAGES } from './schema.ts';
import type { AdminInsight, AuthorChoice } from './types.ts';

describe.each(testDialects)('insight authors on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const editor = await signedInAs(services.auth, 'editor', 'ann@calderrowe.com.au');
    await database.db.updateTable('users').set({ name: 'Ann Editor' }).where('id', '=', editor.id).execute();
    const now = new Date();
    for (const [id, name, visible] of [
      ['sam', 'Sam Partner', true],
      ['hidden', 'Hidden Member', false],
    ] as const) {
      await database.db
        .insertInto('team_members')
        .values({
          id,
          name,
          role: 'Partner',
          bio: '',
          image_url: null,
          display_order: 1,
          visible,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const call = adminCaller(services, editor.cookie);
    const create = (body: Record<string, unknown>) => call(createInsightEndpoint, 'POST', '/api/admin/insights', { body });
    const save = (id: string, body: Record<string, unknown>) =>
      call(updateInsightEndpoint, 'PUT', `/api/admin/insights/${id}`, { body, params: { id } });
    const article = async (id: string) => {
      const page = await loadArticlePage(pageContext(services, `/resources/insights/${id}`, { id }));
      return { page, html: renderToStaticMarkup(<ArticlePage article={page.props.article} />) };
    };
    return { services, editor, call, create, save, article };
  }

  it('offers staff members by display name and team members, and names the signed-in person', async () => {
    const { call, editor } = await setUp();
    const answer = await call(listAuthorsEndpoint, 'GET', '/api/admin/insights/authors');
    expect(answer.status).toBe(200);
    expect(answer.body.me).toBe(`user:${editor.id}`);
    expect(answer.body.authors as AuthorChoice[]).toEqual([
      { ref: `user:${editor.id}`, name: 'Ann Editor', kind: 'staff' },
      { ref: 'team:sam', name: 'Sam Partner', kind: 'team' },
      { ref: 'team:hidden', name: 'Hidden Member', kind: 'team' },
    ]);
  });

  it('credits a new insight to the signed-in person unless another author is chosen', async () => {
    const { create, editor } = await setUp();
    const mine = (await create(VALID_INSIGHT)).body.insight as AdminInsight;
    expect(mine).toMatchObject({ author: 'Ann Editor', author_ref: `user:${editor.id}` });
    const sams = (await create({ ...VALID_INSIGHT, title: 'By Sam', author_ref: 'team:sam' })).body.insight as AdminInsight;
    expect(sams).toMatchObject({ author: 'Sam Partner', author_ref: 'team:sam' });
  });

  it('links a team member’s byline to their section of the About page, with Person markup', async () => {
    const { create, article, services } = await setUp();
    const created = (await create({ ...VALID_INSIGHT, status: 'published', author_ref: 'team:sam' })).body
      .insight as AdminInsight;
    const { page, html } = await article(created.id);
    expect(html).toContain('<a href="/about#team-sam" rel="author"');
    expect(html).toContain('>Sam Partner</a>');
    const [jsonLd] = page.meta.jsonLd ?? [];
    expect(jsonLd).toMatchObject({
      author: { '@type': 'Person', name: 'Sam Partner', url: `${services.config.siteUrl}/about#team-sam` },
    });
    const carousel = renderToStaticMarkup(
      <TeamCarousel members={[{ id: 'sam', name: 'Sam Partner', role: 'Partner', bio: '', image_url: null } as never]} />,
    );
    expect(carousel).toContain('id="team-sam"');
  });

  it('names a staff member or a hidden team member without a link', async () => {
    const { create, article } = await setUp();
    const staff = (await create({ ...VALID_INSIGHT, status: 'published' })).body.insight as AdminInsight;
    const hidden = (await create({ ...VALID_INSIGHT, title: 'Hidden', status: 'published', author_ref: 'team:hidden' })).body
      .insight as AdminInsight;
    for (const [id, name] of [
      [staff.id, 'Ann Editor'],
      [hidden.id, 'Hidden Member'],
    ]) {
      const { page, html } = await article(id ?? '');
      expect(html).toContain(`<span class="font-medium text-slate-800">${name}</span>`);
      expect(html).not.toContain('rel="author"');
      expect((page.meta.jsonLd?.[0] as { author: object } | undefined)?.author).toEqual({ '@type': 'Person', name });
    }
  });

  it('refuses an author who is neither a staff member nor a team member, changing nothing', async () => {
    const { create, save } = await setUp();
    const created = (await create(VALID_INSIGHT)).body.insight as AdminInsight;
    for (const ref of ['team:nobody', 'user:nobody', 'someone']) {
      const refused = await save(created.id, { ...VALID_INSIGHT, excerpt: 'Changed', author_ref: ref });
      expect(refused.status).toBe(422);
      expect(refused.body.fields).toEqual({ author_ref: INSIGHT_MESSAGES.unknownAuthor });
    }
    const row = await database.db.selectFrom('insights').select(['excerpt', 'author']).executeTakeFirstOrThrow();
    expect(row).toEqual({ excerpt: VALID_INSIGHT.excerpt, author: 'Ann Editor' });
  });

  it('keeps the author when a save leaves it out, and records a change of author as a version', async () => {
    const { create, save } = await setUp();
    const created = (await create(VALID_INSIGHT)).body.insight as AdminInsight;
    const kept = await save(created.id, { ...VALID_INSIGHT, excerpt: 'New' });
    expect(kept.body.insight).toMatchObject({ author: 'Ann Editor', version: 2 });
    const moved = await save(created.id, { ...VALID_INSIGHT, excerpt: 'New', author_ref: 'team:sam' });
    expect(moved.body).toMatchObject({ insight: { author: 'Sam Partner', version: 3 } });
    expect(moved.body.changed).toEqual(expect.arrayContaining(['author', 'author_team_member_id']));
  });

  it('shows the last reviewed date on the article and as dateModified, and refuses one that is not a date', async () => {
    const { create, save, article } = await setUp();
    const created = (await create({ ...VALID_INSIGHT, status: 'published', reviewed_on: '2026-03-02' })).body
      .insight as AdminInsight;
    expect(created.reviewed_on).toBe('2026-03-02');
    const { page, html } = await article(created.id);
    expect(html).toContain(`${ARTICLE_TEXT.reviewed} <time dateTime="2026-03-02">2 March 2026</time>`);
    expect(page.meta.jsonLd?.[0]).toMatchObject({ datePublished: '2026-01-15', dateModified: '2026-03-02' });

    const refused = await save(created.id, { ...VALID_INSIGHT, status: 'published', reviewed_on: '2026-02-30' });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({ reviewed_on: INSIGHT_MESSAGES.badReviewedDate });
  });
});
