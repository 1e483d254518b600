// Finds the logo image: candidate paths are tried in order with HEAD; if none answers, an embedded placeholder.

export const LOGO_CANDIDATES = ['/images/logo.svg', '/images/logo.png', '/images/logo.webp'];

/** Shown when no candidate exists, so the header never has a broken image. */
export const EMBEDDED_LOGO_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#0b2545"/><path d="M12 27V13h6a5 5 0 0 1 0 10h-6m10 4-4-4" stroke="#e0b04b" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
)}`;

export type HeadRequest = (url: string) => Promise<boolean>;

export const headRequest: HeadRequest = async (url) => {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'force-cache' });
    return response.ok;
  } catch {
    return false;
  }
};

export async function findLogo(candidates: string[] = LOGO_CANDIDATES, exists: HeadRequest = headRequest): Promise<string> {
  for (const candidate of candidates) {
    if (await exists(candidate)) return candidate;
  }
  return EMBEDDED_LOGO_PLACEHOLDER;
}
