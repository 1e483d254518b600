// The browser's file downloads from our own server (CSV exports): fetched first, so a refusal shows
// the server's message instead of a broken file, then saved under the name the server gives.
import { RequestError, UNEXPECTED_ERROR } from './json-client.ts';

/** The file name in a Content-Disposition header (`attachment; filename="x.csv"`), or the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Downloads `path` as a file and returns its name; a refusal throws RequestError with the server's message. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new RequestError(0, UNEXPECTED_ERROR);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new RequestError(response.status, typeof body?.message === 'string' && body.message ? body.message : UNEXPECTED_ERROR);
  }
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
