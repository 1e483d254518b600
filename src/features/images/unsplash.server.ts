// Unsplash through our server (the access key never reaches a browser): search (20 a page, pages
// from 1), and adding or replacing a library image with a photo. Following Unsplash's API
// guidelines, photos are hotlinked (their URLs are stored, never their bytes), the photo's download
// endpoint is triggered when one is chosen, and the photographer is credited wherever it appears.
// Every call to Unsplash (unsplash-api.server.ts) is limited per staff member and per instance
// (searches are cached for a few minutes), so one person cannot spend the access key's hourly quota
// for everyone.
import { randomUUID } from 'node:crypto';
import { Refusal } from '#src/platform/http/refusal.ts';
import type { Logger } from '#src/platform/log.ts';
import type { UploadServices } from '../admin/admin-endpoint.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { uploadCategory } from './catalogue.ts';
import { assertAltTextRule, auditImage, discardFiles, findLibraryImage } from './library.server.ts';
import { IMAGE_MESSAGES, type PlacementValues, UNSPLASH_PER_PAGE } from './schema.ts';
import type { LibraryImage, UnsplashAttribution, UnsplashPhoto, UnsplashSearchResult } from './types.ts';
import { callUnsplash, httpUrl, requireKey, toPhoto, UnsplashError, type UnsplashSettings } from './unsplash-api.server.ts';

export type { UnsplashPhoto, UnsplashSearchResult };

/**
 * Calls to Unsplash (a search, or a chosen photo and its download trigger), per staff member and per
 * instance; cached search results are free.
 */
export const UNSPLASH_CALL_LIMITS = {
  perStaffMember: { max: 20, windowSeconds: 60 },
  perInstance: { max: 60, windowSeconds: 60 },
} as const;
/** How long a search's results are kept, and how many searches at most. */
export const UNSPLASH_CACHE = { ttlMs: 5 * 60 * 1000, entries: 200 } as const;

/** One instance's recent searches and its count of calls to Unsplash. */
interface SearchState {
  cache: Map<string, { result: UnsplashSearchResult; expires: number }>;
  window: { start: number; calls: number };
}

/** Per settings object, so each composition root (and each test's) has its own instance state. */
const searchStates = new WeakMap<UnsplashSettings, SearchState>();

function searchStateOf(settings: UnsplashSettings): SearchState {
  let state = searchStates.get(settings);
  if (!state) {
    state = { cache: new Map(), window: { start: 0, calls: 0 } };
    searchStates.set(settings, state);
  }
  return state;
}

/**
 * The limits every request that must reach Unsplash passes first, a search or a chosen photo alike:
 * the staff member's (in the database), then the instance's.
 */
