// Migration 024 on a database that holds what the previous release saved: plain-text body paragraphs,
// in the published copy, a draft and the saved versions. Afterwards each still reads as written, & and
// < included (rendered on the About page as text, not markup), and the plain fields are left as they were.
import { Migrator } from 'kysely/migration';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { migrateToLatest, migrationsFor } from '#src/platform/db/migrate.ts';
import { AboutIntro } from '../site/AboutPage.tsx';
import { listPageRevisions, readPageCopy } from './copy.server.ts';
import { defaultPageCopy } from './seed.ts';

const MIGRATION = '024-rich-paragraphs';
const PLAIN_STORY = 'Calder & Rowe sells agencies of <50 staff & more > less';
const PLAIN_ANSWER = 'Usually <strong>six</strong> to nine months & sometimes more.';
const HERO_SUBTITLE = 'M&A for <recruitment> firms';

async function migrateToPreviousRelease(database: TestDatabase) {
  const earlier = Object.fromEntries(Object.entries(migrationsFor(database.dialect)).filter(([name]) => name < MIGRATION));
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => earlier } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** A page's copy as the previous release stored it: its paragraphs plain text (all set here). */
function previousAbout() {
  const copy = structuredClone(defaultPageCopy('about'));
  copy.hero.subtitle = HERO_SUBTITLE;
  copy.story.paragraphs = [PLAIN_STORY, 'Second paragraph'];
  return copy;
}

function previousSales() {
  const copy = structuredClone(defaultPageCopy('business-sales'));
  copy.overview.paragraphs = ['Overview & more'];
  copy.faqs = [{ question: 'How long & why?', answer: PLAIN_ANSWER }];
  return copy;
}

describe.each(testDialects)('migration 024 on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('escapes the stored plain paragraphs once, so they read and render exactly as before', async () => {
    database = await createTestDatabase(dialect);
    await migrateToPreviousRelease(database);
    const now = new Date();
    const about = JSON.stringify(previousAbout());
    const sales = JSON.stringify(previousSales());
    const draft = JSON.stringify({ ...previousAbout(), story: { ...previousAbout().story, paragraphs: ['Draft & plan'] } });
    await database.db
      .insertInto('page_copy')
      .values([
        { page: 'about', published: about, draft, version: 2, published_version: 1, updated_at: now, published_at: now },
        {
          page: 'business-sales',
          published: sales,
          draft: null,
          version: 1,
          published_version: 1,
          updated_at: now,
          published_at: now,
        },
      ])
      .execute();
    await database.db
      .insertInto('page_copy_revisions')
      .values([
        { id: 'a1', page: 'about', version: 1, value: about, reason: 'seed', saved_by_id: null, saved_by: null, created_at: now },
        {
          id: 'a2',
          page: 'about',
          version: 2,
          value: draft,
          reason: 'draft',
          saved_by_id: null,
          saved_by: null,
          created_at: now,
        },
        {
          id: 's1',
          page: 'business-sales',
          version: 1,
          value: sales,
          reason: 'seed',
          saved_by_id: null,
          saved_by: null,
          created_at: now,
        },
      ])
      .execute();

    expect((await migrateToLatest(database)).applied).toContain(MIGRATION);

    const stored = await readPageCopy(database.db, 'about');
    expect(stored?.published.story.paragraphs).toEqual([
      'Calder &amp; Rowe sells agencies of &lt;50 staff &amp; more &gt; less',
      'Second paragraph',
    ]);
    expect(stored?.draft?.story.paragraphs).toEqual(['Draft &amp; plan']);
    // A plain field keeps its characters: the page prints it as text.
    expect(stored?.published.hero.subtitle).toBe(HERO_SUBTITLE);
    const sold = await readPageCopy(database.db, 'business-sales');
    expect(sold?.published.overview.paragraphs).toEqual(['Overview &amp; more']);
    expect(sold?.published.faqs[0]).toEqual({
      question: 'How long & why?',
      answer: 'Usually &lt;strong&gt;six&lt;/strong&gt; to nine months &amp; sometimes more.',
    });
    const versions = await listPageRevisions(database.db, 'about');
    expect(versions.map((version) => version.copy.story.paragraphs[0])).toEqual([
      'Draft &amp; plan',
      'Calder &amp; Rowe sells agencies of &lt;50 staff &amp; more &gt; less',
    ]);

    // On the page, the words show as written, not as markup.
    const html = renderToStaticMarkup(
      <AboutIntro copy={stored?.published ?? previousAbout()} images={{ hero: placeholder, story: placeholder }} />,
    );
    expect(html).toContain('Calder &amp; Rowe sells agencies of &lt;50 staff &amp; more &gt; less');
    expect(html).not.toContain('<50');

    // Down to the release before it (later migrations too): the plain words come back as they were.
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrationsFor(dialect) } });
    expect((await migrator.migrateTo('023-insight-revision-seo')).error).toBeUndefined();
    const back = await database.db
      .selectFrom('page_copy')
      .select('published')
      .where('page', '=', 'about')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(back.published).story.paragraphs[0]).toBe(PLAIN_STORY);
  });
});

const placeholder = { src: '/images/placeholder.jpg', alt: '', width: 10, height: 10 } as never;
