// Protected spans: URLs, e-mail addresses, site paths and back-ticked code masked with U+FFFC before any
// rule reads the text, so none of them ever changes.

/** Punctuation that ends a sentence around an address rather than belonging to it. */
const TRAIL = new Set('.,;:!?)]}\'"’”');
// Each is matched inside one run of non-space characters, and each may only start where its match could
// not have started one character earlier (a literal prefix after \b, or a lookbehind), so a run such as
// 'a.a.a…' or 'a@a@…' is scanned once, not once per position: linear in the chunk (tests: 'linear time').
const PROTECTED_PATTERNS: RegExp[] = [
  /\b(?:https?|ftp|file):\/\/[^\s<>"']+/giu,
  /\b(?:mailto|tel):[^\s<>"']+/giu,
  /\bwww\.[^\s<>"']+/giu,
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
  /(?<![\p{L}\p{N}@.-])(?:[\p{L}\p{N}-]+\.)+(?:com|net|org|edu|gov|io|co|au|uk|nz|info|biz|app|dev|ai|me|us|ca|tv|ly)\b(?:[/?#][^\s<>"']*)?/giu,
  /(?<![\p{L}\p{N}/])\/[\p{L}\p{N}_\-./?=&#%~]*[\p{L}\p{N}_\-/=&#%~]/gu,
];
/** Longer than any word or address: such a run of non-space characters is data, not prose. */
const LONGEST_CHUNK = 2000;

const mask = (text: string) => '\uFFFC'.repeat(text.length);

/** The match without its trailing punctuation, found from the end (a `[…]+$` pattern retries at every position). */
function withoutTrail(match: string): string {
  let end = match.length;
  while (end > 0 && TRAIL.has(match[end - 1] ?? '')) end -= 1;
  return match.slice(0, end);
}

function maskChunk(chunk: string): string {
  if (chunk.length > LONGEST_CHUNK) return mask(chunk);
  if (!/[@./:]/u.test(chunk)) return chunk;
  let masked = chunk;
  for (const pattern of PROTECTED_PATTERNS) {
    masked = masked.replace(pattern, (match) => {
      const kept = withoutTrail(match);
      return mask(kept) + match.slice(kept.length);
    });
  }
  return masked;
}

/** Replace URLs, e-mail addresses and back-ticked code with U+FFFC (object replacement) so no rule reads them. */
export function maskProtected(view: string): string {
  return view.replace(/`[^`\n]+`/gu, mask).replace(/\S+/gu, maskChunk);
}