export interface UnsplashLimits {
  /** Counts `calls` calls to Unsplash for the staff member; answers the seconds to wait when over their limit. */
  hitStaffMemberLimit(calls: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  now?: () => number;
}

/** Calls to Unsplash that choosing a photo makes: the photo itself, then its download endpoint. */
const CALLS_TO_CHOOSE_A_PHOTO = 2;

/**
 * Counts `calls` against both limits before any of them is made, so a refused request asks Unsplash
 * nothing; throws a 429 with `message`'s wait otherwise.
 */
async function reserveCalls(
  settings: UnsplashSettings,
  limits: UnsplashLimits,
  calls: number,
  message: (seconds: number) => string,
): Promise<void> {
  const refuse = (retryAfterSeconds: number) => new Refusal(429, message(retryAfterSeconds), { retryAfterSeconds });
  const now = limits.now?.() ?? Date.now();
  const staffMember = await limits.hitStaffMemberLimit(calls);
  if (!staffMember.allowed) throw refuse(staffMember.retryAfterSeconds);
  const { perInstance } = UNSPLASH_CALL_LIMITS;
  const state = searchStateOf(settings);
  if (now - state.window.start >= perInstance.windowSeconds * 1000) state.window = { start: now, calls: 0 };
  if (state.window.calls + calls > perInstance.max) {
    throw refuse(Math.max(1, Math.ceil((state.window.start + perInstance.windowSeconds * 1000 - now) / 1000)));
  }
  state.window.calls += calls;
}

/** Spec call "Stock search": 20 a page, pages from 1; a blank query asks nothing. */
export async function searchUnsplash(
  settings: UnsplashSettings,
  logger: Logger,
  query: string,
  page: number,
  limits: UnsplashLimits,
): Promise<UnsplashSearchResult> {
  requireKey(settings);
  if (!query.trim()) return { results: [], total: 0, total_pages: 0 };
  const now = limits.now?.() ?? Date.now();
  const state = searchStateOf(settings);
  const cacheKey = `${page}:${query.trim().toLowerCase()}`;
  const cached = state.cache.get(cacheKey);
  if (cached && cached.expires > now) return cached.result;
  await reserveCalls(settings, limits, 1, IMAGE_MESSAGES.tooManySearches);

  const params = new URLSearchParams({ query: query.trim(), page: String(page), per_page: String(UNSPLASH_PER_PAGE) });
  try {
    const body = (await callUnsplash(settings, `/search/photos?${params}`, logger)) as {
      results?: unknown[];
      total?: unknown;
      total_pages?: unknown;
    };
    const results = (Array.isArray(body?.results) ? body.results : [])
      .map((item) => toPhoto(item, settings))
      .filter((photo): photo is UnsplashPhoto => photo !== null);
    const result = { results, total: Number(body?.total) || 0, total_pages: Number(body?.total_pages) || 0 };
    for (const [key, entry] of state.cache) if (entry.expires <= now) state.cache.delete(key);
    if (state.cache.size >= UNSPLASH_CACHE.entries) state.cache.delete(state.cache.keys().next().value ?? '');
    state.cache.set(cacheKey, { result, expires: now + UNSPLASH_CACHE.ttlMs });
    return result;
  } catch (error) {
    if (error instanceof UnsplashError) throw new Refusal(422, IMAGE_MESSAGES.searchFailed);
    throw error;
  }
}

/**
 * The chosen photo, read again from Unsplash by its id (the browser's copy is not trusted), with
 * its download endpoint triggered as the guidelines require.
 */
async function choosePhoto(
  settings: UnsplashSettings,
  logger: Logger,
  photoId: string,
  limits: UnsplashLimits,
): Promise<UnsplashPhoto> {
  requireKey(settings);
  await reserveCalls(settings, limits, CALLS_TO_CHOOSE_A_PHOTO, IMAGE_MESSAGES.tooManyUnsplashChoices);
  let raw: unknown;
  try {
    raw = await callUnsplash(settings, `/photos/${encodeURIComponent(photoId)}`, logger);
  } catch (error) {
    if (error instanceof UnsplashError) throw new Refusal(422, IMAGE_MESSAGES.unsplashFailed);
    throw error;
  }
  const photo = toPhoto(raw, settings);
  if (!photo) throw new Refusal(422, IMAGE_MESSAGES.unsplashFailed);
  const download = httpUrl((raw as { links?: { download_location?: unknown } }).links?.download_location);
  // Only to our configured API: the location comes from Unsplash's answer.
  if (download && new URL(download).origin === new URL(settings.apiUrl).origin) {
    await callUnsplash(settings, download, logger).catch(() => {
      // Counting the download is Unsplash's statistic; a failure must not lose the editor's choice.
    });
  }
  return photo;
}

function attributionOf(photo: UnsplashPhoto): UnsplashAttribution {
  return {
    photoId: photo.id,
    rawUrl: photo.urls.raw,
    photographer: photo.user.name,
    photographerUrl: photo.user.profile,
    photoUrl: photo.links.html,
  };
}

/** The columns a photo sets, whether added or replacing. */
function photoColumns(photo: UnsplashPhoto) {
  return {
    filename: photo.id,
    title: photo.description ?? photo.alt_description,
    alt_text: photo.alt_description ?? photo.description,
    public_url: photo.urls.regular,
    storage_path: `unsplash:${photo.id}`,
    image_source: 'unsplash' as const,
    original_url: photo.links.html,
    mime_type: 'image/jpeg',
    file_size: null,
    width: photo.width,
    height: photo.height,
    file_location: 'Unsplash',
    stored_image: null,
    unsplash: JSON.stringify(attributionOf(photo)),
  };
}

export type UnsplashServices = UploadServices & { unsplash: UnsplashSettings };

/** Spec call "Add stock photo": active at once (when the alt text rule allows), with the placement given. */
export async function addUnsplashImage(
  services: UnsplashServices,
  actor: StaffUser,
  photoId: string,
  placement: PlacementValues,
  limits: UnsplashLimits,
): Promise<LibraryImage> {
  const photo = await choosePhoto(services.unsplash, services.logger, photoId, limits);
  const id = randomUUID();
  const now = new Date();
  const columns = photoColumns(photo);
  const isActive = !placement.page_name || Boolean(columns.alt_text);
  await services.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('website_images')
      .values({
        id,
        ...columns,
        category: uploadCategory(placement.category, placement.page_name, placement.component_name),
        page_name: placement.page_name,
        component_name: placement.component_name,
        usage_context: placement.usage_context,
        tags: null,
        is_active: isActive,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await auditImage(trx, actor, 'unsplash-add', id, { photo: photo.id, title: columns.title, page: placement.page_name });
  });
  return findLibraryImage(services.database.db, id);
}

/**
 * Spec call "Replace with stock photo": the row becomes the photo (source unsplash) and keeps its
 * page, component, usage context, category and active flag; the same photo is refused; the files of
 * an uploaded image it replaces are deleted once the row no longer points at them.
 */
export async function replaceWithUnsplash(
  services: UnsplashServices,
  actor: StaffUser,
  id: string,
  photoId: string,
  limits: UnsplashLimits,
): Promise<LibraryImage> {
  const current = await findLibraryImage(services.database.db, id);
  if (current.unsplash?.photoId === photoId) throw new Refusal(409, IMAGE_MESSAGES.sameImage);
  const photo = await choosePhoto(services.unsplash, services.logger, photoId, limits);
  const columns = photoColumns(photo);
  if (columns.public_url === current.public_url) throw new Refusal(409, IMAGE_MESSAGES.sameImage);
  const before = await services.database.db.transaction().execute(async (trx) => {
    const row = await findLibraryImage(trx, id);
    assertAltTextRule({ ...row, alt_text: columns.alt_text });
    await trx
      .updateTable('website_images')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await auditImage(trx, actor, 'unsplash-replace', id, { photo: photo.id, replaced: row.filename, title: row.title });
    return row;
  });
  if (before.image_source === 'uploaded') await discardFiles(services, before);
  return findLibraryImage(services.database.db, id);
}
