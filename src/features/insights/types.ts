// Public shapes of an insight, shared by server modules and React components.
import type { PageImage } from '../images/types.ts';

import type { PageSeo } from '../seo/seo.ts';
import type { RevisionChange } from './revision-changes.ts';
import type { DisplayStatus, InsightStatus } from './schema.ts';

/** An insight as the public site and GET /api/insights show it (spec: "Insight"). */
export interface PublicInsight {
  id: string;
  title: string;
  category: string;
  excerpt: string;
  content: string;
  author: string;
  read_time: string;
  date: string;
  /** The image's address (`image.src`), kept for the API's readers. */
  image_url: string | null;
  /** The article image as pages draw it: library variants for `srcset`, alt text; null without one. */
  image: PageImage | null;
  /** The author's section on the About page when the author is a team member shown there. */
  author_url: string | null;
  /** "Last reviewed" date, YYYY-MM-DD, when an editor set one. */
  reviewed_on: string | null;
}

export type InsightSummary = Omit<PublicInsight, 'content'>;

/** One card of the admin's list. */
export interface AdminInsightCard {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  status: InsightStatus;
  displayStatus: DisplayStatus;
  read_time: string;
  date: string;
  author: string;
  createdAt: string;
}

/** Every field, for the edit dialog. */
export interface AdminInsight extends AdminInsightCard {
  content: string;
  image_url: string | null;
  /** The library image chosen for the article, and its alt text. */
  image_id: string | null;
  image_alt: string | null;
  /** The author chosen ("user:<id>" or "team:<id>"); null for an article credited by name only. */
  author_ref: string | null;
  /** "Last reviewed" date, YYYY-MM-DD. */
  reviewed_on: string | null;
  /** Meta title and description, social image, canonical, noindex: empty fields use the generated values. */
  seo: PageSeo;
  updatedAt: string;
  /** The newest saved version (0 before the first edit of a seeded article): a save sends it back as `base_version`. */
  version: number;
  /** Published at least once: the address (id) no longer follows the title and may be edited by hand. */
  addressFixed: boolean;
}

/** One choice of the dialog's Author list: a staff member or a team member. */
export interface AuthorChoice {
  ref: string;
  name: string;
  kind: 'staff' | 'team';
}

/** The signed-in staff member as the Author list names them, given with the page: a new insight's author. */
export type SignedInAuthor = Pick<AuthorChoice, 'ref' | 'name'>;

/** A 409's body: the newer version a save would have overwritten. */
export interface InsightConflict {
  /** Who saved in between, and when. */
  savedBy: string | null;
  savedAt: string;
  version: number;
  /** The fields that differ from the version the edit started from. */
  changed: string[];
  /** The insight as it is now, to reload. */
  current: AdminInsight;
}

/** One page of the admin's list with the counts the screen shows. */
export interface AdminInsightPage {
  insights: AdminInsightCard[];
  /** How many match the search and filters; `total` is every insight. */
  matching: number;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The categories present in the data, for the category filter. */
  categories: string[];
}

/** One saved version of an insight. */
export interface InsightRevision {
  id: string;
  version: number;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  read_time: string;
  date: string;
  status: InsightStatus;
  image_url: string | null;
  image_id: string | null;
  image_alt: string | null;
  reviewed_on: string | null;
  author: string;
  /** The SEO fields this version had; null for a version saved before they were recorded. */
  seo: PageSeo | null;
  savedBy: string | null;
  reason: string;
  createdAt: string;
  /** The labels of the fields it changed from the version before it ("Title", "SEO"). */
  changed: string[];
}

/** A version as the history lists it: everything but its content, which is read when the version is opened. */
export type InsightRevisionSummary = Omit<InsightRevision, 'content'>;

/** One page of an insight's saved versions, newest first. */
export interface InsightRevisionPage {
  revisions: InsightRevisionSummary[];
  page: number;
  pageCount: number;
  /** How many versions the insight keeps now. */
  total: number;
}

/** One saved version with its content, and what it changed from the version before (both sides as text). */
export interface InsightRevisionDetails {
  revision: InsightRevision;
  changes: RevisionChange[];
}
