// Reads one content file (src/content/<collection>/<id>.md): YAML frontmatter checked by the collection's
// schema, then the Markdown body. Refusals name the file and the field, so whoever edits it can fix it.
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

export interface ContentFile<Data> {
  /** The file name without .md: the entry's URL slug. */
  id: string;
  data: Data;
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Parses `raw`, the text of the file at `path`; throws an Error naming the file and every field at fault. */
export function parseContentFile<Schema extends z.ZodType>(
  path: string,
  raw: string,
  schema: Schema,
): ContentFile<z.output<Schema>> {
  const id = path.replace(/^.*\//, '').replace(/\.md$/, '');
  if (!SLUG.test(id)) throw new Error(`${path}: the file name must be a URL slug (lower-case words joined by hyphens)`);
  const match = FRONTMATTER.exec(raw);
  if (!match) throw new Error(`${path}: the file must start with frontmatter between two --- lines`);
  let frontmatter: unknown;
  try {
    // Timestamps as Astro's own frontmatter parser reads them: an unquoted date becomes a Date, refused
    // here as in `astro check` by a schema that wants a string.
    frontmatter = parseYaml(match[1] ?? '', { customTags: ['timestamp'] });
  } catch (error) {
    throw new Error(`${path}: the frontmatter is not valid YAML (${(error as Error).message})`);
  }
  const result = schema.safeParse(frontmatter ?? {});
  if (!result.success) throw new Error(`${path}: ${result.error.issues.map(describeIssue).join('; ')}`);
  return { id, data: result.data, body: match[2] ?? '' };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`))
    .join('');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    return field ? `unknown field ${keys} in "${field}"` : `unknown field ${keys}`;
  }
  return `field "${field}": ${issue.message}`;
}
