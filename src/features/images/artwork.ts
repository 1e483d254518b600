// The firm's generated artwork: deterministic abstract SVGs in navy and gold. The artwork script
// writes them to public/images; page heroes inline them (no request, so the hero text is the largest paint).

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

export function artwork(seed: string, width = 1600, height = 900, skyline = false): string {
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

/** Bundled slot artwork has a path like /images/site/home-hero.svg; its seed is that path. */
export function isBundledArtwork(src: string): boolean {
  return /^\/images\/site\/[a-z0-9-]+\.svg$/.test(src);
}
