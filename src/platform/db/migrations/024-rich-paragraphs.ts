// Issue 19: the pages' body paragraphs (the story, an introduction, a service's overview, an answer)
// become inline HTML with bold, italic and links. Their stored words were plain text, which the pages
// printed as text; here they are escaped once, in the published copy, the draft and every saved version,
// so "Calder & Rowe" or "<5 staff" still reads as written rather than as markup. The paths are frozen
// here: the page schema may grow later, but these are the fields that were plain text before.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const SERVICE_PAGE = [
  ['overview', 'paragraphs', '*'],
  ['faqs', '*', 'answer'],
];

/** Each page's rich paragraphs, by path in its JSON document (`*` for every item of a list). */
const RICH_PATHS: Record<string, string[][]> = {
  home: [['introduction', 'paragraphs', '*']],
  about: [['story', 'paragraphs', '*']],
  services: [['intro', 'text']],
  'sale-ready-assessments': SERVICE_PAGE,
  'value-optimisation': SERVICE_PAGE,
  'business-sales': SERVICE_PAGE,
  'business-purchases': SERVICE_PAGE,
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Back to plain text for `down`: what a reader saw, with the formatting and links let go. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function convertAt(value: unknown, path: readonly string[], convert: (text: string) => string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return typeof value === 'string' ? convert(value) : value;
  if (head === '*') return Array.isArray(value) ? value.map((item) => convertAt(item, rest, convert)) : value;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, head)) return value;
  return { ...value, [head]: convertAt((value as Record<string, unknown>)[head], rest, convert) };
}

/** A stored document with its page's rich paragraphs converted; one that is not JSON is left as it is. */
function convertDocument(page: string, document: string, convert: (text: string) => string): string {
  const paths = RICH_PATHS[page];
  if (!paths) return document;
  let value: unknown;
  try {
    value = JSON.parse(document);
  } catch {
    return document;
  }
  for (const path of paths) value = convertAt(value, path, convert);
  return JSON.stringify(value);
}

async function convertAll(db: Kysely<unknown>, convert: (text: string) => string) {
  const pages = await sql<{ page: string; published: string; draft: string | null }>`
    select page, published, draft from page_copy`.execute(db);
  for (const row of pages.rows) {
    const published = convertDocument(row.page, row.published, convert);
    const draft = row.draft === null ? null : convertDocument(row.page, row.draft, convert);
    await sql`update page_copy set published = ${published}, draft = ${draft} where page = ${row.page}`.execute(db);
  }
  const revisions = await sql<{ id: string; page: string; value: string }>`
    select id, page, value from page_copy_revisions`.execute(db);
  for (const row of revisions.rows) {
    const value = convertDocument(row.page, row.value, convert);
    if (value !== row.value) await sql`update page_copy_revisions set value = ${value} where id = ${row.id}`.execute(db);
  }
}

export function richParagraphs(): Migration {
  return {
    up: (db: Kysely<unknown>) => convertAll(db, escapeText),
    down: (db: Kysely<unknown>) => convertAll(db, plainText),
  };
}
