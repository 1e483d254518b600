// `npm run artwork`: regenerates the bundled fallback artwork under public/images (SVG slots, one
// image per insight category, the logo, favicon and the default social card). Output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { imageSlots } from '../src/features/images/slots.ts';
import { seedInsightImage, seedInsights } from '../src/features/insights/seed/index.ts';

const root = resolve(import.meta.dirname, '..');
const NAVY = ['#071a33', '#0b2545', '#11325c', '#173f72', '#1f4f8c'];
const GOLD = ['#e0b04b', '#c99a32', '#f0cf85'];

/** A small deterministic generator so the same name always draws the same picture. */
function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

function artwork(seed: string, width = 1600, height = 900, skyline = false): string {
  const random = randomFrom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    const r = Math.round(120 + random() * 380);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${pick(NAVY)}" opacity="${(0.25 + random() * 0.4).toFixed(2)}"/>`);
  }
  const lineY = Math.round(height * (0.55 + random() * 0.2));
  const points = Array.from({ length: 9 }, (_, i) => {
    const x = Math.round((i / 8) * width);
    const y = Math.round(lineY - i * (height * 0.04) - random() * 60);
    return `${x},${y}`;
  }).join(' ');
  shapes.push(
    `<polyline points="${points}" fill="none" stroke="${GOLD[0]}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>`,
  );
  if (skyline) {
    let x = 0;
    while (x < width) {
      const w = Math.round(40 + random() * 90);
      const h = Math.round(height * (0.12 + random() * 0.38));
      shapes.push(`<rect x="${x}" y="${height - h}" width="${w - 6}" height="${h}" fill="${NAVY[0]}" opacity="0.85"/>`);
      x += w;
    }
  }
  shapes.push(
    `<circle cx="${Math.round(width * (0.7 + random() * 0.2))}" cy="${Math.round(height * 0.25)}" r="${Math.round(40 + random() * 40)}" fill="${pick(GOLD)}" opacity="0.85"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY[1]}"/><stop offset="1" stop-color="${NAVY[3]}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}</svg>\n`;
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40"><rect width="40" height="40" rx="8" fill="#0b2545"/><path d="M26 13.5a8 8 0 1 0 0 13" stroke="#e0b04b" stroke-width="3.2" fill="none" stroke-linecap="round"/><path d="M20 20h7" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></svg>\n`;

function write(path: string, content: string | Buffer): void {
  const target = join(root, 'public', path);
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, content);
}

for (const slot of imageSlots)
  write(slot.publicUrl, artwork(slot.publicUrl, slot.width, slot.height, slot.componentName === 'hero'));
for (const category of new Set(seedInsights.map((article) => article.category))) {
  const path = seedInsightImage(category);
  write(path, artwork(path, 1200, 675));
}
write('/images/logo.svg', LOGO);
write('/favicon.svg', LOGO);

const social = artwork('og-default', 1200, 630, true).replace(
  '</svg>',
  '<text x="80" y="300" font-family="Georgia, serif" font-size="72" fill="#fff">Calder &amp; Rowe Advisory</text><text x="80" y="380" font-family="Arial, sans-serif" font-size="36" fill="#f0cf85">M&amp;A advice for recruitment &amp; staffing businesses</text></svg>',
);
write('/images/og-default.png', await sharp(Buffer.from(social)).png({ compressionLevel: 9, palette: true }).toBuffer());
console.log('Artwork written under public/.');
