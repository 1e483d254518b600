// How a bio is shown: with line breaks, one bullet per line (leading dash removed); otherwise one paragraph.

export type BioDisplay = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function formatBio(bio: string): BioDisplay {
  const lines = bio
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length <= 1 || !/\r?\n/.test(bio.trim())) return { kind: 'paragraph', text: bio.trim() };
  return { kind: 'list', items: lines.map((line) => line.replace(/^[-–—•]\s*/, '')) };
}
