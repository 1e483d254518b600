// Unsplash's API as our server calls it: one call with the access key (never a browser's), within a
// time and byte limit, and its answers read no further than the edit form trusts staff: titles, alt
// text and names made one line and cut to their limits, credit links only on unsplash.com, image URLs
// only on the configured image origin. What the library does with a photo is unsplash.server.ts's.
import { Refusal } from '#src/platform/http/refusal.ts';
import { readBodyBytes } from '#src/platform/http/request-body.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import { toSingleLine } from '#src/platform/text/single-line.ts';
import { IMAGE_MESSAGES, IMAGE_TEXT_LIMITS } from './schema.ts';
import type { UnsplashPhoto } from './types.ts';

export interface UnsplashSettings {
  accessKey: string | undefined;
  apiUrl: string;
  imageOrigin: string;
}

const TIMEOUT_MS = 10_000;
/** A search page of 20 photos is about 100 KB; anything past 1 MB is not an answer we want. */
export const UNSPLASH_ANSWER_MAX_BYTES = 1024 * 1024;
/** Our own error for anything Unsplash did not answer as expected; shown with the spec's message. */
export class UnsplashError extends Error {}

/** The access key, or 409 with the spec's message when Unsplash is not set up. */
export function requireKey(settings: UnsplashSettings): string {
  if (!settings.accessKey) throw new Refusal(409, IMAGE_MESSAGES.unsplashDisabled);
  return settings.accessKey;
}

/** One call to Unsplash's API (or a URL it gave), within its time and byte limits: its JSON, or UnsplashError. */
export async function callUnsplash(settings: UnsplashSettings, path: string, logger: Logger): Promise<unknown> {
  const key = requireKey(settings);
  const url = path.startsWith('http') ? path : `${settings.apiUrl}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Client-ID ${key}`, 'Accept-Version': 'v1', Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    logger.warn('Unsplash could not be reached', { ...errorFields(error), path: new URL(url).pathname });
    throw new UnsplashError('unreachable');
  }
  if (!response.ok) {
    logger.warn('Unsplash refused a request', { status: response.status, path: new URL(url).pathname });
    await response.body?.cancel();
    throw new UnsplashError(`status ${response.status}`);
  }
  try {
    return JSON.parse(new TextDecoder().decode(await readBodyBytes(response, UNSPLASH_ANSWER_MAX_BYTES, 'too large')));
  } catch (error) {
    logger.warn('Unsplash answered with something we do not read', { ...errorFields(error), path: new URL(url).pathname });
    throw new UnsplashError('unreadable answer');
  }
}

/** Unsplash's words on one line, by the rule every form's one-line field keeps, then cut to `maxLength`. */
function text(value: unknown, maxLength = 200): string | null {
  const line = typeof value === 'string' ? toSingleLine(value).slice(0, maxLength).trim() : '';
  return line || null;
}

/** A credit link: Unsplash's own pages only (a photographer's profile, a photo's page). */
function unsplashLink(value: unknown): string | null {
  const url = httpUrl(value);
  if (!url) return null;
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' && (hostname === 'unsplash.com' || hostname.endsWith('.unsplash.com')) ? url : null;
}

/** An http(s) address as given, or null. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * One photo from Unsplash's JSON, or null when it lacks what we need. Image URLs must be on the
 * configured image origin: that one origin is what the pages' CSP lets browsers load.
 */
export function toPhoto(raw: unknown, settings: UnsplashSettings): UnsplashPhoto | null {
  const photo = raw as Record<string, unknown> & {
    urls?: Record<string, unknown>;
    links?: Record<string, unknown>;
    user?: { name?: unknown; links?: Record<string, unknown> };
  };
  const onImageHost = (value: unknown) => {
    const url = httpUrl(value);
    return url && new URL(url).origin === settings.imageOrigin ? url : null;
  };
  const id = text(photo?.id);
  const small = onImageHost(photo?.urls?.small);
  const regular = onImageHost(photo?.urls?.regular);
  const rawUrl = onImageHost(photo?.urls?.raw);
  const html = unsplashLink(photo?.links?.html);
  const name = text(photo?.user?.name);
  const profile = unsplashLink(photo?.user?.links?.html);
  const width = Number(photo?.width);
  const height = Number(photo?.height);
  if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id) || !small || !regular || !rawUrl || !html || !name || !profile) return null;
  if (!(width > 0 && height > 0)) return null;
  return {
    id,
    description: text(photo.description, IMAGE_TEXT_LIMITS.title),
    alt_description: text(photo.alt_description, IMAGE_TEXT_LIMITS.altText),
    urls: { small, regular, raw: rawUrl },
    links: { html },
    user: { name, profile },
    width,
    height,
  };
}
