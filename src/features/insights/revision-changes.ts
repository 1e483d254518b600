// What one saved version of an insight changed from the version before it: each field with its label
// and both values as text. The server names the changed fields with every version it lists (`changed`,
// insight-record.server.ts) and answers the whole change for one version opened; free of Node APIs, so
// screens can use it too.
import { plainText } from '../admin/document-changes.ts';
import type { PageSeo } from '../seo/seo.ts';
import type { InsightRevision } from './types.ts';

const TEXT_FIELDS = [
  ['title', 'Title'],
  ['excerpt', 'Excerpt'],
  ['content', 'Content'],
  ['category', 'Category'],
  ['read_time', 'Read time'],
  ['date', 'Date'],
  ['status', 'Status'],
  ['image_url', 'Image URL'],
  ['image_id', 'Library image'],
  ['image_alt', 'Alt text'],
  ['author', 'Author'],
  ['reviewed_on', 'Last reviewed'],
] as const;

export type RevisionFields = Omit<InsightRevision, 'changed'>;

export interface RevisionChange {
  field: (typeof TEXT_FIELDS)[number][0] | 'seo';
  label: string;
  before: string;
  after: string;
}

/** The SEO fields as one line: what is filled in. */
function seoText(seo: PageSeo): string {
  const { metaTitle, metaDescription, canonical, noindex } = seo;
  return [metaTitle, metaDescription, canonical, noindex ? 'Hidden from search engines' : ''].filter(Boolean).join(' · ');
}

/**
 * The fields that differ from the version before, with both values as text. SEO counts only when both
 * versions recorded it (a version saved before they were kept has none: null).
 */
export function revisionChanges(revision: RevisionFields, previous: RevisionFields | undefined): RevisionChange[] {
  if (!previous) return [];
  const changes: RevisionChange[] = TEXT_FIELDS.filter(([field]) => revision[field] !== previous[field]).map(
    ([field, label]) => ({ field, label, before: plainText(previous[field]), after: plainText(revision[field]) }),
  );
  const [before, after] = [previous.seo, revision.seo];
  if (before && after && JSON.stringify(before) !== JSON.stringify(after)) {
    changes.push({ field: 'seo', label: 'SEO', before: seoText(before), after: seoText(after) });
  }
  return changes;
}
