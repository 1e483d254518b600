// `npm run artwork`: regenerates the bundled fallback artwork under public/images (SVG slots, one
// image per insight category, the logo, favicon and the default social card). Output is committed.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { artwork } from '../src/features/images/artwork.ts';
import { imageSlots } from '../src/features/images/slots.ts';
import { parseSeedArticle, seedInsightImage } from '../src/features/insights/seed-article.ts';

const root = resolve(import.meta.dirname, '..');
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40"><rect width="40" height="40" rx="8" fill="#0b2545"/><path d="M26 13.5a8 8 0 1 0 0 13" stroke="#e0b04b" stroke-width="3.2" fill="none" stroke-linecap="round"/><path d="M20 20h7" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></svg>\n`;

function write(path: string, content: string | Buffer): void {
  const target = join(root, 'public', path);
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, content);
}

for (const slot of imageSlots)
  write(slot.publicUrl, artwork(slot.publicUrl, slot.width, slot.height, slot.componentName === 'hero'));
// The seed's loader bundles the articles through Vite; a plain Node script reads the files itself.
const articles = 'src/content/insights';
const categories = readdirSync(join(root, articles))
  .filter((name) => name.endsWith('.md'))
  .map((name) => parseSeedArticle(`${articles}/${name}`, readFileSync(join(root, articles, name), 'utf8')).category);
for (const category of new Set(categories)) {
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
